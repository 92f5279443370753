import { agendaWords, type AgendaWords } from './demo-translations/agenda-words.ts';
export type DemoLocale = keyof typeof agendaWords;

/** A text written from picked parts: English with (null, null), else with a language's words. */
export type LocalText = (words: AgendaWords | null, locale: DemoLocale | null) => string;
const locales = Object.keys(agendaWords) as DemoLocale[];

/**
 * A row's `translations` ({ pl: { name, description }, de: … }) for the demo's other languages,
 * each field written from the same picked parts as its English text.
 */
export function perLanguage<K extends string>(fields: Record<K, LocalText>): Record<DemoLocale, Record<K, string>> {
  return Object.fromEntries(
    locales.map((l) => [l, Object.fromEntries(Object.entries<LocalText>(fields).map(([k, text]) => [k, text(agendaWords[l], l)]))]),
  ) as Record<DemoLocale, Record<K, string>>;
}

/** The same for fixed English texts, looked up in a per-language dictionary; a missing entry fails the seed. */
export function perLanguageFrom<K extends string>(dictionary: Record<DemoLocale, Record<string, string>>, fields: Record<K, string>): Record<DemoLocale, Record<K, string>> {
  const lookUp = (en: string): LocalText => (_w, locale) => {
    if (!locale) return en;
    const text = dictionary[locale][en];
    if (!text) throw new Error(`demo seed: no ${locale} translation of "${en}"`);
    return text;
  };
  return perLanguage(Object.fromEntries(Object.entries<string>(fields).map(([k, en]) => [k, lookUp(en)])) as Record<K, LocalText>);
}

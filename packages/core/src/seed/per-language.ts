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

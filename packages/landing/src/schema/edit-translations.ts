import type { Locale } from './locales.ts';
import type { LpSettings } from './lp-settings-schema.ts';
import { translateSettings } from './translate-settings.ts';

// Marks each text that translateSettings would translate, so an edit made in another language
// can be paired with its source by position, under exactly the rules the page is shown with.
const MARK = '\u0000lp-source:';

function marked(source: LpSettings): { marked: LpSettings; sources: string[] } {
  const sources: string[] = [];
  const result = translateSettings(source, (text) => {
    sources.push(text);
    return `${MARK}${sources.length - 1}`;
  });
  return { marked: result, sources };
}

/** Every (source, shown) pair: `shown` is what stands where `source` would be translated. */
function pairs(markedValue: unknown, shown: unknown, sources: string[], out: [string, unknown][]) {
  if (typeof markedValue === 'string') {
    if (markedValue.startsWith(MARK)) out.push([sources[Number(markedValue.slice(MARK.length))]!, shown]);
    return;
  }
  if (Array.isArray(markedValue)) {
    markedValue.forEach((v, i) => pairs(v, Array.isArray(shown) ? shown[i] : undefined, sources, out));
    return;
  }
  if (markedValue && typeof markedValue === 'object') {
    const other = (shown && typeof shown === 'object' ? shown : {}) as Record<string, unknown>;
    for (const [k, v] of Object.entries(markedValue)) pairs(v, other[k], sources, out);
  }
}

/** The source texts of a page that a visitor reads (headings, bodies, labels, FAQ, footer). */
export function translatableTexts(source: LpSettings): string[] {
  return [...new Set(marked(source).sources.filter((s) => s.trim() !== ''))];
}

/** How many of the page's texts have no translation in `locale` yet (they show in the source language). */
export function missingTranslations(source: LpSettings, locale: Locale): number {
  const dict = source.translations[locale] ?? {};
  return translatableTexts(source).filter((s) => !dict[s]?.trim()).length;
}

/**
 * The page in `locale` as the builder shows it for translating: the source page with the
 * event's dictionary applied (a text without a translation shows its source).
 */
export function translatedForEditing(source: LpSettings, locale: Locale): LpSettings {
  const dict = source.translations[locale] ?? {};
  return translateSettings(source, (s) => dict[s] ?? s);
}

/**
 * The source page with `locale`'s dictionary updated from an edit of `translatedForEditing`:
 * a text changed from its source becomes its translation, a text put back to the source (or
 * emptied) loses it. Layout, links and settings come from `source` only: in another language
 * the builder edits words, never the page's structure.
 */
export function applyTranslationEdit(source: LpSettings, edited: LpSettings, locale: Locale): LpSettings {
  const { marked: markedSource, sources } = marked(source);
  const found: [string, unknown][] = [];
  pairs(markedSource, edited, sources, found);
  const dict = { ...(source.translations[locale] ?? {}) };
  for (const [text, shown] of found) {
    if (text.trim() === '') continue;
    if (typeof shown !== 'string' || shown.trim() === '' || shown === text) delete dict[text];
    else dict[text] = shown;
  }
  return { ...source, translations: { ...source.translations, [locale]: dict } };
}

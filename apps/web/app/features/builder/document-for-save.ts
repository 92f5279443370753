import {
  applyTranslationEdit,
  fromEditorData,
  lpSettingsSchema,
  toEditorData,
  translatedForEditing,
  type EditorData,
  type Locale,
  type LpSettings,
} from '@foyer/landing/schema';

/** What the editor starts from in `locale`: the page itself, or its words in that language. */
export function editorDataFor(source: LpSettings, locale: Locale, defaultLocale: Locale): EditorData {
  return toEditorData(locale === defaultLocale ? source : translatedForEditing(source, locale));
}

export type SaveDocument = { ok: true; text: string } | { ok: false; paths: string[] };

/**
 * The document to send after an edit. In the default language the edit is the page; in another
 * it only writes that language's dictionary (the page's structure stays the source's). The
 * server validates either way; in another language a broken value would otherwise be lost in
 * the pairing, so it is named here first.
 */
export function documentForSave(source: LpSettings, edited: EditorData, locale: Locale, defaultLocale: Locale): SaveDocument {
  if (locale === defaultLocale) return { ok: true, text: JSON.stringify(fromEditorData(edited, source)) };
  const shown = translatedForEditing(source, locale);
  const parsed = lpSettingsSchema.safeParse(fromEditorData(edited, shown));
  if (!parsed.success) return { ok: false, paths: parsed.error.issues.map((i) => ['lp_settings', ...i.path.map(String)].join('.')) };
  return { ok: true, text: JSON.stringify(applyTranslationEdit(source, parsed.data, locale)) };
}

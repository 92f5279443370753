import type { ExhibitorView } from './describe-snapshot.ts';
import { exhibitorFlagKeys, exhibitorScalarKeys, exhibitorTextKeys } from './exhibitor-snapshot.ts';
import { speakerTextKeys, speakerTranslatedKeys, type SpeakerSnapshot } from './speaker-updates.ts';

/**
 * One line of the side-by-side review: a field (and, for translations, its locale), the public
 * value and the proposed one. Booleans are 'true'/'false' and pictures their URL, so the screen
 * decides how to show them.
 */
export interface DiffRow {
  field: string;
  locale: string | null;
  kind: 'text' | 'flag' | 'image' | 'list';
  old: string | null;
  new: string | null;
  changed: boolean;
}

const row = (field: string, locale: string | null, kind: DiffRow['kind'], o: string | null, n: string | null): DiffRow => ({ field, locale, kind, old: o, new: n, changed: (o ?? '') !== (n ?? '') });
const list = (xs: string[]) => (xs.length ? xs.join('\n') : null);
const person = (p: ExhibitorView['contact_people'][number]) => [`${p.first_name} ${p.last_name}`, p.email, [p.phone_country_code, p.phone].filter(Boolean).join(' '), p.description].filter(Boolean).join(' · ');

function localesOf(...maps: Record<string, unknown>[]) {
  return [...new Set(maps.flatMap((m) => Object.keys(m)))].sort();
}

/** Rows that are empty on both sides are left out; every other field shows, changed or not. */
const shown = (rows: DiffRow[]) => rows.filter((r) => r.old !== null || r.new !== null);

export function exhibitorDiff(o: ExhibitorView, n: ExhibitorView): DiffRow[] {
  const rows: DiffRow[] = [];
  for (const k of exhibitorScalarKeys) rows.push(row(k, null, 'text', o[k], n[k]));
  for (const k of exhibitorFlagKeys) rows.push(row(k, null, 'flag', String(o[k]), String(n[k])));
  rows.push(row('logo', null, 'image', o.picture, n.picture), row('banner', null, 'image', o.vip_picture, n.vip_picture));
  rows.push(row('tags', null, 'list', list(o.tags_exhibitors.map((t) => t.value)), list(n.tags_exhibitors.map((t) => t.value))));
  rows.push(row('contact_users', null, 'list', list(o.contact_users.map((u) => `${u.first_name} ${u.last_name}`)), list(n.contact_users.map((u) => `${u.first_name} ${u.last_name}`))));
  rows.push(row('contact_people', null, 'list', list(o.contact_people.map(person)), list(n.contact_people.map(person))));
  rows.push(row('attachments', null, 'list', list(o.attachments.map((a) => a.file_name)), list(n.attachments.map((a) => a.file_name))));
  for (const locale of localesOf(o.translations, n.translations)) {
    for (const k of exhibitorTextKeys) rows.push(row(k, locale, 'text', o.translations[locale]?.[k] ?? null, n.translations[locale]?.[k] ?? null));
  }
  const peopleLocales = localesOf(...o.contact_people.map((p) => p.translations), ...n.contact_people.map((p) => p.translations));
  for (const locale of peopleLocales) {
    const texts = (v: ExhibitorView) => list(v.contact_people.flatMap((p) => (p.translations[locale]?.description ? [`${p.first_name} ${p.last_name}: ${p.translations[locale].description}`] : [])));
    rows.push(row('contact_people', locale, 'list', texts(o), texts(n)));
  }
  return shown(rows);
}

export function speakerDiff(o: SpeakerSnapshot, n: SpeakerSnapshot): DiffRow[] {
  const rows: DiffRow[] = [];
  for (const k of speakerTextKeys) rows.push(row(k, null, 'text', o[k], n[k]));
  rows.push(row('show_public_data', null, 'flag', String(o.show_public_data), String(n.show_public_data)));
  rows.push(row('picture', null, 'image', o.picture, n.picture));
  for (const locale of localesOf(o.translations, n.translations)) {
    for (const k of speakerTranslatedKeys) rows.push(row(k, locale, 'text', o.translations[locale]?.[k] ?? null, n.translations[locale]?.[k] ?? null));
  }
  return shown(rows);
}

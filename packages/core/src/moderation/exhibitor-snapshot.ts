import { schema } from '@foyer/db';
import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';

type Tx = Pick<Ctx, 'db'>;
type ExhibitorRow = typeof schema.exhibitors.$inferSelect;

/** The exhibitor's own text and link fields a moderator edits (SPEC §3 "Exhibitor form fields"). */
export const exhibitorScalarKeys = [
  'name', 'scope_description', 'description', 'www', 'video_call_url', 'promotion_film_url', 'email', 'phone', 'phone_country_code',
  'facebook_profile', 'twitter_profile', 'linked_profile', 'youtube_profile', 'instagram_profile',
] as const;
export const exhibitorFlagKeys = ['for_logged_contact', 'for_logged_sm'] as const;
export const exhibitorTextKeys = ['name', 'scope_description', 'description'] as const;

export type ExhibitorTexts = Partial<Record<(typeof exhibitorTextKeys)[number], string | null>>;

export interface ContactPersonSnapshot {
  first_name: string;
  last_name: string;
  description: string | null;
  phone: string | null;
  phone_country_code: string | null;
  email: string | null;
  picture_id: number | null;
  translations: Record<string, { description: string | null }>;
}

/**
 * Everything of an exhibitor a moderator can change, in one comparable shape: read from the
 * public exhibitor (the "old" side of the review diff) or from an update (the "new" side), and
 * written onto the exhibitor when the organizer accepts it.
 */
export type ExhibitorSnapshot = Record<(typeof exhibitorScalarKeys)[number], string | null> &
  Record<(typeof exhibitorFlagKeys)[number], boolean> & {
    picture: string | null;
    vip_picture: string | null;
    tag_ids: number[];
    contact_user_ids: number[];
    attachment_ids: number[];
    contact_people: ContactPersonSnapshot[];
    /** Per locale: name, scope and description (exhibitor_update_translations on an update). */
    translations: Record<string, ExhibitorTexts>;
  };

/** Empty strings and missing keys read as null, so old and new compare alike. */
const clean = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

export function cleanTranslations<K extends string>(raw: Record<string, Partial<Record<K, unknown>>> | null | undefined, keys: readonly K[]) {
  const out: Record<string, Partial<Record<K, string | null>>> = {};
  for (const [locale, tr] of Object.entries(raw ?? {})) {
    const row: Partial<Record<K, string | null>> = {};
    let any = false;
    for (const k of keys) {
      const v = clean(tr?.[k]);
      if (v !== null) {
        row[k] = v;
        any = true;
      }
    }
    if (any) out[locale] = row;
  }
  return out;
}

/** The public exhibitor as a snapshot (its tags, contacts and attachments in display order). */
export async function currentExhibitorSnapshot(ctx: Tx, row: ExhibitorRow): Promise<ExhibitorSnapshot> {
  const l = schema.exhibitor_tag_links;
  const cu = schema.exhibitor_contact_users;
  const ea = schema.exhibitor_attachments;
  const p = schema.exhibitor_contact_people;
  const [tags, users, files, people] = await Promise.all([
    ctx.db.select({ id: l.exhibitor_tag_id }).from(l).where(eq(l.exhibitor_id, row.id)).orderBy(asc(l.exhibitor_tag_id)),
    ctx.db.select({ id: cu.user_id }).from(cu).where(eq(cu.exhibitor_id, row.id)).orderBy(asc(cu.order), asc(cu.id)),
    ctx.db.select({ id: ea.attachment_id }).from(ea).where(eq(ea.exhibitor_id, row.id)).orderBy(asc(ea.order), asc(ea.id)),
    ctx.db.select().from(p).where(eq(p.exhibitor_id, row.id)).orderBy(asc(p.order), asc(p.id)),
  ]);
  const snap = {} as ExhibitorSnapshot;
  for (const k of exhibitorScalarKeys) snap[k] = clean(row[k]);
  for (const k of exhibitorFlagKeys) snap[k] = row[k];
  return {
    ...snap,
    picture: clean(row.picture),
    vip_picture: clean(row.vip_picture),
    tag_ids: tags.map((t) => t.id),
    contact_user_ids: users.map((u) => u.id),
    attachment_ids: files.map((f) => f.id),
    contact_people: people.map((x) => ({
      first_name: x.first_name,
      last_name: x.last_name,
      description: clean(x.description),
      phone: clean(x.phone),
      phone_country_code: clean(x.phone_country_code),
      email: clean(x.email),
      picture_id: x.picture_id,
      translations: cleanTranslations(x.translations, ['description'] as const) as Record<string, { description: string | null }>,
    })),
    translations: cleanTranslations(row.translations, exhibitorTextKeys),
  };
}

/** An update's snapshot: its jsonb plus its exhibitor_update_translations rows. */
export async function updateExhibitorSnapshot(ctx: Tx, update: { id: number; updated_exhibitor: Record<string, unknown> }): Promise<ExhibitorSnapshot> {
  const t = schema.exhibitor_update_translations;
  const rows = await ctx.db.select().from(t).where(eq(t.exhibitor_update_id, update.id)).orderBy(asc(t.locale));
  const translations = cleanTranslations(Object.fromEntries(rows.map((r) => [r.locale, r])), exhibitorTextKeys);
  return { ...(update.updated_exhibitor as Omit<ExhibitorSnapshot, 'translations'>), translations };
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { schema, type Db } from '@foyer/db';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { locales } from '@foyer/i18n';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { listLanguages } from '../events/list-languages.ts';
import { storedNamePattern } from '../profile/create-attachment.ts';
import { imageSize, ratioFits, type ImageRole } from './image-size.ts';

type AttachmentRow = { id: number; storage_key: string; file_url: string; file_name: string };

/** The event's locales (SPEC §3 event languages); an event without any offers all nine. */
export async function eventLocales(ctx: Pick<Ctx, 'db'>, eventId: number): Promise<string[]> {
  return offeredLocales(await listLanguages(ctx, eventId));
}

/** The locales an event offers, from its language rows: all of them when it lists none. */
export function offeredLocales(rows: readonly { lang_code: string }[]): string[] {
  return rows.length ? rows.map((r) => r.lang_code) : [...locales];
}

/** Refuses a translation in a locale the event does not offer, naming the field. */
export function checkLocales(offered: string[], list: { locale: string }[], field: string) {
  list.forEach((t, i) => {
    if (!offered.includes(t.locale)) throw new AppError('moderation.locale_not_offered', `This event is not offered in ${t.locale}.`, `${field}.${i}.locale`);
  });
  const seen = new Set<string>();
  list.forEach((t, i) => {
    if (seen.has(t.locale)) throw new AppError('common.validation', 'Each language once', `${field}.${i}.locale`);
    seen.add(t.locale);
  });
}

/**
 * Attachments a moderator may put on a profile: their own uploads, or files the profile already
 * shows (`linked`). Anything else is someone else's file and is refused as not found.
 */
export async function usableAttachments(ctx: Pick<Ctx, 'db'>, viewerId: number, ids: number[], linked: Set<number>, field: string) {
  const map = new Map<number, AttachmentRow>();
  if (!ids.length) return map;
  const a = schema.attachments;
  const rows = await ctx.db
    .select({ id: a.id, storage_key: a.storage_key, file_url: a.file_url, file_name: a.file_name, owner: a.owner_user_id })
    .from(a)
    .where(inArray(a.id, [...new Set(ids)]));
  for (const r of rows) if (r.owner === viewerId || linked.has(r.id)) map.set(r.id, r);
  ids.forEach((id) => {
    if (!map.has(id)) throw new AppError('moderation.attachment_not_found', 'This file was not found. Upload it again.', field);
  });
  return map;
}

/**
 * SPEC §9: a logo is 1:1 and a banner 19:10, both .jpg or .png. Read from the stored file's own
 * header, so a renamed file or a wrong size that a browser check missed is still refused.
 */
export async function checkImage(ctx: Pick<Ctx, 'config'>, file: AttachmentRow, role: ImageRole, field: string) {
  let bytes: Uint8Array | null = null;
  if (storedNamePattern.test(file.storage_key)) {
    bytes = await readFile(join(ctx.config.storageDir, file.storage_key)).catch(() => null);
  }
  const size = bytes ? imageSize(bytes) : null;
  if (!size) throw new AppError('moderation.image_format', 'The picture must be a .jpg or .png file.', field);
  if (!ratioFits(size, role)) {
    throw new AppError('moderation.image_ratio', role === 'logo' ? 'The logo must be square (1:1).' : 'The banner must be 19:10.', field);
  }
  return size;
}

/**
 * Who may be an exhibitor's contact: a live account that joined this event. Asked when a moderator
 * proposes contacts (by token) and again when the organizer accepts (by id), since either may
 * have changed in between.
 */
export function contactCandidates(db: Db, eventId: number, which: SQL) {
  const u = schema.users;
  const m = schema.event_memberships;
  return db
    .select({ id: u.id, token: u.user_identity_token })
    .from(u)
    .innerJoin(m, and(eq(m.user_id, u.id), eq(m.event_id, eventId), eq(m.joined, true)))
    .where(and(which, isNull(u.deleted_at)));
}

/** Contact users by user_identity_token: joined members of the event only. */
export async function contactUserIds(ctx: Pick<Ctx, 'db'>, eventId: number, tokens: string[], field: string): Promise<number[]> {
  if (!tokens.length) return [];
  const rows = await contactCandidates(ctx.db, eventId, inArray(schema.users.user_identity_token, tokens));
  const byToken = new Map(rows.map((r) => [r.token, r.id]));
  return [...new Set(tokens)].map((t, i) => {
    const id = byToken.get(t);
    if (id === undefined) throw new AppError('moderation.contact_user_not_found', 'This person is not an attendee of this event.', `${field}.${i}`);
    return id;
  });
}

/** Exhibitor tags of this event only. */
export async function checkTags(ctx: Pick<Ctx, 'db'>, eventId: number, ids: number[], field: string) {
  if (!ids.length) return;
  const t = schema.exhibitor_tags;
  const rows = await ctx.db.select({ id: t.id }).from(t).where(and(eq(t.event_id, eventId), inArray(t.id, ids)));
  if (rows.length !== ids.length) throw new AppError('moderation.tag_not_found', 'This tag does not exist (any more).', field);
}

import { schema } from '@foyer/db';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { parseInput } from '../accounts/parse-input.ts';
import { cleanTranslations } from './exhibitor-snapshot.ts';
import { requireModeratedSpeaker, type ModeratorScope } from './moderation-scope.ts';
import { checkImage, checkLocales, eventLocales, usableAttachments } from './resolve-references.ts';
import { submitSpeakerUpdateInput, type SubmitSpeakerUpdateInput } from './update-input.ts';

const su = schema.speaker_updates;
type SpeakerRow = typeof schema.speakers.$inferSelect;

/** SPEC §3 speakers: the profile fields a speaker's moderator edits. */
export const speakerTextKeys = [
  'first_name', 'last_name', 'position', 'company', 'description', 'country', 'phone', 'email',
  'facebook_profile', 'twitter_profile', 'linked_profile', 'youtube_profile', 'instagram_profile',
] as const;
export const speakerTranslatedKeys = ['position', 'description'] as const;

export type SpeakerSnapshot = Record<(typeof speakerTextKeys)[number], string | null> & {
  show_public_data: boolean;
  picture: string | null;
  translations: Record<string, Partial<Record<(typeof speakerTranslatedKeys)[number], string | null>>>;
};

const clean = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

export function currentSpeakerSnapshot(row: SpeakerRow): SpeakerSnapshot {
  const snap = Object.fromEntries(speakerTextKeys.map((k) => [k, clean(row[k])])) as Record<(typeof speakerTextKeys)[number], string | null>;
  return { ...snap, show_public_data: row.show_public_data, picture: clean(row.picture), translations: cleanTranslations(row.translations, speakerTranslatedKeys) };
}

export async function getModeratedSpeaker(ctx: Pick<Ctx, 'db'>, scope: ModeratorScope, speakerId: number, componentId?: number) {
  const row = await requireModeratedSpeaker(ctx, scope, speakerId, componentId);
  return { id: row.id, event_component_id: row.event_component_id, current: currentSpeakerSnapshot(row), locales: await eventLocales(ctx, scope.eventId) };
}

/** A speaker's picture is square, as a logo (SPEC §9 photo formats .jpg and .png). */
export async function submitSpeakerUpdate(ctx: Pick<Ctx, 'db' | 'config'>, scope: ModeratorScope, speakerId: number, raw: SubmitSpeakerUpdateInput, componentId?: number) {
  const row = await requireModeratedSpeaker(ctx, scope, speakerId, componentId);
  const input = parseInput(submitSpeakerUpdateInput, raw);
  const x = input.updated_speaker;
  checkLocales(await eventLocales(ctx, scope.eventId), x.translations, 'updated_speaker.translations');
  let picture = clean(row.picture);
  if (x.picture_id === null) picture = null;
  else if (x.picture_id !== undefined) {
    const field = 'updated_speaker.picture_id';
    const file = (await usableAttachments(ctx, scope.viewerId, [x.picture_id], new Set(), field)).get(x.picture_id)!;
    await checkImage(ctx, file, 'logo', field);
    picture = file.file_url;
  }
  const snap: SpeakerSnapshot = {
    ...(Object.fromEntries(speakerTextKeys.map((k) => [k, x[k] ?? null])) as Record<(typeof speakerTextKeys)[number], string | null>),
    show_public_data: x.show_public_data,
    picture,
    translations: cleanTranslations(Object.fromEntries(x.translations.map((t) => [t.locale, t])), speakerTranslatedKeys),
  };
  const [u] = await ctx.db
    .insert(su)
    .values({ event_id: scope.eventId, speaker_id: row.id, user_id: scope.viewerId, updated_speaker: snap, extra_note: input.extra_note })
    .returning();
  return speakerUpdateRecord(u!);
}

export function speakerUpdateRecord(u: typeof su.$inferSelect) {
  return {
    id: u.id,
    speaker_id: u.speaker_id,
    // Canceled updates are never shown (SPEC §4), so a record is one of the other three.
    status: u.status as 'pending' | 'accepted' | 'rejected',
    created_at: u.created_at.toISOString(),
    updated_at: u.updated_at.toISOString(),
    extra_note: u.extra_note,
    rejection_note: u.rejection_note,
    reviewed_at: u.reviewed_at?.toISOString() ?? null,
    updated_speaker: u.updated_speaker as SpeakerSnapshot,
  };
}
export type SpeakerUpdateRecord = ReturnType<typeof speakerUpdateRecord>;

/** SPEC §4: newest first, canceled hidden. */
export async function listSpeakerUpdates(ctx: Pick<Ctx, 'db'>, scope: ModeratorScope, speakerId: number, componentId?: number, limit = 100) {
  const row = await requireModeratedSpeaker(ctx, scope, speakerId, componentId);
  const rows = await ctx.db
    .select()
    .from(su)
    .where(and(eq(su.speaker_id, row.id), eq(su.event_id, scope.eventId), ne(su.status, 'canceled')))
    .orderBy(desc(su.created_at), desc(su.id))
    .limit(Math.min(limit, 100));
  return rows.map(speakerUpdateRecord);
}

export async function cancelSpeakerUpdate(ctx: Pick<Ctx, 'db'>, scope: ModeratorScope, speakerId: number, updateId: number, componentId?: number) {
  const row = await requireModeratedSpeaker(ctx, scope, speakerId, componentId);
  const [done] = await ctx.db
    .update(su)
    .set({ status: 'canceled' })
    .where(and(eq(su.id, updateId), eq(su.speaker_id, row.id), eq(su.status, 'pending')))
    .returning({ id: su.id });
  if (done) return { status: 'ok' as const };
  const [u] = await ctx.db.select({ status: su.status }).from(su).where(and(eq(su.id, updateId), eq(su.speaker_id, row.id))).limit(1);
  if (!u || u.status === 'canceled') throw new AppError('moderation.update_not_found', 'This update was not found.');
  throw new AppError('moderation.not_pending', 'This update was already reviewed.');
}

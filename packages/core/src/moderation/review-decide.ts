import { schema, type Db } from '@foyer/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';
import { exhibitorFlagKeys, exhibitorScalarKeys, updateExhibitorSnapshot, type ExhibitorSnapshot } from './exhibitor-snapshot.ts';
import { notifyModerator } from './notify-moderator.ts';
import { speakerTextKeys, type SpeakerSnapshot } from './speaker-updates.ts';
import { rejectInput } from './update-input.ts';
import { contactCandidates } from './resolve-references.ts';

type Kind = 'exhibitor' | 'speaker';
type DecideCtx = Pick<Ctx, 'db' | 'pubsub' | 'log' | 'clock'>;
const tables = { exhibitor: schema.exhibitor_updates, speaker: schema.speaker_updates } as const;

/**
 * Locks the update row (FOR UPDATE) and requires it pending: of two organizers deciding at
 * once, the second waits for the first to commit, then finds it decided (moderation.not_pending).
 */
async function lockPending(tx: Db, kind: Kind, eventId: number, updateId: number) {
  const t = tables[kind];
  const [u] = await tx.select().from(t).where(and(eq(t.id, updateId), eq(t.event_id, eventId))).for('update');
  if (!u || u.status === 'canceled') throw new AppError('moderation.update_not_found', 'This update was not found (the moderator may have withdrawn it).');
  if (u.status !== 'pending') throw new AppError('moderation.not_pending', 'This update was already reviewed.');
  return u;
}

/** Writes every field and translation of the proposal onto the public exhibitor, replacing its lists. */
async function applyExhibitor(tx: Db, eventId: number, exhibitorId: number, snap: ExhibitorSnapshot) {
  const set: Record<string, unknown> = { picture: snap.picture, vip_picture: snap.vip_picture, translations: snap.translations };
  for (const k of exhibitorScalarKeys) set[k] = k === 'name' ? (snap.name ?? '') : snap[k];
  for (const k of exhibitorFlagKeys) set[k] = snap[k];
  await tx.update(schema.exhibitors).set(set).where(and(eq(schema.exhibitors.id, exhibitorId), eq(schema.exhibitors.event_id, eventId)));
  // What was deleted since the proposal (a tag, an account, a file) is left out, not a failure.
  const t = schema.exhibitor_tags;
  const tagIds = snap.tag_ids.length ? (await tx.select({ id: t.id }).from(t).where(and(eq(t.event_id, eventId), inArray(t.id, snap.tag_ids)))).map((r) => r.id) : [];
  // A contact must still be a live, joined attendee of this event, as when it was proposed.
  const userIds = snap.contact_user_ids.length ? new Set((await contactCandidates(tx, eventId, inArray(schema.users.id, snap.contact_user_ids))).map((r) => r.id)) : new Set<number>();
  const a = schema.attachments;
  const wantedFiles = [...snap.attachment_ids, ...snap.contact_people.flatMap((p) => (p.picture_id ? [p.picture_id] : []))];
  const files = wantedFiles.length ? new Set((await tx.select({ id: a.id }).from(a).where(inArray(a.id, wantedFiles))).map((r) => r.id)) : new Set<number>();
  const base = { event_id: eventId, exhibitor_id: exhibitorId };
  await tx.delete(schema.exhibitor_tag_links).where(eq(schema.exhibitor_tag_links.exhibitor_id, exhibitorId));
  if (tagIds.length) await tx.insert(schema.exhibitor_tag_links).values(tagIds.map((id) => ({ ...base, exhibitor_tag_id: id })));
  await tx.delete(schema.exhibitor_contact_users).where(eq(schema.exhibitor_contact_users.exhibitor_id, exhibitorId));
  const users = snap.contact_user_ids.filter((id) => userIds.has(id));
  if (users.length) await tx.insert(schema.exhibitor_contact_users).values(users.map((user_id, order) => ({ ...base, user_id, order })));
  await tx.delete(schema.exhibitor_attachments).where(eq(schema.exhibitor_attachments.exhibitor_id, exhibitorId));
  const attached = snap.attachment_ids.filter((id) => files.has(id));
  if (attached.length) await tx.insert(schema.exhibitor_attachments).values(attached.map((attachment_id, order) => ({ ...base, attachment_id, order })));
  await tx.delete(schema.exhibitor_contact_people).where(eq(schema.exhibitor_contact_people.exhibitor_id, exhibitorId));
  if (snap.contact_people.length) {
    await tx.insert(schema.exhibitor_contact_people).values(
      snap.contact_people.map((p, order) => ({
        ...base, order, first_name: p.first_name, last_name: p.last_name, description: p.description, phone: p.phone, phone_country_code: p.phone_country_code,
        email: p.email, picture_id: p.picture_id != null && files.has(p.picture_id) ? p.picture_id : null, translations: p.translations,
      })),
    );
  }
}

function applySpeaker(tx: Db, eventId: number, speakerId: number, snap: SpeakerSnapshot) {
  const set: Record<string, unknown> = { show_public_data: snap.show_public_data, picture: snap.picture, translations: snap.translations };
  for (const k of speakerTextKeys) set[k] = k === 'first_name' || k === 'last_name' ? (snap[k] ?? '') : snap[k];
  return tx.update(schema.speakers).set(set).where(and(eq(schema.speakers.id, speakerId), eq(schema.speakers.event_id, eventId)));
}

/** Moderator-area paths the notification links to. */
const pathOf = (kind: Kind, targetId: number, updateId: number) => (kind === 'exhibitor' ? `exhibitor/${targetId}/update/${updateId}` : `speaker/${targetId}`);

/**
 * The organizer accepts: in one transaction the proposal becomes the public profile (every field
 * and translation) and the update is marked accepted; then the moderator is notified.
 */
export async function acceptUpdate(ctx: DecideCtx, viewer: Pick<Viewer, 'id'> | null, eventId: number, kind: Kind, updateId: number) {
  await requireEventAdmin(ctx, viewer, eventId);
  const now = ctx.clock.now();
  const done = await ctx.db.transaction(async (tx) => {
    const u = await lockPending(tx, kind, eventId, updateId);
    let targetId: number;
    let name: string;
    if (kind === 'exhibitor') {
      const row = u as typeof schema.exhibitor_updates.$inferSelect;
      const snap = await updateExhibitorSnapshot({ db: tx }, row);
      await applyExhibitor(tx, eventId, row.exhibitor_id, snap);
      targetId = row.exhibitor_id;
      name = snap.name ?? '';
    } else {
      const row = u as typeof schema.speaker_updates.$inferSelect;
      const snap = row.updated_speaker as SpeakerSnapshot;
      await applySpeaker(tx, eventId, row.speaker_id, snap);
      targetId = row.speaker_id;
      name = `${snap.first_name ?? ''} ${snap.last_name ?? ''}`.trim();
    }
    const t = tables[kind];
    await tx.update(t).set({ status: 'accepted', reviewed_by_user_id: viewer!.id, reviewed_at: now }).where(eq(t.id, updateId));
    return { userId: u.user_id, targetId, name };
  });
  await notifyModerator(ctx, { eventId, userId: done.userId, decision: 'accepted', name: done.name, note: null, path: pathOf(kind, done.targetId, updateId), kind, updateId });
  return { status: 'accepted' as const };
}

/** The organizer rejects with a note the moderator reads; the public profile stays as it is. */
export async function rejectUpdate(ctx: DecideCtx, viewer: Pick<Viewer, 'id'> | null, eventId: number, kind: Kind, updateId: number, raw: { rejection_note?: unknown }) {
  await requireEventAdmin(ctx, viewer, eventId);
  const parsed = rejectInput.safeParse(raw);
  if (!parsed.success) throw new AppError('moderation.rejection_note_required', 'Say why, so the moderator can fix it.', 'rejection_note');
  const note = parsed.data.rejection_note;
  const now = ctx.clock.now();
  const done = await ctx.db.transaction(async (tx) => {
    const u = await lockPending(tx, kind, eventId, updateId);
    const t = tables[kind];
    await tx.update(t).set({ status: 'rejected', rejection_note: note, reviewed_by_user_id: viewer!.id, reviewed_at: now }).where(eq(t.id, updateId));
    if (kind === 'exhibitor') {
      const row = u as typeof schema.exhibitor_updates.$inferSelect;
      const [x] = await tx.select({ name: schema.exhibitors.name }).from(schema.exhibitors).where(eq(schema.exhibitors.id, row.exhibitor_id));
      return { userId: u.user_id, targetId: row.exhibitor_id, name: x?.name ?? '' };
    }
    const row = u as typeof schema.speaker_updates.$inferSelect;
    const [s] = await tx.select({ f: schema.speakers.first_name, l: schema.speakers.last_name }).from(schema.speakers).where(eq(schema.speakers.id, row.speaker_id));
    return { userId: u.user_id, targetId: row.speaker_id, name: s ? `${s.f} ${s.l}` : '' };
  });
  await notifyModerator(ctx, { eventId, userId: done.userId, decision: 'rejected', name: done.name, note, path: pathOf(kind, done.targetId, updateId), kind, updateId });
  return { status: 'rejected' as const };
}


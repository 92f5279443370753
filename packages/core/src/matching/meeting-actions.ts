import { schema } from '@foyer/db';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { isBlockedBetween } from '../inbox/blocks.ts';
import { findOtherAttendee, requireOwnMeeting, type MeetingScope } from './bm-scope.ts';
import { isDoubleBooked, lockBooking } from './booking-lock.ts';
import { meetingInput, planMeeting, type MeetingInput, type MeetingTimeInput } from './meeting-input.ts';
import { loadMeeting, type MeetingRecord } from './meeting-record.ts';
import { announceMeetingChange, notifyMeeting } from './notify-meeting.ts';

type ActCtx = Pick<Ctx, 'db' | 'pubsub' | 'log' | 'clock'>;
const OPEN = ['pending', 'rescheduled'] as const;

/** Both people's open screens load again (notify-meeting.ts announceMeetingChange). */
const announce = (ctx: ActCtx, scope: MeetingScope, m: { id: number; from_user_id: number; to_user_id: number }) =>
  announceMeetingChange(ctx, { eventId: scope.eventId, componentId: scope.componentId, meetingId: m.id, userIds: [m.from_user_id, m.to_user_id] });

const slotTaken = () => new AppError('bm.slot_taken', 'One of you, or the place, is already booked at this time.');

/**
 * The invited person marked this time as unavailable (by hand or from their calendar): asking
 * them anyway is refused, free time or slot alike — the screens never offer such a time, the API
 * must not either.
 */
async function requireAvailable(ctx: ActCtx, scope: MeetingScope, userId: number, plan: { time_start: Date; time_end: Date }) {
  const un = schema.user_unavailability;
  const [busy] = await ctx.db
    .select({ id: un.id })
    .from(un)
    .where(and(eq(un.event_id, scope.eventId), eq(un.user_id, userId), lt(un.unavailability_from, plan.time_end), gt(un.unavailability_to, plan.time_start)))
    .limit(1);
  if (busy) throw new AppError('bm.unavailable', 'This person is not available at this time.', 'time_start');
}

/**
 * POST …/business_matching/meeting: invites an attendee to a slot and place (or a free-time
 * meeting). It books nothing yet — accepting does — but a time already taken by an accepted
 * meeting of either of them, or the place's, is refused at once rather than left to fail later.
 * Asking again for the same pending meeting answers it unchanged.
 */
export async function createMeeting(ctx: ActCtx, scope: MeetingScope, raw: MeetingInput): Promise<MeetingRecord> {
  const parsed = meetingInput.safeParse(raw);
  if (!parsed.success) throw new AppError('common.validation', parsed.error.issues[0]!.message, String(parsed.error.issues[0]!.path[0] ?? ''));
  const other = await findOtherAttendee(ctx, scope, parsed.data.to_user_id);
  if (await isBlockedBetween(ctx.db, scope.viewerId, [other.id])) throw new AppError('bm.user_not_found', 'This person is not an attendee of the event.', 'to_user_id');
  const plan = await planMeeting(ctx, scope, raw);
  await requireAvailable(ctx, scope, other.id, plan);
  const b = schema.bm_meetings;
  const row = { event_id: scope.eventId, event_component_id: scope.componentId, from_user_id: scope.viewerId, to_user_id: other.id, ...plan };
  const id = await ctx.db.transaction(async (tx) => {
    // The same locks as accepting: a duplicate of the same invitation cannot slip in beside it.
    await lockBooking(tx, row);
    const [same] = await tx
      .select({ id: b.id })
      .from(b)
      .where(and(eq(b.event_component_id, scope.componentId), eq(b.from_user_id, scope.viewerId), eq(b.to_user_id, other.id), eq(b.time_start, plan.time_start), inArray(b.status, [...OPEN])));
    if (same) return { id: same.id, created: false };
    if (await isDoubleBooked(tx, { ...row, id: 0 })) throw slotTaken();
    const [created] = await tx.insert(b).values(row).returning({ id: b.id });
    return { id: created!.id, created: true };
  });
  if (id.created) {
    await notifyMeeting(ctx, scope, { meetingId: id.id, recipientId: other.id, kind: 'invited' });
    await announce(ctx, scope, { id: id.id, from_user_id: scope.viewerId, to_user_id: other.id });
  }
  return loadMeeting(ctx, scope, id.id);
}

/**
 * A block (inbox/blocks.ts, either way) ends what reaches the other person: a new time or an
 * acceptance notifies them, so neither is made across it — only declining or cancelling, which
 * clears the meeting away. Answered as createMeeting answers an invitation across a block.
 */
async function refuseIfBlocked(ctx: ActCtx, scope: MeetingScope, otherId: number): Promise<void> {
  if (await isBlockedBetween(ctx.db, scope.viewerId, [otherId])) throw new AppError('bm.user_not_found', 'This person is not an attendee of the event.');
}

/**
 * POST …/meeting/{id}/accept: the invited user accepts a pending or rescheduled meeting. Under
 * the locks of both people and the place (booking-lock.ts) the meeting is re-read and checked
 * against every accepted one, so of any number of overlapping accepts — simultaneous or not —
 * exactly those that fit are booked; the rest get bm.slot_taken.
 */
export async function acceptMeeting(ctx: ActCtx, scope: MeetingScope, meetingId: number): Promise<MeetingRecord> {
  let seen = await requireOwnMeeting(ctx, scope, meetingId);
  await refuseIfBlocked(ctx, scope, seen.from_user_id);
  const b = schema.bm_meetings;
  for (let attempt = 0; attempt < 5; attempt++) {
    const outcome = await ctx.db.transaction(async (tx) => {
      await lockBooking(tx, seen);
      const [m] = await tx.select().from(b).where(eq(b.id, meetingId)).for('update');
      if (!m) throw new AppError('bm.meeting_not_found', 'This meeting does not exist (any more).');
      // Rescheduled to another place (or swapped) while we waited: lock what it is now.
      if (m.tag_agenda_place_id !== seen.tag_agenda_place_id || m.from_user_id !== seen.from_user_id || m.to_user_id !== seen.to_user_id) return m;
      if (m.to_user_id !== scope.viewerId || !(OPEN as readonly string[]).includes(m.status)) throw new AppError('bm.not_pending', 'This invitation is not waiting for your answer.');
      if (m.time_start < ctx.clock.now()) throw new AppError('bm.in_past', 'This time has passed.', 'time_start');
      if (await isDoubleBooked(tx, m)) throw slotTaken();
      await tx.update(b).set({ status: 'accepted', updated_at: ctx.clock.now() }).where(eq(b.id, m.id));
      return null;
    });
    if (!outcome) {
      await notifyMeeting(ctx, scope, { meetingId, recipientId: seen.from_user_id, kind: 'accepted' });
      await announce(ctx, scope, seen);
      return loadMeeting(ctx, scope, meetingId);
    }
    seen = outcome;
  }
  throw new AppError('common.unavailable', 'Please try again.');
}

/** POST …/meeting/{id}/decline: the invited user says no to a pending or rescheduled meeting. */
export async function declineMeeting(ctx: ActCtx, scope: MeetingScope, meetingId: number): Promise<MeetingRecord> {
  const m = await requireOwnMeeting(ctx, scope, meetingId);
  const b = schema.bm_meetings;
  const [row] = await ctx.db
    .update(b)
    .set({ status: 'declined', updated_at: ctx.clock.now() })
    .where(and(eq(b.id, m.id), eq(b.to_user_id, scope.viewerId), inArray(b.status, [...OPEN])))
    .returning({ id: b.id });
  if (!row) throw new AppError('bm.not_pending', 'This invitation is not waiting for your answer.');
  await notifyMeeting(ctx, scope, { meetingId, recipientId: m.from_user_id, kind: 'declined' });
  await announce(ctx, scope, m);
  return loadMeeting(ctx, scope, meetingId);
}

/**
 * POST …/meeting/{id}/reschedule: either of the pair proposes another time (and place). SPEC §4:
 * a rescheduled meeting is a new invitation needing re-acceptance, so it is no longer booked, the
 * proposer becomes its sender and the other one is asked to accept.
 */
export async function rescheduleMeeting(ctx: ActCtx, scope: MeetingScope, meetingId: number, raw: MeetingTimeInput): Promise<MeetingRecord> {
  const m = await requireOwnMeeting(ctx, scope, meetingId);
  if (!['pending', 'rescheduled', 'accepted'].includes(m.status)) throw new AppError('bm.not_pending', 'This meeting can no longer be changed.');
  const plan = await planMeeting(ctx, scope, { ...raw, message: raw.message ?? m.message });
  const otherId = m.from_user_id === scope.viewerId ? m.to_user_id : m.from_user_id;
  await refuseIfBlocked(ctx, scope, otherId);
  await requireAvailable(ctx, scope, otherId, plan);
  const b = schema.bm_meetings;
  const [row] = await ctx.db
    .update(b)
    // A new time is a new meeting to be reminded of (meeting-reminders.ts).
    .set({ ...plan, status: 'rescheduled', from_user_id: scope.viewerId, to_user_id: otherId, reminder_sent_at: null, updated_at: ctx.clock.now() })
    .where(and(eq(b.id, m.id), inArray(b.status, ['pending', 'rescheduled', 'accepted'])))
    .returning({ id: b.id });
  if (!row) throw new AppError('bm.not_pending', 'This meeting can no longer be changed.');
  await notifyMeeting(ctx, scope, { meetingId, recipientId: otherId, kind: 'rescheduled' });
  await announce(ctx, scope, m);
  return loadMeeting(ctx, scope, meetingId);
}

/** DELETE …/meeting/{id}: either of the pair cancels an invitation or an agreed meeting (kept as `deleted`). */
export async function deleteMeeting(ctx: ActCtx, scope: MeetingScope, meetingId: number): Promise<{ status: 'ok' }> {
  const m = await requireOwnMeeting(ctx, scope, meetingId);
  const b = schema.bm_meetings;
  const [row] = await ctx.db
    .update(b)
    .set({ status: 'deleted', updated_at: ctx.clock.now() })
    .where(and(eq(b.id, m.id), inArray(b.status, ['pending', 'rescheduled', 'accepted'])))
    .returning({ id: b.id });
  if (!row) throw new AppError('bm.meeting_not_found', 'This meeting does not exist (any more).');
  const otherId = m.from_user_id === scope.viewerId ? m.to_user_id : m.from_user_id;
  // An unanswered invitation the sender withdraws needs no news; a booked one does.
  if (m.status === 'accepted' || m.to_user_id === scope.viewerId) await notifyMeeting(ctx, scope, { meetingId, recipientId: otherId, kind: 'deleted' });
  await announce(ctx, scope, m);
  return { status: 'ok' };
}

import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { entityId, isText, text } from '../platform/input-vocabulary.ts';
import type { MeetingScope } from './bm-scope.ts';
import { splitSlots } from './slots.ts';

/** An ISO date-time; years outside 2000–2999 are typos or probes and would not fit a timestamptz comparison anyway. */
const instant = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .refine(isText)
  .transform((s) => new Date(s))
  .refine((d) => !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 2000 && d.getUTCFullYear() < 3000, 'not a date-time');

/**
 * When and where (SPEC §5): a slot of a session at one of its places, or — without
 * bm_session_id — a free-time meeting, which needs its time and a place (one of the event's, or
 * a custom_place_name).
 */
export const meetingTimeInput = z.object({
  time_start: instant,
  time_end: instant,
  tag_agenda_place_id: entityId.nullish(),
  bm_session_id: entityId.nullish(),
  custom_place_name: text().trim().max(200).nullish(),
  message: text().trim().max(2000).nullish(),
});
export const meetingInput = meetingTimeInput.extend({ to_user_id: z.string().trim().min(1).max(200) });
export type MeetingTimeInput = z.input<typeof meetingTimeInput>;
export type MeetingInput = z.input<typeof meetingInput>;

export interface MeetingPlan {
  time_start: Date;
  time_end: Date;
  tag_agenda_place_id: number | null;
  bm_session_id: number | null;
  custom_place_name: string | null;
  message: string | null;
}

/**
 * components.additional_info.business_matching_type (SPEC §3): `time_slots` — meetings only in
 * the organizer's session slots; `free_time` or `mixed` (and unset) — attendees may also agree
 * on any time and a place of their own (SPEC §5 "free-time meetings need a time").
 */
export const BUSINESS_MATCHING_TYPES = ['time_slots', 'free_time', 'mixed'] as const;
export const freeTimeAllowed = (type: string | null | undefined) => type !== 'time_slots';

export async function allowsFreeTime(ctx: Pick<Ctx, 'db'>, componentId: number): Promise<boolean> {
  const c = schema.components;
  const [row] = await ctx.db.select({ info: c.additional_info }).from(c).where(eq(c.id, componentId));
  return freeTimeAllowed(row?.info?.business_matching_type);
}

/** Checks `raw` against the component's sessions and places; the shape is what is stored. */
export async function planMeeting(ctx: Pick<Ctx, 'db' | 'clock'>, scope: MeetingScope, raw: MeetingTimeInput): Promise<MeetingPlan> {
  const parsed = meetingTimeInput.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError('common.validation', issue.message, String(issue.path[0] ?? ''));
  }
  const i = parsed.data;
  if (i.time_end <= i.time_start) throw new AppError('bm.invalid_time', 'The meeting must end after it starts.', 'time_end');
  if (i.time_start < ctx.clock.now()) throw new AppError('bm.in_past', 'This time has passed.', 'time_start');
  const custom = i.custom_place_name || null;
  const plan: MeetingPlan = { time_start: i.time_start, time_end: i.time_end, tag_agenda_place_id: i.tag_agenda_place_id ?? null, bm_session_id: i.bm_session_id ?? null, custom_place_name: custom, message: i.message || null };

  if (plan.bm_session_id != null) {
    const s = schema.bm_sessions;
    const [session] = await ctx.db.select().from(s).where(and(eq(s.id, plan.bm_session_id), eq(s.event_id, scope.eventId), eq(s.event_component_id, scope.componentId)));
    if (!session) throw new AppError('bm.session_not_found', 'This time slot does not exist (any more).', 'bm_session_id');
    const isSlot = splitSlots(session).some((x) => x.start.getTime() === i.time_start.getTime() && x.end.getTime() === i.time_end.getTime());
    if (!isSlot) throw new AppError('bm.slot_required', 'Choose one of the session’s time slots.', 'time_start');
    if (plan.tag_agenda_place_id == null) throw new AppError('bm.place_required', 'Choose a place for the meeting.', 'tag_agenda_place_id');
    const sp = schema.bm_session_places;
    const [place] = await ctx.db.select({ id: sp.id }).from(sp).where(and(eq(sp.bm_session_id, session.id), eq(sp.tag_agenda_place_id, plan.tag_agenda_place_id)));
    if (!place) throw new AppError('bm.place_required', 'This place is not one of the session’s places.', 'tag_agenda_place_id');
    return { ...plan, custom_place_name: null };
  }
  // Free time: only where the organizer allows it, at a place of the event or a custom one.
  if (!(await allowsFreeTime(ctx, scope.componentId))) throw new AppError('bm.slot_required', 'Choose one of the session’s time slots.', 'bm_session_id');
  if (plan.tag_agenda_place_id != null) {
    const p = schema.agenda_session_places;
    const [place] = await ctx.db.select({ id: p.id }).from(p).where(and(eq(p.id, plan.tag_agenda_place_id), eq(p.event_id, scope.eventId)));
    if (!place) throw new AppError('bm.place_required', 'This place does not exist.', 'tag_agenda_place_id');
  } else if (!custom) {
    throw new AppError('bm.place_required', 'Say where you will meet.', 'custom_place_name');
  }
  return plan;
}

import { schema } from '@foyer/db';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { MeetingStatus } from '@foyer/db/schema';
import type { MeetingScope } from './bm-scope.ts';
import { personColumns, type PersonSummary } from '../people/person-summary.ts';

/** Who is on the other side of a meeting: what the lists and the modal show. */
export type MeetingPerson = PersonSummary;

/**
 * SPEC §3's invitation payload. The users are named by user_identity_token (from_user_id,
 * to_user_id), never by internal id; `direction` says whether the viewer sent it (outgoing) or
 * is asked to answer it (ingoing).
 */
export interface MeetingRecord {
  id: number;
  status: MeetingStatus;
  from_user_id: string;
  to_user_id: string;
  from_user: MeetingPerson;
  to_user: MeetingPerson;
  time_start: string;
  time_end: string;
  message: string | null;
  tag_agenda_place_id: number | null;
  tag_agenda_place: string | null;
  bm_session_id: number | null;
  custom_place_name: string | null;
  event_component_id: number;
  direction: 'outgoing' | 'ingoing';
}

const fromU = alias(schema.users, 'bm_from_user');
const toU = alias(schema.users, 'bm_to_user');

/** The viewer's meetings of the component matching `where`, by start time. */
export async function loadMeetings(ctx: Pick<Ctx, 'db'>, scope: MeetingScope, where?: SQL): Promise<MeetingRecord[]> {
  const b = schema.bm_meetings;
  const p = schema.agenda_session_places;
  const rows = await ctx.db
    // Same columns under another alias: only the type's table name differs.
    .select({ m: b, from: personColumns(fromU), to: personColumns(toU), place: p.value })
    .from(b)
    .innerJoin(fromU, eq(fromU.id, b.from_user_id))
    .innerJoin(toU, eq(toU.id, b.to_user_id))
    .leftJoin(p, eq(p.id, b.tag_agenda_place_id))
    .where(and(eq(b.event_id, scope.eventId), eq(b.event_component_id, scope.componentId), or(eq(b.from_user_id, scope.viewerId), eq(b.to_user_id, scope.viewerId)), where))
    .orderBy(asc(b.time_start), asc(b.id));
  return rows.map(({ m, from, to, place }) => ({
    id: m.id,
    status: m.status,
    from_user_id: from.user_identity_token,
    to_user_id: to.user_identity_token,
    from_user: from,
    to_user: to,
    time_start: m.time_start.toISOString(),
    time_end: m.time_end.toISOString(),
    message: m.message,
    tag_agenda_place_id: m.tag_agenda_place_id,
    tag_agenda_place: place,
    bm_session_id: m.bm_session_id,
    custom_place_name: m.custom_place_name,
    event_component_id: m.event_component_id,
    direction: m.from_user_id === scope.viewerId ? 'outgoing' : 'ingoing',
  }));
}

export async function loadMeeting(ctx: Pick<Ctx, 'db'>, scope: MeetingScope, meetingId: number): Promise<MeetingRecord> {
  const [record] = await loadMeetings(ctx, scope, eq(schema.bm_meetings.id, meetingId));
  return record!;
}

/** GET …/business_matching/invitations: what waits for the viewer, what they sent, and what is agreed. */
export async function listInvitations(ctx: Pick<Ctx, 'db' | 'clock'>, scope: MeetingScope) {
  const b = schema.bm_meetings;
  const all = await loadMeetings(ctx, scope, inArray(b.status, ['pending', 'rescheduled', 'accepted']));
  const open = all.filter((m) => m.status !== 'accepted');
  return {
    ingoing: open.filter((m) => m.direction === 'ingoing'),
    outgoing: open.filter((m) => m.direction === 'outgoing'),
    accepted: all.filter((m) => m.status === 'accepted'),
  };
}

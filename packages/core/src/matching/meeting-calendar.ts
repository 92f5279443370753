import { createHmac, timingSafeEqual } from 'node:crypto';
import { schema } from '@foyer/db';
import { and, asc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getEventById } from '../events/find-event.ts';
import { buildCalendar, type IcsEvent } from '../agenda/ics.ts';
import { requireOwnMeeting, type MeetingScope } from './bm-scope.ts';

type CalCtx = Pick<Ctx, 'db' | 'clock' | 'config'>;

/** One accepted meeting as a VEVENT: "Meeting: A B – C D", the place, the message and the link. */
function meetingEvent(
  m: { id: number; time_start: Date; time_end: Date; message: string | null; custom_place_name: string | null; place: string | null; from: string; to: string },
  opts: { publicUrl: string; lpUrl: string },
): IcsEvent {
  const base = opts.publicUrl.replace(/\/$/, '');
  const host = new URL(base).host || 'foyer.local';
  const url = `${base}/${opts.lpUrl}/business-matching/accepted/${m.id}`;
  return {
    uid: `bm-meeting-${m.id}@${host}`,
    start: m.time_start,
    end: m.time_end,
    summary: `Meeting: ${m.from} – ${m.to}`,
    location: m.place ?? m.custom_place_name,
    description: [m.message?.trim(), url].filter(Boolean).join('\n\n'),
    url,
  };
}

const fromU = alias(schema.users, 'ics_from_user');
const toU = alias(schema.users, 'ics_to_user');
const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

/** The accepted meetings of `userId` in the event (all its business-matching components), by start. */
async function acceptedMeetings(ctx: Pick<Ctx, 'db'>, eventId: number, userId: number, meetingId?: number) {
  const b = schema.bm_meetings;
  const p = schema.agenda_session_places;
  const rows = await ctx.db
    .select({ m: b, place: p.value, from: { first_name: fromU.first_name, last_name: fromU.last_name }, to: { first_name: toU.first_name, last_name: toU.last_name } })
    .from(b)
    .innerJoin(fromU, eq(fromU.id, b.from_user_id))
    .innerJoin(toU, eq(toU.id, b.to_user_id))
    .leftJoin(p, eq(p.id, b.tag_agenda_place_id))
    .where(and(eq(b.event_id, eventId), eq(b.status, 'accepted'), or(eq(b.from_user_id, userId), eq(b.to_user_id, userId)), meetingId ? eq(b.id, meetingId) : undefined))
    .orderBy(asc(b.time_start), asc(b.id));
  return rows.map((r) => ({ ...r.m, place: r.place, from: fullName(r.from), to: fullName(r.to) }));
}

/** GET …/meeting/{meetingId}/calendar.ics: one of the viewer's accepted meetings. */
export async function exportMeetingCalendar(ctx: CalCtx, scope: MeetingScope, meetingId: number) {
  const own = await requireOwnMeeting(ctx, scope, meetingId);
  if (own.status !== 'accepted') throw new AppError('bm.not_accepted', 'Only an accepted meeting can go to a calendar.');
  const [m] = await acceptedMeetings(ctx, scope.eventId, scope.viewerId, meetingId);
  const event = await getEventById(ctx, scope.eventId);
  const body = buildCalendar({ name: `${event.title}: ${m!.from} – ${m!.to}`, stamp: ctx.clock.now(), events: [meetingEvent(m!, { publicUrl: ctx.config.publicUrl, lpUrl: event.lp_url })] });
  return { fileName: `meeting-${meetingId}.ics`, body };
}

/**
 * The personal feed's secret: the user and event signed with the server key, so it needs no
 * table and cannot be guessed; it is as long-lived as the key (a leaked one is revoked by
 * changing the key). Anyone holding the URL reads the meetings — that is how calendar apps
 * subscribe, with no way to sign in.
 */
function feedSignature(secret: string, eventId: number, userId: number) {
  return createHmac('sha256', secret).update(`bm-feed:${eventId}:${userId}`).digest('base64url').slice(0, 32);
}

export function feedToken(ctx: Pick<Ctx, 'config'>, eventId: number, userId: number) {
  return `${userId}-${feedSignature(ctx.config.jwtSecret, eventId, userId)}`;
}

/** GET …/business_matching/calendar_feed: the viewer's feed address (subscribe to it in a calendar app). */
export function calendarFeedUrl(ctx: Pick<Ctx, 'config'>, scope: MeetingScope) {
  const base = ctx.config.publicUrl.replace(/\/$/, '');
  return { url: `${base}/api/v1/events/${scope.eventId}/business_matching/calendar/${feedToken(ctx, scope.eventId, scope.viewerId)}.ics` };
}

/** GET events/{eventId}/business_matching/calendar/{token}.ics: the token's owner's accepted meetings, no sign-in. */
export async function exportMeetingFeed(ctx: CalCtx, eventId: number, token: string) {
  const match = /^(\d{1,10})-([A-Za-z0-9_-]{32})(?:\.ics)?$/.exec(token);
  const notFound = () => new AppError('bm.feed_not_found', 'This calendar address is not valid.');
  if (!match) throw notFound();
  const userId = Number(match[1]);
  const expected = Buffer.from(feedSignature(ctx.config.jwtSecret, eventId, userId));
  if (!timingSafeEqual(expected, Buffer.from(match[2]!))) throw notFound();
  const event = await getEventById(ctx, eventId).catch(() => {
    throw notFound();
  });
  const meetings = await acceptedMeetings(ctx, eventId, userId);
  const opts = { publicUrl: ctx.config.publicUrl, lpUrl: event.lp_url };
  return { fileName: `meetings-${event.lp_url}.ics`, body: buildCalendar({ name: `${event.title}: meetings`, stamp: ctx.clock.now(), events: meetings.map((m) => meetingEvent(m, opts)) }) };
}

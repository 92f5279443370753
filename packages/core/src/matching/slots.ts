import { schema } from '@foyer/db';
import { and, asc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { MatchingScope, MeetingScope } from './bm-scope.ts';

/** Slot lengths below this would make a day of thousands of slots; the organizer's value is clamped. */
const MIN_PERIOD_MINUTES = 5;

export interface BmPlace {
  id: number;
  value: string;
  hex: string;
}

export interface BmSession {
  id: number;
  title: string;
  time_start: string;
  time_end: string;
  time_period: number;
  order: number;
  agenda_session_day_id: number | null;
  tag_agenda_places: BmPlace[];
}

/** GET …/business_matching: the organizer's sessions (time windows) with their places, by start. */
export async function listSessions(ctx: Pick<Ctx, 'db'>, scope: MatchingScope): Promise<{ bm_sessions: BmSession[] }> {
  const s = schema.bm_sessions;
  const sp = schema.bm_session_places;
  const p = schema.agenda_session_places;
  const sessions = await ctx.db.select().from(s).where(and(eq(s.event_id, scope.eventId), eq(s.event_component_id, scope.componentId))).orderBy(asc(s.time_start), asc(s.order), asc(s.id));
  const places = sessions.length
    ? await ctx.db
        .select({ session: sp.bm_session_id, id: p.id, value: p.value, hex: p.hex })
        .from(sp)
        .innerJoin(p, eq(p.id, sp.tag_agenda_place_id))
        .where(inArray(sp.bm_session_id, sessions.map((x) => x.id)))
        .orderBy(asc(p.order), asc(p.id))
    : [];
  return {
    bm_sessions: sessions.map((x) => ({
      id: x.id,
      title: x.title,
      time_start: x.time_start.toISOString(),
      time_end: x.time_end.toISOString(),
      time_period: x.time_period,
      order: x.order,
      agenda_session_day_id: x.agenda_session_day_id,
      tag_agenda_places: places.filter((pl) => pl.session === x.id).map(({ id, value, hex }) => ({ id, value, hex })),
    })),
  };
}

/** SPEC §9: a session splits into time_period-minute slots from its start; a last, shorter rest is no slot. */
export function splitSlots(session: { time_start: Date; time_end: Date; time_period: number }): { start: Date; end: Date }[] {
  const step = Math.max(MIN_PERIOD_MINUTES, session.time_period) * 60_000;
  const out: { start: Date; end: Date }[] = [];
  for (let t = session.time_start.getTime(); t + step <= session.time_end.getTime(); t += step) out.push({ start: new Date(t), end: new Date(t + step) });
  return out;
}

export interface FreePlace {
  bm_session_id: number;
  time_start: string;
  time_end: string;
  tag_agenda_place_id: number;
  tag_agenda_place: string;
}

/**
 * The slots (of the component's sessions, not yet started, within [from, to) when given) where
 * the viewer and `otherId` are both free — no accepted meeting, no unavailability — with each
 * place of the session that no accepted meeting takes then. Pending invitations hold nothing:
 * only accepting books (see meeting-actions.ts).
 */
export async function freePlaces(ctx: Pick<Ctx, 'db' | 'clock'>, scope: MeetingScope, otherId: number, window: { from?: Date; to?: Date } = {}): Promise<FreePlace[]> {
  const { bm_sessions } = await listSessions(ctx, scope);
  const now = ctx.clock.now();
  const slots = bm_sessions.flatMap((session) =>
    splitSlots({ time_start: new Date(session.time_start), time_end: new Date(session.time_end), time_period: session.time_period })
      .filter((slot) => slot.start >= now && (!window.from || slot.start >= window.from) && (!window.to || slot.end <= window.to))
      .map((slot) => ({ ...slot, session })),
  );
  if (!slots.length) return [];
  const first = slots[0]!.start;
  const last = new Date(Math.max(...slots.map((x) => x.end.getTime())));
  const users = [scope.viewerId, otherId];
  const placeIds = [...new Set(bm_sessions.flatMap((x) => x.tag_agenda_places.map((p) => p.id)))];
  const b = schema.bm_meetings;
  const un = schema.user_unavailability;
  const [accepted, unavailable] = await Promise.all([
    ctx.db
      .select({ from: b.time_start, to: b.time_end, place: b.tag_agenda_place_id, a: b.from_user_id, z: b.to_user_id })
      .from(b)
      .where(
        and(
          eq(b.event_id, scope.eventId),
          eq(b.status, 'accepted'),
          lt(b.time_start, last),
          gt(b.time_end, first),
          or(inArray(b.from_user_id, users), inArray(b.to_user_id, users), placeIds.length ? inArray(b.tag_agenda_place_id, placeIds) : undefined),
        ),
      ),
    ctx.db
      .select({ from: un.unavailability_from, to: un.unavailability_to })
      .from(un)
      .where(and(eq(un.event_id, scope.eventId), inArray(un.user_id, users), lt(un.unavailability_from, last), gt(un.unavailability_to, first))),
  ]);
  return pickFreePlaces(slots, users, accepted, unavailable);
}

/** A booking or an unavailability as milliseconds, compared without building Dates. */
type Span = { from: number; to: number };
const overlapsMs = (a: Span, s: number, e: number) => a.from < e && s < a.to;
function pushTo<K>(map: Map<K, Span[]>, key: K, span: Span) {
  const list = map.get(key);
  if (list) list.push(span);
  else map.set(key, [span]);
}

/**
 * The cells (slot × place) of `slots` where neither of `users` is busy — an unavailability, or an
 * accepted meeting of either — and no accepted meeting takes the place then. The meetings are
 * looked up by place: with every accepted meeting of a busy 3-day event in `accepted`, scanning all
 * of them for each of thousands of cells was most of the request (issue #18, `npm run bench --
 * free-places`).
 */
export function pickFreePlaces(
  slots: { start: Date; end: Date; session: Pick<BmSession, 'id' | 'tag_agenda_places'> }[],
  users: number[],
  accepted: { from: Date; to: Date; place: number | null; a: number; z: number }[],
  unavailable: { from: Date; to: Date }[],
): FreePlace[] {
  const span = (r: { from: Date; to: Date }): Span => ({ from: r.from.getTime(), to: r.to.getTime() });
  const busy = unavailable.map(span);
  const byPlace = new Map<number, Span[]>();
  for (const m of accepted) {
    const s = span(m);
    if (users.includes(m.a) || users.includes(m.z)) busy.push(s);
    if (m.place !== null) pushTo(byPlace, m.place, s);
  }
  const out: FreePlace[] = [];
  for (const slot of slots) {
    const start = slot.start.getTime();
    const end = slot.end.getTime();
    if (busy.some((r) => overlapsMs(r, start, end))) continue;
    const time_start = slot.start.toISOString();
    const time_end = slot.end.toISOString();
    for (const place of slot.session.tag_agenda_places) {
      if (byPlace.get(place.id)?.some((r) => overlapsMs(r, start, end))) continue;
      out.push({ bm_session_id: slot.session.id, time_start, time_end, tag_agenda_place_id: place.id, tag_agenda_place: place.value });
    }
  }
  return out;
}

/** GET …/suggested_availability: the slots where both are free and a place is left, with how many. */
export async function suggestedAvailability(ctx: Pick<Ctx, 'db' | 'clock'>, scope: MeetingScope, otherId: number) {
  const places = await freePlaces(ctx, scope, otherId);
  const bySlot = new Map<string, { bm_session_id: number; time_start: string; time_end: string; free_places: number }>();
  for (const p of places) {
    const key = `${p.bm_session_id}|${p.time_start}`;
    const seen = bySlot.get(key);
    if (seen) seen.free_places += 1;
    else bySlot.set(key, { bm_session_id: p.bm_session_id, time_start: p.time_start, time_end: p.time_end, free_places: 1 });
  }
  return { suggested_availability: [...bySlot.values()] };
}

import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { AppError } from '../errors.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';
import { localizedColumn } from '../content/localized-column.ts';

/**
 * Where a scan happens: the event's entrance (event tickets) or an agenda session's door (that
 * session's tickets). A ticket shown at the wrong one is refused as "for another door".
 */
export interface Door {
  sessionId: number | null;
}
export const eventDoor: Door = { sessionId: null };

/** SQL: the reservation is a ticket for this door. */
export function admitsAt(door: Door): SQL {
  const r = schema.ticket_reservations;
  if (door.sessionId === null) return sql`${r.kind} = 'event'`;
  const st = schema.agenda_session_tickets;
  return sql`(${r.kind} = 'agenda_session' and ${r.agenda_session_ticket_id} in (select ${st.id} from ${st} where ${st.agenda_session_id} = ${door.sessionId}))`;
}

/** The ticket type's name, whichever kind the reservation is (needs both ticket tables left-joined). */
export const ticketTypeName = sql<string | null>`coalesce(${schema.event_tickets.name}, ${schema.agenda_session_tickets.name})`;

/**
 * A session door of this event, or 404 (a session of another event is not one); named in `locale`
 * where the session has a translation, as the agenda names it.
 */
export async function findSessionDoor(ctx: Pick<Ctx, 'db'>, eventId: number, sessionId: number, locale?: string | null) {
  const s = schema.agenda_sessions;
  const [session] = await ctx.db.select({ id: s.id, name: localizedColumn(s.name, s.translations, 'name', locale), time_start: s.time_start }).from(s).where(and(eq(s.id, sessionId), eq(s.event_id, eventId)));
  if (!session) throw new AppError('common.not_found', 'No such agenda session in this event');
  return session;
}

export interface SessionDoor {
  id: number;
  name: string;
  time_start: string;
  tickets: number;
  checked_in: number;
}

/**
 * The agenda sessions that sell tickets, in time order, with how many are valid for entry and how
 * many are in: the admin's list of session doors (named in `locale` as findSessionDoor names them).
 */
export async function listSessionDoors(ctx: Pick<Ctx, 'db'>, viewer: Viewer | null, eventId: number, locale?: string | null): Promise<SessionDoor[]> {
  await requireEventAdmin(ctx, viewer, eventId);
  const s = schema.agenda_sessions;
  const st = schema.agenda_session_tickets;
  const r = schema.ticket_reservations;
  const o = schema.orders;
  const rows = await ctx.db
    .select({
      id: s.id,
      name: localizedColumn(s.name, s.translations, 'name', locale),
      time_start: s.time_start,
      tickets: sql<number>`count(${r.id}) filter (where ${r.status} = 'active' and ${o.status} = 'paid' and not ${o.test_mode})::int`,
      checked_in: sql<number>`count(${r.checked_in_at}) filter (where ${r.status} = 'active' and ${o.status} = 'paid' and not ${o.test_mode})::int`,
    })
    .from(s)
    .innerJoin(st, eq(st.agenda_session_id, s.id))
    .leftJoin(r, and(eq(r.agenda_session_ticket_id, st.id), eq(r.kind, 'agenda_session')))
    .leftJoin(o, eq(o.id, r.order_id))
    .where(eq(s.event_id, eventId))
    .groupBy(s.id)
    .orderBy(asc(s.time_start), asc(s.id));
  return rows.map((x) => ({ ...x, time_start: x.time_start.toISOString() }));
}

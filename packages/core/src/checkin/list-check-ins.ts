import type { z } from 'zod';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';
import { CHECK_IN_PAGE, listCheckInsInput, type CheckInPage, type CheckInRow } from './check-in-filter.ts';
import { checkedInByName } from './checked-in-by.ts';
import { admitsAt, eventDoor, findSessionDoor, ticketTypeName, type Door } from './door.ts';

export { listCheckInsInput, type CheckInRow } from './check-in-filter.ts';

/**
 * Who is in and who is not yet, for the door's lists: the event's tickets valid for entry (active,
 * of a paid order that is not a sandbox test), with counts over all of them and a page of the ones
 * the state and the search (name or e-mail) pick — the latest check-ins first, the rest by name.
 */
export async function listCheckIns(ctx: Pick<Ctx, 'db'>, viewer: Viewer | null, eventId: number, input: z.input<typeof listCheckInsInput>, door: Door = eventDoor): Promise<CheckInPage> {
  await requireEventAdmin(ctx, viewer, eventId);
  if (door.sessionId !== null) await findSessionDoor(ctx, eventId, door.sessionId);
  const { state, q, page } = listCheckInsInput.parse(input);
  const r = schema.ticket_reservations;
  const o = schema.orders;
  const [counts] = await ctx.db
    .select({ total: sql<number>`count(*)::int`, checked_in: sql<number>`count(${r.checked_in_at})::int` })
    .from(r)
    .innerJoin(o, eq(o.id, r.order_id))
    .where(validForEntry(eventId, door));
  const rows = await checkInRows(ctx, eventId, { state, q }, { limit: CHECK_IN_PAGE + 1, offset: (page - 1) * CHECK_IN_PAGE }, door);
  return { total: counts?.total ?? 0, checked_in: counts?.checked_in ?? 0, page, has_more: rows.length > CHECK_IN_PAGE, tickets: rows.slice(0, CHECK_IN_PAGE) };
}

const validForEntry = (eventId: number, door: Door) => {
  const r = schema.ticket_reservations;
  const o = schema.orders;
  return and(eq(r.event_id, eventId), eq(r.status, 'active'), eq(o.status, 'paid'), eq(o.test_mode, false), admitsAt(door));
};

/**
 * The rows behind the lists, without the administrator check: for listCheckIns (after it) and for
 * the operator's `foyer checkins export`, who holds the database anyway.
 */
export async function checkInRows(ctx: Pick<Ctx, 'db'>, eventId: number, filter: { state: 'in' | 'out' | 'all'; q?: string | undefined }, window?: { limit: number; offset: number }, door: Door = eventDoor): Promise<CheckInRow[]> {
  const r = schema.ticket_reservations;
  const o = schema.orders;
  const filters: (SQL | undefined)[] = [validForEntry(eventId, door), filter.state === 'in' ? isNotNull(r.checked_in_at) : filter.state === 'out' ? isNull(r.checked_in_at) : undefined];
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(sql`${r.holder_first_name} || ' ' || ${r.holder_last_name}`, like), ilike(r.holder_email, like)));
  }
  const query = ctx.db
    .select({
      code: r.ticket_reservation_uuid,
      first: r.holder_first_name,
      last: r.holder_last_name,
      ticket_name: ticketTypeName,
      checked_in_at: r.checked_in_at,
      by: checkedInByName,
    })
    .from(r)
    .innerJoin(o, eq(o.id, r.order_id))
    .leftJoin(schema.event_tickets, eq(schema.event_tickets.id, r.event_ticket_id))
    .leftJoin(schema.agenda_session_tickets, eq(schema.agenda_session_tickets.id, r.agenda_session_ticket_id))
    .leftJoin(schema.users, eq(schema.users.id, r.checked_in_by_user_id))
    .where(and(...filters))
    .orderBy(sql`${r.checked_in_at} is null`, desc(r.checked_in_at), asc(r.holder_last_name), asc(r.holder_first_name), asc(r.id));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return rows.map((row) => ({ code: row.code, holder_name: `${row.first} ${row.last}`.trim(), ticket_name: row.ticket_name, checked_in_at: row.checked_in_at?.toISOString() ?? null, checked_in_by: row.by }));
}

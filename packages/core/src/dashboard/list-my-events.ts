import { schema } from '@foyer/db';
import { and, asc, count, desc, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { normalizeEmail } from '../access/normalize-email.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { eventCardColumns, toEventCard, type EventCard, type ListMeta } from './event-card.ts';
import { eventPhases, type EventPhase } from './event-phase.ts';

export const MY_EVENTS_DEFAULT_LIMIT = 20;
export const MY_EVENTS_MAX_LIMIT = 100;

export type MyEventCard = EventCard & { joined: boolean; has_ticket: boolean };
export type MyEvents = Record<EventPhase, { events: MyEventCard[]; meta: ListMeta }>;

/**
 * SPEC §2 dashboard "my events": the events the signed-in user joined or holds an active ticket
 * for (by account or by e-mail, as current_user/tickets), split into upcoming, ongoing and past
 * at the clock's now. Each section is paged on its own (`limit` each) and says how many there are.
 * Guests get 401: there is nobody whose events to list.
 */
export async function listMyEvents(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  viewer: Pick<Viewer, 'id' | 'email'> | null,
  input: { limit?: number } = {},
): Promise<MyEvents> {
  if (!viewer) throw new AppError('common.not_authenticated', 'Not authenticated');
  const limit = Math.min(Math.max(1, Math.trunc(input.limit ?? MY_EVENTS_DEFAULT_LIMIT)), MY_EVENTS_MAX_LIMIT);
  const now = ctx.clock.now();
  const e = schema.events;
  // Spelled out with qualified names: in a select list drizzle renders columns unqualified,
  // and an unqualified "id" inside the subquery would name the subquery's own table.
  const joined = sql<boolean>`exists (select 1 from event_memberships em
    where em.event_id = "events"."id" and em.user_id = ${viewer.id} and em.joined)`;
  // holder_email is stored normalized (SPEC §5), as listMyTickets relies on too.
  // Two probes rather than one OR, so that each uses its index instead of every reservation of the event.
  const hasTicket = sql<boolean>`(exists (select 1 from ticket_reservations tr
    where tr.user_id = ${viewer.id} and tr.event_id = "events"."id" and tr.status = 'active')
    or exists (select 1 from ticket_reservations tr
    where tr.holder_email = ${normalizeEmail(viewer.email)} and tr.event_id = "events"."id" and tr.status = 'active'))`;
  const mine = or(joined, hasTicket)!;
  const phaseWhere: Record<EventPhase, SQL> = {
    upcoming: gt(e.start_date, now),
    ongoing: and(lte(e.start_date, now), gt(e.end_date, now))!,
    past: lte(e.end_date, now),
  };
  const phaseOrder: Record<EventPhase, SQL[]> = {
    upcoming: [asc(e.start_date), asc(e.id)],
    ongoing: [asc(e.end_date), asc(e.id)],
    past: [desc(e.end_date), desc(e.id)],
  };
  const sections = await Promise.all(
    eventPhases.map(async (phase) => {
      const where = and(mine, phaseWhere[phase]);
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select({ ...eventCardColumns(e), joined, has_ticket: hasTicket })
          .from(e)
          .where(where)
          .orderBy(...phaseOrder[phase])
          .limit(limit),
        ctx.db.select({ n: count() }).from(e).where(where),
      ]);
      const all = Number(total?.n ?? 0);
      const events = rows.map((row) => ({ ...toEventCard(row), joined: row.joined === true, has_ticket: row.has_ticket === true }));
      return [phase, { events, meta: { all_items: all, is_more: all > events.length } }] as const;
    }),
  );
  return Object.fromEntries(sections) as MyEvents;
}

import { sql } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';
import type { Ctx } from '../context.ts';
import { rowsOf } from './rows-of.ts';

export type EventFigures = {
  joined: number;
  /** Per ticket type: sold (paid orders only) and left (null: unlimited). */
  tickets: { id: number; name: string; sold: number; left: number | null }[];
  /** Paid orders' totals per currency, in minor units; test orders never count. */
  revenue: { currency: string; amount: number }[];
  checked_in: number;
  /** Tickets sold per day of the event's time zone, over the last `days` days (oldest first, days without sales included). */
  sales_per_day: { day: string; tickets: number }[];
};

/**
 * The admin panel's figures (joined attendees, tickets sold per type, revenue, check-ins, sales
 * per day). Sold means held by a paid, real order: pending, expired and sandbox orders are not
 * sales. One round trip per figure; all are indexed by event.
 */
export async function eventFigures(ctx: Pick<Ctx, 'db' | 'clock'>, viewer: Pick<Viewer, 'id'> | null, eventId: number, days = 30): Promise<EventFigures> {
  const event = await requireEventAdmin(ctx, viewer, eventId);
  const zone = event.timezone || 'UTC';
  // Calendar days of the event's zone, counted on the date itself (a DST day has 23 or 25 hours).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ctx.clock.now());
  const dayList = Array.from({ length: days }, (_, i) => new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
  const sold = sql`from ticket_reservations r join orders o on o.id = r.order_id
    where r.event_id = ${eventId} and r.kind = 'event' and r.status <> 'canceled' and o.status = 'paid' and not o.test_mode`;
  const [joined, tickets, revenue, checkedIn, perDay] = await Promise.all([
    ctx.db.execute(sql`select count(*)::int as n from event_memberships where event_id = ${eventId} and joined`),
    ctx.db.execute(sql`select t.id, t.name, t.tickets_left as left, (select count(*)::int ${sold} and r.event_ticket_id = t.id) as sold
      from event_tickets t where t.event_id = ${eventId} order by t.id`),
    ctx.db.execute(sql`select currency, sum(total_amount)::bigint as amount from orders where event_id = ${eventId} and status = 'paid' and not test_mode group by currency order by currency`),
    ctx.db.execute(sql`select count(*)::int as n from ticket_reservations where event_id = ${eventId} and status <> 'canceled' and checked_in_at is not null`),
    ctx.db.execute(sql`select to_char((o.paid_at at time zone ${zone})::date, 'YYYY-MM-DD') as day, count(*)::int as tickets ${sold}
      and (o.paid_at at time zone ${zone})::date >= ${dayList[0]}::date group by 1 order by 1`),
  ]);
  const byDay = new Map(rowsOf<{ day: string; tickets: number }>(perDay).map((r) => [r.day, Number(r.tickets)]));
  const sales_per_day = dayList.map((day) => ({ day, tickets: byDay.get(day) ?? 0 }));
  return {
    joined: Number(rowsOf<{ n: number }>(joined)[0]?.n ?? 0),
    tickets: rowsOf<{ id: number; name: string; left: number | null; sold: number }>(tickets).map((t) => ({ id: t.id, name: t.name, sold: Number(t.sold), left: t.left === null ? null : Number(t.left) })),
    revenue: rowsOf<{ currency: string; amount: string | number }>(revenue).map((r) => ({ currency: r.currency, amount: Number(r.amount) })),
    checked_in: Number(rowsOf<{ n: number }>(checkedIn)[0]?.n ?? 0),
    sales_per_day,
  };
}

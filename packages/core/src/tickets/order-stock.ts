import { schema, type Db } from '@foyer/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../errors.ts';

/** What an order holds: tickets per event ticket, seats per session ticket, code uses. */
export interface OrderStock {
  eventId: number;
  tickets: Map<number, number>;
  seats: Map<number, number>;
  code: { id: number; quantity: number } | null;
}

/** The stock an order holds, from its items (one place, so taking and giving back always match). */
export async function orderStock(db: Db, order: { id: number; event_id: number; discount_code_id: number | null; discount_quantity: number }): Promise<OrderStock> {
  const items = await db
    .select({ kind: schema.order_items.kind, ticket: schema.order_items.event_ticket_id, seat: schema.order_items.agenda_session_ticket_id, quantity: schema.order_items.quantity })
    .from(schema.order_items)
    .where(and(eq(schema.order_items.order_id, order.id), eq(schema.order_items.event_id, order.event_id)));
  const stock: OrderStock = { eventId: order.event_id, tickets: new Map(), seats: new Map(), code: null };
  for (const i of items) {
    if (i.kind === 'event_ticket' && i.ticket) stock.tickets.set(i.ticket, (stock.tickets.get(i.ticket) ?? 0) + i.quantity);
    if (i.kind === 'agenda_session_ticket' && i.seat) stock.seats.set(i.seat, (stock.seats.get(i.seat) ?? 0) + i.quantity);
  }
  if (order.discount_code_id && order.discount_quantity > 0) stock.code = { id: order.discount_code_id, quantity: order.discount_quantity };
  return stock;
}

const ascending = (m: Map<number, number>) => [...m.entries()].sort((a, b) => a[0] - b[0]);

/**
 * Takes the stock with conditional updates inside the caller's transaction (docs/locking.md):
 * event tickets by ascending id, then session seats by ascending id, then the discount code, so
 * two transactions never wait on each other in a cycle. Throws the SPEC §8 code of the first
 * counter that is short; the caller's transaction then rolls everything back.
 */
export async function takeStock(tx: Db, stock: OrderStock): Promise<void> {
  const t = schema.event_tickets;
  for (const [id, n] of ascending(stock.tickets)) {
    const rows = await tx
      .update(t)
      .set({ tickets_left: sql`case when ${t.tickets_left} is null then null else ${t.tickets_left} - ${n} end` })
      .where(and(eq(t.id, id), eq(t.event_id, stock.eventId), sql`(${t.tickets_left} is null or ${t.tickets_left} >= ${n})`))
      .returning({ id: t.id });
    if (!rows.length) throw new AppError('tickets.sold_out', 'Sorry, these tickets are sold out', 'ticket_id');
  }
  const s = schema.agenda_session_tickets;
  for (const [id, n] of ascending(stock.seats)) {
    const rows = await tx
      .update(s)
      .set({ tickets_left: sql`case when ${s.tickets_left} is null then null else ${s.tickets_left} - ${n} end` })
      .where(and(eq(s.id, id), eq(s.event_id, stock.eventId), sql`(${s.tickets_left} is null or ${s.tickets_left} >= ${n})`))
      .returning({ id: s.id });
    if (!rows.length) throw new AppError('tickets.no_seats_left', 'No seats left', 'agenda_session_ticket_id');
  }
  if (stock.code) {
    const d = schema.discount_codes;
    const n = stock.code.quantity;
    const rows = await tx
      .update(d)
      .set({ used_quantity: sql`${d.used_quantity} + ${n}` })
      .where(
        and(
          eq(d.id, stock.code.id),
          eq(d.event_id, stock.eventId),
          sql`(${d.max_tickets_quantity} is null or ${d.used_quantity} + ${n} <= ${d.max_tickets_quantity})`,
        ),
      )
      .returning({ id: d.id });
    if (!rows.length) throw new AppError('discount.used_up', 'This discount code has been used up', 'discount_code');
  }
}

/** Gives the stock back (same order as takeStock). The caller guards "exactly once" by the order's state. */
export async function giveStockBack(tx: Db, stock: OrderStock): Promise<void> {
  const t = schema.event_tickets;
  for (const [id, n] of ascending(stock.tickets)) {
    await tx
      .update(t)
      .set({ tickets_left: sql`${t.tickets_left} + ${n}` })
      .where(and(eq(t.id, id), eq(t.event_id, stock.eventId), sql`${t.tickets_left} is not null`));
  }
  const s = schema.agenda_session_tickets;
  for (const [id, n] of ascending(stock.seats)) {
    await tx
      .update(s)
      .set({ tickets_left: sql`${s.tickets_left} + ${n}` })
      .where(and(eq(s.id, id), eq(s.event_id, stock.eventId), sql`${s.tickets_left} is not null`));
  }
  if (stock.code) {
    const d = schema.discount_codes;
    await tx
      .update(d)
      .set({ used_quantity: sql`greatest(0, ${d.used_quantity} - ${stock.code.quantity})` })
      .where(and(eq(d.id, stock.code.id), eq(d.event_id, stock.eventId)));
  }
}

/** A lock that could not be had in time, or a deadlock, is a retryable "busy", never a 500. */
export function isLockFailure(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '55P03' || e.code === '40P01') return true;
  }
  return false;
}

export const LOCK_TIMEOUT = sql.raw(`set local lock_timeout = '5s'`);

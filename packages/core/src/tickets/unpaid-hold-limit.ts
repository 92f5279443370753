import { and, count, eq, gt } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';
import { AppError } from '../errors.ts';
import { MAX_TICKETS_PER_ORDER } from './purchase-input.ts';

/**
 * At most this many tickets held at once by one buyer's unpaid orders of an event. An order that
 * waits for its payment keeps its tickets off sale until its hold ends (30 minutes, days for a
 * proforma); without a ceiling one free account could place order after order for made-up guests,
 * never pay, and keep a sold-out event sold out. One full order's worth: a buyer who left a
 * payment and starts again is never refused.
 */
export const MAX_UNPAID_HELD_TICKETS = MAX_TICKETS_PER_ORDER;

/** Tickets the buyer's pending, still-held orders of the event keep off sale now. */
export async function unpaidHeldTickets(db: Db, args: { eventId: number; userId: number; now: Date }): Promise<number> {
  const o = schema.orders;
  const r = schema.ticket_reservations;
  const [row] = await db
    .select({ n: count() })
    .from(o)
    .innerJoin(r, and(eq(r.order_id, o.id), eq(r.event_id, o.event_id)))
    .where(and(eq(o.user_id, args.userId), eq(o.event_id, args.eventId), eq(o.status, 'pending'), gt(o.expires_at, args.now), eq(r.status, 'reserved')));
  return Number(row?.n ?? 0);
}

/** Refuses an unpaid order that would take the buyer's held tickets past the ceiling. */
export async function checkUnpaidHoldLimit(db: Db, args: { eventId: number; userId: number; now: Date; adding: number }): Promise<void> {
  const held = await unpaidHeldTickets(db, args);
  if (held + args.adding > MAX_UNPAID_HELD_TICKETS) {
    throw new AppError('tickets.unpaid_limit', `Your unpaid orders already hold ${held} tickets (at most ${MAX_UNPAID_HELD_TICKETS}): finish or cancel them in My tickets`);
  }
}

const chains = new Map<string, Promise<unknown>>();

/**
 * Runs `fn` for one key at a time in this process, in arrival order: a buyer's orders are then
 * counted and written one after another, so twenty requests sent at once cannot all pass the
 * count before any of them is written. Per process, as the order lanes are (order-batcher.ts):
 * behind a balancer with several web processes, requests sent at once to different processes
 * could pass the ceiling by a few orders.
 */
export function oneAtATime<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const run = (chains.get(key) ?? Promise.resolve()).then(fn);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  chains.set(key, settled);
  void settled.then(() => {
    if (chains.get(key) === settled) chains.delete(key);
  });
  return run;
}

import { and, count, eq, gt } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';
import { AppError } from '../errors.ts';
import type { Ctx } from '../context.ts';
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

/** The refusal of an order that would take the buyer's held tickets past the ceiling. */
export const unpaidLimitReached = () =>
  new AppError('tickets.unpaid_limit', `Your unpaid orders already hold as many tickets as one buyer may hold at once (${MAX_UNPAID_HELD_TICKETS}): finish or cancel them in My tickets`);

/**
 * Writes one unpaid order of a buyer within the ceiling. The rule itself is checked in the
 * order's transaction, under the buyer's advisory lock (order-statements.ts), which holds across
 * web processes: of two orders racing, exactly the one that fits is placed. The count here, one
 * order at a time per buyer in this process (oneAtATime), refuses early what would be refused
 * anyway, so a buyer sending order after order over the ceiling does not make a whole batch of
 * other buyers' orders fall back to being written one by one (order-batcher.ts).
 */
export async function writeWithinUnpaidLimit(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  args: { eventId: number; userId: number; now: Date; adding: number },
  write: () => Promise<number>,
): Promise<number> {
  return oneAtATime(`${args.eventId}:${args.userId}`, async () => {
    if ((await unpaidHeldTickets(ctx.db, args)) + args.adding > MAX_UNPAID_HELD_TICKETS) throw unpaidLimitReached();
    return write();
  });
}

const chains = new Map<string, Promise<unknown>>();

/**
 * Runs `fn` for one key at a time in this process, in arrival order: a buyer's orders are then
 * counted and written one after another, so twenty requests sent at once to one process do not
 * all pass the early count before any of them is written. Per process, as the order lanes are
 * (order-batcher.ts); the check in the transaction covers requests sent to several processes.
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

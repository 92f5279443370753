import { schema } from '@foyer/db';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { expireOrder } from './expire-order.ts';
import { sweepOrdersJob } from './jobs.ts';

/** How often the sweep runs, and how late an order must be before the sweep (not its own job) ends it. */
export const ORDER_SWEEP_EVERY_MS = 5 * 60_000;
export const ORDER_SWEEP_GRACE_MS = 60_000;
const SWEEP_BATCH = 500;

/**
 * The safety net under `orders.expire`: every unpaid order whose hold ran out more than a
 * minute ago is expired now. Its own delayed job normally did that; this catches the orders
 * whose job was lost (Redis flushed or restored from an older snapshot, a queue deleted by hand),
 * which would otherwise hold their stock for ever. expireOrder is exactly-once, so racing the
 * regular job is harmless. Oldest first, at most 500 a run.
 */
export async function sweepExpiredOrders(ctx: Pick<Ctx, 'db' | 'clock' | 'log'>): Promise<{ expired: number }> {
  const o = schema.orders;
  const due = new Date(ctx.clock.now().getTime() - ORDER_SWEEP_GRACE_MS);
  const rows = await ctx.db
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.status, 'pending'), lt(o.expires_at, due)))
    .orderBy(asc(o.expires_at))
    .limit(SWEEP_BATCH);
  let expired = 0;
  for (const { id } of rows) {
    if ((await expireOrder(ctx, { orderId: id })).changed) expired += 1;
  }
  if (expired > 0) ctx.log.warn({ expired }, 'order sweep expired orders whose expiry job never ran');
  return { expired };
}

/**
 * Queues the next sweep at the next 5-minute boundary. The job id names that boundary, so every
 * worker that starts (or every sweep that finishes) asks for the same one and it runs once.
 */
export async function scheduleOrderSweep(ctx: Pick<Ctx, 'jobs' | 'clock'>): Promise<void> {
  const now = ctx.clock.now().getTime();
  const next = Math.floor(now / ORDER_SWEEP_EVERY_MS) + 1;
  await ctx.jobs.enqueue(sweepOrdersJob, {}, { jobId: `orders-sweep:${next}`, delayMs: next * ORDER_SWEEP_EVERY_MS - now });
}

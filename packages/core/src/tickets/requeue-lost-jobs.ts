import { schema } from '@foyer/db';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { mailJobId, sendMailJob } from '../mail/jobs.ts';
import { fulfilOrderJob, orderFulfilJobId } from './jobs.ts';

/** How long a paid order may wait for its documents, or a mail for its send, before it counts as lost. */
export const LOST_JOB_GRACE_MS = 2 * 60_000;
/** Older work is left to an operator: a week-old mail sent now would confuse more than help. */
export const LOST_JOB_LOOKBACK_MS = 7 * 24 * 3600_000;
const BATCH = 500;

/**
 * The rows are the truth, the queue only a to-do list: a job whose enqueue failed (Redis was down
 * at that moment) or that vanished with Redis (restarted without persistence, flushed) leaves a
 * paid order without `fulfilled_at` or a mail still `queued`. Each is enqueued again under its own
 * job id — a no-op while the original job still waits in the queue — and both handlers are
 * idempotent, so a race with a late original costs nothing. Runs in the order sweep.
 */
export async function requeueLostJobs(ctx: Pick<Ctx, 'db' | 'jobs' | 'clock' | 'log'>): Promise<{ orders: number; mails: number }> {
  const now = ctx.clock.now().getTime();
  const before = new Date(now - LOST_JOB_GRACE_MS);
  const since = new Date(now - LOST_JOB_LOOKBACK_MS);
  const o = schema.orders;
  const orders = await ctx.db
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.status, 'paid'), isNull(o.fulfilled_at), lt(o.paid_at, before), gt(o.paid_at, since)))
    .orderBy(asc(o.paid_at))
    .limit(BATCH);
  for (const { id } of orders) await ctx.jobs.enqueue(fulfilOrderJob, { orderId: id }, { jobId: orderFulfilJobId(id) });

  const m = schema.mail_outbox;
  const mails = await ctx.db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.status, 'queued'), lt(m.created_at, before), gt(m.created_at, since)))
    .orderBy(asc(m.created_at))
    .limit(BATCH);
  for (const { id } of mails) await ctx.jobs.enqueue(sendMailJob, { outboxId: id }, { jobId: mailJobId(id) });

  if (orders.length || mails.length) ctx.log.warn({ orders: orders.length, mails: mails.length }, 'order sweep enqueued again work whose job was not seen through');
  return { orders: orders.length, mails: mails.length };
}

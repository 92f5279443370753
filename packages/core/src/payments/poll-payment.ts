import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { isAppError } from '../errors.ts';
import { applyGatewayStatus } from './apply-gateway-status.ts';
import { gatewayModules } from './gateways.ts';
import { paymentPollJob, paymentPollJobId, pollDelayMs, POLL_SCHEDULE_MINUTES } from './jobs.ts';

/**
 * Handler of paymentPollJob: asks the gateway once, applies the answer, and schedules the next
 * attempt while the payment is neither final nor past the schedule. Repeating an attempt is
 * harmless: the status is applied idempotently and the next attempt has a stable job id.
 */
export async function pollPayment(ctx: Pick<Ctx, 'db' | 'clock' | 'jobs' | 'log' | 'config'>, args: { paymentId: number; attempt: number }): Promise<{ status: string }> {
  const [payment] = await ctx.db.select().from(schema.payments).where(eq(schema.payments.id, args.paymentId)).limit(1);
  if (!payment) return { status: 'gone' };
  if (payment.state === 'canceled' || payment.state === 'refunded') return { status: payment.state };
  if (payment.state === 'confirmed') {
    // Confirmed but perhaps not yet applied to the order (a crash between the two): heal, stop polling.
    await applyGatewayStatus(ctx, payment, 'confirmed');
    return { status: 'confirmed' };
  }
  const module = gatewayModules[payment.gateway];
  if (!module.configured(ctx)) return { status: 'unconfigured' };
  let status: string;
  try {
    status = await module.checkStatus(ctx, payment);
  } catch (err) {
    // A gateway outage is one failed attempt; the schedule carries on.
    if (!isAppError(err)) throw err;
    ctx.log.warn({ paymentId: payment.id, code: err.code }, 'payment status check failed');
    status = 'pending';
  }
  if (status === 'confirmed' || status === 'failed' || status === 'canceled' || status === 'pending') {
    await applyGatewayStatus(ctx, payment, status);
  }
  const next = args.attempt + 1;
  if (status === 'pending' && next < POLL_SCHEDULE_MINUTES.length) {
    await ctx.jobs.enqueue(paymentPollJob, { paymentId: payment.id, attempt: next }, { jobId: paymentPollJobId(payment.id, next), delayMs: pollDelayMs(next) });
  }
  return { status };
}

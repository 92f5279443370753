import { z } from 'zod';
import { defineJob } from '../platform/jobs.ts';
import { entityId } from '../platform/input-vocabulary.ts';

/**
 * Asks the gateway for a payment's status until it is final, in case its notification never
 * arrives (SPEC §7 payu/check, bluemedia/check; Stripe retrieve). Each attempt enqueues the next.
 */
export const paymentPollJob = defineJob({
  name: 'payments.poll',
  version: 1,
  payload: z.object({ paymentId: entityId, attempt: z.number().int().min(0) }),
  attempts: 3,
  backoffMs: 30_000,
});

/** Minutes after init of each poll: frequent while the buyer is paying, then rarer. */
export const POLL_SCHEDULE_MINUTES = [1, 2, 5, 10, 20, 30, 60, 120] as const;

export const paymentPollJobId = (paymentId: number, attempt: number): string => `payment-poll:${paymentId}:${attempt}`;

/** Delay from the previous attempt to `attempt`. */
export function pollDelayMs(attempt: number): number {
  const at = POLL_SCHEDULE_MINUTES[attempt] ?? POLL_SCHEDULE_MINUTES.at(-1)!;
  const before = attempt === 0 ? 0 : (POLL_SCHEDULE_MINUTES[attempt - 1] ?? 0);
  return (at - before) * 60_000;
}

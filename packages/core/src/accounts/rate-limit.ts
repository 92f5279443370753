import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

export interface Limit {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one attempt against each limit in turn and stops at the first one exceeded, so an
 * attempt refused by the per-IP limit does not also use up the account's allowance.
 */
export async function enforceRateLimits(ctx: Pick<Ctx, 'rateLimiter'>, limits: Limit[]): Promise<void> {
  for (const l of limits) {
    const { allowed, retryAfterSeconds } = await ctx.rateLimiter.hit(l.key, l.limit, l.windowSeconds);
    if (!allowed) throw AppError.rateLimited(retryAfterSeconds, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`);
  }
}

/** Limits of the flows that send e-mail (magic link, forgot password, resend confirmation). */
export const mailFlowLimits = (flow: string, ip: string, email: string): Limit[] => [
  { key: `${flow}:ip:${ip}`, limit: 20, windowSeconds: 15 * 60 },
  { key: `${flow}:email:${email}`, limit: 5, windowSeconds: 15 * 60 },
];

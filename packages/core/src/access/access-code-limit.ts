import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

/** Ten guesses per address per ten minutes: enough for typos, far too few to guess a code. */
const limit = 10;
const windowSeconds = 10 * 60;

/** Counts one access-code attempt from `ip`; over the limit it is common.rate_limited. */
export async function countAccessCodeAttempt(ctx: Pick<Ctx, 'rateLimiter'>, ip: string): Promise<void> {
  const { allowed, retryAfterSeconds } = await ctx.rateLimiter.hit(`access_code:${ip}`, limit, windowSeconds);
  if (!allowed) {
    throw AppError.rateLimited(retryAfterSeconds, `Too many attempts. Please wait ${retryAfterSeconds} s and try again.`);
  }
}

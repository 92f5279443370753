import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

/**
 * Every place that asks a signed-in user for their current password (change password, change
 * e-mail, delete account) shares one allowance per account: a stolen access token must not turn
 * any of them into a way to guess the password (issue #12: one had a limit, its twin did not).
 */
export const passwordCheckLimit = { count: 5, windowSeconds: 3600 };

export async function limitPasswordChecks(ctx: Pick<Ctx, 'rateLimiter'>, userId: number): Promise<void> {
  const { allowed, retryAfterSeconds } = await ctx.rateLimiter.hit(`password_check:${userId}`, passwordCheckLimit.count, passwordCheckLimit.windowSeconds);
  if (!allowed) throw AppError.rateLimited(retryAfterSeconds);
}

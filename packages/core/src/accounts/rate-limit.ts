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
  const wait = await firstExceeded(ctx, limits);
  if (wait !== null) throw AppError.rateLimited(wait, `Too many attempts. Try again in ${wait} seconds.`);
}

/** The same count, for a caller that does something else past the limits: null within them, else the seconds to wait. */
export async function firstExceeded(ctx: Pick<Ctx, 'rateLimiter'>, limits: Limit[]): Promise<number | null> {
  for (const l of limits) {
    const { allowed, retryAfterSeconds } = await ctx.rateLimiter.hit(l.key, l.limit, l.windowSeconds);
    if (!allowed) return retryAfterSeconds;
  }
  return null;
}

/**
 * Registration: each one hashes a password (argon2, tens of ms of CPU) and mails the address
 * (a confirmation, or "you have an account" to its owner). Per address a venue's shared network
 * still registers a crowd; per e-mail nobody's inbox is flooded.
 */
export const registerLimits = (ip: string, email: string): Limit[] => [
  { key: `register:ip:${ip}`, limit: 60, windowSeconds: 15 * 60 },
  { key: `register:email:${email}`, limit: 5, windowSeconds: 15 * 60 },
];

/** Limits of the flows that send e-mail (magic link, forgot password, resend confirmation). */
export const mailFlowLimits = (flow: string, ip: string, email: string): Limit[] => [
  { key: `${flow}:ip:${ip}`, limit: 20, windowSeconds: 15 * 60 },
  { key: `${flow}:email:${email}`, limit: 5, windowSeconds: 15 * 60 },
];

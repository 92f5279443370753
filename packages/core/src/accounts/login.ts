import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { currentPasswordField, deviceIdField, emailField, eventIdField } from './account-fields.ts';
import { findUserByEmail } from './find-user.ts';
import { parseInput } from './parse-input.ts';
import { verifyPasswordHash } from './password-hash.ts';
import { enforceRateLimits } from './rate-limit.ts';
import { startSession } from './start-session.ts';
import type { AuthTokens } from './tokens/issue-session-tokens.ts';

export const loginInput = z.object({
  email: emailField,
  password: currentPasswordField,
  device_id: deviceIdField,
  event_id: eventIdField,
});
export type LoginInput = z.input<typeof loginInput>;

/**
 * Per client address, per account and address, and per account. The account's own limit stops
 * only the addresses that have already failed against it: anyone could otherwise lock anyone
 * out with ten wrong passwords, while a guesser spread over many addresses still gets one
 * failure per address, not ten (issue #12).
 */
export const loginLimits = {
  perIp: { limit: 30, windowSeconds: 5 * 60 },
  perAccountAndIp: { limit: 10, windowSeconds: 15 * 60 },
  perAccount: { limit: 10, windowSeconds: 15 * 60 },
};

/**
 * Whether `key` has fewer than `limit` hits, without counting one: a hit taken back at once
 * (the limiter interface has no read of its own).
 */
async function under(ctx: Pick<Ctx, 'rateLimiter'>, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  const { allowed } = await ctx.rateLimiter.hit(key, limit, windowSeconds);
  await ctx.rateLimiter.refund(key);
  return allowed;
}

/**
 * E-mail and password sign-in. Unknown e-mail and wrong password get the same answer in the same
 * time; "not confirmed" is told only to someone who knows the password.
 */
export async function login(ctx: Pick<Ctx, 'db' | 'config' | 'clock' | 'rateLimiter'>, raw: LoginInput, meta: { ip: string }): Promise<AuthTokens> {
  const input = parseInput(loginInput, raw);
  const ipKey = `login:ip:${meta.ip}`;
  const pairKey = `login:email:${input.email}:ip:${meta.ip}`;
  const failedKey = `login:failed:${input.email}:ip:${meta.ip}`;
  const accountKey = `login:email:${input.email}`;
  await enforceRateLimits(ctx, [
    { key: ipKey, ...loginLimits.perIp },
    { key: pairKey, ...loginLimits.perAccountAndIp },
  ]);
  const { limit, windowSeconds } = loginLimits.perAccount;
  const accountLocked = !(await under(ctx, accountKey, limit, windowSeconds));
  if (accountLocked && !(await under(ctx, failedKey, 1, windowSeconds))) {
    // The window of the account's count is at most this long; a read of its exact end is not to be had.
    throw AppError.rateLimited(windowSeconds, 'Too many attempts. Try again later.');
  }
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = await verifyPasswordHash(user?.password_hash, input.password);
  if (!user || !ok) {
    await Promise.all([ctx.rateLimiter.hit(accountKey, limit, windowSeconds), ctx.rateLimiter.hit(failedKey, 1, windowSeconds)]);
    throw new AppError('auth.invalid_credentials', 'Wrong password!', 'password');
  }
  if (!user.email_confirmed_at) throw new AppError('auth.email_not_confirmed', 'Please confirm your e-mail address first', 'email');
  // A successful sign-in forgives this address's earlier typos, and does not count against the
  // address: a venue's Wi-Fi puts hundreds of attendees behind one IP. Only failures add up there
  // (refunding just this attempt, so a guesser's own good logins cannot clear their failures).
  // The account's count of others' failures stays: it protects the owner, it does not stop them.
  await Promise.all([ctx.rateLimiter.reset(pairKey), ctx.rateLimiter.reset(failedKey), ctx.rateLimiter.refund(ipKey)]);
  return startSession(ctx, user.id, { device_id: input.device_id });
}

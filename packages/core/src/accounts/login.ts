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

/** Per client address and per account, so neither spraying nor one-account guessing gets far. */
export const loginLimits = {
  perIp: { limit: 30, windowSeconds: 5 * 60 },
  perAccount: { limit: 10, windowSeconds: 15 * 60 },
};

/**
 * E-mail and password sign-in. Unknown e-mail and wrong password get the same answer in the same
 * time; "not confirmed" is told only to someone who knows the password.
 */
export async function login(ctx: Pick<Ctx, 'db' | 'config' | 'clock' | 'rateLimiter'>, raw: LoginInput, meta: { ip: string }): Promise<AuthTokens> {
  const input = parseInput(loginInput, raw);
  const accountKey = `login:email:${input.email}`;
  await enforceRateLimits(ctx, [
    { key: `login:ip:${meta.ip}`, ...loginLimits.perIp },
    { key: accountKey, ...loginLimits.perAccount },
  ]);
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = await verifyPasswordHash(user?.password_hash, input.password);
  if (!user || !ok) throw new AppError('auth.invalid_credentials', 'Wrong password!', 'password');
  if (!user.email_confirmed_at) throw new AppError('auth.email_not_confirmed', 'Please confirm your e-mail address first', 'email');
  // A successful sign-in forgives the owner's earlier typos, and does not count against its
  // address: a venue's Wi-Fi puts hundreds of attendees behind one IP. Only failures add up there
  // (refunding just this attempt, so a guesser's own good logins cannot clear their failures).
  await Promise.all([ctx.rateLimiter.reset(accountKey), ctx.rateLimiter.refund(`login:ip:${meta.ip}`)]);
  return startSession(ctx, user.id, { device_id: input.device_id });
}

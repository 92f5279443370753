import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { accountMessages, consentsField, deviceIdField, linkTokenField, newPasswordField, passwordsMatch, passwordsMatchIssue } from './account-fields.ts';
import { findUserById } from './find-user.ts';
import { parseInput } from './parse-input.ts';
import { hashPassword } from './password-hash.ts';
import { recordUserConsents } from './record-consents.ts';
import { revokeUserSessions } from './revoke-sessions.ts';
import { startSession } from './start-session.ts';
import { consumeEmailToken, invalidateEmailTokens } from './tokens/email-token.ts';
import type { AuthTokens } from './tokens/issue-session-tokens.ts';

export const resetPasswordInput = z
  .object({
    token: linkTokenField,
    password: newPasswordField,
    password_confirmation: z.string({ error: accountMessages.passwordsNotMatching }),
    consents: consentsField,
    device_id: deviceIdField,
  })
  .refine(passwordsMatch, passwordsMatchIssue);
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

/**
 * Sets a new password from a reset link. The link proves the address (so it is confirmed), every
 * other session ends (whoever knew the old password is out), and the user is signed in.
 */
export async function resetPassword(ctx: Pick<Ctx, 'db' | 'config' | 'clock'>, raw: ResetPasswordInput): Promise<AuthTokens> {
  // Validated before the token is used up, so a typo in the new password does not burn the link.
  const input = parseInput(resetPasswordInput, raw);
  const password_hash = await hashPassword(input.password);
  const token = await consumeEmailToken(ctx, 'password_reset', input.token);
  const user = await findUserById(ctx.db, token.user_id);
  if (!user) throw new AppError('auth.token_invalid', 'This link is not valid', 'token');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(schema.users)
      .set({ password_hash, email_confirmed_at: user.email_confirmed_at ?? now })
      .where(eq(schema.users.id, user.id));
    await invalidateEmailTokens(tx, user.id, 'password_reset', now);
    await revokeUserSessions(tx, user.id, now);
    await recordUserConsents(tx, user.id, input.consents);
  });
  return startSession(ctx, user.id, { device_id: input.device_id });
}

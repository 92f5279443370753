import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { accountMessages, currentPasswordField, newPasswordField, passwordsMatch, passwordsMatchIssue } from './account-fields.ts';
import { findUserById } from './find-user.ts';
import { parseInput } from './parse-input.ts';
import { hashPassword, verifyPasswordHash } from './password-hash.ts';
import { revokeUserSessions } from './revoke-sessions.ts';
import { limitPasswordChecks } from './password-check-limit.ts';
import type { Viewer } from './viewer.ts';

export const changePasswordInput = z
  .object({
    /** Required when the account has a password; an account made by magic link or social sign-in sets its first one without. */
    current_password: z.preprocess((v) => (v === '' || v === null ? undefined : v), currentPasswordField.optional()),
    password: newPasswordField,
    password_confirmation: z.string({ error: accountMessages.passwordsNotMatching }),
  })
  .refine(passwordsMatch, passwordsMatchIssue);
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** Whether the account has a password (one made by magic link or social sign-in has none yet). */
export async function hasPassword(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'>): Promise<boolean> {
  const user = await findUserById(ctx.db, viewer.id);
  return Boolean(user?.password_hash);
}

/**
 * SPEC §5 password change: needs the current password; the user's other sessions end. An account
 * that has none yet sets its first password without one: its owner proved the address by the
 * link they signed in with.
 */
export async function changePassword(ctx: Pick<Ctx, 'db' | 'clock' | 'rateLimiter'>, viewer: Viewer, raw: ChangePasswordInput): Promise<{ status: 'ok' }> {
  const input = parseInput(changePasswordInput, raw);
  await limitPasswordChecks(ctx, viewer.id);
  const user = await findUserById(ctx.db, viewer.id);
  if (!user) throw new AppError('common.not_authenticated', 'Not authenticated');
  if (user.password_hash) {
    if (input.current_password === undefined) throw new AppError('common.validation', accountMessages.fieldRequired, 'current_password');
    if (!(await verifyPasswordHash(user.password_hash, input.current_password))) {
      throw new AppError('auth.wrong_current_password', 'Wrong password!', 'current_password');
    }
  }
  const password_hash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(schema.users).set({ password_hash }).where(eq(schema.users.id, user.id));
    await revokeUserSessions(tx, user.id, ctx.clock.now(), viewer.family_id);
  });
  return { status: 'ok' };
}

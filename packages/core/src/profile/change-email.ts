import { schema } from '@foyer/db';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import { verifyUserPassword } from '../accounts/verify-password.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { normalizeEmail } from '../access/normalize-email.ts';
import { parseInput } from '../accounts/parse-input.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { queueEmailChangeMail } from './email-change-mail.ts';
import { emailChangeKind, emailChangeTtlSeconds, hashEmailChangeToken, newEmailChangeToken } from './email-change-token.ts';
import { limitPasswordChecks } from '../accounts/password-check-limit.ts';

export const changeEmailInput = z.object({
  email: z.string().transform(normalizeEmail).pipe(z.email('Invalid email address').max(254)),
  current_password: z.string().min(1, 'Field is required').max(1000),
});

/** Five tries per user per hour: the password check must not become a guessing oracle. */

/**
 * SPEC §5 "Email change requires the current password". Nothing changes yet: a single-use link
 * goes to the new address, and confirmEmailChange applies it, so nobody can move an account to an
 * address they do not own (or lock its owner out with a typo).
 */
export async function changeEmail(
  ctx: Pick<Ctx, 'db' | 'jobs' | 'config' | 'clock' | 'rateLimiter'>,
  viewer: Pick<Viewer, 'id' | 'email' | 'first_name' | 'locale'>,
  raw: z.input<typeof changeEmailInput>,
): Promise<{ status: 'ok' }> {
  const input = parseInput(changeEmailInput, raw);
  await limitPasswordChecks(ctx, viewer.id);
  if (!(await verifyUserPassword(ctx, viewer.id, input.current_password))) {
    throw new AppError('auth.wrong_current_password', 'Wrong password!', 'current_password');
  }
  if (input.email === normalizeEmail(viewer.email)) {
    throw new AppError('profile.email_unchanged', 'This is already your e-mail address.', 'email');
  }
  await assertEmailFree(ctx, input.email, viewer.id);

  const now = ctx.clock.now();
  const token = newEmailChangeToken(input.email);
  const t = schema.email_tokens;
  await ctx.db.transaction(async (tx) => {
    // Only the newest link works.
    await tx.update(t).set({ used_at: now }).where(and(eq(t.user_id, viewer.id), eq(t.kind, emailChangeKind), isNull(t.used_at)));
    await tx.insert(t).values({
      user_id: viewer.id,
      kind: emailChangeKind,
      token_hash: hashEmailChangeToken(token),
      expires_at: new Date(now.getTime() + emailChangeTtlSeconds * 1000),
    });
  });
  await queueEmailChangeMail(ctx, viewer, input.email, token);
  return { status: 'ok' };
}

export async function assertEmailFree(ctx: Pick<Ctx, 'db'>, email: string, userId: number): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.email, email), ne(schema.users.id, userId)))
    .limit(1);
  if (taken) throw new AppError('auth.email_taken', 'This e-mail address is already taken.', 'email');
}

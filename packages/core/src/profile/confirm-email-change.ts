import { schema } from '@foyer/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import { AppError } from '../errors.ts';
import { assertEmailFree } from './change-email.ts';
import { queueEmailChangedNotice } from './email-change-mail.ts';
import { emailChangeKind, emailInToken, hashEmailChangeToken } from './email-change-token.ts';

/**
 * Applies an e-mail change from the link sent to the new address. The token is used up by a
 * conditional update, so two clicks count once; an expired, used or altered token is refused.
 * The address is confirmed by this very click, and the old address is told.
 */
export async function confirmEmailChange(
  ctx: Pick<Ctx, 'db' | 'jobs' | 'clock'>,
  input: { token: string },
): Promise<{ status: 'ok'; email: string }> {
  const email = emailInToken(input.token ?? '');
  const invalid = () => new AppError('profile.email_token_invalid', 'This link is not valid any more. Please change your e-mail address again.', 'token');
  if (!email) throw invalid();
  const now = ctx.clock.now();
  const t = schema.email_tokens;
  const [row] = await ctx.db
    .select()
    .from(t)
    .where(and(eq(t.token_hash, hashEmailChangeToken(input.token)), eq(t.kind, emailChangeKind)))
    .limit(1);
  if (!row || row.used_at || row.expires_at <= now) throw invalid();

  const [user] = await ctx.db.select().from(schema.users).where(and(eq(schema.users.id, row.user_id), isNull(schema.users.deleted_at))).limit(1);
  if (!user) throw invalid();
  await assertEmailFree(ctx, email, user.id);
  try {
    await ctx.db.transaction(async (tx) => {
      const [used] = await tx.update(t).set({ used_at: now }).where(and(eq(t.id, row.id), isNull(t.used_at))).returning({ id: t.id });
      if (!used) throw invalid();
      await tx.update(schema.users).set({ email, email_confirmed_at: now }).where(eq(schema.users.id, user.id));
    });
  } catch (err) {
    // Someone registered the address between the check above and this update.
    if (isUniqueViolation(err, 'users_email_uq')) throw new AppError('auth.email_taken', 'This e-mail address is already taken.', 'email');
    throw err;
  }
  await queueEmailChangedNotice(ctx, user, user.email, email);
  return { status: 'ok', email };
}

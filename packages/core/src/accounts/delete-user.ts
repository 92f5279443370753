import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Ctx } from '../context.ts';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { normalizeEmail } from './account-fields.ts';
import { findUserById } from './find-user.ts';
import { parseInput } from './parse-input.ts';
import { verifyPasswordHash } from './password-hash.ts';
import { limitPasswordChecks } from './password-check-limit.ts';
import { revokeUserSessions } from './revoke-sessions.ts';
import type { Viewer } from './viewer.ts';

export const deleteUserInput = z.object({
  /** Accounts with a password: the current one. */
  current_password: z.string().max(1024).optional(),
  /** Accounts without one (magic link, social sign-in): their own e-mail address, typed. */
  email: z.string().max(254).optional(),
});
export type DeleteUserInput = z.input<typeof deleteUserInput>;

/**
 * Nobody but the owner deletes an account, not even with their stolen access token or an
 * unattended browser (issue #12): the password again, or for a passwordless account the e-mail
 * address typed out. Password checks share the account's allowance with the other places that
 * ask for it.
 */
async function confirmDeletion(ctx: Pick<Ctx, 'db' | 'rateLimiter'>, viewer: Viewer, raw: DeleteUserInput) {
  const input = parseInput(deleteUserInput, raw ?? {});
  const user = await findUserById(ctx.db, viewer.id);
  if (!user) throw new AppError('common.not_authenticated', 'Not authenticated');
  if (user.password_hash) {
    if (!input.current_password) throw new AppError('common.required', 'Field is required', 'current_password');
    await limitPasswordChecks(ctx, user.id);
    if (!(await verifyPasswordHash(user.password_hash, input.current_password))) {
      throw new AppError('auth.wrong_current_password', 'Wrong password!', 'current_password');
    }
    return;
  }
  if (!input.email || normalizeEmail(input.email) !== normalizeEmail(user.email)) {
    throw new AppError('profile.delete_email_mismatch', 'Type your e-mail address to confirm', 'email');
  }
}

/**
 * Deletes the viewer's account (SPEC §7 DELETE user). The row is anonymised rather than removed:
 * tickets, orders and invoices must stay (accounting law) and keep pointing at it. Everything
 * that identifies the person or lets them back in goes: profile fields, password, sign-in links,
 * social identities, event memberships and answers, sessions. The e-mail becomes free again.
 */
export async function deleteUser(ctx: Pick<Ctx, 'db' | 'clock' | 'rateLimiter'>, viewer: Viewer, raw: DeleteUserInput): Promise<{ status: 'ok' }> {
  await confirmDeletion(ctx, viewer, raw);
  const now = ctx.clock.now();
  const userId = viewer.id;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(schema.users)
      .set({
        email: `deleted-${randomBytes(12).toString('hex')}@deleted.invalid`,
        password_hash: null,
        qrcode: null,
        first_name: '',
        last_name: '',
        position: null,
        company: null,
        country: null,
        biography: null,
        phone_number: null,
        phone_country_code: null,
        what_i_offer: null,
        what_i_need: null,
        goals: null,
        show_contact_details: false,
        facebook_profile: null,
        twitter_profile: null,
        linked_profile: null,
        youtube_profile: null,
        instagram_profile: null,
        picture: null,
        picture_id: null,
        locale: null,
        deleted_at: now,
      })
      .where(eq(schema.users.id, userId));
    await tx.delete(schema.social_identities).where(eq(schema.social_identities.user_id, userId));
    await tx.delete(schema.email_tokens).where(eq(schema.email_tokens.user_id, userId));
    await tx.delete(schema.event_memberships).where(eq(schema.event_memberships.user_id, userId));
    await tx.delete(schema.user_specific_field_responses).where(eq(schema.user_specific_field_responses.user_id, userId));
    await tx.delete(schema.event_join_requests).where(eq(schema.event_join_requests.user_id, userId));
    await revokeUserSessions(tx, userId, now);
  });
  return { status: 'ok' };
}

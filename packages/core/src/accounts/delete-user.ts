import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Ctx } from '../context.ts';
import { revokeUserSessions } from './revoke-sessions.ts';
import type { Viewer } from './viewer.ts';

/**
 * Deletes the viewer's account (SPEC §7 DELETE user). The row is anonymised rather than removed:
 * tickets, orders and invoices must stay (accounting law) and keep pointing at it. Everything
 * that identifies the person or lets them back in goes: profile fields, password, sign-in links,
 * social identities, event memberships and answers, sessions. The e-mail becomes free again.
 */
export async function deleteUser(ctx: Pick<Ctx, 'db' | 'clock'>, viewer: Viewer): Promise<{ status: 'ok' }> {
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

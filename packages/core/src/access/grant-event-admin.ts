import { schema } from '@foyer/db';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { emailField, nameField, newPasswordField, accountMessages } from '../accounts/account-fields.ts';
import { createUserRow } from '../accounts/create-user-row.ts';
import { findUserByEmail } from '../accounts/find-user.ts';
import { parseInput } from '../accounts/parse-input.ts';
import { hashPassword } from '../accounts/password-hash.ts';
import { revokeUserSessions } from '../accounts/revoke-sessions.ts';
import type { Ctx } from '../context.ts';
import { administratorTag } from './is-event-admin.ts';
import { entityId } from '../platform/input-vocabulary.ts';

export const grantEventAdminInput = z.object({
  event_id: entityId,
  email: emailField,
  password: newPasswordField.optional(),
  first_name: nameField(accountMessages.firstNameRequired).optional(),
  last_name: nameField(accountMessages.lastNameRequired).optional(),
});
export type GrantEventAdminInput = z.input<typeof grantEventAdminInput>;

export interface GrantEventAdminResult {
  email: string;
  user_identity_token: string;
  /** The account did not exist and was created, confirmed. */
  account_created: boolean;
  /** A password was set (new account, or the operator replaced a forgotten one). */
  password_set: boolean;
  /** The user was already an administrator of the event. */
  already_admin: boolean;
}

/**
 * The operator's way in (`foyer admin grant`): makes the owner of `email` an administrator of
 * the event (a joined membership tagged ADMINISTRATOR, SPEC §6). An unknown address gets a
 * confirmed account — the operator vouches for it — that signs in with `password` or, without
 * one, by magic link. A password given for an existing account replaces the old one and ends its
 * sessions, as a reset would. Running it twice changes nothing more.
 */
export async function grantEventAdmin(ctx: Pick<Ctx, 'db' | 'clock'>, raw: GrantEventAdminInput): Promise<GrantEventAdminResult> {
  const input = parseInput(grantEventAdminInput, raw);
  const now = ctx.clock.now();
  const password_hash = input.password ? await hashPassword(input.password) : null;
  return ctx.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, input.email);
    const account_created = !user;
    if (!user) {
      user = await createUserRow(tx, {
        email: input.email,
        first_name: input.first_name ?? input.email.split('@')[0]!,
        last_name: input.last_name ?? '',
        password_hash,
        email_confirmed_at: now,
        locale: null,
      });
    } else if (password_hash) {
      await tx
        .update(schema.users)
        .set({ password_hash, email_confirmed_at: user.email_confirmed_at ?? now })
        .where(eq(schema.users.id, user.id));
      await revokeUserSessions(tx, user.id, now);
    }
    const m = schema.event_memberships;
    const [before] = await tx
      .select({ tags: m.user_tags })
      .from(m)
      .where(and(eq(m.event_id, input.event_id), eq(m.user_id, user.id)));
    await tx
      .insert(m)
      .values({ event_id: input.event_id, user_id: user.id, joined: true, user_tags: [administratorTag], first_name: user.first_name, last_name: user.last_name })
      .onConflictDoUpdate({
        target: [m.event_id, m.user_id],
        // Keep the other tags; add ADMINISTRATOR once.
        set: {
          joined: true,
          user_tags: sql`case when ${administratorTag} = any(${m.user_tags}) then ${m.user_tags} else array_append(${m.user_tags}, ${administratorTag}) end`,
          updated_at: sql`now()`,
        },
      });
    return {
      email: user.email,
      user_identity_token: user.user_identity_token,
      account_created,
      password_set: password_hash !== null,
      already_admin: Boolean(before?.tags.includes(administratorTag)),
    };
  });
}

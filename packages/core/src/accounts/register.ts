import { z } from 'zod';
import type { Ctx } from '../context.ts';
import {
  accountMessages,
  consentsField,
  emailField,
  eventIdField,
  localeField,
  nameField,
  newPasswordField,
  passwordsMatch,
  passwordsMatchIssue,
  sourceField,
} from './account-fields.ts';
import { sendAccountMail } from './account-mail.ts';
import { createUserRow } from './create-user-row.ts';
import { accountLink, eventPageLink, findLinkEvent, type LinkEvent } from './event-link.ts';
import { findUserByEmail } from './find-user.ts';
import { parseInput } from './parse-input.ts';
import { hashPassword } from './password-hash.ts';
import { enforceRateLimits, registerLimits } from './rate-limit.ts';
import { recordUserConsents } from './record-consents.ts';
import { createEmailToken } from './tokens/email-token.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { mailLocale, toLocale } from './user-locale.ts';

export const registerInput = z
  .object({
    email: emailField,
    password: newPasswordField,
    password_confirmation: z.string({ error: accountMessages.passwordsNotMatching }),
    first_name: nameField(accountMessages.firstNameRequired),
    last_name: nameField(accountMessages.lastNameRequired),
    consents: consentsField,
    source: sourceField,
    event_id: eventIdField,
    locale: localeField,
  })
  .refine(passwordsMatch, passwordsMatchIssue);
export type RegisterInput = z.input<typeof registerInput>;

type RegisterCtx = Pick<Ctx, 'db' | 'jobs' | 'clock' | 'config'>;

/**
 * The address has an account already: its owner is told by e-mail (sign in, or reset the
 * password), and the caller gets the same answer as a new registration — so registering cannot
 * be used to find out who has an account here (issue #12). Nothing about the account changes.
 */
async function tellOwner(ctx: RegisterCtx, email: string, event: LinkEvent | null, requestedLocale?: string | null): Promise<void> {
  const owner = await findUserByEmail(ctx.db, email);
  if (!owner) return;
  await sendAccountMail(ctx, { kind: 'account_exists', to: owner.email, locale: mailLocale(owner.locale, requestedLocale), name: owner.first_name, url: eventPageLink(ctx, event, 'login'), event });
}

/**
 * Creates an unconfirmed account and e-mails the confirmation link; it does not sign in (the
 * link does, SPEC §4). An address that has an account already gets a mail saying so instead,
 * and the answer is the same (the password is hashed either way, so the time is too).
 */
export async function register(ctx: RegisterCtx & Pick<Ctx, 'rateLimiter'>, raw: RegisterInput, meta: { ip: string }): Promise<{ status: 'ok'; email: string }> {
  const input = parseInput(registerInput, raw);
  await enforceRateLimits(ctx, registerLimits(meta.ip, input.email));
  const event = await findLinkEvent(ctx, input.event_id);
  const [existing, password_hash] = await Promise.all([findUserByEmail(ctx.db, input.email), hashPassword(input.password)]);
  if (existing) {
    await tellOwner(ctx, input.email, event, input.locale);
    return { status: 'ok', email: input.email };
  }
  const locale = toLocale(input.locale);
  try {
    await ctx.db.transaction(async (tx) => {
      const user = await createUserRow(tx, {
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        password_hash,
        email_confirmed_at: null,
        locale,
      });
      await recordUserConsents(tx, user.id, input.consents);
      const token = await createEmailToken(tx, { userId: user.id, kind: 'confirmation', eventId: event?.id, source: input.source, now: ctx.clock.now() });
      await sendAccountMail(
        { db: tx, jobs: ctx.jobs },
        { kind: 'confirmation', to: user.email, locale: mailLocale(locale), name: user.first_name, url: accountLink(ctx, event, 'registration/confirm', token), event },
      );
    });
  } catch (err) {
    // Two registrations racing for one address: the unique index decides; the loser is told as above.
    if (!isUniqueViolation(err, 'users_email_uq')) throw err;
    await tellOwner(ctx, input.email, event, input.locale);
  }
  return { status: 'ok', email: input.email };
}

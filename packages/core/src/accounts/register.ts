import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
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
import { accountLink, findLinkEvent } from './event-link.ts';
import { findUserByEmail } from './find-user.ts';
import { parseInput } from './parse-input.ts';
import { hashPassword } from './password-hash.ts';
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

const emailTaken = () => new AppError('auth.email_taken', 'This e-mail address is already taken', 'email');

/**
 * Creates an unconfirmed account and e-mails the confirmation link; it does not sign in (the
 * link does, SPEC §4). The e-mail must be free among live accounts.
 */
export async function register(ctx: Pick<Ctx, 'db' | 'jobs' | 'clock' | 'config'>, raw: RegisterInput): Promise<{ status: 'ok'; email: string }> {
  const input = parseInput(registerInput, raw);
  const event = await findLinkEvent(ctx, input.event_id);
  if (await findUserByEmail(ctx.db, input.email)) throw emailTaken();
  const password_hash = await hashPassword(input.password);
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
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(err, 'users_email_uq')) throw emailTaken();
    throw err;
  }
  return { status: 'ok', email: input.email };
}

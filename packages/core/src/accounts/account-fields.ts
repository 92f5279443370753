import { z } from 'zod';
import type { ErrorCode } from '../errors.ts';
import { entityId, isOneLine, isText, oneLineMessage, textMessage } from '../platform/input-vocabulary.ts';

/**
 * The fields every account form shares (SPEC §5). The messages are SPEC's English texts; the UI
 * translates them through `accountMessageKeys` (namespace `accounts`, section `validation`).
 */
export const accountMessages = {
  invalidEmail: 'Invalid email address',
  passwordTooShort: 'Too short, use at least 7 characters',
  passwordsNotMatching: 'Passwords are not matching!',
  wrongPassword: 'Wrong password!',
  fieldRequired: 'Field is required',
  firstNameRequired: 'Wrong first name',
  lastNameRequired: 'Wrong last name',
  nameTooLong: 'At most 100 characters',
} as const;

/** English message → i18n key in the `accounts` namespace, for forms that show zod's messages. */
export const accountMessageKeys: Record<string, string> = {
  [accountMessages.invalidEmail]: 'validation.invalid_email',
  [accountMessages.passwordTooShort]: 'validation.password_too_short',
  [accountMessages.passwordsNotMatching]: 'validation.passwords_not_matching',
  [accountMessages.wrongPassword]: 'validation.wrong_password',
  [accountMessages.fieldRequired]: 'validation.field_required',
  [accountMessages.firstNameRequired]: 'validation.first_name_required',
  [accountMessages.lastNameRequired]: 'validation.last_name_required',
  [accountMessages.nameTooLong]: 'validation.name_too_long',
};

export const minPasswordLength = 7;
/** argon2 hashes whatever it is given; a cap keeps a megabyte "password" from costing CPU. */
const maxPasswordLength = 1024;

/** SPEC §5: the submitted e-mail is lowercased with all whitespace removed. */
export const normalizeEmail = (s: string): string => s.replace(/\s+/g, '').toLowerCase();

export const emailField = z
  .string({ error: accountMessages.invalidEmail })
  .overwrite(normalizeEmail)
  .max(254, accountMessages.invalidEmail)
  .regex(z.regexes.email, accountMessages.invalidEmail);

/** A password as typed at login: anything non-empty (the length rule applies to new ones only). */
export const currentPasswordField = z
  .string({ error: accountMessages.fieldRequired })
  .min(1, accountMessages.fieldRequired)
  .max(maxPasswordLength, accountMessages.wrongPassword);

/** Issues carry the error code the API answers with (see parseInput and the auth routes' hook). */
const withCode = (code: ErrorCode) => ({ params: { code } });

export const newPasswordField = z
  .string({ error: accountMessages.fieldRequired })
  .max(maxPasswordLength, accountMessages.passwordTooShort)
  .refine((s) => s.length >= minPasswordLength, { message: accountMessages.passwordTooShort, ...withCode('auth.password_too_short') });

/** Adds "password_confirmation must equal password" to an object schema with both fields. */
export const passwordsMatch = <T extends { password: string; password_confirmation: string }>(v: T) => v.password === v.password_confirmation;
export const passwordsMatchIssue = {
  path: ['password_confirmation'],
  message: accountMessages.passwordsNotMatching,
  ...withCode('auth.passwords_not_matching'),
  // Also checked when other fields failed, so a form shows every problem after one submit.
  when: (p: { value: unknown }) => {
    const v = p.value as { password?: unknown; password_confirmation?: unknown } | undefined;
    return typeof v?.password === 'string' && typeof v.password_confirmation === 'string';
  },
};

/** `message` says the name is missing (SPEC's "Wrong first name", shown as "Enter your first name"). */
export const nameField = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, accountMessages.nameTooLong).refine(isText, textMessage).refine(isOneLine, oneLineMessage);

export const consentItem = z.object({
  consent_schema_id: entityId,
  version_number: entityId,
  accepted: z.boolean(),
});
export type ConsentItem = z.infer<typeof consentItem>;

export const consentsField = z.array(consentItem).max(100).default([]);

/** The event a flow started from: its landing page is where e-mailed links lead back to. */
export const eventIdField = entityId.nullish();
/** SPEC §9: the registration source is a fixed marker set by the client. */
export const sourceField = z.string().trim().max(100).nullish();
export const localeField = z.string().trim().max(35).nullish();
export const deviceIdField = z.string().trim().max(200).nullish();
/** Opaque tokens from e-mailed links (43 characters); anything else is simply not found. */
export const linkTokenField = z.string({ error: accountMessages.fieldRequired }).trim().min(1, accountMessages.fieldRequired).max(512);

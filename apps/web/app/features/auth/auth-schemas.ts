import { z } from 'zod';
import {
  accountMessages,
  currentPasswordField,
  emailField,
  nameField,
  newPasswordField,
  passwordsMatch,
  passwordsMatchIssue,
} from '@foyer/core/accounts/account-fields';

/**
 * The forms' schemas, built from the account fields the services' own input schemas are made of
 * (same rules, same messages) but without the services' modules, which must not reach the
 * browser bundle. Actions parse with these, then the services validate again.
 */
export const consentRequiredMessage = 'auth:validation.consent_required';

export const loginFormSchema = z.object({ email: emailField, password: currentPasswordField });
export const emailFormSchema = z.object({ email: emailField });

const newPasswords = { password: newPasswordField, password_confirmation: z.string({ error: accountMessages.passwordsNotMatching }) };

export const resetPasswordFormSchema = z.object({ token: z.string().default(''), ...newPasswords }).refine(passwordsMatch, passwordsMatchIssue);

/** A custom consent checkbox of the registration form is named by its schema id. */
export const consentFieldName = (id: number) => `consent_${id}`;

/** One checkbox per consent; a required one must be ticked ('on'), an optional one may be absent. */
function consentBoxes(consents: readonly { id: number; required: boolean }[]) {
  return Object.fromEntries(
    consents.map((c) => [consentFieldName(c.id), c.required ? z.literal('on', { error: consentRequiredMessage }) : z.string().optional()]),
  );
}

/** Registration: the account fields plus the event's custom consents. */
export function registerFormSchema(consents: readonly { id: number; required: boolean }[]) {
  return z
    .object({
      first_name: nameField(accountMessages.firstNameRequired),
      last_name: nameField(accountMessages.lastNameRequired),
      email: emailField,
      ...newPasswords,
      ...consentBoxes(consents),
    })
    .refine(passwordsMatch, passwordsMatchIssue);
}

/** The missing-system-consents dialog. */
export const systemConsentsFormSchema = (consents: readonly { id: number; required: boolean }[]) => z.object(consentBoxes(consents));

/** SPEC §5: social sign-in consents, terms and GDPR both ticked; names too for Apple. */
export function socialConsentFormSchema(needsNames: boolean) {
  const tick = z.literal('on', { error: consentRequiredMessage });
  const names = needsNames ? { first_name: nameField(accountMessages.firstNameRequired), last_name: nameField(accountMessages.lastNameRequired) } : {};
  return z.object({ terms: tick, gdpr: tick, ...names });
}

/**
 * SPEC §5: each consent is sent accepted only when its value is exactly true (a ticked box);
 * schema ids and versions come from the server's list, never from the form.
 */
export function consentAnswers(consents: readonly { id: number; version_number: number }[], form: FormData | URLSearchParams) {
  return consents.map((c) => ({ consent_schema_id: c.id, version_number: c.version_number, accepted: form.get(consentFieldName(c.id)) === 'on' }));
}

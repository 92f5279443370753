import { z } from 'zod';
import {
  accountMessages,
  currentPasswordField,
  emailField,
  newPasswordField,
  passwordsMatch,
  passwordsMatchIssue,
} from '@foyer/core/accounts/account-fields';

/*
 * The browser-side twins of the change-password and change-e-mail inputs. The services' own
 * modules also import password hashing and the database, which cannot go to the browser, so
 * these are composed here from the same shared field rules (account-fields); the actions still
 * parse with the services' own schemas, which stay the authority.
 */

/** SPEC §5: current_password, password and password_confirmation. */
export const changePasswordForm = z
  .object({
    // Absent when the account has no password yet (the server knows which: changePassword).
    current_password: z.preprocess((v) => (v === '' || v === null ? undefined : v), currentPasswordField.optional()),
    password: newPasswordField,
    password_confirmation: z.string({ error: accountMessages.passwordsNotMatching }),
  })
  .refine(passwordsMatch, passwordsMatchIssue);

/** SPEC §5: an e-mail change needs the current password. */
export const changeEmailForm = z.object({
  email: emailField,
  current_password: currentPasswordField,
});

import { z } from 'zod';
import { emailField, eventIdField, localeField, sourceField } from './account-fields.ts';

/** SPEC §7: magic_link, password/forgot and confirm/resend all send {email, event_id, source}. */
export const emailLinkInput = z.object({
  email: emailField,
  event_id: eventIdField,
  source: sourceField,
  locale: localeField,
});
export type EmailLinkInput = z.input<typeof emailLinkInput>;

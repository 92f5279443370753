import { z } from 'zod';
import { accountMessages, deviceIdField, localeField } from '../account-fields.ts';

/** SPEC §7 sign_in_* bodies share {token, gdpr?}; gdpr counts only when it is exactly true (SPEC §5). */
export const socialInputBase = {
  token: z.string({ error: accountMessages.fieldRequired }).trim().min(1, accountMessages.fieldRequired).max(8192),
  gdpr: z.boolean().nullish(),
  locale: localeField,
  device_id: deviceIdField,
};

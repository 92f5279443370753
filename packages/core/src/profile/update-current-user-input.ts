import { z } from 'zod';
import { locales } from '@foyer/i18n';
import { countryCodes } from './country-codes.ts';
import { entityId, isOneLine, isText, oneLineMessage, textMessage } from '../platform/input-vocabulary.ts';

/** Optional free text: undefined leaves the field alone, '' or null clears it. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(isText, textMessage)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const name = z.string().trim().min(1, 'Field is required').max(100, 'At most 100 characters').refine(isText, textMessage).refine(isOneLine, oneLineMessage);

/** SPEC §5: URLs must start with http (and be URLs at all). */
const url = text(500).refine((v) => v == null || (/^https?:\/\//i.test(v) && URL.canParse(v)), 'URLs must start with http');

/** SPEC §5/§9: a phone number has at least 7 digits; spaces, dashes and brackets are dropped. */
const phone = text(40)
  .transform((v) => (v == null ? v : v.replace(/[\s\-().]/g, '')))
  .refine((v) => v == null || /^\d{7,15}$/.test(v), 'Invalid phone number (at least 7 digits)');

const phoneCode = text(6)
  .transform((v) => (v == null ? v : `+${v.replace(/^\+/, '')}`))
  .refine((v) => v == null || /^\+\d{1,4}$/.test(v), 'Invalid country calling code');

const country = text(2)
  .transform((v) => v?.toUpperCase() ?? v)
  .refine((v) => v == null || countryCodes.has(v), 'Choose a country from the list');

/** SPEC §7 PUT current_user; the SPEC §3 profile fields. */
export const updateCurrentUserInput = z.object({
  first_name: name,
  last_name: name,
  position: text(200),
  company: text(200),
  country,
  biography: text(2000),
  phone_number: phone,
  phone_country_code: phoneCode,
  what_i_offer: text(1000),
  what_i_need: text(1000),
  goals: text(1000),
  show_contact_details: z.boolean().optional(),
  facebook_profile: url,
  twitter_profile: url,
  linked_profile: url,
  youtube_profile: url,
  instagram_profile: url,
  /** The user's own upload (POST attachments) to use as the photo; null removes the photo. */
  attachment_id: entityId.nullable().optional(),
  /** Accepted so a client may send the whole form; a different address must go through PUT current_user/email. */
  email: z.string().optional(),
  locale: z.enum(locales).optional(),
});

export type UpdateCurrentUserInput = z.input<typeof updateCurrentUserInput>;

import { z } from 'zod';
import { locales } from '@foyer/i18n';
import { entityId, isText, textMessage } from '../platform/input-vocabulary.ts';
import { countryCodes } from '../profile/country-codes.ts';

/** Optional free text: '' or null clears it; NUL bytes and lone surrogates are refused. */
const opt = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(isText, textMessage)
    .nullable()
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

const required = (max: number) => z.string().trim().min(1, 'Field is required').max(max, `At most ${max} characters`).refine(isText, textMessage);

/** SPEC §5: URLs must start with http (and be URLs at all). */
const url = opt(500).refine((v) => v == null || (/^https?:\/\//i.test(v) && URL.canParse(v)), 'URLs must start with http');
const email = opt(200).refine((v) => v == null || z.email().safeParse(v).success, 'Invalid e-mail address');
/** SPEC §5/§9: at least 7 digits; spaces, dashes and brackets are dropped. */
const phone = opt(40)
  .transform((v) => (v == null ? v : v.replace(/[\s\-().]/g, '')))
  .refine((v) => v == null || /^\+?\d{7,15}$/.test(v), 'Invalid phone number (at least 7 digits)');
const phoneCode = opt(6)
  .transform((v) => (v == null ? v : `+${v.replace(/^\+/, '')}`))
  .refine((v) => v == null || /^\+\d{1,4}$/.test(v), 'Invalid country calling code');
const locale = z.enum(locales);
const ids = (max: number) => z.array(entityId).max(max, `At most ${max}`).default([]).transform((a) => [...new Set(a)]);

const socials = {
  facebook_profile: url,
  twitter_profile: url,
  linked_profile: url,
  youtube_profile: url,
  instagram_profile: url,
};

/** SPEC §3 exhibitor contact person, update variant: its description per locale. */
export const contactPersonInput = z.object({
  first_name: required(100),
  last_name: required(100),
  description: opt(1000),
  phone,
  phone_country_code: phoneCode,
  email,
  picture_id: entityId.nullable().optional().transform((v) => v ?? null),
  translations: z.array(z.object({ locale, description: opt(1000) })).max(locales.length).default([]),
});

/** SPEC §3 exhibitor_update_translations: name, scope and description in one of the event's locales. */
export const exhibitorTranslationInput = z.object({ locale, name: opt(200), scope_description: opt(500), description: opt(20000) });

/**
 * SPEC §3 "Exhibitor form fields" (POST …/updates `updated_exhibitor`). The logo and banner are
 * uploads (POST attachments) by id; leaving one out keeps the current picture, null removes it.
 */
export const updatedExhibitorInput = z.object({
  name: required(200),
  scope_description: opt(500),
  description: opt(20000),
  www: url,
  video_call_url: url,
  promotion_film_url: url,
  email,
  phone,
  phone_country_code: phoneCode,
  ...socials,
  /** SPEC §6 "only for logged-in users": contact details, and social links. */
  for_logged_contact: z.boolean().default(false),
  for_logged_sm: z.boolean().default(false),
  tag_ids: ids(50),
  /** Attendees shown as contacts, by user_identity_token. */
  contact_users: z.array(z.string().trim().min(1).max(200).refine(isText, textMessage)).max(20, 'At most 20').default([]),
  contact_people: z.array(contactPersonInput).max(20, 'At most 20').default([]),
  attachment_ids: ids(20),
  logo_id: entityId.nullable().optional(),
  banner_id: entityId.nullable().optional(),
  translations: z.array(exhibitorTranslationInput).max(locales.length).default([]),
});
export type UpdatedExhibitorInput = z.input<typeof updatedExhibitorInput>;

export const extraNote = opt(2000);

export const submitExhibitorUpdateInput = z.object({ updated_exhibitor: updatedExhibitorInput, extra_note: extraNote });
export type SubmitExhibitorUpdateInput = z.input<typeof submitExhibitorUpdateInput>;

/** SPEC §3 speakers: what a speaker's moderator may change (their profile, not order or VIP). */
export const updatedSpeakerInput = z.object({
  first_name: required(100),
  last_name: required(100),
  position: opt(200),
  company: opt(200),
  description: opt(20000),
  country: opt(2)
    .transform((v) => v?.toUpperCase() ?? v)
    .refine((v) => v == null || countryCodes.has(v), 'Choose a country from the list'),
  show_public_data: z.boolean().default(true),
  phone,
  email,
  ...socials,
  picture_id: entityId.nullable().optional(),
  translations: z.array(z.object({ locale, position: opt(200), description: opt(20000) })).max(locales.length).default([]),
});
export const submitSpeakerUpdateInput = z.object({ updated_speaker: updatedSpeakerInput, extra_note: extraNote });
export type SubmitSpeakerUpdateInput = z.input<typeof submitSpeakerUpdateInput>;

export const rejectInput = z.object({ rejection_note: z.string().trim().min(1, 'Field is required').max(2000).refine(isText, textMessage) });

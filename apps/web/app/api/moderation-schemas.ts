import { z } from '@hono/zod-openapi';
import { locales } from '@foyer/i18n';
import { coercedId } from '@foyer/core/platform/input-vocabulary';

/**
 * OpenAPI shapes of the moderator and review calls (SPEC §3 Exhibitor update, exhibitor form
 * fields). Bodies are checked here for shape and again, field by field, by core's
 * moderation/update-input.ts, which names the failing field (updated_exhibitor.translations.0.locale).
 */
const id = (name: string) => coercedId().openapi({ param: { name, in: 'path' }, example: 1 });
export const ModeratorParams = z.object({ eventId: id('eventId') });
export const ExhibitorParams = z.object({ eventId: id('eventId'), componentId: id('componentId'), exhibitorId: id('exhibitorId') });
export const ExhibitorUpdateParams = ExhibitorParams.extend({ updateId: id('updateId') });
export const SpeakerParams = z.object({ eventId: id('eventId'), componentId: id('componentId'), speakerId: id('speakerId') });
export const SpeakerUpdateParams = SpeakerParams.extend({ updateId: id('updateId') });
export const ReviewParams = z.object({
  eventId: id('eventId'),
  kind: z.enum(['exhibitor', 'speaker']).openapi({ param: { name: 'kind', in: 'path' }, example: 'exhibitor' }),
  updateId: id('updateId'),
});

const str = (max: number) => z.string().max(max).nullable().optional();
const locale = z.enum(locales);
const socials = { facebook_profile: str(500), twitter_profile: str(500), linked_profile: str(500), youtube_profile: str(500), instagram_profile: str(500) };

const ContactPersonInput = z.object({
  first_name: z.string().max(100),
  last_name: z.string().max(100),
  description: str(1000),
  phone: str(40),
  phone_country_code: str(6),
  email: str(200),
  picture_id: z.number().int().nullable().optional(),
  translations: z.array(z.object({ locale, description: str(1000) })).max(9).optional().openapi({ description: 'The description per event locale (SPEC §3 update variant)' }),
});

export const SubmitExhibitorUpdateBody = z
  .object({
    updated_exhibitor: z.object({
      name: z.string().max(200).openapi({ example: 'Acme' }),
      scope_description: str(500),
      description: str(20000),
      www: str(500),
      video_call_url: str(500),
      promotion_film_url: str(500),
      email: str(200),
      phone: str(40),
      phone_country_code: str(6),
      ...socials,
      for_logged_contact: z.boolean().optional(),
      for_logged_sm: z.boolean().optional(),
      tag_ids: z.array(z.number().int()).max(50).optional().openapi({ description: 'Exhibitor tags of this event (GET events/{eventId}/tags/tag_exhibitors)' }),
      contact_users: z.array(z.string().max(200)).max(20).optional().openapi({ description: 'Joined attendees shown as contacts, by user_identity_token' }),
      contact_people: z.array(ContactPersonInput).max(20).optional(),
      attachment_ids: z.array(z.number().int()).max(20).optional().openapi({ description: 'The caller’s uploads (POST attachments) or files the exhibitor already shows' }),
      logo_id: z.number().int().nullable().optional().openapi({ description: 'An upload: .jpg or .png, 1:1 by its real pixel size (422 moderation.image_ratio / image_format). Left out: keep; null: remove' }),
      banner_id: z.number().int().nullable().optional().openapi({ description: 'An upload: .jpg or .png, 19:10. Left out: keep; null: remove' }),
      translations: z.array(z.object({ locale, name: str(200), scope_description: str(500), description: str(20000) })).max(9).optional()
        .openapi({ description: 'exhibitor_update_translations: one per locale the event offers (422 moderation.locale_not_offered otherwise)' }),
    }),
    extra_note: str(2000).openapi({ description: 'A note for the reviewer' }),
  })
  .openapi('SubmitExhibitorUpdate');

export const SubmitSpeakerUpdateBody = z
  .object({
    updated_speaker: z.object({
      first_name: z.string().max(100),
      last_name: z.string().max(100),
      position: str(200),
      company: str(200),
      description: str(20000),
      country: str(2),
      show_public_data: z.boolean().optional(),
      phone: str(40),
      email: str(200),
      ...socials,
      picture_id: z.number().int().nullable().optional().openapi({ description: 'An upload: .jpg or .png, square. Left out: keep; null: remove' }),
      translations: z.array(z.object({ locale, position: str(200), description: str(20000) })).max(9).optional(),
    }),
    extra_note: str(2000),
  })
  .openapi('SubmitSpeakerUpdate');

export const RejectBody = z.object({ rejection_note: z.string().max(2000).openapi({ example: 'Please use your full company name.' }) }).openapi('RejectUpdate');

const Status = z.enum(['pending', 'accepted', 'rejected']).openapi({ description: 'SPEC §4; canceled updates are hidden' });
const updateCommon = {
  id: z.number().int(),
  status: Status,
  created_at: z.string(),
  updated_at: z.string(),
  extra_note: z.string().nullable(),
  rejection_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
};
export const ExhibitorUpdateRecord = z
  .object({
    ...updateCommon,
    exhibitor_id: z.number().int(),
    event_component_id: z.number().int(),
    updated_exhibitor: z.looseObject({ name: z.string().nullable() }),
    translations: z.array(z.object({ locale: z.string(), name: z.string().nullable(), scope_description: z.string().nullable(), description: z.string().nullable() })),
  })
  .openapi('ExhibitorUpdate');
export const SpeakerUpdateRecord = z.object({ ...updateCommon, speaker_id: z.number().int(), updated_speaker: z.looseObject({}) }).openapi('SpeakerUpdate');

export const ModeratorAccesses = z
  .object({
    exhibitors: z.array(z.object({ id: z.number().int(), event_component_id: z.number().int(), name: z.string(), picture: z.string().nullable() })),
    speakers: z.array(z.object({ id: z.number().int(), event_component_id: z.number().int(), first_name: z.string(), last_name: z.string(), picture: z.string().nullable() })),
  })
  .openapi('ModeratorAccesses');

export const ExhibitorTranslations = z
  .object({ translations: z.array(z.object({ locale: z.string(), name: z.string().nullable(), scope_description: z.string().nullable(), description: z.string().nullable() })) })
  .openapi('ExhibitorTranslations');

const DiffRow = z.object({ field: z.string(), locale: z.string().nullable(), kind: z.enum(['text', 'flag', 'image', 'list']), old: z.string().nullable(), new: z.string().nullable(), changed: z.boolean() });
export const ReviewQueue = z
  .object({
    reviews: z.array(
      z.object({
        kind: z.enum(['exhibitor', 'speaker']),
        id: z.number().int(),
        target_id: z.number().int(),
        target_name: z.string(),
        moderator: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
        created_at: z.string(),
        extra_note: z.string().nullable(),
        diff: z.array(DiffRow),
      }),
    ),
  })
  .openapi('ReviewQueue');
export const DecisionBody = z.object({ status: z.enum(['accepted', 'rejected']) }).openapi('ReviewDecision');

import { z } from '@hono/zod-openapi';
import { ErrorEnvelope } from './schemas.ts';

/** OpenAPI schemas of the consent, access and profile calls; field names are SPEC §3's. */
export const StatusOkBody = z.object({ status: z.literal('ok') }).openapi('AccessStatusOk');

const problem = (description: string) => ({ description, content: { 'application/json': { schema: ErrorEnvelope } } });

export const accessErrorResponses = {
  401: problem('Not signed in, or a bad token'),
  403: problem('Not allowed: common.forbidden, access.*, auth.whitelist or auth.missing_system_consents'),
  404: problem('Unknown event or id'),
  413: problem('Upload too large (attachment.too_large)'),
  422: problem('Invalid input; the field is named'),
  429: problem('Too many attempts (common.rate_limited)'),
} as const;

export const ok = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { 'application/json': { schema } } },
  ...accessErrorResponses,
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

export const EventAccessBody = z
  .object({
    login_required: z.boolean(),
    authorised: z.boolean(),
    joined: z.boolean(),
    code_required: z.boolean(),
    code_valid: z.boolean(),
    has_access: z.boolean(),
    whitelisted: z.boolean(),
    join_request: z.enum(['pending', 'approved', 'rejected']).nullable(),
    is_admin: z.boolean(),
  })
  .openapi('EventAccess');

export const SpecificField = z
  .object({ id: z.number().int(), name: z.string(), required: z.boolean(), response: z.string().nullable() })
  .openapi('SpecificField');

export const JoinRequest = z
  .object({
    id: z.number().int(),
    status: z.enum(['pending', 'approved', 'rejected']),
    created_at: z.string(),
    decided_at: z.string().nullable(),
    user: z.object({ user_identity_token: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() }),
  })
  .openapi('JoinRequest');

export const ConsentSchemaBody = z
  .object({
    id: z.number().int(),
    key: z.string(),
    required: z.boolean(),
    display_type: z.enum(['checkbox', 'text']),
    version_number: z.number().int(),
    display_config: z.object({
      text: z.string(),
      placeholders: z.record(z.string(), z.object({ label: z.string(), url: z.string() })),
      expandable: z.boolean(),
    }),
  })
  .openapi('ConsentSchema');

export const MissingConsent = z.object({ id: z.number().int(), version_number: z.number().int() }).openapi('MissingSystemConsent');

export const UserConsent = z
  .object({ consent_schema_id: z.number().int(), key: z.string(), version_number: z.number().int(), accepted: z.boolean(), updated_at: z.string() })
  .openapi('UserConsent');

const s = z.string().nullable();
export const CurrentUserBody = z
  .object({
    user_identity_token: z.string(),
    user_external_uuid: z.string(),
    qrcode: s,
    first_name: z.string(),
    last_name: z.string(),
    position: s,
    company: s,
    country: s,
    biography: s,
    email: z.string(),
    phone_number: s,
    phone_country_code: s,
    what_i_offer: s,
    what_i_need: s,
    goals: s,
    show_contact_details: z.boolean(),
    facebook_profile: s,
    twitter_profile: s,
    linked_profile: s,
    youtube_profile: s,
    instagram_profile: s,
    picture: s,
    picture_id: z.number().int().nullable(),
    locale: s,
  })
  .openapi('CurrentUser');

export const AttachmentBody = z.object({ id: z.number().int(), file_url: z.string(), file_name: z.string() }).openapi('Attachment');

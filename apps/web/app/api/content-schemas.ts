import { z } from '@hono/zod-openapi';
import { errorResponses } from './schemas.ts';
import { coercedId } from '@foyer/core/platform/input-vocabulary';

/** Path params of the component-scoped content calls. */
const id = (name: string) => coercedId().openapi({ param: { name, in: 'path' }, example: 1 });
export const ComponentParams = z.object({ eventId: id('eventId'), componentId: id('componentId') });
export const ItemParams = ComponentParams.extend({ id: id('id') });

const Tag = z.object({ id: z.number(), value: z.string(), hex: z.string() }).openapi('ContentTag');
const ContactPerson = z.looseObject({ id: z.number(), first_name: z.string(), last_name: z.string(), phone: z.string().nullable(), email: z.string().nullable() });

export const Speaker = z.looseObject({ id: z.number(), first_name: z.string(), last_name: z.string(), vip: z.boolean(), order: z.number(), phone: z.string().nullable(), email: z.string().nullable() }).openapi('Speaker');
export const SpeakerDetails = Speaker.extend({
  agenda_sessions: z.array(z.object({ id: z.number(), name: z.string(), time_start: z.string(), time_end: z.string() })),
}).openapi('SpeakerDetails');

export const Exhibitor = z.looseObject({
  id: z.number(), name: z.string(), vip: z.boolean(), order: z.number(),
  tags_exhibitors: z.array(Tag), exhibitor_contact_people: z.array(ContactPerson),
}).openapi('Exhibitor');
export const ExhibitorDetails = Exhibitor.extend({
  exhibitor_attachments: z.array(z.looseObject({ id: z.number(), file_url: z.string(), file_name: z.string() })),
  exhibitor_contact_users: z.array(z.object({ user_identity_token: z.string(), first_name: z.string(), last_name: z.string(), picture: z.string().nullable() })),
}).openapi('ExhibitorDetails');

export const PartnerCategory = z.object({
  id: z.number(), event_component_id: z.number(), order: z.number(), level: z.number(), name: z.string(),
  partners: z.array(z.looseObject({ id: z.number(), name: z.string(), partner_contact_persons: z.array(ContactPerson) })),
}).openapi('PartnerCategory');

export const AgendaSession = z.looseObject({
  id: z.number(), name: z.string(), time_start: z.string(), time_end: z.string(),
  registration: z.boolean(), registration_limit: z.number().nullable(),
  tag_agenda_place: Tag.nullable(), tag_agenda_path: Tag.nullable(),
  agenda_session_day: z.object({ id: z.number(), only_date: z.string() }).nullable(),
  speakers: z.array(z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), picture: z.string().nullable() })),
}).openapi('AgendaSession');

export const ExhibitorTag = Tag;

const accessErrors = {
  401: { description: 'Login required (close/whitelist event) or bad token', content: { 'application/json': { schema: errorResponses[404].content['application/json'].schema } } },
  403: { description: 'Not joined, or access code missing/wrong', content: { 'application/json': { schema: errorResponses[404].content['application/json'].schema } } },
} as const;

export const jsonOk = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { 'application/json': { schema } } },
  ...errorResponses,
  ...accessErrors,
});

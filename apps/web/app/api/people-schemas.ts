import { z } from '@hono/zod-openapi';
import { ATTENDEE_SEARCH_PAGE, ATTENDEES_PAGE } from '@foyer/core/people/people-page';
import { MAX_SIMILAR_PAGE, SIMILAR_PAGE } from '@foyer/core/people/list-similar-users';
import { coercedId, MAX_INT32 } from '@foyer/core/platform/input-vocabulary';

/** OpenAPI schemas of the attendee calls (SPEC §3 users, §7 Attendees). */
export const UserRecordSchema = z
  .object({
    user_identity_token: z.string(),
    user_external_uuid: z.string(),
    qrcode: z.string().nullable().openapi({ description: 'Only for the user themself' }),
    first_name: z.string(),
    last_name: z.string(),
    position: z.string().nullable(),
    company: z.string().nullable(),
    country: z.string().nullable(),
    biography: z.string().nullable(),
    email: z.string().nullable().openapi({ description: 'Null unless show_contact_details or the viewer is this user' }),
    phone_number: z.string().nullable().openapi({ description: 'Null unless show_contact_details or the viewer is this user' }),
    what_i_offer: z.string().nullable(),
    what_i_need: z.string().nullable(),
    show_contact_details: z.boolean(),
    facebook_profile: z.string().nullable(),
    twitter_profile: z.string().nullable(),
    linked_profile: z.string().nullable(),
    youtube_profile: z.string().nullable(),
    instagram_profile: z.string().nullable(),
    picture: z.string().nullable(),
    is_friend: z.boolean(),
    is_attendee: z.boolean(),
    user_tags: z.array(z.string()),
  })
  .openapi('User');

export const PeoplePageBody = z
  .object({
    users: z.array(UserRecordSchema),
    meta: z.object({
      all_items: z.number().int(),
      is_more: z.boolean(),
      max_id: z.number().int().nullable().openapi({ description: 'Pass as max_id to get the next page; null on an empty page' }),
    }),
  })
  .openapi('PeoplePage');

export const CURSOR_NOTE =
  'Sorted by last name, first name, then row id. Paging is by keyset: pass meta.max_id of a page (the id of its last ' +
  'membership or session attendance row, not a user id) as max_id to get the rows after it. limit is capped at 100.';

const limit = (fallback: number) =>
  z.coerce.number().int().min(1).max(MAX_INT32).default(fallback).openapi({ param: { name: 'limit', in: 'query' }, example: fallback });
const maxId = coercedId().optional().openapi({ param: { name: 'max_id', in: 'query' } });
const search = z.string().max(200).optional().openapi({ param: { name: 'search', in: 'query' }, example: 'nowak' });

export const ListQuery = z.object({ limit: limit(ATTENDEES_PAGE), max_id: maxId });
export const SearchQuery = z.object({ limit: limit(ATTENDEE_SEARCH_PAGE), max_id: maxId, search });

const idParam = (name: string) => coercedId().openapi({ param: { name, in: 'path' }, example: 1 });
export const SessionParams = z.object({ eventId: idParam('eventId'), sessionId: idParam('sessionId') });
export const ComponentParams = z.object({ eventId: idParam('eventId'), componentId: idParam('componentId') });
export const UserTokenParam = z.object({
  user_identity_token: z.string().min(1).max(200).openapi({ param: { name: 'user_identity_token', in: 'path' } }),
});

export const SimilarQuery = z.object({
  user_identity_token: z.string().min(1).max(200).openapi({ param: { name: 'user_identity_token', in: 'query' }, description: 'Whose similar people; a joined member of the event' }),
  limit: z.coerce.number().int().min(1).max(MAX_SIMILAR_PAGE).default(SIMILAR_PAGE).openapi({ param: { name: 'limit', in: 'query' }, example: SIMILAR_PAGE }),
});

export const SimilarUsersBody = z
  .object({
    users: z.array(
      UserRecordSchema.extend({
        common_agenda_sessions: z.number().int().openapi({ description: 'Sessions both have in my schedule' }),
        common_components: z.number().int().openapi({ description: 'Access-limited components both may open' }),
        common_user_tags: z.array(z.string()).openapi({ description: 'user_tags both carry (role tags excluded)' }),
      }),
    ),
  })
  .openapi('SimilarUsers');

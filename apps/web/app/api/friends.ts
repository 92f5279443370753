import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { acceptFriend, declineFriend, inviteFriend, removeFriend } from '@foyer/core/friends/friend-actions';
import { openFriends } from '@foyer/core/friends/friend-scope';
import { FRIEND_SEARCH_PAGE, FRIENDS_PAGE, listFriends, listInvitations } from '@foyer/core/friends/list-friends';
import { coercedId, MAX_INT32 } from '@foyer/core/platform/input-vocabulary';
import { xAccess } from './access-levels.ts';
import { jsonBody, ok, StatusOkBody } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { UserRecordSchema } from './people-schemas.ts';
import { optionalViewer, requestMeta } from './viewer.ts';

const tags = ['friends'];
const SCOPE =
  ' Friends belong to one event: the X-App-Id event, of which the caller must be a joined member or administrator ' +
  '(401 for guests, 403 access.not_joined otherwise, 422 friends.event_required without X-App-Id).';

const limit = (fallback: number) =>
  z.coerce.number().int().min(1).max(MAX_INT32).default(fallback).openapi({ param: { name: 'limit', in: 'query' }, example: fallback, description: 'Capped at 100' });
const token = z.string().min(1).max(200);
const IdParam = z.object({
  id: token.openapi({ param: { name: 'id', in: 'path' }, description: 'The other user’s user_identity_token' }),
});

const FriendsPageBody = z
  .object({
    friends: z.array(UserRecordSchema),
    meta: z.object({
      all_items: z.number().int(),
      is_more: z.boolean(),
      max_id: z.number().int().nullable().openapi({ description: 'Pass as max_id for the next page (a friendship id); null on an empty page' }),
    }),
  })
  .openapi('FriendsPage');
const FriendInvitationBody = z
  .object({
    user: UserRecordSchema,
    type: z.enum(['pending', 'requested']).openapi({ description: 'pending: waits for the caller’s answer; requested: the caller sent it' }),
    created_at: z.string(),
  })
  .openapi('FriendInvitation');

const SORTED = 'Sorted by last name, then first name (SPEC §9); keyset paging with meta.max_id.';

const list = createRoute({
  ...xAccess('member'),
  method: 'get', path: '/friends', tags, summary: "The caller's friends in the event",
  description: SORTED + SCOPE,
  request: { query: z.object({ limit: limit(FRIENDS_PAGE), max_id: coercedId().optional().openapi({ param: { name: 'max_id', in: 'query' } }) }) },
  responses: ok(FriendsPageBody, 'One page of friends'),
});
const search = createRoute({
  ...xAccess('member'),
  method: 'get', path: '/friends/search', tags, summary: "Search the caller's friends",
  description: `Matches first name, last name, company and position, ignoring case and accents. ${SORTED}${SCOPE}`,
  request: {
    query: z.object({
      limit: limit(FRIEND_SEARCH_PAGE),
      max_id: coercedId().optional().openapi({ param: { name: 'max_id', in: 'query' } }),
      search: z.string().max(200).openapi({ param: { name: 'search', in: 'query' }, example: 'nowak' }),
    }),
  },
  responses: ok(FriendsPageBody, 'One page of matching friends'),
});
const pending = createRoute({
  ...xAccess('member'),
  method: 'get', path: '/friends/pending', tags, summary: 'Invitations waiting for the caller (pending) and sent by them (requested), newest first',
  description: SCOPE.trim(),
  responses: ok(z.object({ friend_invitations: z.array(FriendInvitationBody) }), 'The invitations'),
});
const invite = createRoute({
  ...xAccess('member'),
  method: 'post', path: '/friends', tags, summary: 'Invite a joined member of the event to be friends',
  description:
    'One invitation per pair: inviting again while it is pending answers the same invitation. 422 friends.self, ' +
    'friends.already_friends, or friends.invitation_received (they invited the caller: accept theirs); 404 friends.user_not_found ' +
    'for someone who is not a joined member. The invited user gets a friends notification.' + SCOPE,
  request: jsonBody(z.object({ user_identity_token: token })),
  responses: ok(FriendInvitationBody, 'The invitation'),
});
const accept = createRoute({
  ...xAccess('member'),
  method: 'patch', path: '/friends/accept/{id}', tags, summary: 'Accept the invitation the user {id} sent the caller',
  description: 'Only the invited user accepts: anything else is 404 friends.invitation_not_found. The inviter is notified.' + SCOPE,
  request: { params: IdParam }, responses: ok(UserRecordSchema, 'The new friend'),
});
const decline = createRoute({
  ...xAccess('member'),
  method: 'patch', path: '/friends/decline/{id}', tags, summary: 'Decline an invitation from {id}, or cancel one sent to them',
  description: '404 friends.invitation_not_found when no invitation is pending between them.' + SCOPE,
  request: { params: IdParam }, responses: ok(StatusOkBody, 'Removed'),
});
const remove = createRoute({
  ...xAccess('member'),
  method: 'patch', path: '/friends/remove/{id}', tags, summary: 'End the friendship with {id}',
  description: '404 friends.not_friends when they are not friends.' + SCOPE,
  request: { params: IdParam }, responses: ok(StatusOkBody, 'Removed'),
});

/** The authorization lives in core (openFriends); the route only passes who and which event. */
async function scopeOf(c: Context<ApiEnv>) {
  return openFriends(c.var.ctx, await optionalViewer(c), requestMeta(c).appId);
}

/** SPEC §7 Friends. */
export function friendsApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(list, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listFriends(c.var.ctx, await scopeOf(c), { limit: q.limit, max_id: q.max_id ?? null }), 200);
  });
  app.openapi(search, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listFriends(c.var.ctx, await scopeOf(c), { limit: q.limit, max_id: q.max_id ?? null, search: q.search }), 200);
  });
  app.openapi(pending, async (c) => c.json(await listInvitations(c.var.ctx, await scopeOf(c)), 200));
  app.openapi(invite, async (c) => c.json(await inviteFriend(c.var.ctx, await scopeOf(c), c.req.valid('json').user_identity_token), 200));
  app.openapi(accept, async (c) => c.json(await acceptFriend(c.var.ctx, await scopeOf(c), c.req.valid('param').id), 200));
  app.openapi(decline, async (c) => c.json(await declineFriend(c.var.ctx, await scopeOf(c), c.req.valid('param').id), 200));
  app.openapi(remove, async (c) => c.json(await removeFriend(c.var.ctx, await scopeOf(c), c.req.valid('param').id), 200));
  return app;
}

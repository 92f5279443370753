import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import type { Context } from 'hono';
import { getUser } from '@foyer/core/people/get-user';
import { listComponentUsers } from '@foyer/core/people/list-component-users';
import { listAttendees } from '@foyer/core/people/list-event-members';
import { listSessionAttendees } from '@foyer/core/people/list-session-attendees';
import { listSimilarUsers } from '@foyer/core/people/list-similar-users';
import { requireAttendeeListAccess } from '@foyer/core/people/require-attendee-list-access';
import { ok } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import {
  ComponentParams, CURSOR_NOTE, ListQuery, PeoplePageBody, SearchQuery, SessionParams, SimilarQuery, SimilarUsersBody, UserRecordSchema, UserTokenParam,
} from './people-schemas.ts';
import { EventIdParam } from './schemas.ts';
import { requestMeta, requireViewer } from './viewer.ts';

const tags = ['attendees'];
const LOGIN = ' Needs a signed-in viewer with access to the event (401 for guests, 403 access.not_joined for non-members of close/whitelist events).';

const describe = (searching: boolean) =>
  CURSOR_NOTE + (searching ? ' search matches first name, last name, company and position, case-insensitively.' : '') + LOGIN;
const responses = ok(PeoplePageBody, 'One page of users');

const members = createRoute({
  ...xAccess('event-user'),
  method: 'get', path: '/events/{eventId}/users', tags, summary: "The event's attendees (joined members)",
  description: describe(false), request: { params: EventIdParam, query: ListQuery }, responses,
});
const membersSearch = createRoute({
  ...xAccess('event-user'),
  method: 'get', path: '/events/{eventId}/users/search', tags, summary: "Search the event's attendees",
  description: describe(true), request: { params: EventIdParam, query: SearchQuery }, responses,
});
const session = createRoute({
  ...xAccess('event-user'),
  method: 'get', path: '/events/{eventId}/attendance/agenda_sessions/{sessionId}', tags, summary: 'Attendees of an agenda session',
  description: describe(false), request: { params: SessionParams, query: ListQuery }, responses,
});
const sessionSearch = createRoute({
  ...xAccess('event-user'),
  method: 'get', path: '/events/{eventId}/attendance/agenda_sessions/{sessionId}/search', tags, summary: 'Search the attendees of an agenda session',
  description: describe(true), request: { params: SessionParams, query: SearchQuery }, responses,
});
const withAccess = createRoute({
  ...xAccess('event-user'),
  method: 'get', path: '/events/{eventId}/components/{componentId}/users_with_access', tags, summary: 'Users with access to a component',
  description: describe(false), request: { params: ComponentParams, query: ListQuery }, responses,
});
const withAccessSearch = createRoute({
  ...xAccess('event-user'),
  method: 'get', path: '/events/{eventId}/components/{componentId}/users_with_access/search', tags, summary: 'Search the users with access to a component',
  description: describe(true), request: { params: ComponentParams, query: SearchQuery }, responses,
});

const similar = createRoute({
  ...xAccess('event-user'),
  method: 'get', path: '/events/{eventId}/components/users_similar_components', tags, summary: 'People with similar interests',
  description:
    'Joined members who share the most with the given user: one point per session both have in my schedule, one per ' +
    'access-limited component both may open, one per common user tag (role tags excluded); best first, ties by last then ' +
    'first name. The user and the viewer are left out; only ' +
    'people with at least one point. 404 if the user is not a joined member.' + LOGIN,
  request: { params: EventIdParam, query: SimilarQuery }, responses: ok(SimilarUsersBody, 'Similar people'),
});

const user = createRoute({
  ...xAccess('user'),
  method: 'get',
  path: '/user/{user_identity_token}',
  tags,
  summary: 'One user (SPEC §3); is_attendee, is_friend and user_tags relative to the X-App-Id event',
  request: { params: UserTokenParam },
  responses: ok(UserRecordSchema, 'The user'),
});

type Query = { limit: number; max_id?: number; search?: string };

/** Signs in the viewer and checks the event's attendee-list access; returns what the services need. */
async function gate(c: Context<ApiEnv>, eventId: number, q: Query) {
  const viewer = await requireViewer(c);
  const meta = requestMeta(c);
  await requireAttendeeListAccess(c.var.ctx, viewer, eventId, { accessCode: meta.accessCode, ip: meta.ip });
  return { viewerId: viewer.id, query: { limit: q.limit, max_id: q.max_id ?? null, search: q.search ?? null } };
}

async function members_(c: Context<ApiEnv>, p: { eventId: number }, q: Query) {
  const g = await gate(c, p.eventId, q);
  return c.json(await listAttendees(c.var.ctx, p.eventId, g.viewerId, g.query), 200);
}
async function session_(c: Context<ApiEnv>, p: { eventId: number; sessionId: number }, q: Query) {
  const g = await gate(c, p.eventId, q);
  return c.json(await listSessionAttendees(c.var.ctx, p.eventId, p.sessionId, g.viewerId, g.query), 200);
}
async function component_(c: Context<ApiEnv>, p: { eventId: number; componentId: number }, q: Query) {
  const g = await gate(c, p.eventId, q);
  return c.json(await listComponentUsers(c.var.ctx, p.eventId, p.componentId, g.viewerId, g.query), 200);
}

/** SPEC §7 Attendees. */
export function peopleApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(members, async (c) => members_(c, c.req.valid('param'), c.req.valid('query')));
  app.openapi(membersSearch, async (c) => members_(c, c.req.valid('param'), c.req.valid('query')));
  app.openapi(session, async (c) => session_(c, c.req.valid('param'), c.req.valid('query')));
  app.openapi(sessionSearch, async (c) => session_(c, c.req.valid('param'), c.req.valid('query')));
  app.openapi(withAccess, async (c) => component_(c, c.req.valid('param'), c.req.valid('query')));
  app.openapi(withAccessSearch, async (c) => component_(c, c.req.valid('param'), c.req.valid('query')));
  app.openapi(similar, async (c) => {
    const { eventId } = c.req.valid('param');
    const q = c.req.valid('query');
    const g = await gate(c, eventId, { limit: q.limit });
    return c.json(await listSimilarUsers(c.var.ctx, eventId, g.viewerId, q.user_identity_token, q.limit), 200);
  });
  app.openapi(user, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await getUser(c.var.ctx, viewer.id, c.req.valid('param').user_identity_token, requestMeta(c).appId), 200);
  });
  return app;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';

/**
 * SPEC §6 role matrix for every event-scoped call: one whitelist event with an attendee, another
 * attendee and an administrator, plus the administrator of a different event, who must get
 * nowhere here. Each cell is the expected status (and error code when refused).
 */
type Role = 'anonymous' | 'attendee' | 'other_attendee' | 'admin' | 'other_event_admin';
const roles: Role[] = ['anonymous', 'attendee', 'other_attendee', 'admin', 'other_event_admin'];

let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
let eventId: number;
const users = {} as Record<Exclude<Role, 'anonymous'>, TestUser>;
const headersOf = (role: Role): Record<string, string> => (role === 'anonymous' ? {} : users[role].auth);

beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
  const event = await insertEvent(ctx, { access_mode_type: 'whitelist', access_code_on: true, access_code: 'ROLE-CODE' });
  const other = await insertEvent(ctx, { access_mode_type: 'whitelist' });
  eventId = event.id;
  for (const role of ['attendee', 'other_attendee', 'admin', 'other_event_admin'] as const) users[role] = await insertTestUser(ctx);
  const member = (user: TestUser, event_id: number, tags: string[] = []) =>
    ctx.db.insert(schema.event_memberships).values({ event_id, user_id: user.viewer.id, user_tags: tags });
  await member(users.attendee, eventId);
  await member(users.other_attendee, eventId);
  await member(users.admin, eventId, ['ADMINISTRATOR']);
  await member(users.other_event_admin, other.id, ['ADMINISTRATOR']);
  await ctx.db.insert(schema.event_whitelist_entries).values(
    [users.attendee, users.other_attendee, users.admin].map((u) => ({ event_id: eventId, email: u.viewer.email })),
  );
});
afterAll(() => ctx.close());

async function newField() {
  const [f] = await ctx.db.insert(schema.event_specific_fields).values({ event_id: eventId, name: 'Company size' }).returning();
  return f!.id;
}
async function newRequest() {
  const u = await insertTestUser(ctx);
  const [r] = await ctx.db.insert(schema.event_join_requests).values({ event_id: eventId, user_id: u.viewer.id }).returning();
  return r!.id;
}

type Expect = number | [number, string];
interface Case {
  name: string;
  request: () => Promise<{ method: string; path: string; json?: unknown; headers?: Record<string, string> }>;
  expect: Record<Role, Expect>;
}

const unauth: Expect = [401, 'common.not_authenticated'];
const forbidden: Expect = [403, 'common.forbidden'];
const notJoined: Expect = [403, 'access.not_joined'];

const cases: Case[] = [
  {
    name: 'GET access',
    request: async () => ({ method: 'GET', path: `/events/${eventId}/access` }),
    expect: { anonymous: 200, attendee: 200, other_attendee: 200, admin: 200, other_event_admin: 200 },
  },
  {
    name: 'POST join',
    request: async () => ({ method: 'POST', path: `/events/${eventId}/join` }),
    expect: { anonymous: unauth, attendee: 200, other_attendee: 200, admin: 200, other_event_admin: [403, 'auth.whitelist'] },
  },
  {
    name: 'POST request_join_to_event',
    request: async () => ({ method: 'POST', path: `/events/${eventId}/user/request_join_to_event` }),
    expect: {
      anonymous: unauth,
      attendee: [422, 'access.already_whitelisted'],
      other_attendee: [422, 'access.already_whitelisted'],
      admin: [422, 'access.already_whitelisted'],
      other_event_admin: 200,
    },
  },
  {
    name: 'POST check_access_code',
    request: async () => ({ method: 'POST', path: `/events/${eventId}/check_access_code`, headers: { 'x-access-code': 'ROLE-CODE' } }),
    expect: { anonymous: 200, attendee: 200, other_attendee: 200, admin: 200, other_event_admin: 200 },
  },
  {
    name: 'GET specific_fields_for_user',
    request: async () => ({ method: 'GET', path: `/events/${eventId}/specific_fields_for_user` }),
    expect: { anonymous: unauth, attendee: 200, other_attendee: 200, admin: 200, other_event_admin: notJoined },
  },
  {
    name: 'POST update_user_specific',
    request: async () => ({ method: 'POST', path: `/events/${eventId}/update_user_specific`, json: { specific_fields: [{ id: await newField(), response: 'Large' }] } }),
    expect: { anonymous: unauth, attendee: 200, other_attendee: 200, admin: 200, other_event_admin: notJoined },
  },
  {
    name: 'POST specific/add_field',
    request: async () => ({ method: 'POST', path: `/events/${eventId}/specific/add_field`, json: { name: 'Diet' } }),
    expect: { anonymous: unauth, attendee: forbidden, other_attendee: forbidden, admin: 200, other_event_admin: forbidden },
  },
  {
    name: 'POST specific/update_field',
    request: async () => ({ method: 'POST', path: `/events/${eventId}/specific/update_field/${await newField()}`, json: { name: 'Diet (reworded)' } }),
    expect: { anonymous: unauth, attendee: forbidden, other_attendee: forbidden, admin: 200, other_event_admin: forbidden },
  },
  {
    name: 'DELETE specific/destroy_field',
    request: async () => ({ method: 'DELETE', path: `/events/${eventId}/specific/destroy_field/${await newField()}` }),
    expect: { anonymous: unauth, attendee: forbidden, other_attendee: forbidden, admin: 200, other_event_admin: forbidden },
  },
  {
    name: 'GET join_requests',
    request: async () => ({ method: 'GET', path: `/events/${eventId}/join_requests` }),
    expect: { anonymous: unauth, attendee: forbidden, other_attendee: forbidden, admin: 200, other_event_admin: forbidden },
  },
  {
    name: 'POST join_requests/{id}/approve',
    request: async () => ({ method: 'POST', path: `/events/${eventId}/join_requests/${await newRequest()}/approve` }),
    expect: { anonymous: unauth, attendee: forbidden, other_attendee: forbidden, admin: 200, other_event_admin: forbidden },
  },
  {
    name: 'POST join_requests/{id}/reject',
    request: async () => ({ method: 'POST', path: `/events/${eventId}/join_requests/${await newRequest()}/reject` }),
    expect: { anonymous: unauth, attendee: forbidden, other_attendee: forbidden, admin: 200, other_event_admin: forbidden },
  },
];

describe.each(cases)('$name', (c) => {
  it.each(roles)('as %s', async (role) => {
    const { method, path, json, headers } = await c.request();
    const res = await call(method, path, { json, headers: { ...headers, ...headersOf(role) } });
    const want = c.expect[role];
    const [status, code] = Array.isArray(want) ? want : [want, undefined];
    expect(res.status).toBe(status);
    if (code) expect(firstCode(res.body)).toBe(code);
  });
});

describe('what each role sees', () => {
  it('flags only this event’s administrator as admin', async () => {
    for (const role of roles) {
      const res = await call('GET', `/events/${eventId}/access`, { headers: headersOf(role) });
      expect(res.body.is_admin, role).toBe(role === 'admin');
    }
  });

  it('shows each attendee only their own answers', async () => {
    const [field] = await ctx.db.insert(schema.event_specific_fields).values({ event_id: eventId, name: 'T-shirt size' }).returning();
    await call('POST', `/events/${eventId}/update_user_specific`, { headers: users.attendee.auth, json: { specific_fields: [{ id: field!.id, response: 'M' }] } });
    const mine = await call('GET', `/events/${eventId}/specific_fields_for_user`, { headers: users.attendee.auth });
    const theirs = await call('GET', `/events/${eventId}/specific_fields_for_user`, { headers: users.other_attendee.auth });
    expect(mine.body.specific_fields.find((f: { id: number }) => f.id === field!.id).response).toBe('M');
    expect(theirs.body.specific_fields.find((f: { id: number }) => f.id === field!.id).response).toBeNull();
  });
});

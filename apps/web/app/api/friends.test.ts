import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';

/** SPEC §7 Friends over HTTP: who may call what, and one invitation from sending to removing. */
let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
let eventId: number;
let otherEventId: number;
let ann: TestUser;
let bob: TestUser;
let eve: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
  eventId = (await insertEvent(ctx, { access_mode_type: 'none' })).id;
  otherEventId = (await insertEvent(ctx)).id;
  [ann, bob, eve, otherAdmin] = await Promise.all([
    insertTestUser(ctx, { first_name: 'Ann', last_name: 'Able' }),
    insertTestUser(ctx, { first_name: 'Bob', last_name: 'Baker' }),
    insertTestUser(ctx, { first_name: 'Eve', last_name: 'Eaves' }),
    insertTestUser(ctx, { first_name: 'Oscar', last_name: 'Other' }),
  ]);
  const member = (u: TestUser, event = eventId, user_tags: string[] = []) => ({ event_id: event, user_id: u.viewer.id, joined: true, user_tags, first_name: u.viewer.first_name, last_name: u.viewer.last_name });
  await ctx.db.insert(schema.event_memberships).values([member(ann), member(bob), member(eve), member(otherAdmin, otherEventId, ['ADMINISTRATOR'])]);
});
afterAll(() => ctx?.close());

const as = (u: TestUser | null, event = eventId) => ({ headers: u ? { ...u.auth, 'x-app-id': String(event) } : { 'x-app-id': String(event) } });
const tok = (u: TestUser) => u.viewer.user_identity_token;

describe('friends API', () => {
  it('refuses guests (401), an admin of another event even on an open event (403), and a call without the event (422)', async () => {
    for (const [method, path] of [['GET', '/friends'], ['GET', '/friends/search?search=a'], ['GET', '/friends/pending'], ['PATCH', `/friends/accept/${tok(ann)}`]] as const) {
      expect((await call(method, path, as(null))).status).toBe(401);
      const outsider = await call(method, path, as(otherAdmin));
      expect([outsider.status, firstCode(outsider.body)]).toEqual([403, 'access.not_joined']);
    }
    expect((await call('POST', '/friends', { ...as(null), json: { user_identity_token: tok(bob) } })).status).toBe(401);
    const noEvent = await call('GET', '/friends', { headers: ann.auth });
    expect([noEvent.status, firstCode(noEvent.body)]).toEqual([422, 'friends.event_required']);
  });

  it('invites, shows the invitation both ways, refuses anyone else accepting it, then accepts and removes', async () => {
    const sent = await call('POST', '/friends', { ...as(ann), json: { user_identity_token: tok(bob) } });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ type: 'requested', user: { first_name: 'Bob', is_friend: false } });

    expect((await call('GET', '/friends/pending', as(bob))).body.friend_invitations).toMatchObject([{ type: 'pending', user: { first_name: 'Ann' } }]);
    // Neither the inviter, nor a third attendee, nor another event's admin can accept it.
    for (const [u, other] of [[ann, bob], [eve, ann], [otherAdmin, ann]] as const) {
      const res = await call('PATCH', `/friends/accept/${tok(other)}`, as(u, u === otherAdmin ? otherEventId : eventId));
      // Through their own event there is no invitation between them either.
      expect([res.status, firstCode(res.body)]).toEqual([404, 'friends.invitation_not_found']);
    }
    const accepted = await call('PATCH', `/friends/accept/${tok(ann)}`, as(bob));
    expect([accepted.status, accepted.body.is_friend]).toEqual([200, true]);

    const list = await call('GET', '/friends', as(ann));
    expect(list.body).toMatchObject({ friends: [{ first_name: 'Bob', is_friend: true }], meta: { all_items: 1, is_more: false } });
    expect((await call('GET', '/friends/search?search=bak', as(ann))).body.friends).toHaveLength(1);
    expect((await call('GET', '/friends/search?search=zzz', as(ann))).body.friends).toHaveLength(0);
    // The profile read says so too.
    expect((await call('GET', `/user/${tok(bob)}`, as(ann))).body.is_friend).toBe(true);

    expect((await call('PATCH', `/friends/remove/${tok(eve)}`, as(ann))).status).toBe(404);
    expect((await call('PATCH', `/friends/remove/${tok(bob)}`, as(ann))).body).toEqual({ status: 'ok' });
    expect((await call('GET', '/friends', as(bob))).body.friends).toEqual([]);
  });

  it('answers bad input with 4xx, never 500', async () => {
    for (const body of [{}, { user_identity_token: '' }, { user_identity_token: 'x'.repeat(201) }, { user_identity_token: 7 }]) {
      const res = await call('POST', '/friends', { ...as(ann), json: body });
      expect(res.status).toBe(422);
    }
    expect((await call('POST', '/friends', { ...as(ann), json: { user_identity_token: tok(ann) } })).status).toBe(422);
    expect((await call('GET', '/friends?max_id=999999', as(ann))).status).toBe(422);
    expect((await call('PATCH', '/friends/decline/nobody', as(ann))).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';

/**
 * Issue #18 additions over HTTP: a named group thread (POST inbox/create with `name`) and
 * free-time meetings (POST …/business_matching/meeting without a slot), per role.
 */
let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
let eventId: number;
let slotsOnly: number;
let mixed: number;
let ann: TestUser;
let bob: TestUser;
let cyd: TestUser;
let outsider: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
  eventId = (await insertEvent(ctx)).id;
  [ann, bob, cyd, outsider, admin] = await Promise.all([insertTestUser(ctx), insertTestUser(ctx), insertTestUser(ctx), insertTestUser(ctx), insertTestUser(ctx)]);
  const member = (u: TestUser, user_tags: string[] = []) => ({ event_id: eventId, user_id: u.viewer.id, joined: true, user_tags, first_name: u.viewer.first_name, last_name: u.viewer.last_name });
  await ctx.db.insert(schema.event_memberships).values([member(ann), member(bob), member(cyd), member(admin, ['ADMINISTRATOR'])]);
  slotsOnly = (await insertComponent(ctx, eventId, 'business_matching')).id;
  mixed = (await insertComponent(ctx, eventId, 'business_matching', 1)).id;
  const c = schema.components;
  await ctx.db.update(c).set({ additional_info: { business_matching_type: 'time_slots' } }).where(eq(c.id, slotsOnly));
  await ctx.db.update(c).set({ additional_info: { business_matching_type: 'mixed' } }).where(eq(c.id, mixed));
});
afterAll(() => ctx?.close());

const as = (u: TestUser | null) => ({ headers: u ? u.auth : {} });
const tok = (u: TestUser) => u.viewer.user_identity_token;

describe('group threads over HTTP', () => {
  const path = () => `/events/${eventId}/inbox/create`;
  const body = (over: Record<string, unknown> = {}) => ({ message: 'Lunch?', users: [tok(bob), tok(cyd)], name: 'Lunch crew', ...over });

  it('guests 401, non-members 403; a member starts a named thread of three that the others find with check_threads', async () => {
    expect((await call('POST', path(), { ...as(null), json: body() })).status).toBe(401);
    const stranger = await call('POST', path(), { ...as(outsider), json: body() });
    expect([stranger.status, firstCode(stranger.body)]).toEqual([403, 'access.not_joined']);
    const made = await call('POST', path(), { ...as(ann), json: body() });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ name: 'Lunch crew' });
    const found = await call('GET', `/events/${eventId}/inbox/check_threads?users=${tok(ann)}&users=${tok(cyd)}`, as(bob));
    expect(found.body.inbox_thread).toMatchObject({ id: made.body.id, name: 'Lunch crew' });
    // The administrator is not one of them: the thread is not theirs to read.
    expect((await call('GET', `/events/${eventId}/inbox/threads/${made.body.id}`, as(admin))).status).toBe(404);
  });

  it('refuses a name that is too long or carries NUL, naming the field (422, never 500)', async () => {
    for (const name of ['n'.repeat(101), 'a\u0000b']) {
      const res = await call('POST', path(), { ...as(ann), json: body({ name }) });
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain('name');
    }
  });
});

describe('free-time meetings over HTTP', () => {
  const path = (componentId: number) => `/events/${eventId}/components/${componentId}/business_matching/meeting`;
  const free = (to: TestUser, over: Record<string, unknown> = {}) => ({ to_user_id: tok(to), time_start: '2027-05-03T09:00:00.000Z', time_end: '2027-05-03T09:30:00.000Z', custom_place_name: 'Lobby bar', ...over });

  it('guests 401, non-members 403; refused where the event allows only slots, booked where it allows free time', async () => {
    expect((await call('POST', path(mixed), { ...as(null), json: free(bob) })).status).toBe(401);
    const stranger = await call('POST', path(mixed), { ...as(outsider), json: free(bob) });
    expect([stranger.status, firstCode(stranger.body)]).toEqual([403, 'access.not_joined']);
    const slots = await call('POST', path(slotsOnly), { ...as(ann), json: free(bob) });
    expect([slots.status, firstCode(slots.body)]).toEqual([422, 'bm.slot_required']);
    const noPlace = await call('POST', path(mixed), { ...as(ann), json: free(bob, { custom_place_name: null }) });
    expect([noPlace.status, firstCode(noPlace.body)]).toEqual([422, 'bm.place_required']);
    const made = await call('POST', path(mixed), { ...as(ann), json: free(bob) });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ status: 'pending', custom_place_name: 'Lobby bar', bm_session_id: null, time_start: '2027-05-03T09:00:00.000Z' });
    // Only the invited one accepts; the administrator cannot even see it.
    expect((await call('POST', `${path(mixed)}/${made.body.id}/accept`, as(admin))).status).toBe(404);
    expect((await call('POST', `${path(mixed)}/${made.body.id}/accept`, as(bob))).status).toBe(200);
    // Overlapping Ann's accepted meeting: refused with 409.
    const clash = await call('POST', path(mixed), { ...as(cyd), json: free(ann, { time_start: '2027-05-03T09:15:00.000Z', time_end: '2027-05-03T09:45:00.000Z' }) });
    expect([clash.status, firstCode(clash.body)]).toEqual([409, 'bm.slot_taken']);
    const nul = await call('POST', path(mixed), { ...as(cyd), json: free(bob, { custom_place_name: 'Lobby\u0000' }) });
    expect(nul.status).toBe(422);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { eq, inArray } from 'drizzle-orm';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';

let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
let eventId: number;
let ann: TestUser; // the user whose similar people are asked for
let bob: TestUser; // 2 common sessions + 1 common tag: 3 points, shows contact details
let cat: TestUser; // 1 common session + 1 common tag: 2 points, hides contact details
let dan: TestUser; // 1 common tag + 1 common limited component: 2 points
let eve: TestUser; // the ADMINISTRATOR tag (not counted) + 1 common limited component: 1 point
let gus: TestUser; // common sessions but not joined any more
let admin: TestUser;

type Similar = {
  users: { first_name: string; email: string | null; linked_profile: string | null; common_agenda_sessions: number; common_components: number; common_user_tags: string[] }[];
};

const join = (event: number, u: TestUser, extra: Partial<typeof schema.event_memberships.$inferInsert> = {}) =>
  ctx.db.insert(schema.event_memberships).values({ event_id: event, user_id: u.viewer.id, first_name: u.viewer.first_name, last_name: u.viewer.last_name, ...extra });

const path = (token: string, event = eventId) => `/events/${event}/components/users_similar_components?user_identity_token=${encodeURIComponent(token)}`;

beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
  eventId = (await insertEvent(ctx, { access_mode_type: 'close' })).id;
  const agenda = await insertComponent(ctx, eventId, 'agenda');
  const sessions = await ctx.db
    .insert(schema.agenda_sessions)
    .values([1, 2, 3].map((i) => ({
      event_id: eventId, event_component_id: agenda.id, name: `S${i}`,
      time_start: new Date(`2027-05-18T0${i}:00:00Z`), time_end: new Date(`2027-05-18T0${i + 1}:00:00Z`),
    })))
    .returning();
  const [s1, s2, s3] = sessions.map((s) => s.id) as [number, number, number];
  const mk = (first_name: string, last_name: string) => insertTestUser(ctx, { first_name, last_name });
  [ann, bob, cat, dan, eve, gus, admin] = await Promise.all([
    mk('Ann', 'Able'), mk('Bob', 'Baker'), mk('Cat', 'Cole'), mk('Dan', 'Dunn'), mk('Eve', 'Eyre'), mk('Gus', 'Gone'), mk('Ada', 'Admin'),
  ]);
  await join(eventId, ann, { user_tags: ['fintech', 'ADMINISTRATOR', 'ai'] });
  await join(eventId, bob, { user_tags: ['fintech'] });
  await join(eventId, cat, { user_tags: ['ai', 'health'] });
  await join(eventId, dan, { user_tags: ['ai'] });
  await join(eventId, eve, { user_tags: ['ADMINISTRATOR'] });
  await join(eventId, gus, { joined: false, user_tags: ['fintech', 'ai'] });
  await join(eventId, admin, { user_tags: ['ADMINISTRATOR'] });
  await ctx.db.update(schema.users).set({ show_contact_details: true, linked_profile: 'li/bob' }).where(eq(schema.users.id, bob.viewer.id));
  await ctx.db.update(schema.users).set({ show_contact_details: false, linked_profile: 'li/cat' }).where(eq(schema.users.id, cat.viewer.id));
  const attend = (u: TestUser, ids: number[]) =>
    ctx.db.insert(schema.agenda_session_attendances).values(ids.map((id) => ({ event_id: eventId, agenda_session_id: id, user_id: u.viewer.id })));
  await attend(ann, [s1, s2]);
  await attend(bob, [s1, s2, s3]);
  await attend(cat, [s2]);
  await attend(gus, [s1, s2]);
  await attend(eve, [s3]);
  // A workshop limited to users with access: Ann, Dan and Eve are listed, Bob only for another one.
  const [workshop, other] = await Promise.all([insertComponent(ctx, eventId, 'agenda', 2), insertComponent(ctx, eventId, 'agenda', 3)]);
  await ctx.db.update(schema.components).set({ access_limited: true }).where(inArray(schema.components.id, [workshop.id, other.id]));
  const listed = (componentId: number, users: TestUser[]) =>
    ctx.db.insert(schema.component_accesses).values(users.map((u) => ({ event_id: eventId, component_id: componentId, user_id: u.viewer.id })));
  await listed(workshop.id, [ann, dan, eve]);
  await listed(other.id, [bob]);
});
afterAll(() => ctx.close());

describe('GET /events/{id}/components/users_similar_components', () => {
  it('ranks joined members by common sessions, limited components and tags, leaving out the user, role tags and people with nothing in common', async () => {
    const res = await call<Similar>('GET', path(ann.viewer.user_identity_token), { headers: admin.auth });
    expect(res.status).toBe(200);
    expect(res.body.users.map((u) => [u.first_name, u.common_agenda_sessions, u.common_components, u.common_user_tags])).toEqual([
      ['Bob', 2, 0, ['fintech']],
      ['Cat', 1, 0, ['ai']], // 2 points, ties with Dan: last name decides
      ['Dan', 0, 1, ['ai']],
      ['Eve', 0, 1, []],
    ]);
  });

  it('respects show_contact_details in the records', async () => {
    const { body } = await call<Similar>('GET', path(ann.viewer.user_identity_token), { headers: dan.auth });
    expect(body.users.find((u) => u.first_name === 'Bob')).toMatchObject({ email: bob.viewer.email, linked_profile: 'li/bob' });
    expect(body.users.find((u) => u.first_name === 'Cat')).toMatchObject({ email: null, linked_profile: null });
    expect(Object.keys(body.users[0]!)).not.toContain('id');
  });

  it('works for an attendee asking about themself and leaves out the viewer', async () => {
    const mine = await call<Similar>('GET', path(ann.viewer.user_identity_token), { headers: ann.auth });
    expect(mine.body.users.map((u) => u.first_name)).toEqual(['Bob', 'Cat', 'Dan', 'Eve']);
    // Another attendee asks about Ann: Bob is not recommended to himself.
    const other = await call<Similar>('GET', path(ann.viewer.user_identity_token), { headers: bob.auth });
    expect(other.body.users.map((u) => u.first_name)).toEqual(['Cat', 'Dan', 'Eve']);
  });

  it('honours limit and rejects a bad one', async () => {
    const one = await call<Similar>('GET', `${path(ann.viewer.user_identity_token)}&limit=1`, { headers: admin.auth });
    expect(one.body.users.map((u) => u.first_name)).toEqual(['Bob']);
    expect((await call('GET', `${path(ann.viewer.user_identity_token)}&limit=0`, { headers: admin.auth })).status).toBe(422);
    const missing = await call('GET', `/events/${eventId}/components/users_similar_components`, { headers: admin.auth });
    expect(missing.status).toBe(422);
  });

  it('needs sign-in and event access; 404 for a user who is not a joined member', async () => {
    expect((await call('GET', path(ann.viewer.user_identity_token))).status).toBe(401);
    const stranger = await insertTestUser(ctx);
    const denied = await call('GET', path(ann.viewer.user_identity_token), { headers: stranger.auth });
    expect(denied.status).toBe(403);
    expect(firstCode(denied.body)).toBe('access.not_joined');
    expect((await call('GET', path(gus.viewer.user_identity_token), { headers: ann.auth })).status).toBe(404);
    expect((await call('GET', path(stranger.viewer.user_identity_token), { headers: ann.auth })).status).toBe(404);
    expect((await call('GET', path('nope'), { headers: ann.auth })).status).toBe(404);
    // Ann is a member of this event only: her token names nobody in another one.
    const other = await insertEvent(ctx, { access_mode_type: 'none' });
    expect((await call('GET', path(ann.viewer.user_identity_token, other.id), { headers: stranger.auth })).status).toBe(404);
  });

  it('returns an empty list for a member with nothing in common', async () => {
    const lone = await insertTestUser(ctx, { first_name: 'Lone', last_name: 'Lee' });
    await join(eventId, lone);
    const res = await call<Similar>('GET', path(lone.viewer.user_identity_token), { headers: ann.auth });
    expect(res.body).toEqual({ users: [] });
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = await call<{ paths: Record<string, { get?: { parameters?: { name: string }[] } }> }>('GET', '/openapi.json');
    const op = doc.body.paths['/events/{eventId}/components/users_similar_components']?.get;
    expect(op?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['eventId', 'user_identity_token', 'limit']));
  });
});

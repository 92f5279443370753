import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { eq } from 'drizzle-orm';
import { createApi } from './create-api.ts';
import { type Answer, firstCode, testClient } from './testing/test-client.ts';

let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
let eventId: number;
let me: TestUser;
let open: TestUser;
let closed: TestUser;

const join = (event: number, u: TestUser, extra: Partial<typeof schema.event_memberships.$inferInsert> = {}) =>
  ctx.db.insert(schema.event_memberships).values({ event_id: event, user_id: u.viewer.id, first_name: u.viewer.first_name, last_name: u.viewer.last_name, ...extra });

beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
  eventId = (await insertEvent(ctx, { access_mode_type: 'close' })).id;
  // 45 members inserted out of order; many share a last name, some both names, so the
  // first-name and id tie-breaks decide page boundaries.
  for (let i = 0; i < 45; i++) {
    const u = await insertTestUser(ctx, { first_name: `F${i % 3}`, last_name: `L${(44 - i) % 9}` });
    await join(eventId, u);
  }
  me = await insertTestUser(ctx, { first_name: 'Zed', last_name: 'Zz' });
  await join(eventId, me, { user_tags: ['ADMINISTRATOR'] });
  open = await insertTestUser(ctx, { first_name: 'Olga', last_name: 'Open' });
  closed = await insertTestUser(ctx, { first_name: 'Carl', last_name: 'Closed' });
  await ctx.db.update(schema.users).set({ show_contact_details: true, phone_number: '+48 1', company: 'Acme Widgets', linked_profile: 'li/olga' }).where(eq(schema.users.id, open.viewer.id));
  await ctx.db.update(schema.users).set({ phone_number: '+48 2', position: 'Chief Widget Officer', linked_profile: 'li/carl' }).where(eq(schema.users.id, closed.viewer.id));
  await join(eventId, open);
  await join(eventId, closed);
  // Not joined: must not be listed.
  const left = await insertTestUser(ctx, { first_name: 'Gone', last_name: 'Aaa' });
  await join(eventId, left, { joined: false });
});
afterAll(() => ctx.close());

type Page = { users: { first_name: string; last_name: string; user_identity_token: string; email: string | null }[]; meta: { all_items: number; is_more: boolean; max_id: number | null } };

async function allPages(path: string, limit: number) {
  const seen: Page['users'] = [];
  let cursor: number | null = null;
  for (let i = 0; i < 100; i++) {
    const res: Answer<Page> = await call<Page>('GET', `${path}?limit=${limit}${cursor ? `&max_id=${cursor}` : ''}`, { headers: me.auth });
    expect(res.status).toBe(200);
    seen.push(...res.body.users);
    if (!res.body.meta.is_more) return seen;
    expect(res.body.users).toHaveLength(limit);
    cursor = res.body.meta.max_id;
  }
  throw new Error('never ended');
}

const byName = (a: { last_name: string; first_name: string }, b: { last_name: string; first_name: string }) =>
  a.last_name < b.last_name ? -1 : a.last_name > b.last_name ? 1 : a.first_name < b.first_name ? -1 : a.first_name > b.first_name ? 1 : 0;

describe('GET /events/{id}/users', () => {
  it('pages through all joined members sorted by last then first name, without duplicates or gaps', async () => {
    const first = await call<Page>('GET', `/events/${eventId}/users`, { headers: me.auth });
    expect(first.body.users).toHaveLength(40);
    expect(first.body.meta).toMatchObject({ all_items: 48, is_more: true });
    const users = await allPages(`/events/${eventId}/users`, 7);
    expect(users).toHaveLength(48);
    expect(new Set(users.map((u) => u.user_identity_token)).size).toBe(48);
    expect([...users].sort(byName)).toEqual(users);
    expect(users.some((u) => u.first_name === 'Gone')).toBe(false);
  });

  it('caps the page size at 100 and rejects an unknown cursor', async () => {
    const big = await call<Page>('GET', `/events/${eventId}/users?limit=1000`, { headers: me.auth });
    expect(big.body.users).toHaveLength(48);
    expect(big.body.meta.is_more).toBe(false);
    expect((await call('GET', `/events/${eventId}/users?max_id=99999999`, { headers: me.auth })).status).toBe(422);
  });

  it('hides contact data unless the user shows it, and shows mine to me', async () => {
    const users = (await call<Page>('GET', `/events/${eventId}/users?limit=100`, { headers: me.auth })).body.users as unknown as Record<string, unknown>[];
    const o = users.find((u) => u.first_name === 'Olga')!;
    const c = users.find((u) => u.first_name === 'Carl')!;
    const z = users.find((u) => u.first_name === 'Zed')!;
    expect(o).toMatchObject({ email: open.viewer.email, phone_number: '+48 1', linked_profile: 'li/olga', is_attendee: true, user_tags: [] });
    expect(c).toMatchObject({ email: null, phone_number: null, linked_profile: null, position: 'Chief Widget Officer' });
    expect(z).toMatchObject({ email: me.viewer.email, user_tags: ['ADMINISTRATOR'] });
    expect(Object.keys(o)).not.toContain('id');
  });

  it('needs sign-in and membership of a close event, but only sign-in for a "none" event', async () => {
    expect((await call('GET', `/events/${eventId}/users`)).status).toBe(401);
    const stranger = await insertTestUser(ctx);
    const res = await call('GET', `/events/${eventId}/users`, { headers: stranger.auth });
    expect(res.status).toBe(403);
    expect(firstCode(res.body)).toBe('access.not_joined');
    const none = await insertEvent(ctx, { access_mode_type: 'none' });
    await join(none.id, me);
    const list = await call<Page>('GET', `/events/${none.id}/users`, { headers: stranger.auth });
    expect(list.status).toBe(200);
    expect(list.body.users.map((u) => u.first_name)).toEqual(['Zed']);
  });
});

describe('GET /events/{id}/users/search', () => {
  it('matches names, company and position case-insensitively', async () => {
    const find = async (q: string) =>
      (await call<Page>('GET', `/events/${eventId}/users/search?search=${encodeURIComponent(q)}`, { headers: me.auth })).body.users.map((u) => u.first_name);
    expect(await find('acme')).toEqual(['Olga']);
    expect(await find('WIDGET')).toEqual(['Carl', 'Olga']);
    expect(await find('olg')).toEqual(['Olga']);
    expect(await find('100%')).toEqual([]);
  });

  it('ignores accents and case, as people type names ("zajac" finds "Zając")', async () => {
    const other = (await insertEvent(ctx, { access_mode_type: 'close' })).id;
    await join(other, me);
    for (const [first_name, last_name] of [['Łucja', 'Zając'], ['Jürgen', 'Müller'], ['Ștefan', 'Ionescu'], ['Ёлка', 'Öztürk']] as const) {
      await join(other, await insertTestUser(ctx, { first_name, last_name }));
    }
    const find = async (q: string) =>
      (await call<Page>('GET', `/events/${other}/users/search?search=${encodeURIComponent(q)}`, { headers: me.auth })).body.users.map((u) => u.last_name);
    expect(await find('zajac')).toEqual(['Zając']);
    expect(await find('ZAJĄC')).toEqual(['Zając']);
    expect(await find('lucja')).toEqual(['Zając']);
    expect(await find('muller')).toEqual(['Müller']);
    expect(await find('stefan')).toEqual(['Ionescu']);
    expect(await find('елка')).toEqual(['Öztürk']);
    expect(await find('ozturk')).toEqual(['Öztürk']);
    expect(await find('zajaz')).toEqual([]);
  });

  it('uses a page of 100 by default', async () => {
    const res = await call<Page>('GET', `/events/${eventId}/users/search?search=f`, { headers: me.auth });
    // 45 first names F0..F2 plus Carl's position "Chief …": more than the list's 40.
    expect(res.body.users).toHaveLength(46);
    expect(res.body.meta).toMatchObject({ all_items: 46, is_more: false });
  });
});

describe('GET /user/{token}', () => {
  it('shows contact data per show_contact_details, to self, and relative to X-App-Id', async () => {
    const other = await call('GET', `/user/${closed.viewer.user_identity_token}`, { headers: { ...me.auth, 'x-app-id': String(eventId) } });
    expect(other.body).toMatchObject({ first_name: 'Carl', email: null, phone_number: null, is_attendee: true, is_friend: false });
    const self = await call('GET', `/user/${closed.viewer.user_identity_token}`, { headers: closed.auth });
    expect(self.body).toMatchObject({ email: closed.viewer.email, phone_number: '+48 2', is_attendee: false });
    const shown = await call('GET', `/user/${open.viewer.user_identity_token}`, { headers: me.auth });
    expect(shown.body).toMatchObject({ email: open.viewer.email });
    expect((await call('GET', `/user/${open.viewer.user_identity_token}`)).status).toBe(401);
    expect((await call('GET', '/user/nope', { headers: me.auth })).status).toBe(404);
  });
});

describe('session attendees and users with access', () => {
  it('lists a session’s attendees with the cursor and 404s for a session of another event', async () => {
    const comp = await insertComponent(ctx, eventId, 'agenda');
    const [s] = await ctx.db.insert(schema.agenda_sessions).values({
      event_id: eventId, event_component_id: comp.id, name: 'Keynote', time_start: new Date('2027-05-18T09:00:00Z'), time_end: new Date('2027-05-18T10:00:00Z'),
    }).returning();
    for (const u of [closed, open, me]) await ctx.db.insert(schema.agenda_session_attendances).values({ event_id: eventId, agenda_session_id: s!.id, user_id: u.viewer.id });
    const p1 = await call<Page>('GET', `/events/${eventId}/attendance/agenda_sessions/${s!.id}?limit=2`, { headers: me.auth });
    expect(p1.body.users.map((u) => u.first_name)).toEqual(['Carl', 'Olga']);
    expect(p1.body.meta).toMatchObject({ all_items: 3, is_more: true });
    const p2 = await call<Page>('GET', `/events/${eventId}/attendance/agenda_sessions/${s!.id}?limit=2&max_id=${p1.body.meta.max_id}`, { headers: me.auth });
    expect(p2.body.users.map((u) => u.first_name)).toEqual(['Zed']);
    expect(p2.body.meta.is_more).toBe(false);
    const search = await call<Page>('GET', `/events/${eventId}/attendance/agenda_sessions/${s!.id}/search?search=acme`, { headers: me.auth });
    expect(search.body.users.map((u) => u.first_name)).toEqual(['Olga']);

    const other = await insertEvent(ctx, { access_mode_type: 'none' });
    await join(other.id, me);
    const res = await call('GET', `/events/${other.id}/attendance/agenda_sessions/${s!.id}`, { headers: me.auth });
    expect(res.status).toBe(404);
  });

  it('lists members with access to a component of the event only', async () => {
    const comp = await insertComponent(ctx, eventId, 'attendees');
    const res = await call<Page>('GET', `/events/${eventId}/components/${comp.id}/users_with_access?limit=5`, { headers: me.auth });
    expect(res.body.users).toHaveLength(5);
    expect(res.body.meta.all_items).toBe(48);
    const s = await call<Page>('GET', `/events/${eventId}/components/${comp.id}/users_with_access/search?search=Carl`, { headers: me.auth });
    expect(s.body.users.map((u) => u.first_name)).toEqual(['Carl']);
    const foreign = await insertComponent(ctx, (await insertEvent(ctx)).id, 'attendees');
    expect((await call('GET', `/events/${eventId}/components/${foreign.id}/users_with_access`, { headers: me.auth })).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';

let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
beforeAll(async () => {
  ctx = await createTestCtx({ now: new Date('2027-05-18T08:00:00Z') });
  call = testClient(createApi(ctx));
});
afterAll(() => ctx.close());

const future = { start_date: new Date('2027-08-01T08:00:00Z'), end_date: new Date('2027-08-02T08:00:00Z') };

describe('GET /current_user/events', () => {
  it('is 401 for guests and for a bad token', async () => {
    const guest = await call('GET', '/current_user/events');
    expect([guest.status, firstCode(guest.body)]).toEqual([401, 'common.not_authenticated']);
    const bad = await call('GET', '/current_user/events', { headers: { authorization: 'Bearer nope' } });
    expect(bad.status).toBe(401);
  });

  it('gives an attendee their own events by section, never another attendee’s; admins see only theirs too', async () => {
    const ann = await insertTestUser(ctx);
    const bob = await insertTestUser(ctx);
    const admin = await insertTestUser(ctx);
    const annsEvent = await insertEvent(ctx, { title: 'Ann’s', ...future, access_mode_type: 'whitelist' });
    const bobsEvent = await insertEvent(ctx, { title: 'Bob’s', ...future });
    await ctx.db.insert(schema.event_memberships).values([
      { event_id: annsEvent.id, user_id: ann.viewer.id },
      { event_id: bobsEvent.id, user_id: bob.viewer.id },
      { event_id: bobsEvent.id, user_id: admin.viewer.id, user_tags: ['ADMINISTRATOR'] },
    ]);
    const res = await call('GET', '/current_user/events', { headers: ann.auth });
    expect(res.status).toBe(200);
    expect(res.body.upcoming.events.map((e: { title: string }) => e.title)).toEqual(['Ann’s']);
    expect(res.body.upcoming.events[0]).toMatchObject({ joined: true, has_ticket: false, lp_url: annsEvent.lp_url, timezone: 'Europe/Warsaw' });
    expect(res.body.ongoing).toEqual({ events: [], meta: { all_items: 0, is_more: false } });
    expect(res.body.past.meta.all_items).toBe(0);
    const adminView = await call('GET', '/current_user/events', { headers: admin.auth });
    expect(adminView.body.upcoming.events.map((e: { title: string }) => e.title)).toEqual(['Bob’s']);
  });

  it('refuses a bad limit naming the field', async () => {
    const u = await insertTestUser(ctx);
    for (const q of ['limit=0', 'limit=101', 'limit=x']) {
      const res = await call('GET', `/current_user/events?${q}`, { headers: u.auth });
      expect([q, res.status, res.body.errors[0].field]).toEqual([q, 422, 'limit']);
    }
  });
});

describe('GET /events/near', () => {
  it('is open to guests and lists only open events, nearest first, with their distance', async () => {
    // A spot in the Indian Ocean no other test file uses.
    const here = { lat: -30, lon: 80 };
    const close = await insertEvent(ctx, { title: 'Close', ...future, lat: -30.05, lon: 80 });
    await insertEvent(ctx, { title: 'Farther', ...future, lat: -30.5, lon: 80 });
    await insertEvent(ctx, { title: 'Private', ...future, lat: -30.01, lon: 80, access_mode_type: 'whitelist' });
    const guest = await call('GET', `/events/near?lat=${here.lat}&lon=${here.lon}`);
    expect(guest.status).toBe(200);
    expect(guest.body.events.map((e: { title: string }) => e.title)).toEqual(['Close', 'Farther']);
    expect(guest.body.events[0].distance_km).toBeCloseTo(5.6, 0);
    expect(guest.body.meta).toEqual({ all_items: 2, is_more: false });

    const attendee = await insertTestUser(ctx);
    const signedIn = await call('GET', `/events/near?lat=${here.lat}&lon=${here.lon}&limit=1&exclude_event_id=${close.id}`, { headers: attendee.auth });
    expect(signedIn.body.events.map((e: { title: string }) => e.title)).toEqual(['Farther']);
    const small = await call('GET', `/events/near?lat=${here.lat}&lon=${here.lon}&radius_km=10`);
    expect(small.body.events.map((e: { title: string }) => e.title)).toEqual(['Close']);
  });

  it('answers 422 naming lat, lon, limit or radius_km', async () => {
    const cases: [string, string][] = [
      ['lon=10', 'lat'],
      ['lat=10', 'lon'],
      ['lat=90.5&lon=0', 'lat'],
      ['lat=-91&lon=0', 'lat'],
      ['lat=0&lon=180.1', 'lon'],
      ['lat=0&lon=-181', 'lon'],
      ['lat=abc&lon=0', 'lat'],
      ['lat=0&lon=0&limit=51', 'limit'],
      ['lat=0&lon=0&radius_km=0', 'radius_km'],
      ['lat=0&lon=0&radius_km=30000', 'radius_km'],
    ];
    for (const [q, field] of cases) {
      const res = await call('GET', `/events/near?${q}`);
      expect([q, res.status, firstCode(res.body), res.body.errors[0].field]).toEqual([q, 422, 'common.validation', field]);
    }
    const edge = await call('GET', '/events/near?lat=-90&lon=180');
    expect(edge.status).toBe(200);
  });
});

it('documents both calls with their query parameters', async () => {
  const doc = await call('GET', '/openapi.json');
  expect(doc.body.paths['/current_user/events'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['limit']);
  expect(doc.body.paths['/events/near'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['exclude_event_id', 'lat', 'limit', 'lon', 'radius_km']);
});

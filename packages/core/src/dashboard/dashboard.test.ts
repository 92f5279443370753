import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser } from '../access/test-users.ts';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { listEventsNear } from './list-events-near.ts';
import { listMyEvents } from './list-my-events.ts';
import { haversineKm, roundKm } from './geo.ts';

const now = new Date('2027-05-18T08:00:00Z');
let ctx: TestCtx;
beforeAll(async () => {
  ctx = await createTestCtx({ now });
});
afterAll(() => ctx.close());

const d = (iso: string) => new Date(iso);

async function join(eventId: number, userId: number, joined = true) {
  await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: userId, joined });
}

async function ticket(eventId: number, holder: { user_id?: number | null; email: string }, status: 'active' | 'reserved' | 'canceled' = 'active') {
  await ctx.db.insert(schema.ticket_reservations).values({
    event_id: eventId,
    user_id: holder.user_id ?? null,
    status,
    holder_first_name: 'H',
    holder_last_name: 'Older',
    holder_email: holder.email,
    qrcode: `QR-${Math.random().toString(36).slice(2)}`,
  });
}

describe('my events per role', () => {
  it('is 401 for guests', async () => {
    await expect(listMyEvents(ctx, null)).rejects.toMatchObject({ code: 'common.not_authenticated' });
  });

  it('splits the attendee’s events at now, boundaries included, and shows nobody else’s', async () => {
    const ann = await insertTestUser(ctx);
    const bob = await insertTestUser(ctx);
    const startsNow = await insertEvent(ctx, { title: 'Starts now', start_date: now, end_date: d('2027-05-19T00:00:00Z') });
    const endsNow = await insertEvent(ctx, { title: 'Ends now', start_date: d('2027-05-17T00:00:00Z'), end_date: now });
    const soon = await insertEvent(ctx, { title: 'Soon', start_date: d('2027-05-18T08:00:01Z'), end_date: d('2027-05-18T09:00:00Z') });
    const later = await insertEvent(ctx, { title: 'Later', start_date: d('2027-09-01T08:00:00Z'), end_date: d('2027-09-02T08:00:00Z') });
    const byTicket = await insertEvent(ctx, { title: 'By ticket', access_mode_type: 'close', start_date: d('2027-05-18T07:59:59Z'), end_date: d('2027-05-18T08:00:01Z') });
    const byEmail = await insertEvent(ctx, { title: 'By e-mail', start_date: d('2026-01-01T00:00:00Z'), end_date: d('2026-01-02T00:00:00Z') });
    const left = await insertEvent(ctx, { title: 'Left', start_date: d('2027-06-01T00:00:00Z'), end_date: d('2027-06-02T00:00:00Z') });
    const canceled = await insertEvent(ctx, { title: 'Canceled ticket', start_date: d('2027-06-01T00:00:00Z'), end_date: d('2027-06-02T00:00:00Z') });
    const bobs = await insertEvent(ctx, { title: 'Bob only', start_date: d('2027-06-01T00:00:00Z'), end_date: d('2027-06-02T00:00:00Z') });
    for (const e of [startsNow, endsNow, soon, later]) await join(e.id, ann.viewer.id);
    await ticket(byTicket.id, { user_id: ann.viewer.id, email: 'someone-else@example.test' });
    // Held by e-mail only (a guest ticket someone bought for Ann before she had an account).
    await ticket(byEmail.id, { email: ann.viewer.email.toLowerCase() });
    await join(left.id, ann.viewer.id, false);
    await ticket(canceled.id, { user_id: ann.viewer.id, email: ann.viewer.email }, 'canceled');
    await join(bobs.id, bob.viewer.id);

    const mine = await listMyEvents(ctx, ann.viewer);
    expect(mine.upcoming.events.map((e) => e.title)).toEqual(['Soon', 'Later']);
    expect(mine.ongoing.events.map((e) => e.title)).toEqual(['By ticket', 'Starts now']);
    expect(mine.past.events.map((e) => e.title)).toEqual(['Ends now', 'By e-mail']);
    expect(mine.ongoing.events[0]).toMatchObject({ joined: false, has_ticket: true, lp_url: byTicket.lp_url, timezone: 'Europe/Warsaw' });
    expect(mine.upcoming.events[0]).toMatchObject({ joined: true, has_ticket: false });
    expect(mine.upcoming.meta).toEqual({ all_items: 2, is_more: false });

    const bobsOwn = await listMyEvents(ctx, bob.viewer);
    expect(bobsOwn.upcoming.events.map((e) => e.title)).toEqual(['Bob only']);
    expect([...bobsOwn.ongoing.events, ...bobsOwn.past.events]).toEqual([]);
  });

  it('pages each section with limit and says there is more', async () => {
    const cy = await insertTestUser(ctx);
    for (let i = 0; i < 3; i++) {
      const e = await insertEvent(ctx, { title: `Up ${i}`, start_date: d(`2027-07-0${i + 1}T08:00:00Z`), end_date: d(`2027-07-0${i + 1}T18:00:00Z`) });
      await join(e.id, cy.viewer.id);
    }
    const page = await listMyEvents(ctx, cy.viewer, { limit: 2 });
    expect(page.upcoming.events.map((e) => e.title)).toEqual(['Up 0', 'Up 1']);
    expect(page.upcoming.meta).toEqual({ all_items: 3, is_more: true });
  });
});

describe('events near you', () => {
  it('lists open, not-ended events nearest first within the radius, to anyone', async () => {
    // Far from every other test event (those have no lat/lon): a spot in the South Atlantic.
    const here = { lat: -40, lon: -20 };
    const future = { start_date: d('2027-08-01T08:00:00Z'), end_date: d('2027-08-02T08:00:00Z') };
    const at = (dLat: number) => ({ lat: here.lat + dLat, lon: here.lon });
    const near = await insertEvent(ctx, { title: 'Near', ...future, ...at(0.1) });
    const mid = await insertEvent(ctx, { title: 'Mid', ...future, ...at(1) });
    const far = await insertEvent(ctx, { title: 'Far', ...future, ...at(3) });
    const sameSpotEarlier = await insertEvent(ctx, { title: 'Mid earlier', start_date: d('2027-07-01T08:00:00Z'), end_date: d('2027-07-01T09:00:00Z'), ...at(1) });
    await insertEvent(ctx, { title: 'Ongoing', start_date: d('2027-05-01T00:00:00Z'), end_date: d('2027-05-18T08:00:01Z'), ...at(0.5) });
    await insertEvent(ctx, { title: 'Ended', start_date: d('2027-05-01T00:00:00Z'), end_date: now, ...at(0.2) });
    await insertEvent(ctx, { title: 'Whitelist', access_mode_type: 'whitelist', ...future, ...at(0.2) });
    await insertEvent(ctx, { title: 'Closed', access_mode_type: 'close', ...future, ...at(0.2) });
    await insertEvent(ctx, { title: 'Coded', access_code_on: true, access_code: 'X', ...future, ...at(0.2) });
    await insertEvent(ctx, { title: 'Nowhere', ...future });

    const list = await listEventsNear(ctx, { ...here, radius_km: 200 });
    expect(list.events.map((e) => e.title)).toEqual(['Near', 'Ongoing', 'Mid earlier', 'Mid']);
    expect(list.meta).toEqual({ all_items: 4, is_more: false });
    expect(list.events[0]!.distance_km).toBe(roundKm(haversineKm(here, { lat: near.lat!, lon: near.lon! })));
    expect(list.events[3]!.distance_km).toBeCloseTo(111.2, 0);
    expect(Object.keys(list.events[0]!).sort()).toEqual(
      ['distance_km', 'end_date', 'id', 'lat', 'logo', 'lon', 'lp_url', 'place_address', 'start_date', 'timezone', 'title'].sort(),
    );
    expect(mid.id).not.toBe(sameSpotEarlier.id);

    const wide = await listEventsNear(ctx, { ...here, radius_km: 400, limit: 2, exclude_event_id: near.id });
    expect(wide.events.map((e) => e.title)).toEqual(['Ongoing', 'Mid earlier']);
    expect(wide.meta).toEqual({ all_items: 4, is_more: true });
    expect((await listEventsNear(ctx, { ...here, radius_km: 400 })).events.map((e) => e.id)).toContain(far.id);
  });

  it('finds events across the antimeridian', async () => {
    const future = { start_date: d('2027-08-01T08:00:00Z'), end_date: d('2027-08-02T08:00:00Z') };
    const fiji = await insertEvent(ctx, { title: 'Date line east', ...future, lat: -17, lon: -179.9 });
    const list = await listEventsNear(ctx, { lat: -17, lon: 179.9, radius_km: 50 });
    expect(list.events.map((e) => e.id)).toEqual([fiji.id]);
    expect(list.events[0]!.distance_km).toBeCloseTo(21.3, 0);
  });
});

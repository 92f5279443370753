import { afterAll, beforeAll, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { createTestCtx, type TestCtx } from '../testing/index.ts';
import { listEventsNear } from '../dashboard/list-events-near.ts';
import { listMyEvents } from '../dashboard/list-my-events.ts';
import { seedNearbyEvents } from './seed-nearby-events.ts';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await createTestCtx({ now: new Date('2026-11-23T12:00:00Z') });
});
afterAll(() => ctx.close());

it('gives the demo open events near the summit and the organizer a past and upcoming event', async () => {
  const [org] = await ctx.db.insert(schema.organizations).values({ name: 'Foyer Demo', slug: 'demo-org' }).returning();
  const [organizer] = await ctx.db
    .insert(schema.users)
    .values({ email: 'organizer@demo.foyer.test', user_identity_token: 'tok-organizer', first_name: 'Olga', last_name: 'Organizer' })
    .returning();
  const ids = await seedNearbyEvents({ db: ctx.db, seed: 1, now: ctx.clock.now() }, org!.id, organizer!.id);
  expect(ids).toHaveLength(3);

  // From the summit's place (EXPO XXI, Warsaw): the Kraków meetup has ended, Łódź is nearer than Gdańsk.
  const near = await listEventsNear(ctx, { lat: 52.2247, lon: 20.9539 });
  expect(near.events.map((e) => e.lp_url)).toEqual(['demo-lodz', 'demo-gdansk']);
  expect(near.events[0]!.distance_km).toBeGreaterThan(100);
  expect(near.events[0]!.distance_km).toBeLessThan(130);

  const mine = await listMyEvents(ctx, { id: organizer!.id, email: organizer!.email });
  expect(mine.past.events.map((e) => e.lp_url)).toEqual(['demo-krakow']);
  expect(mine.upcoming.events.map((e) => e.lp_url)).toEqual(['demo-lodz', 'demo-gdansk']);
  expect(mine.upcoming.events[0]!.start_date).toBe('2027-02-10T16:00:00.000Z');
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { openMeetings } from './bm-scope.ts';
import { acceptMeeting, createMeeting, deleteMeeting, rescheduleMeeting } from './meeting-actions.ts';
import { allowsFreeTime } from './meeting-input.ts';

let ctx: TestCtx;
let ann: TestUser;
let bob: TestUser;
let cyd: TestUser;
let eventId: number;
let mixed: number;
let slotsOnly: number;
const at = (hhmm: string) => `2027-05-02T${hhmm}:00.000Z`;

beforeAll(async () => {
  ctx = await createTestCtx();
  [ann, bob, cyd] = await Promise.all([insertTestUser(ctx), insertTestUser(ctx), insertTestUser(ctx)]);
  eventId = (await insertEvent(ctx)).id;
  mixed = (await insertComponent(ctx, eventId, 'business_matching')).id;
  slotsOnly = (await insertComponent(ctx, eventId, 'business_matching', 1)).id;
  const c = schema.components;
  await ctx.db.update(c).set({ additional_info: { business_matching_type: 'mixed' } }).where(eq(c.id, mixed));
  await ctx.db.update(c).set({ additional_info: { business_matching_type: 'time_slots' } }).where(eq(c.id, slotsOnly));
  await ctx.db.insert(schema.event_memberships).values([ann, bob, cyd].map((u) => ({ event_id: eventId, user_id: u.viewer.id, joined: true, first_name: u.viewer.first_name, last_name: u.viewer.last_name })));
});
afterAll(() => ctx?.close());

const scope = (u: TestUser, componentId = mixed) => openMeetings(ctx, { eventId, componentId, viewer: u.viewer, locale: 'en' });
const code = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code);
const free = (to: TestUser, start: string, end: string, place = 'Lobby bar') => ({ to_user_id: to.viewer.user_identity_token, time_start: at(start), time_end: at(end), custom_place_name: place });

describe('free-time meetings (SPEC §5)', () => {
  it('are offered by business_matching_type: time_slots refuses them, mixed (or unset) takes a time and a custom place', async () => {
    expect(await allowsFreeTime(ctx, slotsOnly)).toBe(false);
    expect(await allowsFreeTime(ctx, mixed)).toBe(true);
    expect(await code(createMeeting(ctx, await scope(ann, slotsOnly), free(bob, '15:00', '15:30')))).toBe('bm.slot_required');
    expect(await code(createMeeting(ctx, await scope(ann), free(bob, '15:00', '15:30', '   ')))).toBe('bm.place_required');
    const m = await createMeeting(ctx, await scope(ann), free(bob, '15:00', '15:30'));
    expect(m).toMatchObject({ status: 'pending', bm_session_id: null, tag_agenda_place_id: null, custom_place_name: 'Lobby bar', time_start: at('15:00') });
  });

  it('still cannot overlap an accepted meeting of either person, when inviting or when accepting', async () => {
    const first = await createMeeting(ctx, await scope(cyd), free(ann, '17:00', '17:30', 'Terrace'));
    const rival = await createMeeting(ctx, await scope(bob), free(ann, '17:15', '17:45', 'Café'));
    await acceptMeeting(ctx, await scope(ann), first.id);
    expect(await code(acceptMeeting(ctx, await scope(ann), rival.id))).toBe('bm.slot_taken');
    expect(await code(createMeeting(ctx, await scope(bob), free(cyd, '17:20', '17:40')))).toBe('bm.slot_taken');
    // Back to back is not an overlap.
    expect(await code(createMeeting(ctx, await scope(bob), free(cyd, '17:30', '18:00')))).toBe('ok');
  });

  it('is refused at a time the invited person marked unavailable, when inviting and when proposing another time', async () => {
    await ctx.db.insert(schema.user_unavailability).values({ event_id: eventId, user_id: cyd.viewer.id, unavailability_from: new Date(at('12:00')), unavailability_to: new Date(at('13:00')) });
    expect(await code(createMeeting(ctx, await scope(ann), free(cyd, '12:30', '13:30')))).toBe('bm.unavailable');
    const m = await createMeeting(ctx, await scope(ann), free(cyd, '13:00', '13:30'));
    expect(await code(rescheduleMeeting(ctx, await scope(ann), m.id, { time_start: at('11:45'), time_end: at('12:15'), custom_place_name: 'Lobby bar' }))).toBe('bm.unavailable');
    // Her own unavailability does not stop her from inviting at that time.
    expect(await code(createMeeting(ctx, await scope(cyd), free(bob, '12:15', '12:45')))).toBe('ok');
  });

  it('every change is announced on both people’s own channels, a withdrawn invitation too', async () => {
    let from = ctx.pubsub.published.length;
    const m = await createMeeting(ctx, await scope(bob), free(ann, '19:00', '19:30'));
    const heard = () =>
      ctx.pubsub.published
        .slice(from)
        .filter((p) => (p.message as { type?: string }).type === 'business_matching')
        .map((p) => {
          expect(p.message).toEqual({ type: 'business_matching', event_id: eventId, component_id: mixed, meeting_id: m.id });
          return p.channel;
        })
        .sort();
    const pair = [`user:${ann.viewer.id}`, `user:${bob.viewer.id}`].sort();
    expect(heard()).toEqual(pair);
    from = ctx.pubsub.published.length;
    await deleteMeeting(ctx, await scope(bob), m.id);
    expect(heard()).toEqual(pair);
  });
});

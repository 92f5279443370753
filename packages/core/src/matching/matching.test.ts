import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { administratorTag } from '../access/is-event-admin.ts';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { openMeetings } from './bm-scope.ts';
import { acceptMeeting, createMeeting, declineMeeting, deleteMeeting, rescheduleMeeting } from './meeting-actions.ts';
import { listInvitations } from './meeting-record.ts';
import { freePlaces, listSessions, suggestedAvailability } from './slots.ts';
import { calendarFeedUrl, exportMeetingCalendar, exportMeetingFeed } from './meeting-calendar.ts';
import { filtersForUser, listMatchingAttendees } from './matching-people.ts';

let ctx: TestCtx;
let ann: TestUser;
let bob: TestUser;
let cyd: TestUser;
let admin: TestUser;
let stranger: TestUser;
let guests: TestUser[];
let eventId: number;
let componentId: number;
let sessionId: number;
let placeA: number;
let placeB: number;
// The test clock says 2027-05-01T10:00Z; the session runs 12:00–13:00 the next day in 15-minute slots.
const at = (hhmm: string) => `2027-05-02T${hhmm}:00.000Z`;

beforeAll(async () => {
  ctx = await createTestCtx();
  [ann, bob, cyd, admin, stranger] = await Promise.all([
    insertTestUser(ctx, { first_name: 'Ann', last_name: 'Zeta', locale: 'pl' }),
    insertTestUser(ctx, { first_name: 'Bob', last_name: 'Alpha' }),
    insertTestUser(ctx, { first_name: 'Cyd', last_name: 'Beta' }),
    insertTestUser(ctx, { first_name: 'Adi', last_name: 'Admin' }),
    insertTestUser(ctx, { first_name: 'Sam', last_name: 'Stranger' }),
  ]);
  guests = await Promise.all(Array.from({ length: 50 }, (_, i) => insertTestUser(ctx, { first_name: `G${i}`, last_name: 'Guest' })));
  eventId = (await insertEvent(ctx)).id;
  componentId = (await insertComponent(ctx, eventId, 'business_matching')).id;
  const member = (u: TestUser, user_tags: string[] = []) => ({ event_id: eventId, user_id: u.viewer.id, joined: true, user_tags, first_name: u.viewer.first_name, last_name: u.viewer.last_name });
  await ctx.db.insert(schema.event_memberships).values([member(ann), member(bob), member(cyd), member(admin, [administratorTag]), ...guests.map((g) => member(g))]);
  const places = await ctx.db.insert(schema.agenda_session_places).values([{ event_id: eventId, value: 'Table A' }, { event_id: eventId, value: 'Table B' }]).returning();
  [placeA, placeB] = [places[0]!.id, places[1]!.id];
  const [session] = await ctx.db
    .insert(schema.bm_sessions)
    .values({ event_id: eventId, event_component_id: componentId, title: 'Speed networking', time_start: new Date(at('12:00')), time_end: new Date(at('13:00')), time_period: 15 })
    .returning();
  sessionId = session!.id;
  await ctx.db.insert(schema.bm_session_places).values([placeA, placeB].map((p) => ({ event_id: eventId, bm_session_id: sessionId, tag_agenda_place_id: p })));
  const [group] = await ctx.db.insert(schema.bm_filter_groups).values({ event_id: eventId, name: 'Industry' }).returning();
  const [fintech] = await ctx.db.insert(schema.bm_filter_tags).values({ event_id: eventId, bm_filter_group_id: group!.id, value: 'Fintech' }).returning();
  await ctx.db.insert(schema.user_bm_filter_answers).values({ event_id: eventId, user_id: bob.viewer.id, bm_filter_group_id: group!.id, bm_filter_tag_id: fintech!.id });
});
afterAll(() => ctx?.close());

const scope = (u: TestUser) => openMeetings(ctx, { eventId, componentId, viewer: u.viewer, locale: 'en' });
const token = (u: TestUser) => u.viewer.user_identity_token;
const code = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code);
const slot = (start: string, end: string, place = placeA) => ({ time_start: at(start), time_end: at(end), bm_session_id: sessionId, tag_agenda_place_id: place });
const invite = async (from: TestUser, to: TestUser, when: ReturnType<typeof slot>) => createMeeting(ctx, await scope(from), { ...when, to_user_id: token(to), message: 'Coffee?' });

describe('business-matching meetings', () => {
  it('lists sessions, slots of both people and places, and the filters', async () => {
    const { bm_sessions } = await listSessions(ctx, await scope(ann));
    expect(bm_sessions[0]!.tag_agenda_places.map((p) => p.value)).toEqual(['Table A', 'Table B']);
    const free = await freePlaces(ctx, await scope(ann), bob.viewer.id);
    expect(free).toHaveLength(8); // 4 slots × 2 places
    const suggested = await suggestedAvailability(ctx, await scope(ann), bob.viewer.id);
    expect(suggested.suggested_availability.map((s) => s.free_places)).toEqual([2, 2, 2, 2]);
    const filters = await filtersForUser(ctx, bob.viewer, eventId);
    expect(filters.bm_filter_groups[0]!.tags[0]!.value).toBe('Fintech');
    expect(filters.my_tag_ids).toHaveLength(1);
    const people = await listMatchingAttendees(ctx, await scope(ann), { tag_ids: filters.my_tag_ids });
    expect(people.users.map((u) => u.first_name)).toEqual(['Bob']);
  });

  it('validates: a slot and a place, free time needs a time and a place, start before end, not in the past', async () => {
    const s = await scope(ann);
    const base = { to_user_id: token(bob) };
    expect(await code(createMeeting(ctx, s, { ...base, ...slot('12:00', '12:15'), tag_agenda_place_id: null }))).toBe('bm.place_required');
    expect(await code(createMeeting(ctx, s, { ...base, ...slot('12:05', '12:20') }))).toBe('bm.slot_required');
    expect(await code(createMeeting(ctx, s, { ...base, time_start: at('15:00'), time_end: at('15:30') }))).toBe('bm.place_required');
    expect(await code(createMeeting(ctx, s, { ...base, time_start: '', time_end: at('15:30'), custom_place_name: 'Lobby' }))).toBe('common.validation');
    expect(await code(createMeeting(ctx, s, { ...base, time_start: at('15:30'), time_end: at('15:00'), custom_place_name: 'Lobby' }))).toBe('bm.invalid_time');
    expect(await code(createMeeting(ctx, s, { ...base, time_start: '2027-04-30T09:00:00Z', time_end: '2027-04-30T09:30:00Z', custom_place_name: 'Lobby' }))).toBe('bm.in_past');
    expect(await code(createMeeting(ctx, s, { ...base, ...slot('12:00', '12:15'), to_user_id: token(ann) }))).toBe('bm.self');
    expect(await code(createMeeting(ctx, s, { ...base, ...slot('12:00', '12:15'), to_user_id: token(stranger) }))).toBe('bm.user_not_found');
    const free = await createMeeting(ctx, s, { ...base, time_start: at('15:00'), time_end: at('15:30'), custom_place_name: 'Lobby bar' });
    expect(free).toMatchObject({ status: 'pending', custom_place_name: 'Lobby bar', bm_session_id: null });
    await deleteMeeting(ctx, s, free.id);
  });

  it('runs the state machine and keeps other pairs out', async () => {
    const m = await invite(ann, bob, slot('12:15', '12:30'));
    expect(m).toMatchObject({ status: 'pending', direction: 'outgoing', from_user_id: token(ann), to_user_id: token(bob) });
    // Again: the same invitation, not a second one.
    expect((await invite(ann, bob, slot('12:15', '12:30'))).id).toBe(m.id);
    // Only Bob answers; Cyd, the admin and an outsider do not even see it.
    expect(await code(acceptMeeting(ctx, await scope(ann), m.id))).toBe('bm.not_pending');
    for (const u of [cyd, admin]) {
      expect(await code(acceptMeeting(ctx, await scope(u), m.id))).toBe('bm.meeting_not_found');
      expect(await code(deleteMeeting(ctx, await scope(u), m.id))).toBe('bm.meeting_not_found');
      expect(await code(exportMeetingCalendar(ctx, await scope(u), m.id))).toBe('bm.meeting_not_found');
      expect((await listInvitations(ctx, await scope(u))).ingoing.map((x) => x.id)).not.toContain(m.id);
    }
    expect(await code(scope(stranger))).toBe('access.not_joined');
    expect((await listInvitations(ctx, await scope(bob))).ingoing.map((x) => x.id)).toContain(m.id);
    expect(await code(exportMeetingCalendar(ctx, await scope(bob), m.id))).toBe('bm.not_accepted');

    const accepted = await acceptMeeting(ctx, await scope(bob), m.id);
    expect(accepted.status).toBe('accepted');
    expect(await code(acceptMeeting(ctx, await scope(bob), m.id))).toBe('bm.not_pending');
    // Booked: neither the slot of Ann or Bob nor the place at that time is offered any more.
    const free = await freePlaces(ctx, await scope(cyd), ann.viewer.id);
    expect(free.some((f) => f.time_start === at('12:15'))).toBe(false);
    const freeForCyd = await freePlaces(ctx, await scope(cyd), guests[0]!.viewer.id);
    expect(freeForCyd.filter((f) => f.time_start === at('12:15')).map((f) => f.tag_agenda_place_id)).toEqual([placeB]);

    const ics = await exportMeetingCalendar(ctx, await scope(ann), m.id);
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain('DTSTART:20270502T121500Z');
    expect(ics.body).toContain('LOCATION:Table A');
    const feed = calendarFeedUrl(ctx, await scope(bob));
    const feedToken = feed.url.split('/').pop()!;
    expect((await exportMeetingFeed(ctx, eventId, feedToken)).body).toContain(`UID:bm-meeting-${m.id}@`);
    expect(await code(exportMeetingFeed(ctx, eventId, feedToken.replace(/^\d+/, String(ann.viewer.id))))).toBe('bm.feed_not_found');

    // Reschedule (by Bob): needs Ann's acceptance again, and Bob becomes its sender.
    const moved = await rescheduleMeeting(ctx, await scope(bob), m.id, slot('12:30', '12:45', placeB));
    expect(moved).toMatchObject({ status: 'rescheduled', from_user_id: token(bob), to_user_id: token(ann), tag_agenda_place_id: placeB });
    expect(await code(acceptMeeting(ctx, await scope(bob), m.id))).toBe('bm.not_pending');
    expect((await acceptMeeting(ctx, await scope(ann), m.id)).status).toBe('accepted');

    const other = await invite(cyd, ann, slot('12:45', '13:00'));
    expect((await declineMeeting(ctx, await scope(ann), other.id)).status).toBe('declined');
    expect(await code(acceptMeeting(ctx, await scope(ann), other.id))).toBe('bm.not_pending');
    await deleteMeeting(ctx, await scope(ann), m.id);
    expect(await code(deleteMeeting(ctx, await scope(ann), m.id))).toBe('bm.meeting_not_found');

    const news = await ctx.db.select().from(schema.notifications).where(and(eq(schema.notifications.user_id, ann.viewer.id), eq(schema.notifications.notify_type, 'business_matching')));
    expect(news.map((n) => n.notify_subtype).sort()).toEqual(['accepted', 'invited', 'rescheduled']);
    // Ann reads Polish.
    expect(news.find((n) => n.notify_subtype === 'accepted')!.title).toMatch(/Bob Alpha/);
  });

  it('a block stops a meeting being moved or accepted across it, either way; declining and cancelling still clear it', async () => {
    const [g1, g2] = [guests[40]!, guests[41]!];
    const m = await invite(g1, g2, slot('12:00', '12:15', placeB));
    const other = await invite(g1, g2, slot('12:30', '12:45', placeB));
    await ctx.db.insert(schema.user_blocks).values({ blocker_user_id: g2.viewer.id, blocked_user_id: g1.viewer.id });
    // The blocked one cannot reach the blocker with a new time, nor the blocker accept (which notifies the blocked).
    expect(await code(rescheduleMeeting(ctx, await scope(g1), m.id, slot('12:15', '12:30', placeB)))).toBe('bm.user_not_found');
    expect(await code(rescheduleMeeting(ctx, await scope(g2), m.id, slot('12:15', '12:30', placeB)))).toBe('bm.user_not_found');
    expect(await code(acceptMeeting(ctx, await scope(g2), m.id))).toBe('bm.user_not_found');
    const [row] = await ctx.db.select().from(schema.bm_meetings).where(eq(schema.bm_meetings.id, m.id));
    expect([row!.status, row!.time_start.toISOString()]).toEqual(['pending', at('12:00')]);
    expect((await declineMeeting(ctx, await scope(g2), m.id)).status).toBe('declined');
    expect(await deleteMeeting(ctx, await scope(g1), other.id)).toEqual({ status: 'ok' });
    const news = await ctx.db.select().from(schema.notifications).where(and(eq(schema.notifications.user_id, g2.viewer.id), eq(schema.notifications.notify_type, 'business_matching')));
    expect(news.map((n) => n.notify_subtype)).toEqual(['invited', 'invited']);
    await ctx.db.delete(schema.user_blocks).where(eq(schema.user_blocks.blocker_user_id, g2.viewer.id));
  });

  it('50 parallel accepts of overlapping meetings for one user leave no double-booked slot', async () => {
    // 50 people invite Cyd to the 12:00 slot (alternating the two places): she accepts all at once.
    const invites = await Promise.all(guests.map((g, i) => invite(g, cyd, slot('12:00', '12:15', i % 2 ? placeA : placeB))));
    const s = await scope(cyd);
    const results = await Promise.all(invites.map((m) => code(acceptMeeting(ctx, s, m.id))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'bm.slot_taken')).toBe(true);
    const b = schema.bm_meetings;
    const booked = await ctx.db.select().from(b).where(and(eq(b.to_user_id, cyd.viewer.id), eq(b.status, 'accepted')));
    expect(booked).toHaveLength(1);
  });

  it('one place at one time is booked once, whoever accepts', async () => {
    // 25 different pairs, all at 12:45 in Table A: only one may meet there.
    const pairs = guests.slice(0, 50).reduce<[TestUser, TestUser][]>((acc, g, i) => (i % 2 ? acc : [...acc, [g, guests[i + 1]!]]), []);
    const invites = await Promise.all(pairs.map(([x, y]) => invite(x, y, slot('12:45', '13:00', placeA))));
    const results = await Promise.all(invites.map(async (m, i) => code(acceptMeeting(ctx, await scope(pairs[i]![1]), m.id))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    const b = schema.bm_meetings;
    const booked = await ctx.db.select().from(b).where(and(eq(b.tag_agenda_place_id, placeA), eq(b.status, 'accepted'), eq(b.time_start, new Date(at('12:45')))));
    expect(booked).toHaveLength(1);
  });
});

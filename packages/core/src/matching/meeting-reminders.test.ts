import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { openMeetings } from './bm-scope.ts';
import { acceptMeeting, createMeeting, declineMeeting, rescheduleMeeting } from './meeting-actions.ts';
import { MEETING_REMINDER_EVERY_MS, MEETING_REMINDER_LEAD_MINUTES, scheduleMeetingReminders, sendMeetingReminders } from './meeting-reminders.ts';

let ctx: TestCtx;
let ann: TestUser;
let bob: TestUser;
let cyd: TestUser;
let eventId: number;
let componentId: number;
// Meetings on 2 May 2027; the test clock starts on 1 May at 10:00 (createTestCtx).
const at = (hhmm: string) => `2027-05-02T${hhmm}:00.000Z`;
const clockAt = (hhmm: string) => ctx.clock.set(new Date(at(hhmm)));

beforeAll(async () => {
  ctx = await createTestCtx();
  [ann, bob, cyd] = await Promise.all([
    insertTestUser(ctx, { first_name: 'Ann', last_name: 'Zeta', locale: 'pl' }),
    insertTestUser(ctx, { first_name: 'Bob', last_name: 'Alpha' }),
    insertTestUser(ctx, { first_name: 'Cyd', last_name: 'Beta' }),
  ]);
  eventId = (await insertEvent(ctx)).id;
  componentId = (await insertComponent(ctx, eventId, 'business_matching')).id;
  await ctx.db.insert(schema.event_memberships).values([ann, bob, cyd].map((u) => ({ event_id: eventId, user_id: u.viewer.id, joined: true, first_name: u.viewer.first_name, last_name: u.viewer.last_name })));
});
afterAll(() => ctx?.close());

const scope = (u: TestUser) => openMeetings(ctx, { eventId, componentId, viewer: u.viewer, locale: 'en' });
const meet = async (from: TestUser, to: TestUser, start: string, end: string) =>
  createMeeting(ctx, await scope(from), { to_user_id: to.viewer.user_identity_token, time_start: at(start), time_end: at(end), custom_place_name: 'Lobby' });
const reminders = async (meetingIds: number[]) => {
  const n = schema.notifications;
  return ctx.db
    .select({ user: n.user_id, target: n.target_id, title: n.title, dl: n.dl })
    .from(n)
    .where(and(eq(n.notify_subtype, 'reminder'), inArray(n.target_id, meetingIds)));
};

describe('meeting reminders', () => {
  it(`reminds both people once, ${MEETING_REMINDER_LEAD_MINUTES} minutes ahead, even when two runs race; never pending or declined meetings`, async () => {
    // Declined first: once Ann and Bob are booked, Bob's overlapping invitation would be refused.
    const declined = await meet(bob, cyd, '14:05', '14:20');
    await declineMeeting(ctx, await scope(cyd), declined.id);
    const accepted = await meet(ann, bob, '14:00', '14:30');
    await acceptMeeting(ctx, await scope(bob), accepted.id);
    const pending = await meet(cyd, ann, '14:30', '14:45');
    const ids = [accepted.id, pending.id, declined.id];

    // Too early: nothing is due yet.
    clockAt('13:44');
    await sendMeetingReminders(ctx);
    expect(await reminders(ids)).toEqual([]);

    clockAt('13:46');
    const live = ctx.pubsub.published.length;
    const runs = await Promise.all([sendMeetingReminders(ctx), sendMeetingReminders(ctx), sendMeetingReminders(ctx)]);
    expect(runs.map((r) => r.reminded).sort()).toEqual([0, 0, 1]);
    const sent = await reminders(ids);
    expect(sent.map((r) => r.user).sort()).toEqual([ann.viewer.id, bob.viewer.id].sort());
    expect(sent.every((r) => r.target === accepted.id)).toBe(true);
    // In each one's language, naming the other; leading to the meeting.
    expect(sent.find((r) => r.user === ann.viewer.id)!.title).toMatch(/Bob Alpha/);
    expect(sent.find((r) => r.user === bob.viewer.id)!.title).toMatch(/Ann Zeta/);
    expect(sent[0]!.dl).toMatch(new RegExp(`/business-matching/accepted/${accepted.id}$`));
    // Announced live (the bell) only after the commit, once per person.
    const notes = ctx.pubsub.published.slice(live).filter((p) => (p.message as { type?: string }).type === 'notification');
    expect(notes.map((p) => p.channel).sort()).toEqual([`user:${ann.viewer.id}`, `user:${bob.viewer.id}`].sort());

    // Later runs send nothing again; a started meeting is never reminded.
    clockAt('13:55');
    await sendMeetingReminders(ctx);
    expect(await reminders(ids)).toHaveLength(2);
  });

  it('a rescheduled meeting is reminded again at its new time (once accepted again)', async () => {
    clockAt('09:00');
    const m = await meet(ann, cyd, '16:00', '16:30');
    await acceptMeeting(ctx, await scope(cyd), m.id);
    clockAt('15:50');
    await sendMeetingReminders(ctx);
    expect(await reminders([m.id])).toHaveLength(2);

    await rescheduleMeeting(ctx, await scope(cyd), m.id, { time_start: at('17:00'), time_end: at('17:30'), custom_place_name: 'Terrace' });
    const [row] = await ctx.db.select({ at: schema.bm_meetings.reminder_sent_at }).from(schema.bm_meetings).where(eq(schema.bm_meetings.id, m.id));
    expect(row!.at).toBeNull();
    // Waiting for Ann's answer: not reminded.
    clockAt('16:50');
    await sendMeetingReminders(ctx);
    expect(await reminders([m.id])).toHaveLength(2);
    await acceptMeeting(ctx, await scope(ann), m.id);
    await sendMeetingReminders(ctx);
    expect(await reminders([m.id])).toHaveLength(4);
  });

  it('queues the next run at the next minute, under an id naming that minute', async () => {
    ctx.clock.set(new Date(Date.UTC(2027, 0, 1, 10, 2, 30)));
    await scheduleMeetingReminders(ctx);
    const slot = Date.UTC(2027, 0, 1, 10, 3) / MEETING_REMINDER_EVERY_MS;
    expect(ctx.jobs.jobs.at(-1)).toEqual({ name: 'bm.reminders', payload: {}, opts: { jobId: `bm-reminders:${slot}`, delayMs: 30_000 } });
  });
});

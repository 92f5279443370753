import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { listSessionAttendees } from '../people/list-session-attendees.ts';
import { addToSchedule } from './add-to-schedule.ts';
import { exportScheduleCalendar } from './export-schedule-calendar.ts';
import { listMySchedule } from './list-my-schedule.ts';
import { rateSession } from './rate-session.ts';
import { removeFromSchedule } from './remove-from-schedule.ts';
import { setReminder } from './set-reminder.ts';

let ctx: TestCtx;
let eventId: number;
let agendaId: number;
let sessionId: number;
let granted: TestUser;
let outsider: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestCtx({ now: new Date('2027-05-10T12:00:00Z') });
  eventId = (await insertEvent(ctx)).id;
  agendaId = (await insertComponent(ctx, eventId, 'agenda')).id;
  const [session] = await ctx.db
    .insert(schema.agenda_sessions)
    .values({ event_id: eventId, event_component_id: agendaId, name: 'Board-only briefing', time_start: new Date('2027-05-18T09:00:00Z'), time_end: new Date('2027-05-18T10:00:00Z') })
    .returning();
  sessionId = session!.id;
  [granted, outsider, admin] = await Promise.all([insertTestUser(ctx), insertTestUser(ctx), insertTestUser(ctx)]);
  for (const u of [granted, outsider]) await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: u.viewer.id, joined: true });
  await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: admin.viewer.id, joined: true, user_tags: ['ADMINISTRATOR'] });
  // The outsider put it in their schedule while the agenda was open to all.
  await addToSchedule(ctx, outsider.viewer, { eventId, sessionId });
  await ctx.db.update(schema.components).set({ access_limited: true }).where(eq(schema.components.id, agendaId));
  await ctx.db.insert(schema.component_accesses).values({ event_id: eventId, component_id: agendaId, user_id: granted.viewer.id });
});
afterAll(() => ctx.close());

const codeOf = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code ?? String(e));

/** SPEC §6: a component limited to chosen people is limited through every call that reaches its sessions. */
describe('an agenda limited to chosen people, reached by session id at the event level', () => {
  it('refuses the others: adding to the schedule, a reminder, a rating, who attends', async () => {
    const ids = { eventId, sessionId };
    expect(await codeOf(addToSchedule(ctx, outsider.viewer, ids))).toBe('common.forbidden');
    expect(await codeOf(setReminder(ctx, outsider.viewer, { ...ids, reminder_minutes: 15 }))).toBe('common.forbidden');
    expect(await codeOf(rateSession(ctx, outsider.viewer, { ...ids, rating: 5 }))).toBe('common.forbidden');
    expect(await codeOf(listSessionAttendees(ctx, eventId, sessionId, outsider.viewer.id, { limit: 20 }))).toBe('common.forbidden');
  });

  it('hides it from the schedule and its calendar file of someone without access, who may still take it out', async () => {
    expect((await listMySchedule(ctx, outsider.viewer, { eventId })).agenda_sessions).toEqual([]);
    expect((await exportScheduleCalendar(ctx, outsider.viewer, { eventId })).body).not.toContain('Board-only briefing');
    expect(await removeFromSchedule(ctx, outsider.viewer, { eventId, sessionId })).toMatchObject({ in_schedule: false });
  });

  it('lets the granted attendee and the administrator in', async () => {
    expect(await codeOf(addToSchedule(ctx, granted.viewer, { eventId, sessionId }))).toBe('ok');
    expect((await listMySchedule(ctx, granted.viewer, { eventId })).agenda_sessions.map((s) => s.name)).toEqual(['Board-only briefing']);
    const attendees = await listSessionAttendees(ctx, eventId, sessionId, admin.viewer.id, { limit: 20 });
    expect([attendees.meta.all_items, attendees.users.map((u) => u.last_name)]).toEqual([1, [granted.viewer.last_name]]);
    expect(await codeOf(addToSchedule(ctx, admin.viewer, { eventId, sessionId }))).toBe('ok');
  });
});

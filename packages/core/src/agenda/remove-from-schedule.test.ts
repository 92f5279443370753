import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser } from '../access/test-users.ts';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { addToSchedule } from './add-to-schedule.ts';
import { listMySchedule } from './list-my-schedule.ts';
import { rateSession } from './rate-session.ts';
import { removeFromSchedule } from './remove-from-schedule.ts';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await createTestCtx({ now: new Date('2027-05-18T12:00:00Z') });
});
afterAll(() => ctx.close());

/**
 * A rating lives on the "my schedule" row (rating a session adds it to the schedule), so taking
 * the session out of the schedule must take the rating with it: adding it again starts unrated.
 */
describe('removeFromSchedule', () => {
  it('deletes the viewer’s rating with the session and leaves other people’s ratings alone', async () => {
    const event = await insertEvent(ctx);
    const agenda = await insertComponent(ctx, event.id, 'agenda');
    const [session] = await ctx.db
      .insert(schema.agenda_sessions)
      .values({ event_id: event.id, event_component_id: agenda.id, name: 'Past talk', time_start: new Date('2027-05-18T09:00:00Z'), time_end: new Date('2027-05-18T10:00:00Z') })
      .returning();
    const [me, other] = await Promise.all([insertTestUser(ctx), insertTestUser(ctx)]);
    for (const u of [me, other]) await ctx.db.insert(schema.event_memberships).values({ event_id: event.id, user_id: u.viewer.id });
    const ids = { eventId: event.id, sessionId: session!.id };

    await rateSession(ctx, me.viewer, { ...ids, rating: 4 });
    await rateSession(ctx, other.viewer, { ...ids, rating: 2 });
    expect((await listMySchedule(ctx, me.viewer, { eventId: event.id })).agenda_sessions.map((s) => s.rating)).toEqual([4]);

    expect(await removeFromSchedule(ctx, me.viewer, ids)).toMatchObject({ in_schedule: false, removed: true });
    const rows = await ctx.db.select().from(schema.agenda_session_attendances).where(eq(schema.agenda_session_attendances.agenda_session_id, session!.id));
    expect(rows.map((r) => [r.user_id, r.rating])).toEqual([[other.viewer.id, 2]]);

    await addToSchedule(ctx, me.viewer, ids);
    expect((await listMySchedule(ctx, me.viewer, { eventId: event.id })).agenda_sessions.map((s) => s.rating)).toEqual([null]);
  });
});

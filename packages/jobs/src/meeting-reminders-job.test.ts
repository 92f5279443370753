import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { schema } from '@foyer/db';
import { insertTestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { meetingRemindersJob } from '@foyer/core/matching/jobs';
import { InProcessJobQueue } from './inprocess-runner.ts';
import { makeTestJobCtx } from './testing/test-ctx.ts';

/**
 * The registered `bm.reminders` handler, as the embedded default (no REDIS_URL) runs it: one run
 * reminds both people of a meeting about to start and queues the next run; a second run sends
 * nothing more.
 */
let ctx: TestCtx;
let queue: InProcessJobQueue;

beforeAll(async () => {
  ctx = await createTestCtx({ now: new Date('2027-05-02T13:50:00Z') });
  // The handler's follow-up run goes to the recording queue (it would wait a real minute here).
  queue = new InProcessJobQueue({ ctx: () => makeTestJobCtx({ db: ctx.db, jobs: ctx.jobs, clock: ctx.clock, pubsub: ctx.pubsub }), log: pino({ level: 'silent' }) });
});
afterAll(async () => {
  await queue?.close();
  await ctx?.close();
});

it('the worker’s bm.reminders job reminds both people of an accepted meeting once', async () => {
  const [ann, bob] = [await insertTestUser(ctx), await insertTestUser(ctx)];
  const event = await insertEvent(ctx);
  const component = await insertComponent(ctx, event.id, 'business_matching');
  const [meeting] = await ctx.db
    .insert(schema.bm_meetings)
    .values({ event_id: event.id, event_component_id: component.id, status: 'accepted', custom_place_name: 'Lobby', time_start: new Date('2027-05-02T14:00:00Z'), time_end: new Date('2027-05-02T14:30:00Z'), from_user_id: ann.viewer.id, to_user_id: bob.viewer.id })
    .returning();
  const n = schema.notifications;
  const sent = () => ctx.db.select({ user: n.user_id }).from(n).where(and(eq(n.target_id, meeting!.id), eq(n.notify_subtype, 'reminder')));
  await queue.enqueue(meetingRemindersJob, {});
  await queue.drain();
  expect((await sent()).map((r) => r.user).sort()).toEqual([ann.viewer.id, bob.viewer.id].sort());
  // …and the chain goes on: the next run is queued for the next minute.
  expect(ctx.jobs.jobs.at(-1)).toMatchObject({ name: 'bm.reminders', opts: { jobId: `bm-reminders:${Date.parse('2027-05-02T13:51:00Z') / 60_000}`, delayMs: 60_000 } });
  await queue.enqueue(meetingRemindersJob, {}, { jobId: 'again' });
  await queue.drain();
  expect(await sent()).toHaveLength(2);
});

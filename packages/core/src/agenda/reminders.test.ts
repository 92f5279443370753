import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser } from '../access/test-users.ts';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { addToSchedule } from './add-to-schedule.ts';
import { deliverReminder } from './deliver-reminder.ts';
import type { AgendaReminderPayload } from './jobs.ts';
import { removeFromSchedule } from './remove-from-schedule.ts';
import { rescheduleSessionReminders } from './reschedule-session-reminders.ts';
import { setReminder } from './set-reminder.ts';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await createTestCtx({ now: new Date('2027-05-18T08:00:00Z') });
});
afterAll(() => ctx.close());

async function setup(locale = 'en') {
  const event = await insertEvent(ctx, { timezone: 'Europe/Warsaw' });
  const agenda = await insertComponent(ctx, event.id, 'agenda');
  const [place] = await ctx.db.insert(schema.agenda_session_places).values({ event_id: event.id, value: 'Hall A', hex: '#111111' }).returning();
  const [session] = await ctx.db
    .insert(schema.agenda_sessions)
    .values({ event_id: event.id, event_component_id: agenda.id, name: 'Keynote', time_start: new Date('2027-05-18T09:00:00Z'), time_end: new Date('2027-05-18T10:00:00Z'), tag_agenda_place_id: place!.id })
    .returning();
  const user = await insertTestUser(ctx, { locale });
  await ctx.db.insert(schema.event_memberships).values({ event_id: event.id, user_id: user.viewer.id });
  return { event, agenda, session: session!, user };
}

const reminderJobs = () => ctx.jobs.jobs.filter((j) => j.name === 'agenda.reminder');
const lastReminder = () => reminderJobs().at(-1)!;
const notes = (userId: number) => ctx.db.select().from(schema.notifications).where(eq(schema.notifications.user_id, userId));
const mails = (to: string) => ctx.db.select().from(schema.mail_outbox).where(and(eq(schema.mail_outbox.to_address, to), eq(schema.mail_outbox.template, 'agenda.reminder')));

describe('agenda.reminder', () => {
  it('is enqueued with a stable id and a delay until start − minutes', async () => {
    const { event, session, user } = await setup();
    await addToSchedule(ctx, user.viewer, { eventId: event.id, sessionId: session.id });
    const before = reminderJobs().length;
    await setReminder(ctx, user.viewer, { eventId: event.id, sessionId: session.id, reminder_minutes: 15 });
    expect(reminderJobs().length).toBe(before + 1);
    const job = lastReminder();
    expect(job.opts.delayMs).toBe(45 * 60_000);
    expect(job.opts.jobId).toMatch(/^agenda-reminder:\d+:15:\d+$/);
    await setReminder(ctx, user.viewer, { eventId: event.id, sessionId: session.id, reminder_minutes: 15 });
    expect(lastReminder().opts.jobId).toBe(job.opts.jobId);
  });

  it('delivers a notification and an e-mail in the user locale exactly once', async () => {
    const { event, agenda, session, user } = await setup('pl');
    await addToSchedule(ctx, user.viewer, { eventId: event.id, sessionId: session.id, reminder_minutes: 30 });
    const payload = lastReminder().payload as AgendaReminderPayload;
    expect(payload.minutes).toBe(30);

    const outcomes = await Promise.all([deliverReminder(ctx, payload), deliverReminder(ctx, payload)]);
    expect(outcomes.sort()).toEqual(['already_delivered', 'delivered']);
    expect(await deliverReminder(ctx, payload)).toBe('already_delivered');

    const n = await notes(user.viewer.id);
    expect(n).toHaveLength(1);
    expect(n[0]).toMatchObject({
      event_id: event.id, notify_type: 'event', notify_subtype: 'agenda_reminder', target_type: 'agenda_session', target_id: session.id,
      dl: `/${event.lp_url}/component/${agenda.id}/agenda_sessions/${session.id}/details`,
    });
    expect(n[0]!.message).toContain('Keynote');
    const m = await mails(user.viewer.email);
    expect(m).toHaveLength(1);
    expect(m[0]!.locale).toBe('pl');
    expect(m[0]!.subject).toBe('Przypomnienie: Keynote zaczyna się za 30 minut');
    expect(m[0]!.text_body).toContain('Hall A');
    expect(m[0]!.text_body).toContain('11:00'); // the 09:00 UTC start in Europe/Warsaw (CEST)
    expect(ctx.pubsub.published.filter((p) => p.channel === `user:${user.viewer.id}`)).toHaveLength(1);
  });

  it('names the session, its room and the event in the reader’s language, as the agenda does there', async () => {
    const { event, session, user } = await setup('pl');
    await ctx.db.update(schema.events).set({ title: 'Tech Days', lp_settings: JSON.stringify({ translations: { pl: { 'Hall A': 'Sala A', 'Tech Days': 'Dni Technologii' } } }), lp_version: 1 }).where(eq(schema.events.id, event.id));
    await ctx.db.update(schema.agenda_sessions).set({ translations: { pl: { name: 'Przemówienie otwierające' } } }).where(eq(schema.agenda_sessions.id, session.id));
    await addToSchedule(ctx, user.viewer, { eventId: event.id, sessionId: session.id, reminder_minutes: 30 });
    expect(await deliverReminder(ctx, lastReminder().payload as AgendaReminderPayload)).toBe('delivered');
    const [m] = await mails(user.viewer.email);
    expect(m!.subject).toBe('Przypomnienie: Przemówienie otwierające zaczyna się za 30 minut');
    expect(m!.text_body).toContain('Sala A');
    expect(m!.text_body).toContain('Dni Technologii');
    expect(m!.text_body).not.toContain('Keynote');
  });

  it('does not deliver a reminder that was changed or removed', async () => {
    const { event, session, user } = await setup();
    await addToSchedule(ctx, user.viewer, { eventId: event.id, sessionId: session.id, reminder_minutes: 30 });
    const old = lastReminder().payload as AgendaReminderPayload;
    await setReminder(ctx, user.viewer, { eventId: event.id, sessionId: session.id, reminder_minutes: 5 });
    const fresh = lastReminder().payload as AgendaReminderPayload;
    expect(await deliverReminder(ctx, old)).toBe('cancelled');
    expect(await notes(user.viewer.id)).toHaveLength(0);

    await setReminder(ctx, user.viewer, { eventId: event.id, sessionId: session.id, reminder_minutes: null });
    expect(await deliverReminder(ctx, fresh)).toBe('cancelled');
    await setReminder(ctx, user.viewer, { eventId: event.id, sessionId: session.id, reminder_minutes: 5 });
    await removeFromSchedule(ctx, user.viewer, { eventId: event.id, sessionId: session.id });
    expect(await deliverReminder(ctx, fresh)).toBe('cancelled');
    expect(await notes(user.viewer.id)).toHaveLength(0);
    expect(await mails(user.viewer.email)).toHaveLength(0);
  });

  it('stays silent when the agenda was limited to other people after the reminder was set', async () => {
    const { event, agenda, session, user } = await setup();
    await addToSchedule(ctx, user.viewer, { eventId: event.id, sessionId: session.id, reminder_minutes: 30 });
    const payload = lastReminder().payload as AgendaReminderPayload;
    await ctx.db.update(schema.components).set({ access_limited: true }).where(eq(schema.components.id, agenda.id));
    expect(await deliverReminder(ctx, payload)).toBe('cancelled');
    expect(await notes(user.viewer.id)).toHaveLength(0);
    expect(await mails(user.viewer.email)).toHaveLength(0);
  });

  it('follows a session that moved instead of delivering at the old time', async () => {
    const { event, session, user } = await setup();
    await addToSchedule(ctx, user.viewer, { eventId: event.id, sessionId: session.id, reminder_minutes: 15 });
    const old = lastReminder().payload as AgendaReminderPayload;
    const moved = new Date('2027-05-18T11:00:00Z');
    await ctx.db.update(schema.agenda_sessions).set({ time_start: moved, time_end: new Date('2027-05-18T12:00:00Z') }).where(eq(schema.agenda_sessions.id, session.id));
    const jobsBefore = reminderJobs().length;
    expect(await deliverReminder(ctx, old)).toBe('rescheduled');
    expect(await notes(user.viewer.id)).toHaveLength(0);
    expect(reminderJobs().length).toBe(jobsBefore + 1);
    const next = lastReminder();
    expect(next.payload).toMatchObject({ minutes: 15, time_start: moved.toISOString() });
    expect(next.opts.delayMs).toBe((3 * 60 - 15) * 60_000);
    expect(await deliverReminder(ctx, next.payload as AgendaReminderPayload)).toBe('delivered');
    expect(await notes(user.viewer.id)).toHaveLength(1);
  });

  it('refuses a reminder for a started session and sends nothing after the start', async () => {
    const { event, session, user } = await setup();
    await addToSchedule(ctx, user.viewer, { eventId: event.id, sessionId: session.id, reminder_minutes: 5 });
    const payload = lastReminder().payload as AgendaReminderPayload;
    ctx.clock.set(new Date('2027-05-18T09:01:00Z'));
    try {
      await expect(setReminder(ctx, user.viewer, { eventId: event.id, sessionId: session.id, reminder_minutes: 15 })).rejects.toMatchObject({ code: 'common.validation' });
      expect(await deliverReminder(ctx, payload)).toBe('started');
      expect(await notes(user.viewer.id)).toHaveLength(0);
    } finally {
      ctx.clock.set(new Date('2027-05-18T08:00:00Z'));
    }
  });

  it('re-plans every reminder of a session moved earlier, and the old job stays silent', async () => {
    const { event, session, user } = await setup();
    await addToSchedule(ctx, user.viewer, { eventId: event.id, sessionId: session.id, reminder_minutes: 30 });
    const old = lastReminder().payload as AgendaReminderPayload;
    const earlier = new Date('2027-05-18T08:20:00Z');
    await ctx.db.update(schema.agenda_sessions).set({ time_start: earlier }).where(eq(schema.agenda_sessions.id, session.id));
    expect(await rescheduleSessionReminders(ctx, { eventId: event.id, sessionId: session.id })).toBe(1);
    const next = lastReminder();
    // Due at 07:50, before now (08:00), and the session has not started: delivered at once.
    expect(next.payload).toMatchObject({ minutes: 30, time_start: earlier.toISOString() });
    expect(next.opts.delayMs).toBe(0);
    expect(await deliverReminder(ctx, next.payload as AgendaReminderPayload)).toBe('delivered');
    expect(await deliverReminder(ctx, old)).not.toBe('delivered');
    expect(await notes(user.viewer.id)).toHaveLength(1);
  });

  it('delivers a reminder set after its due time at once, saying how long is really left', async () => {
    const { event, agenda, user } = await setup();
    const [soon] = await ctx.db
      .insert(schema.agenda_sessions)
      .values({ event_id: event.id, event_component_id: agenda.id, name: 'Lightning talk', time_start: new Date('2027-05-18T08:10:00Z'), time_end: new Date('2027-05-18T08:30:00Z') })
      .returning();
    await addToSchedule(ctx, user.viewer, { eventId: event.id, sessionId: soon!.id, reminder_minutes: 15 });
    const job = lastReminder();
    expect(job.opts.delayMs).toBe(0);
    const published = ctx.pubsub.published.length;
    expect(await deliverReminder(ctx, job.payload as AgendaReminderPayload)).toBe('delivered');
    const [n] = await notes(user.viewer.id);
    expect(n!.message).toContain('Lightning talk starts in 10 minutes');
    expect((await mails(user.viewer.email))[0]!.subject).toBe('Reminder: Lightning talk starts in 10 minutes');
    // Announced after the commit, with the stored row and the unread count.
    expect(ctx.pubsub.published.slice(published)).toEqual([
      { channel: `user:${user.viewer.id}`, message: expect.objectContaining({ type: 'notification', unread: 1, notification: expect.objectContaining({ id: n!.id, notify_type: 'event' }) }) },
    ]);
  });
});

import { schema } from '@foyer/db';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { mailLocale } from '../accounts/user-locale.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { HeldPublisher } from '../realtime/held-publisher.ts';
import { meetingRemindersJob } from './jobs.ts';
import { announceMeetingChange, matchingStrings, matchingTemplate } from './notify-meeting.ts';
import { fillTemplate as fill } from '../mail/mail-strings.ts';

/** How long before an accepted meeting both people are reminded of it. */
export const MEETING_REMINDER_LEAD_MINUTES = 15;
/** How often the reminder run looks for meetings coming up (a reminder is at most this late). */
export const MEETING_REMINDER_EVERY_MS = 60_000;
/** Meetings claimed per run; the next run takes the rest. */
const REMINDER_BATCH = 200;

type ReminderCtx = Pick<Ctx, 'db' | 'clock' | 'log' | 'pubsub'>;

/**
 * Reminds both people of each accepted meeting starting within the lead time that was not
 * reminded yet. Claiming is one UPDATE … WHERE reminder_sent_at IS NULL RETURNING, inside the
 * same transaction as the notifications: of two runs racing (two workers, a retried job) the
 * second waits for the first's row locks, then finds reminder_sent_at set and skips the row, so a
 * meeting is reminded once; a run that fails rolls back its claim and the next run sends it.
 * Live messages are held until the commit (HeldPublisher). Pending, declined and cancelled
 * meetings are never claimed; a rescheduled one was reset (meeting-actions.ts).
 */
export async function sendMeetingReminders(ctx: ReminderCtx): Promise<{ reminded: number }> {
  const now = ctx.clock.now();
  const until = new Date(now.getTime() + MEETING_REMINDER_LEAD_MINUTES * 60_000);
  const b = schema.bm_meetings;
  const held = new HeldPublisher();
  const claimed = await ctx.db.transaction(async (tx) => {
    const due = tx
      .select({ id: b.id })
      .from(b)
      .where(and(eq(b.status, 'accepted'), isNull(b.reminder_sent_at), gt(b.time_start, now), lte(b.time_start, until)))
      .orderBy(b.time_start)
      .limit(REMINDER_BATCH);
    const rows = await tx
      .update(b)
      .set({ reminder_sent_at: now })
      .where(and(inArray(b.id, due), eq(b.status, 'accepted'), isNull(b.reminder_sent_at)))
      .returning({ id: b.id, event_id: b.event_id, component_id: b.event_component_id, from: b.from_user_id, to: b.to_user_id, time_start: b.time_start });
    if (!rows.length) return rows;
    const u = schema.users;
    const people = await tx
      .select({ id: u.id, first_name: u.first_name, last_name: u.last_name, locale: u.locale })
      .from(u)
      .where(inArray(u.id, [...new Set(rows.flatMap((r) => [r.from, r.to]))]));
    const lp = await tx
      .select({ id: schema.events.id, lp_url: schema.events.lp_url })
      .from(schema.events)
      .where(inArray(schema.events.id, [...new Set(rows.map((r) => r.event_id))]));
    const person = new Map(people.map((p) => [p.id, p]));
    for (const r of rows) {
      const slug = lp.find((e) => e.id === r.event_id)?.lp_url ?? '';
      for (const [me, them] of [[r.from, r.to], [r.to, r.from]] as const) {
        const other = person.get(them);
        const s = matchingStrings(mailLocale(person.get(me)?.locale ?? null));
        const vars = { name: `${other?.first_name ?? ''} ${other?.last_name ?? ''}`.trim(), minutes: String(Math.max(1, Math.round((r.time_start.getTime() - now.getTime()) / 60_000))) };
        await createNotification(
          { db: tx as unknown as Ctx['db'], pubsub: held },
          {
            eventId: r.event_id,
            userId: me,
            title: fill(s.reminder_title, vars),
            message: fill(s.reminder_message, vars),
            notify_type: 'business_matching',
            notify_subtype: 'reminder',
            target_type: 'bm_meeting',
            target_id: r.id,
            dl: `/${slug}/business-matching/accepted/${r.id}`.replace(/^\/\//, '/'),
            template: matchingTemplate('reminder', vars),
          },
        );
      }
    }
    return rows;
  });
  await held.flush(ctx.pubsub).catch((error: unknown) => ctx.log.warn({ error }, 'meeting reminders not announced live'));
  for (const r of claimed) await announceMeetingChange(ctx, { eventId: r.event_id, componentId: r.component_id, meetingId: r.id, userIds: [r.from, r.to] });
  if (claimed.length) ctx.log.info({ reminded: claimed.length }, 'meeting reminders sent');
  return { reminded: claimed.length };
}

/**
 * Queues the next run at the next minute boundary. The job id names that minute, so every worker
 * that starts (or every run that finishes) asks for the same one and it runs once.
 */
export async function scheduleMeetingReminders(ctx: Pick<Ctx, 'jobs' | 'clock'>): Promise<void> {
  const now = ctx.clock.now().getTime();
  const next = Math.floor(now / MEETING_REMINDER_EVERY_MS) + 1;
  await ctx.jobs.enqueue(meetingRemindersJob, {}, { jobId: `bm-reminders:${next}`, delayMs: next * MEETING_REMINDER_EVERY_MS - now });
}

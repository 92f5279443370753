import { schema, type Db } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { mailLocale } from '../accounts/user-locale.ts';
import type { Ctx } from '../context.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { fillTemplate } from '../mail/mail-strings.ts';
import { renderMail } from '../mail/render-mail.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { HeldPublisher } from '../realtime/held-publisher.ts';
import type { EnqueueOptions, JobDefinition, JobQueue } from '../platform/jobs.ts';
import type { AgendaReminderPayload } from './jobs.ts';
import { reminderDelayMs } from './reminder-time.ts';
import { scheduleReminder } from './schedule-reminder.ts';
import { sessionDetailsPath } from './session-ics-event.ts';
import { openSessionIds } from './find-session.ts';
import { reminderStrings } from './reminder-strings.ts';
import { formatWhen } from '@foyer/i18n';
import { storedEventText } from '../events/stored-event-text.ts';
import { translated } from '../content/visibility.ts';

export type ReminderOutcome = 'delivered' | 'already_delivered' | 'cancelled' | 'rescheduled' | 'started';

/** Holds enqueues made inside a transaction until it commits, so no job sees uncommitted rows. */
class AfterCommitQueue implements JobQueue {
  readonly held: { def: JobDefinition; payload: unknown; opts?: EnqueueOptions }[] = [];
  async enqueue(def: JobDefinition, payload: unknown, opts?: EnqueueOptions) {
    this.held.push({ def, payload, opts });
  }
}

export const reminderMailKey = (p: AgendaReminderPayload) => `agenda-reminder:${p.attendanceId}:${p.minutes}:${new Date(p.time_start).getTime()}`;

/**
 * The `agenda.reminder` job. Delivers only what is still wanted: the attendance exists, still asks
 * for these minutes, and the session still starts at the time the job was planned for. A session
 * that moved gets a fresh job for its new time instead. The notification row and the outbox row
 * (dedupe key per attendance, minutes and start) are written in one transaction under a lock on
 * the attendance, so a repeated, retried or concurrent run delivers exactly once.
 */
export async function deliverReminder(ctx: Pick<Ctx, 'db' | 'jobs' | 'clock' | 'config' | 'pubsub'>, p: AgendaReminderPayload): Promise<ReminderOutcome> {
  const planned = new Date(p.time_start);
  const held = new AfterCommitQueue();
  const heldNews = new HeldPublisher();
  const result = await ctx.db.transaction(async (tx) => {
    const t = schema.agenda_session_attendances;
    const a = schema.agenda_sessions;
    const [row] = await tx
      .select({
        id: t.id, reminder_minutes: t.reminder_minutes, user_id: t.user_id, event_id: t.event_id,
        session_id: a.id, component_id: a.event_component_id, name: a.name, translations: a.translations, time_start: a.time_start, place_id: a.tag_agenda_place_id,
      })
      .from(t)
      .innerJoin(a, eq(a.id, t.agenda_session_id))
      .where(eq(t.id, p.attendanceId))
      .for('update', { of: t })
      .limit(1);
    if (!row || row.reminder_minutes !== p.minutes) return { outcome: 'cancelled' as const };
    if (row.time_start.getTime() !== planned.getTime()) {
      if (reminderDelayMs(ctx.clock.now(), row.time_start, p.minutes) === null) return { outcome: 'started' as const };
      await scheduleReminder({ jobs: held, clock: ctx.clock }, row, row);
      return { outcome: 'rescheduled' as const };
    }
    if (row.time_start.getTime() <= ctx.clock.now().getTime()) return { outcome: 'started' as const };
    // The agenda was limited to chosen people after the reminder was set: no word of it to others.
    if (!(await openSessionIds({ db: tx as unknown as Db }, row.event_id, row.user_id, [row.session_id])).has(row.session_id)) return { outcome: 'cancelled' as const };

    const [user] = await tx.select({ email: schema.users.email, locale: schema.users.locale }).from(schema.users).where(eq(schema.users.id, row.user_id));
    const [event] = await tx.select({ title: schema.events.title, lp_url: schema.events.lp_url, timezone: schema.events.timezone, lp_version: schema.events.lp_version }).from(schema.events).where(eq(schema.events.id, row.event_id));
    const [place] = row.place_id
      ? await tx.select({ value: schema.agenda_session_places.value }).from(schema.agenda_session_places).where(eq(schema.agenda_session_places.id, row.place_id))
      : [];
    const locale = mailLocale(user!.locale);
    const s = reminderStrings(locale);
    const time = formatWhen(row.time_start, locale, event!.timezone, 'datetime');
    // A reminder set after its due time goes out at once, so it says how long is really left.
    const left = Math.ceil((row.time_start.getTime() - ctx.clock.now().getTime()) / 60_000);
    // The organizer's words in the reader's language, as the agenda names them there.
    const words = await storedEventText(ctx.db, row.event_id, event!.lp_version, locale);
    const session = translated(row, locale, ['name']).name;
    const vars = { event: words(event!.title), session, minutes: Math.min(p.minutes, left), time, place: place ? words(place.value) : '' };
    const dl = `/${event!.lp_url}${sessionDetailsPath({ id: row.session_id, event_component_id: row.component_id })}`;
    const mail = renderMail({
      locale,
      title: fillTemplate(s.title, vars),
      paragraphs: [fillTemplate(s.intro, vars), ...(place ? [fillTemplate(s.place, vars)] : [])],
      button: { label: s.button, url: `${ctx.config.publicUrl.replace(/\/$/, '')}${dl}` },
    });
    const queued = await queueMail(
      { db: tx as unknown as Db, jobs: held },
      { to: user!.email, ...mail, subject: fillTemplate(s.subject, vars), locale, template: 'agenda.reminder', eventId: row.event_id, dedupeKey: reminderMailKey(p) },
    );
    // The outbox row and the notification commit together: an existing row means both were made.
    if (!queued.created) return { outcome: 'already_delivered' as const };
    await createNotification(
      { db: tx as unknown as Db, pubsub: heldNews },
      {
        eventId: row.event_id, userId: row.user_id, title: fillTemplate(s.title, vars), message: fillTemplate(s.notification, vars),
        notify_type: 'event', notify_subtype: 'agenda_reminder', target_type: 'agenda_session', target_id: row.session_id, dl,
        // The time stays as written for the recipient (their language's format, the event's zone).
        template: { ns: 'mail', title: 'agenda_reminder.title', message: 'agenda_reminder.notification', vars: { ...vars, minutes: String(vars.minutes) } },
      },
    );
    return { outcome: 'delivered' as const };
  });
  for (const j of held.held) await ctx.jobs.enqueue(j.def, j.payload as never, j.opts);
  // Announced only once the row is committed (the held publish of createNotification).
  await heldNews.flush(ctx.pubsub);
  return result.outcome;
}

import type { Ctx } from '../context.ts';
import { agendaReminderJob } from './jobs.ts';
import { reminderDelayMs, reminderJobId } from './reminder-time.ts';

/**
 * Enqueues the delayed reminder of one attendance, if it has one and the session has not started.
 * Old jobs are left in the queue on purpose: they re-check when they run and do nothing.
 */
export async function scheduleReminder(
  ctx: Pick<Ctx, 'jobs' | 'clock'>,
  attendance: { id: number; reminder_minutes: number | null },
  session: { time_start: Date },
): Promise<void> {
  const minutes = attendance.reminder_minutes;
  if (minutes === null) return;
  const delayMs = reminderDelayMs(ctx.clock.now(), session.time_start, minutes);
  if (delayMs === null) return;
  await ctx.jobs.enqueue(
    agendaReminderJob,
    { attendanceId: attendance.id, minutes, time_start: session.time_start.toISOString() },
    { jobId: reminderJobId(attendance.id, minutes, session.time_start), delayMs },
  );
}

import { schema } from '@foyer/db';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { findSession } from './find-session.ts';
import { scheduleReminder } from './schedule-reminder.ts';

/**
 * For whoever moves a session (the organizer's agenda editing): enqueues every reminder of the
 * session for its new start. The jobs planned for the old start find the time changed and stay
 * silent; without this call, a session moved earlier would only be caught by those old jobs,
 * which may run after the new start.
 */
export async function rescheduleSessionReminders(ctx: Pick<Ctx, 'db' | 'jobs' | 'clock'>, input: { eventId: number; sessionId: number }): Promise<number> {
  const session = await findSession(ctx, input.eventId, input.sessionId);
  const t = schema.agenda_session_attendances;
  const rows = await ctx.db
    .select({ id: t.id, reminder_minutes: t.reminder_minutes })
    .from(t)
    .where(and(eq(t.event_id, input.eventId), eq(t.agenda_session_id, session.id), isNotNull(t.reminder_minutes)));
  for (const row of rows) await scheduleReminder(ctx, row, session);
  return rows.length;
}

import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseInput } from '../accounts/parse-input.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { findOpenSession } from './find-session.ts';
import { requireAttendee } from './require-attendee.ts';
import { REMINDER_MINUTES } from './reminder-time.ts';
import { scheduleReminder } from './schedule-reminder.ts';
import { entityId } from '../platform/input-vocabulary.ts';

const Input = z.object({
  eventId: entityId,
  sessionId: entityId,
  reminder_minutes: z.union(REMINDER_MINUTES.map((m) => z.literal(m))).nullable(),
});

/**
 * Sets the reminder (5, 15, 30 minutes or none) of a session in the viewer's schedule. The row is
 * the truth the delayed job re-reads, so an earlier reminder that was changed or removed is not
 * delivered; a new one is enqueued for start − minutes. A started session takes no reminder.
 */
export async function setReminder(ctx: Pick<Ctx, 'db' | 'jobs' | 'clock'>, viewer: Pick<Viewer, 'id'> | null, raw: z.input<typeof Input>) {
  const input = parseInput(Input, raw);
  await requireAttendee(ctx, viewer, input.eventId);
  const session = await findOpenSession(ctx, input.eventId, input.sessionId, viewer!.id);
  if (input.reminder_minutes !== null && session.time_start.getTime() <= ctx.clock.now().getTime()) {
    throw new AppError('common.validation', 'This session has already started.', 'reminder_minutes');
  }
  const t = schema.agenda_session_attendances;
  const [row] = await ctx.db
    .update(t)
    .set({ reminder_minutes: input.reminder_minutes })
    .where(and(eq(t.event_id, input.eventId), eq(t.agenda_session_id, session.id), eq(t.user_id, viewer!.id)))
    .returning({ id: t.id, reminder_minutes: t.reminder_minutes });
  if (!row) throw new AppError('common.not_found', 'This session is not in your schedule.');
  await scheduleReminder(ctx, row, session);
  return { agenda_session_id: session.id, in_schedule: true as const, reminder_minutes: row.reminder_minutes };
}

import { schema } from '@foyer/db';
import { z } from 'zod';
import { parseInput } from '../accounts/parse-input.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { findOpenSession } from './find-session.ts';
import { requireAttendee } from './require-attendee.ts';
import { REMINDER_MINUTES } from './reminder-time.ts';
import { setReminder } from './set-reminder.ts';
import { entityId } from '../platform/input-vocabulary.ts';

const Input = z.object({
  eventId: entityId,
  sessionId: entityId,
  reminder_minutes: z.union(REMINDER_MINUTES.map((m) => z.literal(m))).nullable().optional(),
});

/**
 * Puts a session into the viewer's schedule (an attendance row); adding it again is a no-op that
 * keeps the reminder and rating, unless a reminder is passed, which is then set as in setReminder.
 */
export async function addToSchedule(ctx: Pick<Ctx, 'db' | 'jobs' | 'clock'>, viewer: Pick<Viewer, 'id'> | null, raw: z.input<typeof Input>) {
  const input = parseInput(Input, raw);
  await requireAttendee(ctx, viewer, input.eventId);
  const session = await findOpenSession(ctx, input.eventId, input.sessionId, viewer!.id);
  const t = schema.agenda_session_attendances;
  await ctx.db
    .insert(t)
    .values({ event_id: input.eventId, agenda_session_id: session.id, user_id: viewer!.id })
    .onConflictDoNothing({ target: [t.agenda_session_id, t.user_id] });
  if (input.reminder_minutes !== undefined) {
    return setReminder(ctx, viewer, { eventId: input.eventId, sessionId: session.id, reminder_minutes: input.reminder_minutes });
  }
  return { agenda_session_id: session.id, in_schedule: true as const };
}

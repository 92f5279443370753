import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { getEventById } from '../events/find-event.ts';
import { loadSessionViews, type SessionView } from './load-session-views.ts';
import { requireAttendee } from './require-attendee.ts';
import { openSessionIds } from './find-session.ts';

export type ScheduleEntry = SessionView & { reminder_minutes: number | null; rating: number | null };

/** The viewer's schedule in one event, by start time, with their reminder and rating per session. */
export async function listMySchedule(
  ctx: Pick<Ctx, 'db'>,
  viewer: Pick<Viewer, 'id'> | null,
  /** With a locale, session names and descriptions come in it where translated. */
  input: { eventId: number; locale?: string },
): Promise<{ time_zone: string; agenda_sessions: ScheduleEntry[] }> {
  await requireAttendee(ctx, viewer, input.eventId);
  const event = await getEventById(ctx, input.eventId);
  const t = schema.agenda_session_attendances;
  const mine = await ctx.db
    .select({ session_id: t.agenda_session_id, reminder_minutes: t.reminder_minutes, rating: t.rating })
    .from(t)
    .where(and(eq(t.event_id, input.eventId), eq(t.user_id, viewer!.id)));
  // A session whose agenda was limited after it was added is not shown (nor in the calendar file).
  const open = await openSessionIds(ctx, input.eventId, viewer!.id, mine.map((m) => m.session_id));
  const views = await loadSessionViews(ctx, input.eventId, mine.filter((m) => open.has(m.session_id)).map((m) => m.session_id), input.locale);
  return {
    time_zone: event.timezone,
    agenda_sessions: views.map((v) => {
      const m = mine.find((x) => x.session_id === v.id)!;
      return { ...v, reminder_minutes: m.reminder_minutes, rating: m.rating };
    }),
  };
}

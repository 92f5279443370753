import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { getEventById } from '../events/find-event.ts';
import { buildCalendar } from './ics.ts';
import { listMySchedule } from './list-my-schedule.ts';
import { sessionIcsEvent } from './session-ics-event.ts';

/** "Add to calendar" for the viewer's whole schedule in one event (attendees only, like the list). */
export async function exportScheduleCalendar(ctx: Pick<Ctx, 'db' | 'clock' | 'config'>, viewer: Pick<Viewer, 'id'> | null, input: { eventId: number }) {
  const { agenda_sessions } = await listMySchedule(ctx, viewer, input);
  const event = await getEventById(ctx, input.eventId);
  const opts = { publicUrl: ctx.config.publicUrl, lpUrl: event.lp_url };
  const body = buildCalendar({ name: event.title, stamp: ctx.clock.now(), events: agenda_sessions.map((s) => sessionIcsEvent(s, opts)) });
  return { fileName: `schedule-${event.lp_url}.ics`, body };
}

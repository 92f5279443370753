import type { ContentScope } from '../content/content-scope.ts';
import type { Ctx } from '../context.ts';
import { getEventById } from '../events/find-event.ts';
import { getSessionDetails } from './get-session-details.ts';
import { buildCalendar } from './ics.ts';
import { sessionIcsEvent } from './session-ics-event.ts';

/** "Add to calendar" for one session: whoever may read the agenda gets its .ics. */
export async function exportSessionCalendar(ctx: Pick<Ctx, 'db' | 'clock' | 'config'>, scope: ContentScope & { componentId: number }, sessionId: number) {
  const session = await getSessionDetails(ctx, scope, sessionId);
  const event = await getEventById(ctx, scope.eventId);
  const body = buildCalendar({ name: `${event.title}: ${session.name}`, stamp: ctx.clock.now(), events: [sessionIcsEvent(session, { publicUrl: ctx.config.publicUrl, lpUrl: event.lp_url })] });
  return { fileName: `session-${session.id}.ics`, body };
}

import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import type { ContentScope } from '../content/content-scope.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getEventById } from '../events/find-event.ts';
import { loadSessionViews, type SessionView } from './load-session-views.ts';

export interface SessionDetails extends SessionView {
  time_zone: string;
  /** The viewer's attendance: null for guests and for sessions not in their schedule. */
  my_schedule: { reminder_minutes: number | null; rating: number | null } | null;
  /** Rating opens when the session starts. */
  can_rate: boolean;
}

/**
 * One session of an agenda component for its details view. The scope (content-scope.ts) is the
 * event gate, so whoever may read the agenda may read the details.
 */
export async function getSessionDetails(ctx: Pick<Ctx, 'db' | 'clock'>, scope: ContentScope & { componentId: number }, sessionId: number): Promise<SessionDetails> {
  const [view] = await loadSessionViews(ctx, scope.eventId, [sessionId], scope.locale);
  if (!view || view.event_component_id !== scope.componentId) throw new AppError('common.not_found', 'Agenda session not found');
  const event = await getEventById(ctx, scope.eventId);
  let mine: SessionDetails['my_schedule'] = null;
  if (scope.viewer) {
    const t = schema.agenda_session_attendances;
    const [row] = await ctx.db
      .select({ reminder_minutes: t.reminder_minutes, rating: t.rating })
      .from(t)
      .where(and(eq(t.event_id, scope.eventId), eq(t.agenda_session_id, view.id), eq(t.user_id, scope.viewer.id)))
      .limit(1);
    mine = row ?? null;
  }
  return { ...view, time_zone: event.timezone, my_schedule: mine, can_rate: new Date(view.time_start).getTime() <= ctx.clock.now().getTime() };
}

import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

/** A session of this event; an id of another event is a 404 like an unknown one. */
export async function findSession(ctx: Pick<Ctx, 'db'>, eventId: number, sessionId: number) {
  const a = schema.agenda_sessions;
  const [row] = await ctx.db
    .select({ id: a.id, event_id: a.event_id, event_component_id: a.event_component_id, name: a.name, time_start: a.time_start, time_end: a.time_end })
    .from(a)
    .where(and(eq(a.id, sessionId), eq(a.event_id, eventId)))
    .limit(1);
  if (!row) throw new AppError('common.not_found', 'Agenda session not found');
  return row;
}

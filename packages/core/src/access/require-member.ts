import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getEventById } from '../events/find-event.ts';
import { isEventAdmin } from './is-event-admin.ts';

/** The event, if the viewer joined it or administers it; else access.not_joined. */
export async function requireMemberOrAdmin(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'>, eventId: number) {
  const event = await getEventById(ctx, eventId);
  const m = schema.event_memberships;
  const [member] = await ctx.db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.event_id, eventId), eq(m.user_id, viewer.id), eq(m.joined, true)))
    .limit(1);
  if (!member && !(await isEventAdmin(ctx, viewer.id, eventId))) {
    throw new AppError('access.not_joined', 'You have not joined this event yet.');
  }
  return event;
}

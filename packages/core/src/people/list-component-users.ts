import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { listEventMembers } from './list-event-members.ts';
import type { PeoplePage, PeopleQuery } from './people-page.ts';

/**
 * Users with access to a component. No per-component access lists exist yet, so these are the
 * event's joined members; the component must belong to the event.
 */
export async function listComponentUsers(
  ctx: Pick<Ctx, 'db'>,
  eventId: number,
  componentId: number,
  viewerId: number,
  q: PeopleQuery,
): Promise<PeoplePage> {
  const c = schema.components;
  const [component] = await ctx.db.select({ id: c.id }).from(c).where(and(eq(c.id, componentId), eq(c.event_id, eventId))).limit(1);
  if (!component) throw new AppError('component.not_found', 'Component not found');
  return listEventMembers(ctx, eventId, viewerId, q);
}

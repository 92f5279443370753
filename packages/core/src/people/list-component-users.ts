import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { listEventMembers } from './list-event-members.ts';
import { requireComponentAccess } from '../access/component-access.ts';
import type { PeoplePage, PeopleQuery } from './people-page.ts';

/**
 * Users with access to a component (SPEC §7 users_with_access): for a component limited to users
 * with access (SPEC §6) the joined members listed for it, otherwise every joined member. Only
 * someone who may open the component may see who else can.
 */
export async function listComponentUsers(
  ctx: Pick<Ctx, 'db'>,
  eventId: number,
  componentId: number,
  viewerId: number,
  q: PeopleQuery,
): Promise<PeoplePage> {
  const c = schema.components;
  const [component] = await ctx.db
    .select({ id: c.id, access_limited: c.access_limited })
    .from(c)
    .where(and(eq(c.id, componentId), eq(c.event_id, eventId)))
    .limit(1);
  if (!component) throw new AppError('component.not_found', 'Component not found');
  await requireComponentAccess(ctx, { eventId, componentId, accessLimited: component.access_limited, viewerId });
  return listEventMembers(ctx, eventId, viewerId, q, component.access_limited ? componentId : undefined);
}

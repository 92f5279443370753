import { schema } from '@foyer/db';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getEventById } from '../events/find-event.ts';

export const administratorTag = 'ADMINISTRATOR';

/**
 * SPEC §6: an event's administrators are its members tagged ADMINISTRATOR, plus the members of
 * the organization that owns it. Being an admin of another event never counts.
 */
export async function isEventAdmin(ctx: Pick<Ctx, 'db'>, userId: number, eventId: number): Promise<boolean> {
  const m = schema.event_memberships;
  const [tagged] = await ctx.db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.event_id, eventId), eq(m.user_id, userId), arrayContains(m.user_tags, [administratorTag])))
    .limit(1);
  if (tagged) return true;
  const om = schema.organization_members;
  const [orgMember] = await ctx.db
    .select({ id: om.id })
    .from(om)
    .innerJoin(schema.events, eq(schema.events.organization_id, om.organization_id))
    .where(and(eq(schema.events.id, eventId), eq(om.user_id, userId)))
    .limit(1);
  return Boolean(orgMember);
}

/** The event, if `viewer` administers it; a guest is told to log in (401), anyone else common.forbidden (an unknown event is a 404). */
export async function requireEventAdmin(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'> | null, eventId: number) {
  if (!viewer) throw new AppError('common.not_authenticated', 'Not authenticated');
  const event = await getEventById(ctx, eventId);
  if (!(await isEventAdmin(ctx, viewer.id, eventId))) {
    throw new AppError('common.forbidden', 'You are not allowed to do this.');
  }
  return event;
}

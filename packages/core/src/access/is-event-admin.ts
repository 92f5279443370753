import { schema } from '@foyer/db';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getEventById } from '../events/find-event.ts';

export const administratorTag = 'ADMINISTRATOR';

/**
 * SPEC §6: an event's administrators are its members tagged ADMINISTRATOR, plus the members of
 * the organization that owns it. Being an admin of another event never counts. As a condition,
 * so a statement can carry the check itself (the door's check-in does: one round trip), with
 * values or a prepared statement's placeholders.
 */
export function eventAdminCondition(eventId: number | Placeholder, userId: number | Placeholder): SQL {
  const m = schema.event_memberships;
  const om = schema.organization_members;
  return sql`(exists (select 1 from ${m} where ${m.event_id} = ${eventId} and ${m.user_id} = ${userId} and ${m.user_tags} @> array[${administratorTag}]::text[])
    or exists (select 1 from ${om} join ${schema.events} on ${schema.events.organization_id} = ${om.organization_id} where ${schema.events.id} = ${eventId} and ${om.user_id} = ${userId}))`;
}

export async function isEventAdmin(ctx: Pick<Ctx, 'db'>, userId: number, eventId: number): Promise<boolean> {
  const [row] = await ctx.db.select({ admin: sql<boolean>`${eventAdminCondition(eventId, userId)}` }).from(sql`(select 1) as one`);
  return Boolean(row?.admin);
}

/** The event, if `viewer` administers it; a guest is told to log in (401), anyone else common.forbidden (an unknown event is a 404). */
export async function requireEventAdmin(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'> | null, eventId: number) {
  if (!viewer) throw new AppError('common.not_authenticated', 'Not authenticated');
  // Both at once: an unknown event still answers 404 first (its rejection wins Promise.all).
  const [event, admin] = await Promise.all([getEventById(ctx, eventId), isEventAdmin(ctx, viewer.id, eventId)]);
  if (!admin) {
    throw new AppError('common.forbidden', 'You are not allowed to do this.');
  }
  return event;
}

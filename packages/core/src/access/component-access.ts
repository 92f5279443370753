import { schema } from '@foyer/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { isEventAdmin } from './is-event-admin.ts';

/**
 * SPEC §6 "access to components … can be limited to users with access": a component with
 * `access_limited` opens only for the event's admins and the users listed for it
 * (component_accesses). Anything else about the component (it belongs to the event, the event's
 * own gate) is the caller's; this is the last check.
 */
export async function requireComponentAccess(
  ctx: Pick<Ctx, 'db'>,
  args: { eventId: number; componentId: number; accessLimited: boolean; viewerId: number | null; isAdmin?: boolean },
): Promise<void> {
  if (!args.accessLimited) return;
  if (args.viewerId === null) throw new AppError('access.login_required', 'Please log in to enter this event.');
  if (args.isAdmin ?? (await isEventAdmin(ctx, args.viewerId, args.eventId))) return;
  if (!(await hasComponentAccess(ctx, args.componentId, args.viewerId))) throw new AppError('common.forbidden', 'You do not have access to this part of the event');
}

export async function hasComponentAccess(ctx: Pick<Ctx, 'db'>, componentId: number, userId: number): Promise<boolean> {
  const a = schema.component_accesses;
  const [row] = await ctx.db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.component_id, componentId), eq(a.user_id, userId)))
    .limit(1);
  return Boolean(row);
}

/** The limited components of an event this user may open (admins: all of them). */
export async function openableLimitedComponents(ctx: Pick<Ctx, 'db'>, eventId: number, userId: number): Promise<Set<number> | 'all'> {
  if (await isEventAdmin(ctx, userId, eventId)) return 'all';
  const a = schema.component_accesses;
  const rows = await ctx.db
    .select({ id: a.component_id })
    .from(a)
    .where(and(eq(a.event_id, eventId), eq(a.user_id, userId)));
  return new Set(rows.map((r) => r.id));
}

/**
 * For what stands for every component of one kind at the event's level (the event-wide attendee
 * list for `attendees`): refused when the event has such components, all limited, and the viewer
 * may open none of them — as the screens of those components are (SPEC §6 "access to … attendee
 * lists can be limited"; GET events/{id}/users listed them to anyone, found from outside).
 */
export async function requireSomeOpenComponent(ctx: Pick<Ctx, 'db'>, eventId: number, viewerId: number, componentName: (typeof schema.componentNames)[number]): Promise<void> {
  const c = schema.components;
  const rows = await ctx.db.select({ id: c.id, access_limited: c.access_limited }).from(c).where(and(eq(c.event_id, eventId), eq(c.component_name, componentName)));
  if (rows.length === 0 || rows.some((r) => !r.access_limited)) return;
  if (await isEventAdmin(ctx, viewerId, eventId)) return;
  const a = schema.component_accesses;
  const [granted] = await ctx.db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.user_id, viewerId), inArray(a.component_id, rows.map((r) => r.id))))
    .limit(1);
  if (!granted) throw new AppError('common.forbidden', 'You do not have access to this part of the event');
}

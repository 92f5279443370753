import { schema } from '@foyer/db';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { isEventAdmin } from '../access/is-event-admin.ts';
import { requireComponentAccess } from '../access/component-access.ts';

const s = schema.agenda_sessions;
/** What both lookups answer of a session. */
const sessionColumns = { id: s.id, event_id: s.event_id, event_component_id: s.event_component_id, name: s.name, time_start: s.time_start, time_end: s.time_end };

/** A session of this event; an id of another event is a 404 like an unknown one. */
export async function findSession(ctx: Pick<Ctx, 'db'>, eventId: number, sessionId: number) {
  const [row] = await ctx.db
    .select(sessionColumns)
    .from(s)
    .where(and(eq(s.id, sessionId), eq(s.event_id, eventId)))
    .limit(1);
  if (!row) throw new AppError('common.not_found', 'Agenda session not found');
  return row;
}

/**
 * findSession for a viewer: the session's agenda may be limited to chosen people (SPEC §6,
 * `users_with_access`), and then so is everything reached through the session's id at the event's
 * level — my schedule, reminders, ratings, who attends. Those calls skipped the component's limit
 * that its own screens kept (found from outside).
 */
export async function findOpenSession(ctx: Pick<Ctx, 'db'>, eventId: number, sessionId: number, viewerId: number | null) {
  const c = schema.components;
  const a = schema.component_accesses;
  // One statement for the common case (an open agenda, or a granted one); the rest asks on.
  const [row] = await ctx.db
    .select({
      ...sessionColumns,
      access_limited: c.access_limited,
      granted: viewerId === null ? sql<boolean>`false` : sql<boolean>`exists (select 1 from ${a} where ${a.component_id} = ${c.id} and ${a.user_id} = ${viewerId})`,
    })
    .from(s)
    .leftJoin(c, eq(c.id, s.event_component_id))
    .where(and(eq(s.id, sessionId), eq(s.event_id, eventId)))
    .limit(1);
  if (!row) throw new AppError('common.not_found', 'Agenda session not found');
  const { access_limited, granted, ...session } = row;
  // Not granted: a guest is asked to sign in, an administrator passes, anyone else is refused.
  if (access_limited && !granted) await requireComponentAccess(ctx, { eventId, componentId: session.event_component_id, accessLimited: true, viewerId });
  return session;
}

/** Of these sessions of the event, the ones whose agenda the viewer may open (all, for an administrator). */
export async function openSessionIds(ctx: Pick<Ctx, 'db'>, eventId: number, viewerId: number, sessionIds: number[]): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  if (await isEventAdmin(ctx, viewerId, eventId)) return new Set(sessionIds);
  const c = schema.components;
  const a = schema.component_accesses;
  const rows = await ctx.db
    .select({ id: s.id })
    .from(s)
    .innerJoin(c, eq(c.id, s.event_component_id))
    .where(
      and(
        eq(s.event_id, eventId),
        inArray(s.id, sessionIds),
        or(eq(c.access_limited, false), sql`exists (select 1 from ${a} where ${a.component_id} = ${c.id} and ${a.user_id} = ${viewerId})`),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

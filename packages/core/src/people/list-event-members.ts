import { schema } from '@foyer/db';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { requireSomeOpenComponent } from '../access/component-access.ts';
import { clampLimit, unknownCursor, userSearchCondition, type PeoplePage, type PeopleQuery } from './people-page.ts';
import { friendIdsOf, toUserRecord, userColumns } from './user-record.ts';

/**
 * The event's attendee list (GET events/{id}/users, the attendees screen): listEventMembers for
 * someone who may open an attendees component of the event, when every one of them is limited.
 */
export async function listAttendees(ctx: Pick<Ctx, 'db'>, eventId: number, viewerId: number, q: PeopleQuery): Promise<PeoplePage> {
  await requireSomeOpenComponent(ctx, eventId, viewerId, 'attendees');
  return listEventMembers(ctx, eventId, viewerId, q);
}

/**
 * Joined members of an event sorted by last name, first name, then membership id (SPEC §9).
 * The membership carries copies of the names so the order and the keyset cursor (the membership
 * id of the last row) use the event_memberships_event_name_idx index.
 */
export async function listEventMembers(
  ctx: Pick<Ctx, 'db'>,
  eventId: number,
  viewerId: number,
  q: PeopleQuery,
  /** Only the members listed for this access-limited component (SPEC §7 users_with_access). */
  withAccessTo?: number,
): Promise<PeoplePage> {
  const m = schema.event_memberships;
  const limit = clampLimit(q.limit);
  const a = schema.component_accesses;
  const listed = withAccessTo === undefined ? undefined : sql`exists (select 1 from ${a} where ${a.component_id} = ${withAccessTo} and ${a.user_id} = ${m.user_id})`;
  const base = and(eq(m.event_id, eventId), eq(m.joined, true), isNull(schema.users.deleted_at), userSearchCondition(q.search), listed);

  let after;
  if (q.max_id != null) {
    const [cursor] = await ctx.db
      .select({ last_name: m.last_name, first_name: m.first_name, id: m.id })
      .from(m)
      .where(and(eq(m.id, q.max_id), eq(m.event_id, eventId)))
      .limit(1);
    if (!cursor) throw unknownCursor();
    after = sql`(${m.last_name}, ${m.first_name}, ${m.id}) > (${cursor.last_name}, ${cursor.first_name}, ${cursor.id})`;
  }

  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ row_id: m.id, user_tags: m.user_tags, user: userColumns })
      .from(m)
      .innerJoin(schema.users, eq(schema.users.id, m.user_id))
      .where(and(base, after))
      .orderBy(asc(m.last_name), asc(m.first_name), asc(m.id))
      .limit(limit + 1),
    ctx.db.select({ n: count() }).from(m).innerJoin(schema.users, eq(schema.users.id, m.user_id)).where(base),
  ]);

  const page = rows.slice(0, limit);
  const friends = await friendIdsOf(ctx, eventId, viewerId, page.map((r) => r.user.id));
  return {
    users: page.map((r) => toUserRecord(r.user, viewerId, { is_friend: friends.has(r.user.id), is_attendee: true, user_tags: r.user_tags })),
    meta: { all_items: Number(total?.n ?? 0), is_more: rows.length > limit, max_id: page.at(-1)?.row_id ?? null },
  };
}

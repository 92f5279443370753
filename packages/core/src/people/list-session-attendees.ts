import { schema } from '@foyer/db';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { findOpenSession } from '../agenda/find-session.ts';
import { clampLimit, unknownCursor, userSearchCondition, type PeoplePage, type PeopleQuery } from './people-page.ts';
import { friendIdsOf, toUserRecord, userColumns } from './user-record.ts';

/**
 * Attendees of one agenda session (agenda_session_attendances), sorted like the attendee list;
 * the keyset cursor is the attendance id of the last row. A session of another event is a 404,
 * so ids cannot be probed across events, and one whose agenda is limited to others is a 403.
 */
export async function listSessionAttendees(
  ctx: Pick<Ctx, 'db'>,
  eventId: number,
  sessionId: number,
  viewerId: number,
  q: PeopleQuery,
): Promise<PeoplePage> {
  // A session of another event is a 404; one of an agenda limited to others, a 403.
  await findOpenSession(ctx, eventId, sessionId, viewerId);

  const a = schema.agenda_session_attendances;
  const u = schema.users;
  const m = schema.event_memberships;
  const limit = clampLimit(q.limit);
  const base = and(eq(a.agenda_session_id, sessionId), eq(a.event_id, eventId), isNull(u.deleted_at), userSearchCondition(q.search));

  let after;
  if (q.max_id != null) {
    const [cursor] = await ctx.db
      .select({ last_name: u.last_name, first_name: u.first_name, id: a.id })
      .from(a)
      .innerJoin(u, eq(u.id, a.user_id))
      .where(and(eq(a.id, q.max_id), eq(a.agenda_session_id, sessionId)))
      .limit(1);
    if (!cursor) throw unknownCursor();
    after = sql`(${u.last_name}, ${u.first_name}, ${a.id}) > (${cursor.last_name}, ${cursor.first_name}, ${cursor.id})`;
  }

  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ row_id: a.id, joined: m.joined, user_tags: m.user_tags, user: userColumns })
      .from(a)
      .innerJoin(u, eq(u.id, a.user_id))
      .leftJoin(m, and(eq(m.event_id, a.event_id), eq(m.user_id, a.user_id)))
      .where(and(base, after))
      .orderBy(asc(u.last_name), asc(u.first_name), asc(a.id))
      .limit(limit + 1),
    ctx.db.select({ n: count() }).from(a).innerJoin(u, eq(u.id, a.user_id)).where(base),
  ]);

  const page = rows.slice(0, limit);
  const friends = await friendIdsOf(ctx, eventId, viewerId, page.map((r) => r.user.id));
  return {
    users: page.map((r) =>
      toUserRecord(r.user, viewerId, { is_friend: friends.has(r.user.id), is_attendee: r.joined === true, user_tags: r.user_tags ?? [] }),
    ),
    meta: { all_items: Number(total?.n ?? 0), is_more: rows.length > limit, max_id: page.at(-1)?.row_id ?? null },
  };
}

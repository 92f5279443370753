import { eq, sql, type SQL } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';

/**
 * The players of the point_entries matching `where`, ranked in SQL: each one's points (voids
 * counted), most first, ties to whoever reached the score first; only players above zero, with
 * their position and how many there are. A subquery, so a board can cut it (`position <= n`) and
 * join what it shows — never every player read into JavaScript, since each award makes every open
 * board ask again. Shared by the event's points board and a treasure hunt's.
 */
export function rankPlayers(ctx: Pick<Ctx, 'db'>, where: SQL) {
  const e = schema.point_entries;
  const totals = ctx.db
    .select({ user_id: e.user_id, points: sql<number>`sum(${e.points})::int`.as('points'), reached: sql<Date>`max(${e.created_at})`.as('reached') })
    .from(e)
    .where(where)
    .groupBy(e.user_id)
    .as('totals');
  const u = schema.users;
  return ctx.db
    .select({
      user_id: totals.user_id,
      points: totals.points,
      token: sql<string>`${u.user_identity_token}`.as('token'),
      first: sql<string>`${u.first_name}`.as('first'),
      last: sql<string>`${u.last_name}`.as('last'),
      picture: sql<string | null>`${u.picture}`.as('picture'),
      position: sql<number>`(row_number() over (order by ${totals.points} desc, ${totals.reached} asc, ${totals.user_id} asc))::int`.as('position'),
      participants: sql<number>`(count(*) over ())::int`.as('participants'),
    })
    .from(totals)
    .innerJoin(u, eq(u.id, totals.user_id))
    .where(sql`${totals.points} > 0`)
    .as('ranked');
}

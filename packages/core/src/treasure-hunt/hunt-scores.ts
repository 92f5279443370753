import { and, eq, sql, type SQL } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';

const e = schema.point_entries;
const p = schema.treasure_hunt_points;

/**
 * The ledger's entries of one hunt: its codes' awards ('point:{id}') and the voids of those, so
 * an administrator's void takes the points off this hunt's board too.
 */
export function huntEntries(eventId: number, huntId: number): SQL {
  // Qualified by hand: inside a query on point_entries, drizzle would write these columns bare (and `id` is both tables').
  const keys = sql`(select 'point:' || tp.id from ${p} tp where tp.treasure_hunt_id = ${huntId})`;
  const x = sql.raw('x');
  return and(
    eq(e.event_id, eventId),
    sql`(
      (${e.source} = 'treasure_hunt' and ${e.source_key} in ${keys})
      or ${e.voids_entry_id} in (select ${x}.id from ${e} ${x} where ${x}.event_id = ${eventId} and ${x}.source = 'treasure_hunt' and ${x}.source_key in ${keys})
    )`,
  )!;
}

/** Points per user in one hunt, best first (ties: who got there first). */
export async function huntScores(ctx: Pick<Ctx, 'db'>, eventId: number, huntId: number, userId?: number) {
  return ctx.db
    .select({ user_id: e.user_id, points: sql<number>`sum(${e.points})::int`, reached: sql<Date>`max(${e.created_at})` })
    .from(e)
    .where(and(huntEntries(eventId, huntId), userId ? eq(e.user_id, userId) : undefined))
    .groupBy(e.user_id)
    .orderBy(sql`sum(${e.points}) desc`, sql`max(${e.created_at}) asc`, e.user_id);
}

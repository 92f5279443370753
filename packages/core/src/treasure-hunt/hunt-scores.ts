import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
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

/**
 * One person's points in each of several hunts, in one statement: each entry of theirs counts for
 * the hunt of the code it awards — a void for the hunt of the entry it voids.
 */
export async function huntPointsOf(ctx: Pick<Ctx, 'db'>, eventId: number, huntIds: number[], userId: number): Promise<Map<number, number>> {
  if (huntIds.length === 0) return new Map();
  const o = sql.raw('o');
  const rows = await ctx.db
    .select({ hunt: p.treasure_hunt_id, points: sql<number>`sum(${e.points})::int` })
    .from(e)
    .innerJoin(sql`${e} ${o}`, sql`${o}.id = coalesce(${e.voids_entry_id}, ${e.id})`)
    .innerJoin(p, sql`${o}.source = 'treasure_hunt' and ${o}.source_key = 'point:' || ${p.id}`)
    .where(and(eq(e.event_id, eventId), eq(e.user_id, userId), inArray(p.treasure_hunt_id, huntIds)))
    .groupBy(p.treasure_hunt_id);
  return new Map(rows.map((r) => [r.hunt, r.points]));
}

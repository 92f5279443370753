import { z } from 'zod';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { openComponentScope, type ContentRequest, type ContentScope } from '../content/content-scope.ts';
import { shortName } from '../quizzes/quiz-results.ts';
import { rankPlayers } from '../points/rank-players.ts';
import { huntEntries, huntPointsOf } from './hunt-scores.ts';

type Db = Pick<Ctx, 'db'>;
export type HuntScope = ContentScope & { componentId: number };

const h = schema.treasure_hunts;
const p = schema.treasure_hunt_points;
const s = schema.treasure_hunt_scans;

/** The leaderboard shows the best this many. */
export const TREASURE_LEADERBOARD_LIMIT = 100;

const huntNotFound = () => new AppError('treasure.hunt_not_found', 'This treasure hunt does not exist (any more).');
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A Games (treasure_hunt) component opened for one viewer: the event's gate and the component's passed. */
export function openTreasureHunts(ctx: Pick<Ctx, 'db' | 'rateLimiter'>, req: ContentRequest & { componentId: number }): Promise<HuntScope> {
  return openComponentScope(ctx, req, 'treasure_hunt');
}

export interface HuntProgress {
  found: number;
  total: number;
  points: number;
}

/**
 * One person's progress in each of several hunts — codes found of all, and the points they hold
 * there (voids counted) — in three statements however many hunts there are.
 */
async function progressOfHunts(ctx: Db, eventId: number, huntIds: number[], userId: number | null): Promise<Map<number, HuntProgress>> {
  if (huntIds.length === 0) return new Map();
  const count = sql<number>`count(*)::int`;
  const [totals, found, points] = await Promise.all([
    ctx.db.select({ hunt: p.treasure_hunt_id, n: count }).from(p).where(inArray(p.treasure_hunt_id, huntIds)).groupBy(p.treasure_hunt_id),
    userId === null ? [] : ctx.db.select({ hunt: s.treasure_hunt_id, n: count }).from(s).where(and(inArray(s.treasure_hunt_id, huntIds), eq(s.user_id, userId))).groupBy(s.treasure_hunt_id),
    userId === null ? new Map<number, number>() : huntPointsOf(ctx, eventId, huntIds, userId),
  ]);
  const totalOf = new Map(totals.map((r) => [r.hunt, r.n]));
  const foundOf = new Map(found.map((r) => [r.hunt, r.n]));
  return new Map(huntIds.map((id) => [id, { found: foundOf.get(id) ?? 0, total: totalOf.get(id) ?? 0, points: points.get(id) ?? 0 }]));
}

/** One person's progress in one hunt (a guest's: nothing found, no points). */
export async function huntProgressOf(ctx: Db, eventId: number, huntId: number, userId: number | null): Promise<HuntProgress> {
  return (await progressOfHunts(ctx, eventId, [huntId], userId)).get(huntId)!;
}

const huntHead = (hunt: typeof h.$inferSelect) => ({
  id: hunt.id,
  uuid: hunt.uuid,
  event_component_id: hunt.event_component_id,
  name: hunt.name,
  description: hunt.description,
  active_from: iso(hunt.active_from),
  active_to: iso(hunt.active_to),
});

/** The component's hunts with the viewer's progress in each (a guest's is zero). */
export async function listHunts(ctx: Db, scope: HuntScope) {
  const hunts = await ctx.db.select().from(h).where(and(eq(h.event_component_id, scope.componentId), eq(h.event_id, scope.eventId))).orderBy(asc(h.created_at), asc(h.id));
  const progress = await progressOfHunts(ctx, scope.eventId, hunts.map((hunt) => hunt.id), scope.viewer?.id ?? null);
  return { treasure_hunts: hunts.map((hunt) => ({ ...huntHead(hunt), progress: progress.get(hunt.id)! })) };
}

/** One hunt of the component: the viewer's progress and the treasures they found (the others stay hidden: it is a hunt). */
export async function huntDetail(ctx: Db, scope: HuntScope, huntId: number) {
  const [hunt] = await ctx.db.select().from(h).where(and(eq(h.id, huntId), eq(h.event_component_id, scope.componentId), eq(h.event_id, scope.eventId)));
  if (!hunt) throw huntNotFound();
  const viewerId = scope.viewer?.id ?? null;
  const found = viewerId
    ? await ctx.db
        .select({ id: p.id, name: p.name, points: s.points, found_at: s.created_at })
        .from(s)
        .innerJoin(p, eq(p.id, s.treasure_hunt_point_id))
        .where(and(eq(s.treasure_hunt_id, hunt.id), eq(s.user_id, viewerId)))
        .orderBy(desc(s.created_at), desc(s.id))
    : [];
  return {
    treasure_hunt: huntHead(hunt),
    progress: await huntProgressOf(ctx, scope.eventId, hunt.id, viewerId),
    found: found.map((f) => ({ ...f, found_at: f.found_at.toISOString() })),
  };
}

/**
 * GET /treasure_hunt_leaderboard_external/{uuid} (SPEC §7 "Public results"): a hunt's ranking,
 * most points first, then who got there first; short names only. Not a uuid: simply not found.
 */
export async function treasureLeaderboard(ctx: Db, uuid: string, viewerId: number | null = null, limit = TREASURE_LEADERBOARD_LIMIT) {
  const parsed = z.uuid().safeParse(uuid);
  if (!parsed.success) throw huntNotFound();
  const [hunt] = await ctx.db.select().from(h).where(eq(h.uuid, parsed.data.toLowerCase()));
  if (!hunt) throw huntNotFound();
  const ranked = rankPlayers(ctx, huntEntries(hunt.event_id, hunt.id));
  const finds = ctx.db.select({ user_id: s.user_id, n: sql<number>`count(*)::int`.as('n') }).from(s).where(eq(s.treasure_hunt_id, hunt.id)).groupBy(s.user_id).as('finds');
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ user_id: ranked.user_id, points: ranked.points, first: ranked.first, last: ranked.last, position: ranked.position, participants: ranked.participants, found: sql<number>`coalesce(${finds.n}, 0)` })
      .from(ranked)
      .leftJoin(finds, eq(finds.user_id, ranked.user_id))
      .where(lte(ranked.position, limit))
      .orderBy(asc(ranked.position)),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(p).where(eq(p.treasure_hunt_id, hunt.id)),
  ]);
  const leaderboard = rows.map((row) => ({
    position: row.position,
    name: shortName(row.first, row.last),
    points: row.points,
    found: row.found,
    mine: viewerId !== null && row.user_id === viewerId,
  }));
  return {
    treasure_hunt: { id: hunt.id, uuid: hunt.uuid, event_id: hunt.event_id, event_component_id: hunt.event_component_id, name: hunt.name },
    total: total?.n ?? 0,
    participants: rows[0]?.participants ?? 0,
    leaderboard,
  };
}

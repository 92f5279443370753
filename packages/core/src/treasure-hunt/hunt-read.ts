import { z } from 'zod';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { openComponentScope, type ContentRequest, type ContentScope } from '../content/content-scope.ts';
import { shortName } from '../quizzes/quiz-results.ts';
import { huntScores } from './hunt-scores.ts';

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

/** One person's progress in a hunt: codes found of all, and the points they hold there (voids counted). */
export async function huntProgressOf(ctx: Db, eventId: number, huntId: number, userId: number | null) {
  const [total] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(p).where(eq(p.treasure_hunt_id, huntId));
  if (userId === null) return { found: 0, total: total?.n ?? 0, points: 0 };
  const [found] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(s).where(and(eq(s.treasure_hunt_id, huntId), eq(s.user_id, userId)));
  const [score] = await huntScores(ctx, eventId, huntId, userId);
  return { found: found?.n ?? 0, total: total?.n ?? 0, points: score?.points ?? 0 };
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
  const out = [];
  for (const hunt of hunts) out.push({ ...huntHead(hunt), progress: await huntProgressOf(ctx, scope.eventId, hunt.id, scope.viewer?.id ?? null) });
  return { treasure_hunts: out };
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
export async function treasureLeaderboard(ctx: Db, uuid: string, viewerId: number | null = null) {
  const parsed = z.uuid().safeParse(uuid);
  if (!parsed.success) throw huntNotFound();
  const [hunt] = await ctx.db.select().from(h).where(eq(h.uuid, parsed.data.toLowerCase()));
  if (!hunt) throw huntNotFound();
  const scores = (await huntScores(ctx, hunt.event_id, hunt.id)).filter((r) => r.points > 0);
  const top = scores.slice(0, TREASURE_LEADERBOARD_LIMIT);
  const ids = top.map((r) => r.user_id);
  const u = schema.users;
  const people = ids.length ? await ctx.db.select({ id: u.id, first: u.first_name, last: u.last_name }).from(u).where(inArray(u.id, ids)) : [];
  const counts = ids.length
    ? await ctx.db.select({ user_id: s.user_id, n: sql<number>`count(*)::int` }).from(s).where(and(eq(s.treasure_hunt_id, hunt.id), inArray(s.user_id, ids))).groupBy(s.user_id)
    : [];
  const [total] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(p).where(eq(p.treasure_hunt_id, hunt.id));
  const leaderboard = top.map((r, i) => {
    const person = people.find((x) => x.id === r.user_id);
    return {
      position: i + 1,
      name: person ? shortName(person.first, person.last) : '',
      points: r.points,
      found: counts.find((c) => c.user_id === r.user_id)?.n ?? 0,
      mine: viewerId !== null && r.user_id === viewerId,
    };
  });
  return {
    treasure_hunt: { id: hunt.id, uuid: hunt.uuid, event_id: hunt.event_id, event_component_id: hunt.event_component_id, name: hunt.name },
    total: total?.n ?? 0,
    participants: scores.length,
    leaderboard,
  };
}

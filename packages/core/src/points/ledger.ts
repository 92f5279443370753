import { and, asc, desc, eq, lte, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { channels } from '../platform/pubsub.ts';
import { shortName } from '../quizzes/quiz-results.ts';
import { rankPlayers } from './rank-players.ts';

export type PointSource = schema.PointSource;
/** The database or a transaction of it: awards commit with the game's own write. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
/** The sources a game can award; 'void' is written only by voidEntry. */
export type GameSource = Exclude<PointSource, 'void'>;

export interface Award {
  eventId: number;
  userId: number;
  source: GameSource;
  /** What scored, unique per user and source: the same key twice scores once. */
  sourceKey: string;
  points: number;
  reason?: string | null;
}

/** The leaderboard shows the best this many; the viewer's own row is added when they are further down. */
export const POINTS_LEADERBOARD_LIMIT = 100;

/**
 * Appends one award to the ledger unless the same (user, source, key) already scored. Pass the
 * transaction the game's own write runs in, so the scan and its points commit together.
 * Answers the new entry's id, or null when it had already been awarded.
 */
export async function awardPoints(db: DbOrTx, award: Award): Promise<number | null> {
  if (!Number.isInteger(award.points) || award.points === 0) return null;
  const [row] = await db
    .insert(schema.point_entries)
    .values({ event_id: award.eventId, user_id: award.userId, source: award.source, source_key: award.sourceKey, points: award.points, reason: award.reason ?? null })
    .onConflictDoNothing({ target: [schema.point_entries.event_id, schema.point_entries.user_id, schema.point_entries.source, schema.point_entries.source_key] })
    .returning({ id: schema.point_entries.id });
  return row?.id ?? null;
}

/** Tells open leaderboards of the event to refetch (ids only; who scored stays on the server). */
export async function announcePoints(ctx: Pick<Ctx, 'pubsub' | 'log'>, eventId: number, source: PointSource): Promise<void> {
  await ctx.pubsub.publish(channels.event(eventId), { type: 'points', source }).catch((error: unknown) => ctx.log.warn({ error }, 'points change not announced'));
}

/**
 * An administrator takes an entry back: a 'void' row with the negated points and the reason is
 * appended (the ledger is never rewritten). Voiding twice, voiding a void or another event's
 * entry are refused.
 */
export async function voidEntry(ctx: Pick<Ctx, 'db' | 'pubsub' | 'log'>, input: { eventId: number; entryId: number; adminUserId: number; reason: string }) {
  const e = schema.point_entries;
  const voided = await ctx.db.transaction(async (tx) => {
    const [entry] = await tx.select().from(e).where(and(eq(e.id, input.entryId), eq(e.event_id, input.eventId))).for('update');
    if (!entry || entry.source === 'void') throw new AppError('points.entry_not_found', 'This points entry does not exist.');
    const [row] = await tx
      .insert(e)
      .values({ event_id: entry.event_id, user_id: entry.user_id, source: 'void', source_key: `void:${entry.id}`, points: -entry.points, reason: input.reason, voids_entry_id: entry.id, created_by_user_id: input.adminUserId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('points.already_voided', 'This entry has already been voided.');
    return row;
  });
  await announcePoints(ctx, input.eventId, 'void');
  return voided;
}

export interface PointsRow {
  position: number;
  user_identity_token: string;
  name: string;
  picture: string | null;
  points: number;
  mine: boolean;
}

/**
 * The event's leaderboard, or one game's (source), summed from the ledger: voids count against
 * the source of the entry they void. Ties go to whoever reached the score first.
 */
export async function pointsLeaderboard(ctx: Pick<Ctx, 'db'>, eventId: number, opts: { source?: GameSource; viewerId?: number | null; limit?: number } = {}) {
  const e = schema.point_entries;
  const v = sql.raw('v');
  // A void row carries source 'void'; attribute it to the voided entry's source for per-game boards.
  const sourceOf = sql`coalesce((select ${v}.source from ${e} ${v} where ${v}.id = ${e.voids_entry_id}), ${e.source})`;
  const where = opts.source ? and(eq(e.event_id, eventId), sql`${sourceOf} = ${opts.source}`)! : eq(e.event_id, eventId);
  const ranked = rankPlayers(ctx, where);
  const limit = opts.limit ?? POINTS_LEADERBOARD_LIMIT;
  const rows = await ctx.db
    .select()
    .from(ranked)
    .where(opts.viewerId != null ? or(lte(ranked.position, limit), eq(ranked.user_id, opts.viewerId)) : lte(ranked.position, limit))
    .orderBy(asc(ranked.position));
  const all: PointsRow[] = rows.map((r) => ({ position: r.position, user_identity_token: r.token, name: shortName(r.first, r.last), picture: r.picture, points: r.points, mine: opts.viewerId != null && r.user_id === opts.viewerId }));
  const leaderboard = all.filter((r) => r.position <= limit);
  const me = all.find((r) => r.mine) ?? null;
  return { leaderboard, participants: rows[0]?.participants ?? 0, me };
}

/** One user's entries (newest first) with their void state: "how did I get these points?". */
export async function userEntries(ctx: Pick<Ctx, 'db'>, eventId: number, userId: number) {
  const e = schema.point_entries;
  const rows = await ctx.db.select().from(e).where(and(eq(e.event_id, eventId), eq(e.user_id, userId))).orderBy(desc(e.created_at), desc(e.id));
  const voided = new Map(rows.filter((r) => r.voids_entry_id !== null).map((r) => [r.voids_entry_id!, r.reason]));
  return rows
    .filter((r) => r.source !== 'void')
    .map((r) => ({ id: r.id, source: r.source, points: r.points, reason: r.reason, created_at: r.created_at.toISOString(), voided: voided.has(r.id), void_reason: voided.get(r.id) ?? null }));
}

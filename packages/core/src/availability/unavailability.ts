import { schema, type Db } from '@foyer/db';
import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import type { AvailabilityScope } from './scope.ts';

export type UnavailabilitySource = 'manual' | 'google' | 'ical';

/** SPEC §3 user_unavailability: id, unavailability_from, unavailability_to (plus where it came from). */
export interface Unavailability {
  id: number;
  unavailability_from: string;
  unavailability_to: string;
  source: UnavailabilitySource;
}

export interface Interval {
  from: Date;
  to: Date;
}

/** At most this many stored times per user and event (an import is cut there). */
export const MAX_TIMES = 2000;
/** A time entered by hand is at most this long. */
const MAX_MANUAL_DAYS = 31;

const instant = z.coerce.date();
export const newTimeInput = z.object({ unavailability_from: instant, unavailability_to: instant });

const u = schema.user_unavailability;
const columns = { id: u.id, from: u.unavailability_from, to: u.unavailability_to, source: u.source };
const toRecord = (r: { id: number; from: Date; to: Date; source: UnavailabilitySource }): Unavailability => ({
  id: r.id, unavailability_from: r.from.toISOString(), unavailability_to: r.to.toISOString(), source: r.source,
});
const ofScope = (scope: AvailabilityScope) => and(eq(u.event_id, scope.eventId), eq(u.user_id, scope.userId));

/** GET events/{eventId}/users/unavailability: the caller's times that have not ended, earliest first. */
export async function listUnavailability(ctx: Pick<Ctx, 'db' | 'clock'>, scope: AvailabilityScope): Promise<Unavailability[]> {
  const rows = await ctx.db.select(columns).from(u).where(and(ofScope(scope), gt(u.unavailability_to, ctx.clock.now()))).orderBy(asc(u.unavailability_from), asc(u.id)).limit(MAX_TIMES);
  return rows.map(toRecord);
}

/** One writer per user and event at a time, so simultaneous adds merge instead of overlapping. */
const lockScope = (tx: Db, scope: AvailabilityScope) => tx.execute(sql`select pg_advisory_xact_lock(${scope.eventId}, ${scope.userId})`);

/**
 * POST events/{eventId}/users/unavailability: a time entered by hand. SPEC §5: not in the past,
 * start before end, and overlaps merged: every manual time it overlaps or touches is replaced by
 * one covering them all, so the manual times never overlap. Answers the merged time.
 */
export async function addUnavailability(ctx: Pick<Ctx, 'db' | 'clock'>, scope: AvailabilityScope, input: unknown): Promise<Unavailability> {
  const parsed = newTimeInput.safeParse(input);
  if (!parsed.success || Number.isNaN(parsed.data.unavailability_from.getTime()) || Number.isNaN(parsed.data.unavailability_to.getTime())) {
    throw new AppError('availability.time_invalid', 'Give a start and an end time.');
  }
  const { unavailability_from: from, unavailability_to: to } = parsed.data;
  if (to <= from) throw new AppError('availability.start_after_end', 'The start must be before the end.');
  if (from < ctx.clock.now()) throw new AppError('availability.in_past', 'A time cannot start in the past.');
  if (to.getTime() - from.getTime() > MAX_MANUAL_DAYS * 86_400_000) throw new AppError('availability.too_long', 'A time can be at most 31 days long.');
  return ctx.db.transaction(async (tx) => {
    await lockScope(tx, scope);
    const touching = await tx
      .select(columns)
      .from(u)
      .where(and(ofScope(scope), eq(u.source, 'manual'), lte(u.unavailability_from, to), gte(u.unavailability_to, from)));
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(u).where(ofScope(scope));
    if (n - touching.length >= MAX_TIMES) throw new AppError('availability.too_many', 'You have too many times: remove some first.');
    const merged = touching.reduce((m, r) => ({ from: r.from < m.from ? r.from : m.from, to: r.to > m.to ? r.to : m.to }), { from, to });
    if (touching.length) await tx.delete(u).where(inArray(u.id, touching.map((r) => r.id)));
    const [row] = await tx
      .insert(u)
      .values({ event_id: scope.eventId, user_id: scope.userId, unavailability_from: merged.from, unavailability_to: merged.to, source: 'manual' })
      .returning(columns);
    return toRecord(row!);
  });
}

/** DELETE events/{eventId}/users/unavailability/{id}: only the caller's own; anything else is not found. */
export async function removeUnavailability(ctx: Pick<Ctx, 'db'>, scope: AvailabilityScope, id: number): Promise<{ status: 'ok' }> {
  const gone = await ctx.db.delete(u).where(and(ofScope(scope), eq(u.id, id))).returning({ id: u.id });
  if (!gone.length) throw new AppError('availability.not_found', 'This time does not exist (any more).');
  return { status: 'ok' };
}

/**
 * Replaces the times an import of `source` stored before with `intervals` (merged, cut to
 * MAX_TIMES): importing the same calendar again updates it instead of adding duplicates.
 */
export async function replaceImported(ctx: Pick<Ctx, 'db'>, scope: AvailabilityScope, source: 'google' | 'ical', intervals: Interval[]): Promise<number> {
  const merged = mergeIntervals(intervals).slice(0, MAX_TIMES);
  return ctx.db.transaction(async (tx) => {
    await lockScope(tx, scope);
    await tx.delete(u).where(and(ofScope(scope), eq(u.source, source)));
    if (merged.length) {
      await tx.insert(u).values(merged.map((i) => ({ event_id: scope.eventId, user_id: scope.userId, unavailability_from: i.from, unavailability_to: i.to, source })));
    }
    return merged.length;
  });
}

/** Sorted, with overlapping and touching intervals joined; empty ones dropped. */
export function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.to > i.from).sort((a, b) => a.from.getTime() - b.from.getTime());
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.from <= last.to) {
      if (i.to > last.to) last.to = i.to;
    } else out.push({ from: i.from, to: i.to });
  }
  return out;
}

/**
 * For business matching: when each of `userIds` is busy in `eventId` between `from` and `to`,
 * from every source (by hand, iCalendar, Google), merged per user and sorted. Users without
 * times are absent from the map. No authorization here: the caller decides who may see it.
 */
export async function busyTimes(db: Db, eventId: number, userIds: number[], from: Date, to: Date): Promise<Map<number, Interval[]>> {
  const result = new Map<number, Interval[]>();
  if (!userIds.length || to <= from) return result;
  const rows = await db
    .select({ userId: u.user_id, from: u.unavailability_from, to: u.unavailability_to })
    .from(u)
    .where(and(eq(u.event_id, eventId), inArray(u.user_id, userIds), lt(u.unavailability_from, to), gt(u.unavailability_to, from)))
    .orderBy(asc(u.user_id), asc(u.unavailability_from));
  const byUser = new Map<number, Interval[]>();
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), { from: r.from, to: r.to }]);
  for (const [id, list] of byUser) result.set(id, mergeIntervals(list));
  return result;
}

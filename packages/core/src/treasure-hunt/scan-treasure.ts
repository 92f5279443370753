import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { parseInput } from '../accounts/parse-input.ts';
import { openEventScope, type ContentRequest } from '../content/content-scope.ts';
import { openGames } from '../qr-scan/scan-scope.ts';
import { announcePoints, awardPoints } from '../points/ledger.ts';
import { scanInput } from './hunt-input.ts';
import { readTreasureInput } from './treasure-code.ts';
import { huntProgressOf } from './hunt-read.ts';

/** Typed codes a person may try per window before waiting (a QR's signature needs no limit). */
const TYPED_LIMIT = 20;
const TYPED_WINDOW_SECONDS = 600;

const h = schema.treasure_hunts;
const p = schema.treasure_hunt_points;
const s = schema.treasure_hunt_scans;

const notRecognised = () => new AppError('treasure.not_recognised', 'This QR code is not recognised.');

/** Inside [from, to): a missing bound does not limit. */
const within = (now: Date, from: Date | null, to: Date | null) => (!from || now >= from) && (!to || now < to);

export type ScanTreasureCtx = Pick<Ctx, 'db' | 'clock' | 'config' | 'rateLimiter' | 'pubsub' | 'log'>;

/**
 * An attendee scans (or types) a treasure code (SPEC §1, §8, §9). Refusals are AppErrors:
 * treasure.not_recognised (forged, altered or unknown), treasure.wrong_event (another event's
 * code), treasure.already_found (this person scored it: amber), treasure.not_active (outside
 * the hunt's or the code's window), treasure.used_up (no usage left). The code's row is locked
 * for the whole check-and-write, and the scan, the usage and the points commit together, so
 * twenty scans at once of one code by one person score once and use the code once.
 */
export async function scanTreasure(ctx: ScanTreasureCtx, req: ContentRequest, raw: { code: string }) {
  const { code: given } = parseInput(scanInput, raw);
  const scope = await openEventScope(ctx, req);
  if (!scope.viewer) throw new AppError('common.not_authenticated', 'Please log in to collect treasure.');
  const userId = scope.viewer.id;
  const read = readTreasureInput(ctx.config.sessionSecret, given);
  if (!read || !read.signed) {
    const limit = await ctx.rateLimiter.hit(`treasure-typed:${userId}`, TYPED_LIMIT, TYPED_WINDOW_SECONDS);
    if (!limit.allowed) throw AppError.rateLimited(limit.retryAfterSeconds);
  }
  if (!read) throw notRecognised();

  const [found] = await ctx.db.select({ point: p, hunt: h }).from(p).innerJoin(h, eq(h.id, p.treasure_hunt_id)).where(eq(p.code, read.code));
  if (!found) throw notRecognised();
  if (found.point.event_id !== scope.eventId) throw new AppError('treasure.wrong_event', 'This QR code belongs to another event.');
  // The hunt's component may be limited to some attendees (SPEC §6), and points go to the event's
  // players only — its joined members and administrators — as in the other games.
  await openGames(ctx, { ...req, componentId: found.hunt.event_component_id });
  const now = ctx.clock.now();

  const point = await ctx.db.transaction(async (tx) => {
    // The lock: every scan of this code waits here for the one before it to commit.
    const [row] = await tx.select().from(p).where(eq(p.id, found.point.id)).for('update');
    if (!row) throw notRecognised();
    const [mine] = await tx.select({ at: s.created_at }).from(s).where(and(eq(s.treasure_hunt_point_id, row.id), eq(s.user_id, userId)));
    if (mine) throw new AppError('treasure.already_found', 'You have already found this treasure.');
    if (!within(now, found.hunt.active_from, found.hunt.active_to) || !within(now, row.active_from, row.active_to)) {
      throw new AppError('treasure.not_active', 'This treasure cannot be collected now.');
    }
    if (row.usage_left !== null && row.usage_left <= 0) throw new AppError('treasure.used_up', 'This treasure has been found as often as it can be.');
    await tx.insert(s).values({ event_id: row.event_id, treasure_hunt_id: row.treasure_hunt_id, treasure_hunt_point_id: row.id, user_id: userId, points: row.points, created_at: now });
    if (row.usage_left !== null) await tx.update(p).set({ usage_left: sql`${p.usage_left} - 1` }).where(eq(p.id, row.id));
    await awardPoints(tx, { eventId: row.event_id, userId, source: 'treasure_hunt', sourceKey: `point:${row.id}`, points: row.points, reason: row.name });
    return row;
  });
  if (!read.signed) await ctx.rateLimiter.refund(`treasure-typed:${userId}`);
  await announcePoints(ctx, scope.eventId, 'treasure_hunt');
  const progress = await huntProgressOf(ctx, scope.eventId, found.hunt.id, userId);
  return {
    outcome: 'found' as const,
    treasure: { id: point.id, name: point.name, points: point.points },
    treasure_hunt: { id: found.hunt.id, uuid: found.hunt.uuid, name: found.hunt.name, event_component_id: found.hunt.event_component_id },
    progress,
  };
}

/**
 * Where a refused scan's QR still names a hunt of the event, the screen links it (best effort, no
 * error). Signed QRs only: a typed code naming its hunt or not was a yes/no answer outside the
 * typed codes' allowance — the `treasure/{code}` page and the refusal past the limit told anyone
 * whether a guessed code exists (found from outside).
 */
export async function huntOfCode(ctx: Pick<Ctx, 'db' | 'config'>, eventId: number, given: string) {
  const read = readTreasureInput(ctx.config.sessionSecret, given);
  if (!read?.signed) return null;
  const [row] = await ctx.db.select({ id: h.id, event_component_id: h.event_component_id, name: h.name }).from(p).innerJoin(h, eq(h.id, p.treasure_hunt_id)).where(and(eq(p.code, read.code), eq(p.event_id, eventId)));
  return row ?? null;
}

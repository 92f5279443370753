import { schema } from '@foyer/db';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { isText } from '../platform/input-vocabulary.ts';
import { channels } from '../platform/pubsub.ts';
import { announcePoints, awardPoints } from '../points/ledger.ts';
import { verifyScanQr } from './personal-qr.ts';
import { findUserByToken, isPlayer, publicPerson, type GameScope, type ScanPerson } from './scan-scope.ts';

/** SPEC §9: at least two minutes of conversation before the rescan scores. */
export const CONVERSATION_MS = 2 * 60 * 1000;
/** What a confirmed conversation gives each of the two. */
export const QR_SCAN_POINTS = 5;

/** What a scanner sends: the text read from the other's QR (or typed). */
export const scanCode = z.string().trim().min(1).max(600).refine(isText);

export type ScanStatus = 'started' | 'talking' | 'confirmed';
export interface ScanOutcome {
  status: ScanStatus;
  person: ScanPerson;
  started_at: string;
  /** When a rescan will score (started_at + 2 minutes). */
  confirm_at: string;
  /** Until then, by the server's clock; 0 once confirmed. */
  seconds_left: number;
  /** Points the scanner got with this scan (confirmed only). */
  points: number;
}

/** The pair's key, the same whoever scanned: the ledger's source_key and the lock's name. */
export const pairKey = (eventId: number, x: number, y: number) => `pair:${Math.min(x, y)}:${Math.max(x, y)}`;

/**
 * Who was scanned, from the code: a forged or unreadable code is "not recognised", another
 * event's genuine code is "wrong", one's own code and a person who is not (or no longer) a
 * player of this event (joined member or administrator) are refused with their own words (SPEC §8).
 */
async function scannedPerson(ctx: Pick<Ctx, 'db' | 'config'>, scope: GameScope, raw: string) {
  const code = scanCode.safeParse(raw);
  const read = code.success ? verifyScanQr(ctx.config.sessionSecret, code.data) : null;
  if (!read) throw new AppError('qr_scan.not_recognised', 'This QR code is not recognised.', 'code');
  if (read.eventId !== scope.eventId) throw new AppError('qr_scan.wrong_event', 'This QR code is wrong: it belongs to another event.', 'code');
  const person = await findUserByToken(ctx, read.userToken);
  if (!person) throw new AppError('qr_scan.not_recognised', 'This QR code is not recognised.', 'code');
  if (person.id === scope.playerId) throw new AppError('qr_scan.self', 'This is your own QR code: scan someone else’s.', 'code');
  if (!(await isPlayer(ctx, scope.eventId, person.id))) throw new AppError('qr_scan.not_member', 'This person is not an attendee of this event.', 'code');
  return person;
}

/**
 * A scan of another attendee's QR. The first scan of a pair (by either of them) starts their
 * conversation; a rescan by either one before two minutes have passed by the server's clock
 * answers how long is left and gives nothing; a rescan after that confirms it and gives both
 * QR_SCAN_POINTS, once per pair. The pair's row is looked up in both directions under a lock on
 * the pair, so two phones scanning each other at once make one conversation, and concurrent
 * rescans confirm (and score) once; the ledger's unique key backs that up.
 */
export async function scanPerson(ctx: Pick<Ctx, 'db' | 'config' | 'clock' | 'pubsub' | 'log'>, scope: GameScope, raw: string): Promise<ScanOutcome> {
  const person = await scannedPerson(ctx, scope, raw);
  const me = scope.playerId;
  const key = pairKey(scope.eventId, me, person.id);
  const q = schema.qr_scans;
  const result = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`qr_scan:${scope.eventId}:${key}`}))`);
    const now = ctx.clock.now();
    const pair = or(and(eq(q.scanner_user_id, me), eq(q.scanned_user_id, person.id)), and(eq(q.scanner_user_id, person.id), eq(q.scanned_user_id, me)));
    const [row] = await tx.select().from(q).where(and(eq(q.event_id, scope.eventId), pair)).limit(1);
    if (!row) {
      const [made] = await tx.insert(q).values({ event_id: scope.eventId, scanner_user_id: me, scanned_user_id: person.id, first_scanned_at: now }).returning();
      return { status: 'started' as const, started: made!.first_scanned_at, now, points: 0 };
    }
    if (row.confirmed_at) throw new AppError('qr_scan.already_scanned', 'You two have already scored for this conversation.', 'code');
    if (now.getTime() - row.first_scanned_at.getTime() < CONVERSATION_MS) return { status: 'talking' as const, started: row.first_scanned_at, now, points: 0 };
    const [confirmed] = await tx
      .update(q)
      .set({ confirmed_at: now, points: QR_SCAN_POINTS })
      .where(and(eq(q.id, row.id), isNull(q.confirmed_at)))
      .returning({ id: q.id });
    if (!confirmed) throw new AppError('qr_scan.already_scanned', 'You two have already scored for this conversation.', 'code');
    const award = (userId: number) => awardPoints(tx, { eventId: scope.eventId, userId, source: 'qr_scan', sourceKey: key, points: QR_SCAN_POINTS });
    const mine = await award(me);
    await award(person.id);
    return { status: 'confirmed' as const, started: row.first_scanned_at, now, points: mine === null ? 0 : QR_SCAN_POINTS };
  });
  // Both phones show the pair's timer (or its end): each hears it on its own channel (ids only).
  const message = { type: 'qr_scan', status: result.status, event_id: scope.eventId };
  await Promise.all([ctx.pubsub.publish(channels.user(me), message), ctx.pubsub.publish(channels.user(person.id), message)]).catch((error: unknown) =>
    ctx.log.warn({ error }, 'qr scan not announced'),
  );
  if (result.status === 'confirmed') await announcePoints(ctx, scope.eventId, 'qr_scan');
  const confirmAt = new Date(result.started.getTime() + CONVERSATION_MS);
  return {
    status: result.status,
    person: publicPerson(person),
    started_at: result.started.toISOString(),
    confirm_at: confirmAt.toISOString(),
    seconds_left: result.status === 'confirmed' ? 0 : Math.max(0, Math.ceil((confirmAt.getTime() - result.now.getTime()) / 1000)),
    points: result.points,
  };
}

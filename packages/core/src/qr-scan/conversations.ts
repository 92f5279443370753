import { schema } from '@foyer/db';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Ctx } from '../context.ts';
import { signScanQr } from './personal-qr.ts';
import { CONVERSATION_MS } from './scan-person.ts';
import type { GameScope, ScanPerson } from './scan-scope.ts';

/** The most a list of conversations shows (a long day of networking stays well under it). */
export const CONVERSATIONS_LIMIT = 200;

export interface Conversation {
  person: ScanPerson;
  started_at: string;
  confirm_at: string;
  confirmed_at: string | null;
  /** Seconds until a rescan scores, by the server's clock; 0 once it may (or did). */
  seconds_left: number;
  points: number;
  /** The viewer scanned first (else the other person scanned the viewer). */
  i_scanned: boolean;
}

/** The player's personal QR payload for this event (personal-qr.ts). */
export async function myScanCode(ctx: Pick<Ctx, 'db' | 'config'>, scope: Pick<GameScope, 'eventId' | 'playerId'>): Promise<string> {
  const u = schema.users;
  const [me] = await ctx.db.select({ token: u.user_identity_token }).from(u).where(eq(u.id, scope.playerId)).limit(1);
  return signScanQr(ctx.config.sessionSecret, scope.eventId, me!.token);
}

/**
 * The people the viewer has talked with at this event (either of them scanned first), the
 * conversations still running first, then the newest. Someone who deleted their account is left out.
 */
export async function listConversations(ctx: Pick<Ctx, 'db' | 'clock'>, scope: GameScope): Promise<Conversation[]> {
  const q = schema.qr_scans;
  const other = alias(schema.users, 'other');
  const me = scope.playerId;
  const rows = await ctx.db
    .select({
      scanner: q.scanner_user_id,
      first: q.first_scanned_at,
      confirmed: q.confirmed_at,
      points: q.points,
      person: { user_identity_token: other.user_identity_token, first_name: other.first_name, last_name: other.last_name, company: other.company, position: other.position, picture: other.picture },
    })
    .from(q)
    .innerJoin(other, eq(other.id, sql`case when ${q.scanner_user_id} = ${me} then ${q.scanned_user_id} else ${q.scanner_user_id} end`))
    .where(and(eq(q.event_id, scope.eventId), or(eq(q.scanner_user_id, me), eq(q.scanned_user_id, me)), isNull(other.deleted_at)))
    .orderBy(sql`${q.confirmed_at} is not null`, desc(sql`coalesce(${q.confirmed_at}, ${q.first_scanned_at})`), desc(q.id))
    .limit(CONVERSATIONS_LIMIT);
  const now = ctx.clock.now().getTime();
  return rows.map((r) => {
    const confirmAt = r.first.getTime() + CONVERSATION_MS;
    return {
      person: r.person,
      started_at: r.first.toISOString(),
      confirm_at: new Date(confirmAt).toISOString(),
      confirmed_at: r.confirmed?.toISOString() ?? null,
      seconds_left: r.confirmed ? 0 : Math.max(0, Math.ceil((confirmAt - now) / 1000)),
      points: r.points,
      i_scanned: r.scanner === me,
    };
  });
}

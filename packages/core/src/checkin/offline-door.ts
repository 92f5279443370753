import { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';
import { ticketCodeOf } from '../tickets/ticket-qr.ts';
import { text } from '../platform/input-vocabulary.ts';
import { checkedInByName } from './checked-in-by.ts';
import { findSessionDoor, type Door } from './door.ts';
import { doorTicketRows, entryRefusal, findTicket, type ScanResult } from './scan-ticket.ts';

/**
 * Offline at the door (issue #16): the door's page keeps a copy of the event's tickets, answers
 * scans from it while the venue's network is down, and sends the scans it queued when it is back.
 */

/** One ticket in a door's offline copy. `qr` is the signed payload printed on it, so the copy checks a QR without the key. */
export interface OfflineTicket {
  code: string;
  qr: string;
  holder_name: string;
  ticket_name: string | null;
  /** False for a ticket of another door of this event (an agenda session's at the entrance, …). */
  here: boolean;
  reason: 'unpaid' | 'canceled' | 'test_ticket' | null;
  checked_in_at: string | null;
  checked_in_by: string | null;
}

export interface OfflineTicketList {
  fetched_at: string;
  tickets: OfflineTicket[];
}

/** Every ticket of the event, each marked for this door or not, as the door's offline copy. */
export async function offlineTicketList(ctx: Pick<Ctx, 'db' | 'clock'>, viewer: Viewer | null, eventId: number, door: Door): Promise<OfflineTicketList> {
  await requireEventAdmin(ctx, viewer, eventId);
  if (door.sessionId !== null) await findSessionDoor(ctx, eventId, door.sessionId);
  const fetchedAt = ctx.clock.now();
  const rows = await doorTicketRows(ctx.db, door).where(eq(schema.ticket_reservations.event_id, eventId));
  return {
    fetched_at: fetchedAt.toISOString(),
    tickets: rows.map((row) => ({
      code: row.code,
      qr: row.qr,
      holder_name: `${row.first} ${row.last}`.trim(),
      ticket_name: row.ticket_name,
      here: row.at_this_door,
      reason: entryRefusal(row),
      checked_in_at: row.checked_in_at?.toISOString() ?? null,
      checked_in_by: row.checked_in_by,
    })),
  };
}

/** At most this many queued scans per sync request; a door with more sends them in turns. */
export const MAX_SYNC_SCANS = 500;
/** A door's clock is trusted this far back: an older scan time is recorded as this long ago. */
const OLDEST_SCAN_MS = 7 * 24 * 3600_000;

export const syncInput = z.object({
  scans: z
    .array(
      z.object({
        /** The door's own id for the scan (a random uuid), so sending a batch twice changes nothing. */
        id: z.uuid(),
        code: text().pipe(z.string().trim().min(1).max(200)),
        scanned_at: z.iso.datetime({ offset: true }),
      }),
    )
    .min(1)
    .max(MAX_SYNC_SCANS),
});

/** A queued scan's fate: recorded, or a conflict (someone else checked the ticket in first), or refused as at the door. */
export type SyncOutcome = 'checked_in' | 'conflict' | Exclude<ScanResult['outcome'], 'checked_in' | 'already_checked_in'>;

export interface SyncResult {
  id: string;
  outcome: SyncOutcome;
  holder_name: string | null;
  ticket_name: string | null;
  /** For a conflict: the check-in that stands (the first recorded), when and by whom. */
  checked_in_at: string | null;
  checked_in_by: string | null;
}

/**
 * Records the scans an offline door queued, in the order it made them. The first check-in of a
 * ticket to reach the server stands, at the time the door scanned it; a later one for the same
 * ticket (another offline door, or a door that was online) is a conflict naming the one that stands.
 */
export async function syncOfflineScans(ctx: Pick<Ctx, 'db' | 'clock' | 'config'>, viewer: Viewer | null, eventId: number, door: Door, input: z.infer<typeof syncInput>): Promise<SyncResult[]> {
  await requireEventAdmin(ctx, viewer, eventId);
  const admin = viewer!;
  if (door.sessionId !== null) await findSessionDoor(ctx, eventId, door.sessionId);
  const now = ctx.clock.now();
  const r = schema.ticket_reservations;
  const results: SyncResult[] = [];
  for (const scan of input.scans) {
    const uuid = ticketCodeOf(ctx.config.sessionSecret, scan.code);
    const none = { id: scan.id, holder_name: null, ticket_name: null, checked_in_at: null, checked_in_by: null };
    if (!uuid) {
      results.push({ ...none, outcome: 'not_recognised' });
      continue;
    }
    const at = new Date(Math.min(now.getTime(), Math.max(now.getTime() - OLDEST_SCAN_MS, Date.parse(scan.scanned_at))));
    const row = await findTicket(ctx, uuid, door);
    if (!row) {
      results.push({ ...none, outcome: 'not_recognised' });
      continue;
    }
    if (row.event_id !== eventId) {
      results.push({ ...none, outcome: 'other_event' });
      continue;
    }
    const named = { ...none, holder_name: `${row.first} ${row.last}`.trim(), ticket_name: row.ticket_name };
    if (!row.at_this_door) {
      results.push({ ...named, outcome: 'other_door' });
      continue;
    }
    if (entryRefusal(row)) {
      results.push({ ...named, outcome: 'not_valid' });
      continue;
    }
    const [marked] = await ctx.db
      .update(r)
      .set({ checked_in_at: at, checked_in_by_user_id: admin.id, check_in_scan_id: scan.id })
      .where(and(eq(r.id, row.id), isNull(r.checked_in_at)))
      .returning({ id: r.id });
    if (marked) {
      results.push({ ...named, outcome: 'checked_in', checked_in_at: at.toISOString(), checked_in_by: `${admin.first_name} ${admin.last_name}`.trim() || null });
      continue;
    }
    const [first] = await ctx.db
      .select({ at: r.checked_in_at, by: checkedInByName, scan: r.check_in_scan_id })
      .from(r)
      .leftJoin(schema.users, eq(schema.users.id, r.checked_in_by_user_id))
      .where(eq(r.id, row.id));
    // This very scan, sent again (its answer was lost on the way back): it is the check-in that stands.
    const outcome = first?.scan === scan.id ? 'checked_in' : 'conflict';
    results.push({ ...named, outcome, checked_in_at: first?.at?.toISOString() ?? null, checked_in_by: first?.by ?? null });
  }
  return results;
}

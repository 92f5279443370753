import { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';
import { ticketCodeOf } from '../tickets/ticket-qr.ts';
import { text } from '../platform/input-vocabulary.ts';
import { checkedInByName } from './checked-in-by.ts';

/** What the door sends: the QR's text, or the ticket code printed under it (typed by hand). */
export const scanInput = z.object({ code: text().pipe(z.string().trim().min(1).max(200)) });

/**
 * SPEC §8's outcomes at the door: green (checked in), amber (already scanned: when and by whom),
 * red (not a ticket of ours, another event's, or not valid for entry: unpaid, cancelled or a
 * sandbox test ticket).
 */
export type ScanOutcome = 'checked_in' | 'already_checked_in' | 'not_recognised' | 'other_event' | 'not_valid';

export interface ScanResult {
  outcome: ScanOutcome;
  /** Set when the code named one of this event's tickets. */
  ticket: {
    code: string;
    holder_name: string;
    ticket_name: string | null;
    checked_in_at: string | null;
    checked_in_by: string | null;
    /** Why a ticket is not valid for entry. */
    reason: 'unpaid' | 'canceled' | 'test_ticket' | null;
  } | null;
}

/**
 * Checks a ticket in at the event's door (event administrators). A genuine QR (signed, so not
 * forgeable) or the printed code finds the reservation; one conditional UPDATE marks it, so two
 * doors scanning the same ticket at the same moment give one "checked in" and one "already".
 */
export async function scanTicket(ctx: Pick<Ctx, 'db' | 'clock' | 'config'>, viewer: Viewer | null, eventId: number, input: z.infer<typeof scanInput>): Promise<ScanResult> {
  await requireEventAdmin(ctx, viewer, eventId);
  const uuid = ticketCodeOf(ctx.config.sessionSecret, input.code);
  if (!uuid) return { outcome: 'not_recognised', ticket: null };

  const r = schema.ticket_reservations;
  const [row] = await ctx.db
    .select({
      id: r.id,
      event_id: r.event_id,
      status: r.status,
      first: r.holder_first_name,
      last: r.holder_last_name,
      checked_in_at: r.checked_in_at,
      ticket_name: schema.event_tickets.name,
      order_status: schema.orders.status,
      test_mode: schema.orders.test_mode,
    })
    .from(r)
    .leftJoin(schema.orders, eq(schema.orders.id, r.order_id))
    .leftJoin(schema.event_tickets, eq(schema.event_tickets.id, r.event_ticket_id))
    .where(eq(r.ticket_reservation_uuid, uuid));
  if (!row) return { outcome: 'not_recognised', ticket: null };
  // Another event's ticket says nothing about its holder here.
  if (row.event_id !== eventId) return { outcome: 'other_event', ticket: null };

  const ticket = (checkedInAt: Date | null, by: string | null, reason: NonNullable<ScanResult['ticket']>['reason'] = null) => ({
    code: uuid,
    holder_name: `${row.first} ${row.last}`.trim(),
    ticket_name: row.ticket_name,
    checked_in_at: checkedInAt?.toISOString() ?? null,
    checked_in_by: by,
    reason,
  });
  const reason = entryRefusal(row);
  if (reason) return { outcome: 'not_valid', ticket: ticket(row.checked_in_at, null, reason) };

  const now = ctx.clock.now();
  const [marked] = await ctx.db
    .update(r)
    .set({ checked_in_at: now, checked_in_by_user_id: viewer!.id })
    .where(and(eq(r.id, row.id), isNull(r.checked_in_at)))
    .returning({ id: r.id });
  if (marked) return { outcome: 'checked_in', ticket: ticket(now, `${viewer!.first_name} ${viewer!.last_name}`.trim() || null) };

  // Someone was first (maybe a moment ago at another door): say when and who.
  const [first] = await ctx.db
    .select({ at: r.checked_in_at, by: checkedInByName })
    .from(r)
    .leftJoin(schema.users, eq(schema.users.id, r.checked_in_by_user_id))
    .where(eq(r.id, row.id));
  return { outcome: 'already_checked_in', ticket: ticket(first?.at ?? null, first?.by ?? null) };
}

/** Why a ticket may not enter, or null when it may: cancelled, not (yet) paid, or a sandbox test. */
function entryRefusal(row: { status: string; order_status: string | null; test_mode: boolean | null }): 'canceled' | 'unpaid' | 'test_ticket' | null {
  if (row.status === 'canceled' || row.order_status === 'canceled' || row.order_status === 'refunded') return 'canceled';
  // A reservation without an order (none are made today) counts as paid when it is active.
  if (row.status !== 'active' || (row.order_status !== null && row.order_status !== 'paid')) return 'unpaid';
  return row.test_mode ? 'test_ticket' : null;
}

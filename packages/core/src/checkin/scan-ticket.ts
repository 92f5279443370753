import { z } from 'zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { eventAdminCondition, requireEventAdmin } from '../access/is-event-admin.ts';
import { AppError } from '../errors.ts';
import { ticketCodeOf } from '../tickets/ticket-qr.ts';
import { text } from '../platform/input-vocabulary.ts';
import { checkedInByName } from './checked-in-by.ts';
import { admitsAt, eventDoor, findSessionDoor, ticketTypeName, type Door } from './door.ts';

/** What the door sends: the QR's text, or the ticket code printed under it (typed by hand). */
export const scanInput = z.object({ code: text().pipe(z.string().trim().min(1).max(200)) });

/**
 * SPEC §8's outcomes at the door: green (checked in), amber (already scanned: when and by whom),
 * red (not a ticket of ours, another event's, a ticket for another door — an agenda session's at
 * the entrance, the event's or another session's at a session — or not valid for entry: unpaid,
 * cancelled or a sandbox test ticket).
 */
export type ScanOutcome = 'checked_in' | 'already_checked_in' | 'not_recognised' | 'other_event' | 'other_door' | 'not_valid';

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
export async function scanTicket(ctx: Pick<Ctx, 'db' | 'clock' | 'config'>, viewer: Viewer | null, eventId: number, input: z.infer<typeof scanInput>, door: Door = eventDoor): Promise<ScanResult> {
  if (!viewer) throw new AppError('common.not_authenticated', 'Not authenticated');
  const uuid = ticketCodeOf(ctx.config.sessionSecret, input.code);
  const r = schema.ticket_reservations;
  const now = ctx.clock.now();
  // The door's common case in one statement: an administrator's scan of a paid ticket not in yet.
  if (uuid) {
    const o = schema.orders;
    const [marked] = await ctx.db
      .update(r)
      .set({ checked_in_at: now, checked_in_by_user_id: viewer.id })
      .from(o)
      .where(
        and(
          eq(r.ticket_reservation_uuid, uuid),
          eq(r.event_id, eventId),
          eq(r.status, 'active'),
          isNull(r.checked_in_at),
          admitsAt(door),
          eq(o.id, r.order_id),
          eq(o.status, 'paid'),
          eq(o.test_mode, false),
          eventAdminCondition(eventId, viewer.id),
        ),
      )
      .returning({ first: r.holder_first_name, last: r.holder_last_name, ticket_name: sql<string | null>`coalesce((select ${schema.event_tickets.name} from ${schema.event_tickets} where ${schema.event_tickets.id} = ${r.event_ticket_id}), (select ${schema.agenda_session_tickets.name} from ${schema.agenda_session_tickets} where ${schema.agenda_session_tickets.id} = ${r.agenda_session_ticket_id}))` });
    if (marked) {
      const ticket = { code: uuid, holder_name: `${marked.first} ${marked.last}`.trim(), ticket_name: marked.ticket_name, checked_in_at: now.toISOString(), checked_in_by: `${viewer.first_name} ${viewer.last_name}`.trim() || null, reason: null };
      return { outcome: 'checked_in', ticket };
    }
  }
  // Everything else (not an admin, not a ticket, another event's, refused, already in) the long
  // way; the look-up runs beside the administrator check, and nothing it found is told before that passes.
  const [, found] = await Promise.all([
    requireEventAdmin(ctx, viewer, eventId).then(() => (door.sessionId === null ? null : findSessionDoor(ctx, eventId, door.sessionId))),
    uuid ? findTicket(ctx, uuid, door) : null,
  ]);
  if (!uuid) return { outcome: 'not_recognised', ticket: null };
  const row = found;
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
  if (!row.at_this_door) return { outcome: 'other_door', ticket: ticket(row.checked_in_at, null) };
  const reason = entryRefusal(row);
  if (reason) return { outcome: 'not_valid', ticket: ticket(row.checked_in_at, null, reason) };
  if (row.checked_in_at) return { outcome: 'already_checked_in', ticket: ticket(row.checked_in_at, row.checked_in_by) };

  const [marked] = await ctx.db
    .update(r)
    .set({ checked_in_at: now, checked_in_by_user_id: viewer.id })
    .where(and(eq(r.id, row.id), isNull(r.checked_in_at)))
    .returning({ id: r.id });
  if (marked) return { outcome: 'checked_in', ticket: ticket(now, `${viewer.first_name} ${viewer.last_name}`.trim() || null) };

  // Someone was first (maybe a moment ago at another door): say when and who.
  const [first] = await ctx.db
    .select({ at: r.checked_in_at, by: checkedInByName })
    .from(r)
    .leftJoin(schema.users, eq(schema.users.id, r.checked_in_by_user_id))
    .where(eq(r.id, row.id));
  return { outcome: 'already_checked_in', ticket: ticket(first?.at ?? null, first?.by ?? null) };
}

/**
 * Reservations with what a door's answer names (holder, ticket type, order state, who checked
 * them in, whether this door admits them); the caller adds its condition.
 */
export function doorTicketRows(db: Ctx['db'], door: Door) {
  const r = schema.ticket_reservations;
  return db
    .select({
      id: r.id,
      code: r.ticket_reservation_uuid,
      qr: r.qrcode,
      event_id: r.event_id,
      status: r.status,
      first: r.holder_first_name,
      last: r.holder_last_name,
      checked_in_at: r.checked_in_at,
      checked_in_by: checkedInByName,
      ticket_name: ticketTypeName,
      at_this_door: sql<boolean>`${admitsAt(door)}`,
      order_status: schema.orders.status,
      test_mode: schema.orders.test_mode,
    })
    .from(r)
    .leftJoin(schema.orders, eq(schema.orders.id, r.order_id))
    .leftJoin(schema.event_tickets, eq(schema.event_tickets.id, r.event_ticket_id))
    .leftJoin(schema.agenda_session_tickets, eq(schema.agenda_session_tickets.id, r.agenda_session_ticket_id))
    .leftJoin(schema.users, eq(schema.users.id, r.checked_in_by_user_id))
    .$dynamic();
}

/** A ticket by its code, as a door's answer needs it (doorTicketRows). */
export async function findTicket(ctx: Pick<Ctx, 'db'>, uuid: string, door: Door) {
  const [row] = await doorTicketRows(ctx.db, door).where(eq(schema.ticket_reservations.ticket_reservation_uuid, uuid));
  return row ?? null;
}

/** Why a ticket may not enter, or null when it may: cancelled, not (yet) paid, or a sandbox test. */
export function entryRefusal(row: { status: string; order_status: string | null; test_mode: boolean | null }): 'canceled' | 'unpaid' | 'test_ticket' | null {
  if (row.status === 'canceled' || row.order_status === 'canceled' || row.order_status === 'refunded') return 'canceled';
  // A reservation without an order (none are made today) counts as paid when it is active.
  if (row.status !== 'active' || (row.order_status !== null && row.order_status !== 'paid')) return 'unpaid';
  return row.test_mode ? 'test_ticket' : null;
}

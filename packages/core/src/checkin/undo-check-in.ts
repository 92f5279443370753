import { and, eq, isNotNull } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { AppError } from '../errors.ts';
import type { Ctx } from '../context.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';
import { printedTicketCode } from '../tickets/ticket-qr.ts';

/**
 * Takes a check-in back (a scan at the wrong door, the wrong person waved in). Only this event's
 * ticket, only when it is checked in; a ticket not found here is 404 whatever event it belongs to.
 */
export async function undoCheckIn(ctx: Pick<Ctx, 'db'>, viewer: Viewer | null, eventId: number, code: string): Promise<{ status: 'ok'; holder_name: string }> {
  await requireEventAdmin(ctx, viewer, eventId);
  const r = schema.ticket_reservations;
  const uuid = printedTicketCode(code);
  if (!uuid) throw new AppError('tickets.not_found', 'No such ticket at this event', 'code');
  const [row] = await ctx.db
    .update(r)
    .set({ checked_in_at: null, checked_in_by_user_id: null, check_in_scan_id: null })
    .where(and(eq(r.event_id, eventId), eq(r.ticket_reservation_uuid, uuid), isNotNull(r.checked_in_at)))
    .returning({ first: r.holder_first_name, last: r.holder_last_name });
  if (!row) throw new AppError('tickets.not_found', 'No checked-in ticket with this code at this event', 'code');
  // The holder's name from the row, for the screen's "taken back" line (not from the form).
  return { status: 'ok', holder_name: `${row.first} ${row.last}`.trim() };
}

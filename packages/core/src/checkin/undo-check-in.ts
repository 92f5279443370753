import { z } from 'zod';
import { and, eq, isNotNull } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { AppError } from '../errors.ts';
import type { Ctx } from '../context.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';

export const ticketCode = z.string().trim().toLowerCase().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'not a ticket code');

/**
 * Takes a check-in back (a scan at the wrong door, the wrong person waved in). Only this event's
 * ticket, only when it is checked in; a ticket not found here is 404 whatever event it belongs to.
 */
export async function undoCheckIn(ctx: Pick<Ctx, 'db'>, viewer: Viewer | null, eventId: number, code: string): Promise<{ status: 'ok' }> {
  await requireEventAdmin(ctx, viewer, eventId);
  const r = schema.ticket_reservations;
  const parsed = ticketCode.safeParse(code);
  if (!parsed.success) throw new AppError('tickets.not_found', 'No such ticket at this event', 'code');
  const [row] = await ctx.db
    .update(r)
    .set({ checked_in_at: null, checked_in_by_user_id: null })
    .where(and(eq(r.event_id, eventId), eq(r.ticket_reservation_uuid, parsed.data), isNotNull(r.checked_in_at)))
    .returning({ id: r.id });
  if (!row) throw new AppError('tickets.not_found', 'No checked-in ticket with this code at this event', 'code');
  return { status: 'ok' };
}

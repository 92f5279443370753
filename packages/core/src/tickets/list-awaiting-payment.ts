import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { orderReference } from '../documents/load-ticket-pdf-data.ts';

/** A pending order of the buyer that waits for a bank transfer against its proforma. */
export interface AwaitingPayment {
  order_reference: string;
  total_amount: number;
  currency: string;
  /** The proforma's number: the title the transfer must carry. */
  proforma_number: string;
  /** Pay by (YYYY-MM-DD), as printed on the proforma. */
  due_date: string | null;
  /** After this the order lapses and its tickets go back on sale. */
  expires_at: string | null;
  /** A reservation of the order: the proforma downloads through it (my tickets' invoice link). */
  reservation_uuid: string | null;
  tickets: number;
}

/**
 * The buyer's orders of one event that wait for a transfer against a proforma (SPEC §4 proforma
 * path): what to pay, by when, with which title. Only the buyer's own orders, never another's.
 */
export async function listAwaitingPayment(ctx: Pick<Ctx, 'db'>, args: { userId: number; eventId: number }): Promise<AwaitingPayment[]> {
  const o = schema.orders;
  const i = schema.invoices;
  const rows = await ctx.db
    .select({ id: o.id, uuid: o.uuid, total: o.total_amount, currency: o.currency, expires_at: o.expires_at, number: i.full_number, due_date: i.due_date })
    .from(o)
    .innerJoin(i, and(eq(i.order_id, o.id), eq(i.proforma, true)))
    .where(and(eq(o.user_id, args.userId), eq(o.event_id, args.eventId), eq(o.status, 'pending')))
    .orderBy(asc(o.created_at), asc(o.id));
  if (!rows.length) return [];
  const r = schema.ticket_reservations;
  const reservations = await ctx.db
    .select({ order_id: r.order_id, uuid: r.ticket_reservation_uuid })
    .from(r)
    .where(and(eq(r.event_id, args.eventId), inArray(r.order_id, rows.map((x) => x.id))))
    .orderBy(asc(r.id));
  return rows.map((row) => {
    const mine = reservations.filter((x) => x.order_id === row.id);
    return {
      order_reference: orderReference(row.uuid),
      total_amount: row.total,
      currency: row.currency,
      proforma_number: row.number,
      due_date: row.due_date,
      expires_at: row.expires_at?.toISOString() ?? null,
      reservation_uuid: mine[0]?.uuid ?? null,
      tickets: mine.length,
    };
  });
}

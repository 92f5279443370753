import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { buyerColumns, buyerEmail, loadSeller } from './invoice-parties.ts';
import { dateIn } from './invoice-number.ts';
import { computeOrderInvoice, findOrderInvoice, loadOrderForInvoice } from './order-invoice-data.ts';
import { proformaJobId, sendProformaJob } from './jobs.ts';

/** A proforma's printed reference: it takes no number from the VAT series. */
export const proformaReference = (orderUuid: string): string => `PRO/${orderUuid.slice(0, 8).toUpperCase()}`;

/** The API path that downloads an order's invoice or proforma (by one of its reservations). */
export function invoiceDownloadPath(eventId: number, reservationUuid: string): string {
  return `/api/v1/events/${eventId}/invoice/get/${reservationUuid}`;
}

/**
 * Records the proforma of a pending order that asked for one (payment by bank transfer) and
 * queues its PDF and e-mail (sendProformaJob). Idempotent: a second call finds the same row.
 * The proforma is not a VAT invoice: no number, pay-by date = the order's hold.
 */
export async function requestProforma(ctx: Pick<Ctx, 'db' | 'clock' | 'config' | 'jobs'>, input: { orderId: number }): Promise<{ invoiceId: number; invoiceDownloadUrl: string }> {
  const loaded = await loadOrderForInvoice(ctx.db, input.orderId);
  if (!loaded) throw new AppError('payment.order_not_found');
  const { order, event } = loaded;
  if (!order.invoice_form) throw new AppError('payment.invalid_proforma');

  let row = await findOrderInvoice(ctx.db, order.id, true);
  // A proforma asks for a payment: only an order still waiting for one gets a new one.
  if (!row && order.status !== 'pending') throw new AppError('payment.order_not_payable');
  if (!row) {
    const now = ctx.clock.now();
    const computed = await computeOrderInvoice(ctx.db, order);
    const [inserted] = await ctx.db
      .insert(schema.invoices)
      .values({
        event_id: event.id,
        organization_id: event.organization_id,
        order_id: order.id,
        proforma: true,
        full_number: proformaReference(order.uuid),
        seller: await loadSeller(ctx.db, event.organization_id),
        ...buyerColumns(order.invoice_form, await buyerEmail(ctx.db, order)),
        lines: computed.lines,
        totals: computed.totals,
        net_amount: computed.net,
        vat_amount: computed.vat,
        gross_amount: computed.gross,
        currency: order.currency,
        payment_method: 'przelew / bank transfer',
        due_date: dateIn(order.expires_at ?? now, event.timezone),
        issued_at: now,
        sale_date: dateIn(now, event.timezone),
      })
      .onConflictDoNothing()
      .returning();
    row = inserted ?? (await findOrderInvoice(ctx.db, order.id, true));
    if (!row) throw new Error(`proforma of order ${order.id} vanished after a conflict`);
  }
  await ctx.jobs.enqueue(sendProformaJob, { invoiceId: row.id }, { jobId: proformaJobId(row.id) });

  const [first] = await ctx.db
    .select({ uuid: schema.ticket_reservations.ticket_reservation_uuid })
    .from(schema.ticket_reservations)
    .where(and(eq(schema.ticket_reservations.order_id, order.id), eq(schema.ticket_reservations.event_id, event.id)))
    .orderBy(asc(schema.ticket_reservations.id))
    .limit(1);
  const path = first ? invoiceDownloadPath(event.id, first.uuid) : '';
  return { invoiceId: row.id, invoiceDownloadUrl: path ? `${ctx.config.publicUrl.replace(/\/+$/, '')}${path}` : '' };
}

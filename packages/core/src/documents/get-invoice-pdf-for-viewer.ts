import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { ensureInvoicePdf } from '../invoices/ensure-invoice-pdf.ts';
import { issueInvoiceForOrder } from '../invoices/issue-invoice-for-order.ts';
import { findOrderInvoice } from '../invoices/order-invoice-data.ts';
import { findReservationForViewer } from './find-reservation-for-viewer.ts';
import { readDocument, type DocumentFile } from './read-document.ts';

/**
 * GET events/{eventId}/invoice/get/{uuid}: the VAT invoice of the reservation's order, else its
 * proforma, to the buyer only (a guest holder did not buy and gets 404 like anyone else). A paid
 * order whose invoice the job has not issued yet gets it issued now (idempotent).
 */
export async function getInvoicePdfForViewer(ctx: Pick<Ctx, 'db' | 'config' | 'clock' | 'log'>, input: { eventId: number; uuid: string; userId: number }): Promise<DocumentFile> {
  const found = await findReservationForViewer(ctx, input);
  if (!found || !found.isBuyer || !found.order) throw new AppError('tickets.not_found', 'Ticket not found');
  const { order } = found;
  if (!order.invoice_form) throw new AppError('document.not_ready', 'This order has no invoice');
  const invoice =
    (await findOrderInvoice(ctx.db, order.id, false)) ??
    (order.status === 'paid' ? await issueInvoiceForOrder(ctx, { orderId: order.id }) : null) ??
    (await findOrderInvoice(ctx.db, order.id, true));
  if (!invoice) throw new AppError('document.not_ready', 'The invoice is not ready yet');
  const ensure = () => ensureInvoicePdf(ctx, { invoiceId: invoice.id });
  return readDocument(ctx, await ensure(), ensure);
}

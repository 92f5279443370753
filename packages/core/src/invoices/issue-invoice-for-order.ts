import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { checkVatNumber } from './check-vat-number.ts';
import { buyerColumns, buyerEmail, loadSeller, paymentMethodLabel } from './invoice-parties.ts';
import { dateIn, takeInvoiceNumber, yearIn } from './invoice-number.ts';
import { computeOrderInvoice, findOrderInvoice, loadOrderForInvoice, type InvoiceRow } from './order-invoice-data.ts';
import { invoiceFormSchema } from './invoice-form.ts';

/** A foreign EU VAT number is checked in VIES; a Polish NIP is not (domestic sale). */
async function viesFor(ctx: Pick<Ctx, 'config' | 'log' | 'clock'>, rawForm: unknown) {
  const form = invoiceFormSchema.safeParse(rawForm);
  if (!form.success || form.data.invoice_type !== 'company' || !form.data.vat_number) return null;
  const vat = form.data.vat_number;
  if (/^\d{10}$/.test(vat) || /^PL/i.test(vat)) return null;
  const r = await checkVatNumber(ctx, vat).catch(() => null);
  return r ? { vies_status: r.status, vies_checked_at: ctx.clock.now() } : null;
}

/**
 * The VAT invoice of a paid order that asked for one. Idempotent: one VAT invoice per order (the
 * order row lock serialises concurrent calls and the unique (order_id, proforma) backs it up), so a
 * repeated job never takes a second number. Replaces the order's proforma if it had one. Returns
 * null when the order asked for no invoice or is not paid.
 */
export async function issueInvoiceForOrder(ctx: Pick<Ctx, 'db' | 'clock' | 'config' | 'log'>, input: { orderId: number }): Promise<InvoiceRow | null> {
  const loaded = await loadOrderForInvoice(ctx.db, input.orderId);
  if (!loaded || !loaded.order.invoice_form || loaded.order.status !== 'paid') return null;
  const existing = await findOrderInvoice(ctx.db, input.orderId, false);
  if (existing) return existing;

  const { order, event } = loaded;
  // Outside the transaction: nothing slow may run while the series row is locked.
  const vies = await viesFor(ctx, order.invoice_form);
  const seller = await loadSeller(ctx.db, event.organization_id);
  // Issued anyway (the buyer paid and is owed a document), but the organizer must fix this.
  if (!seller.nip) ctx.log.warn({ organizationId: event.organization_id, orderId: order.id }, 'organization has no NIP: the VAT invoice lacks the seller tax id');
  const computed = await computeOrderInvoice(ctx.db, order);
  const email = await buyerEmail(ctx.db, order);
  const now = ctx.clock.now();

  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: schema.orders.status }).from(schema.orders).where(eq(schema.orders.id, order.id)).for('update');
    if (locked?.status !== 'paid') return null;
    const again = await findOrderInvoice(tx, order.id, false);
    if (again) return again;
    const proforma = await findOrderInvoice(tx, order.id, true);
    // Last step before the insert: the series row stays locked until this transaction commits.
    const num = await takeInvoiceNumber(tx, { organizationId: event.organization_id, year: yearIn(now, event.timezone), testMode: order.test_mode });
    const [row] = await tx
      .insert(schema.invoices)
      .values({
        event_id: event.id,
        organization_id: event.organization_id,
        order_id: order.id,
        proforma: false,
        test_mode: order.test_mode,
        series_id: num.seriesId,
        number: num.number,
        full_number: num.fullNumber,
        replaces_invoice_id: proforma?.id ?? null,
        seller,
        ...buyerColumns(order.invoice_form, email),
        ...(vies ?? {}),
        lines: computed.lines,
        totals: computed.totals,
        net_amount: computed.net,
        vat_amount: computed.vat,
        gross_amount: computed.gross,
        currency: order.currency,
        payment_method: paymentMethodLabel(order.gateway),
        issued_at: now,
        sale_date: dateIn(order.paid_at ?? now, event.timezone),
      })
      .returning();
    return row!;
  });
}

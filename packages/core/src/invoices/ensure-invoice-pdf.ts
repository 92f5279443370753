import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { documentTarget, findDocument, saveDocument, type DocumentRow } from '../documents/save-document.ts';
import type { InvoiceRow } from './order-invoice-data.ts';
import type { InvoicePdfData } from './render-invoice-pdf.ts';
import { renderPdfToStorage } from '../documents/render-pdf.ts';

export function invoiceFileName(invoice: Pick<InvoiceRow, 'full_number' | 'proforma'>): string {
  // A TEST document's number starts with TEST already (TEST/2027/000001 → faktura-TEST-2027-000001.pdf).
  return `${invoice.proforma ? 'proforma' : 'faktura'}-${invoice.full_number.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.pdf`;
}

export async function invoicePdfData(ctx: Pick<Ctx, 'db'>, invoice: InvoiceRow): Promise<InvoicePdfData> {
  const [event] = await ctx.db.select({ timezone: schema.events.timezone }).from(schema.events).where(eq(schema.events.id, invoice.event_id));
  const replaced = invoice.replaces_invoice_id
    ? (await ctx.db.select({ full_number: schema.invoices.full_number }).from(schema.invoices).where(eq(schema.invoices.id, invoice.replaces_invoice_id)))[0]
    : undefined;
  return {
    proforma: invoice.proforma,
    test_mode: invoice.test_mode,
    full_number: invoice.full_number,
    issued_at: invoice.issued_at,
    sale_date: invoice.sale_date,
    due_date: invoice.due_date,
    timezone: event?.timezone ?? 'Europe/Warsaw',
    seller: invoice.seller,
    buyer: invoice,
    lines: invoice.lines,
    totals: invoice.totals,
    net_amount: invoice.net_amount,
    vat_amount: invoice.vat_amount,
    gross_amount: invoice.gross_amount,
    currency: invoice.currency,
    payment_method: invoice.payment_method,
    // An imported invoice with a due date is still to be paid; every other VAT invoice was paid.
    paid: !invoice.proforma && !invoice.due_date,
    vies_status: invoice.vies_status,
    replaces_number: replaced?.full_number ?? null,
    transfer_title: invoice.proforma || invoice.due_date ? invoice.full_number : null,
  };
}

/** The PDF of an invoice or proforma, rendered and stored once (idempotent like ensureTicketPdf). */
export async function ensureInvoicePdf(ctx: Pick<Ctx, 'db' | 'config'>, input: { invoiceId: number }): Promise<DocumentRow> {
  const [invoice] = await ctx.db.select().from(schema.invoices).where(eq(schema.invoices.id, input.invoiceId));
  if (!invoice) throw new AppError('document.not_ready');
  const kind = invoice.proforma ? 'proforma' : 'invoice';
  const existing = await findDocument(ctx, { kind, invoiceId: invoice.id });
  if (existing) return existing;
  const owner = { kind, invoiceId: invoice.id } as const;
  const fileName = invoiceFileName(invoice);
  const stored = await renderPdfToStorage('invoice', await invoicePdfData(ctx, invoice), documentTarget(ctx, invoice.event_id, owner, fileName));
  return saveDocument(ctx, { eventId: invoice.event_id, owner, fileName, stored });
}

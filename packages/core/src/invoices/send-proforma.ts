import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { orderReference } from '../documents/load-ticket-pdf-data.ts';
import { fillTemplate, mailStrings } from '../mail/mail-strings.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { renderMail } from '../mail/render-mail.ts';
import { ensureInvoicePdf } from './ensure-invoice-pdf.ts';
import { formatGrosze } from './vat.ts';
import { storedEventText } from '../events/stored-event-text.ts';

export const proformaMailKey = (invoiceId: number) => `proforma:${invoiceId}:buyer`;

/**
 * The `invoices.send_proforma` job: renders the proforma once and mails it to the buyer once
 * (dedupe key). A proforma whose order was paid meanwhile is still sent: the buyer asked for it.
 */
export async function sendProforma(ctx: Pick<Ctx, 'db' | 'config' | 'log' | 'jobs'>, input: { invoiceId: number }): Promise<{ mailId: number | null }> {
  const [row] = await ctx.db
    .select({ invoice: schema.invoices, event: { id: schema.events.id, title: schema.events.title, lp_version: schema.events.lp_version }, order: { uuid: schema.orders.uuid, locale: schema.orders.locale } })
    .from(schema.invoices)
    .innerJoin(schema.events, eq(schema.events.id, schema.invoices.event_id))
    .leftJoin(schema.orders, eq(schema.orders.id, schema.invoices.order_id))
    .where(eq(schema.invoices.id, input.invoiceId));
  if (!row || !row.invoice.proforma) {
    ctx.log.warn({ invoiceId: input.invoiceId }, 'no proforma with this id; nothing to send');
    return { mailId: null };
  }
  const { invoice, event, order } = row;
  const doc = await ensureInvoicePdf(ctx, { invoiceId: invoice.id });
  if (!invoice.email) {
    ctx.log.warn({ invoiceId: invoice.id }, 'proforma has no buyer e-mail; not mailed');
    return { mailId: null };
  }
  const locale = order?.locale ?? 'en';
  const t = mailStrings(locale).proforma;
  const vars = {
    // The event's name in the mail's language, as the buyer's ticket prints it.
    event: (await storedEventText(ctx.db, event.id, event.lp_version, locale))(event.title),
    order: order ? orderReference(order.uuid) : invoice.full_number,
    number: invoice.full_number,
    amount: `${formatGrosze(invoice.gross_amount)} ${invoice.currency}`,
    due_date: invoice.due_date ?? '',
  };
  const m = renderMail({ locale, title: t.title, paragraphs: [fillTemplate(t.intro, vars), fillTemplate(t.pay, vars), t.not_vat] });
  const { id } = await queueMail(ctx, {
    to: invoice.email,
    subject: fillTemplate(t.subject, vars),
    text: m.text,
    html: m.html,
    locale,
    template: 'invoices.proforma',
    eventId: invoice.event_id,
    documentIds: [doc.id],
    dedupeKey: proformaMailKey(invoice.id),
  });
  return { mailId: id };
}

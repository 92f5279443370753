import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { fillTemplate, mailStrings } from '../mail/mail-strings.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { renderMail } from '../mail/render-mail.ts';
import { formatGrosze } from '../invoices/vat.ts';
import { storedEventText } from '../events/stored-event-text.ts';

export const importedInvoiceMailKey = (invoiceId: number) => `invoice-import:${invoiceId}:buyer`;

/**
 * Mails an imported invoice's PDF to its buyer once (dedupe key), in Polish for a Polish buyer
 * and in English otherwise: the CSV says nothing of the buyer's language, the address does.
 */
export async function mailImportedInvoice(ctx: Pick<Ctx, 'db' | 'jobs' | 'log'>, input: { invoiceId: number; documentId: number }): Promise<{ mailId: number | null }> {
  const [row] = await ctx.db
    .select({ invoice: schema.invoices, event: { id: schema.events.id, title: schema.events.title, lp_version: schema.events.lp_version } })
    .from(schema.invoices)
    .innerJoin(schema.events, eq(schema.events.id, schema.invoices.event_id))
    .where(eq(schema.invoices.id, input.invoiceId));
  const to = row?.invoice.email;
  if (!row || !to) {
    ctx.log.info({ invoiceId: input.invoiceId }, 'imported invoice has no buyer e-mail; not mailed');
    return { mailId: null };
  }
  const { invoice, event } = row;
  const locale = invoice.country === 'PL' ? 'pl' : 'en';
  const t = mailStrings(locale).invoice;
  const words = await storedEventText(ctx.db, event.id, event.lp_version, locale);
  const vars = { event: words(event.title), number: invoice.full_number, amount: `${formatGrosze(invoice.gross_amount)} ${invoice.currency}`, due_date: invoice.due_date ?? '' };
  const paragraphs = [fillTemplate(t.intro, vars), ...(invoice.due_date ? [fillTemplate(t.pay, vars)] : [])];
  const m = renderMail({ locale, title: t.title, paragraphs });
  const { id } = await queueMail(ctx, {
    to,
    subject: fillTemplate(t.subject, vars),
    text: m.text,
    html: m.html,
    locale,
    template: 'invoices.imported',
    eventId: invoice.event_id,
    documentIds: [input.documentId],
    dedupeKey: importedInvoiceMailKey(invoice.id),
  });
  return { mailId: id };
}

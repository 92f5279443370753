import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { issueInvoiceForOrder } from '../invoices/issue-invoice-for-order.ts';
import { ensureInvoicePdf } from '../invoices/ensure-invoice-pdf.ts';
import { buyerEmail } from '../invoices/invoice-parties.ts';
import { fillTemplate, mailStrings } from '../mail/mail-strings.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { renderMail } from '../mail/render-mail.ts';
import { asOneLine } from '../platform/input-vocabulary.ts';
import { ensureTicketPdf } from './ensure-ticket-pdf.ts';
import { storedEventText } from '../events/stored-event-text.ts';
import { orderReference } from './load-ticket-pdf-data.ts';

export interface FulfilOutcome {
  status: 'done' | 'not_paid';
  ticketDocumentIds: number[];
  invoiceId: number | null;
  mailIds: number[];
}

/** Mail dedupe keys: one buyer mail per order, one guest mail per reservation, ever. */
export const buyerMailKey = (orderId: number) => `order:${orderId}:buyer`;
export const guestMailKey = (orderId: number, reservationId: number) => `order:${orderId}:guest:${reservationId}`;

/**
 * The `orders.fulfil` job: for a paid order, a PDF per ticket, the VAT invoice if one was asked
 * for, then one e-mail to the buyer with every PDF (and the invoice) and one to each guest with
 * their own ticket. Every step is idempotent (unique document per reservation, one invoice per
 * order under the order lock, mail dedupe keys), so a repeated, stalled or concurrent run has the
 * effect of one. A job that dies half-way resumes where it stopped on the retry.
 */
export async function fulfilOrder(ctx: Pick<Ctx, 'db' | 'clock' | 'config' | 'log' | 'jobs'>, input: { orderId: number }): Promise<FulfilOutcome> {
  const [row] = await ctx.db
    .select({ order: schema.orders, event: { id: schema.events.id, title: schema.events.title, lp_url: schema.events.lp_url, lp_version: schema.events.lp_version } })
    .from(schema.orders)
    .innerJoin(schema.events, eq(schema.events.id, schema.orders.event_id))
    .where(eq(schema.orders.id, input.orderId));
  const log = ctx.log.child({ orderId: input.orderId, job: 'orders.fulfil' });
  if (!row || row.order.status !== 'paid') {
    log.info({ status: row?.order.status ?? 'missing' }, 'order is not paid; nothing to fulfil');
    return { status: 'not_paid', ticketDocumentIds: [], invoiceId: null, mailIds: [] };
  }
  const { order, event } = row;
  const reservations = await ctx.db
    .select()
    .from(schema.ticket_reservations)
    .where(and(eq(schema.ticket_reservations.order_id, order.id), eq(schema.ticket_reservations.event_id, event.id), eq(schema.ticket_reservations.status, 'active')))
    .orderBy(asc(schema.ticket_reservations.id));

  // Sequential on purpose: one job should not hog a worker's CPU with parallel renders.
  const ticketDocs = new Map<number, number>();
  for (const r of reservations) ticketDocs.set(r.id, (await ensureTicketPdf(ctx, { eventId: event.id, reservationId: r.id })).id);

  const invoice = await issueInvoiceForOrder(ctx, { orderId: order.id });
  const invoiceDoc = invoice ? await ensureInvoicePdf(ctx, { invoiceId: invoice.id }) : null;

  const mailIds: number[] = [];
  const myTickets = `${ctx.config.publicUrl.replace(/\/+$/, '')}/${event.lp_url}/profile/tickets`;
  // The event's title in the mail's language (a guest's mail is in the guest's own; the ticket
  // attached prints the order's, as every ticket of the order does).
  const varsIn = async (locale: string) => ({
    event: (await storedEventText(ctx.db, event.id, event.lp_version, locale))(event.title),
    order: orderReference(order.uuid),
    number: invoice?.full_number ?? '',
  });
  const buyerAddress = await buyerEmail(ctx.db, order);
  if (buyerAddress) {
    const locale = order.locale ?? 'en';
    const t = mailStrings(locale).tickets;
    const vars = await varsIn(locale);
    // A free order was not paid for: it is confirmed.
    const paragraphs = [fillTemplate(order.total_amount > 0 ? t.intro_buyer : t.intro_buyer_free, vars)];
    // One ticket is "your ticket", in the subject and the title too.
    const one = reservations.length === 1;
    if (reservations.length) paragraphs.push(one ? t.attached_ticket : t.attached_tickets, t.show_qr);
    if (invoice) paragraphs.push(fillTemplate(t.attached_invoice, vars));
    const m = renderMail({ locale, title: one ? t.title_buyer_one : t.title_buyer, paragraphs, button: { label: t.button, url: myTickets } });
    const { id } = await queueMail(ctx, {
      to: buyerAddress,
      subject: fillTemplate(one ? t.subject_buyer_one : t.subject_buyer, vars),
      text: m.text,
      html: m.html,
      locale,
      template: 'tickets.order_paid',
      eventId: event.id,
      documentIds: [...ticketDocs.values(), ...(invoiceDoc ? [invoiceDoc.id] : [])],
      dedupeKey: buyerMailKey(order.id),
    });
    mailIds.push(id);
  } else {
    log.warn('paid order has no buyer e-mail; buyer mail skipped');
  }

  const guests = reservations.filter((r) => r.holder_email.trim().toLowerCase() !== buyerAddress?.trim().toLowerCase());
  if (guests.length) {
    const holderIds = guests.map((g) => g.user_id).filter((v): v is number => v !== null);
    const locales = new Map(
      holderIds.length
        ? (await ctx.db.select({ id: schema.users.id, locale: schema.users.locale }).from(schema.users).where(inArray(schema.users.id, holderIds))).map((u) => [u.id, u.locale])
        : [],
    );
    const pf = order.personal_form;
    // One line, whatever the order stored: the name goes into a mail to someone else's address.
    const buyerName = asOneLine([pf.first_name, pf.last_name].filter((v) => typeof v === 'string' && v.trim()).join(' ') || buyerAddress || '');
    for (const g of guests) {
      const locale = (g.user_id ? locales.get(g.user_id) : null) ?? order.locale ?? 'en';
      const t = mailStrings(locale).tickets;
      const vars = await varsIn(locale);
      const m = renderMail({
        locale,
        title: t.title_guest,
        paragraphs: [fillTemplate(t.intro_guest, { ...vars, buyer: buyerName }), t.show_qr],
        button: { label: t.button, url: myTickets },
      });
      const { id } = await queueMail(ctx, {
        to: g.holder_email,
        subject: fillTemplate(t.subject_guest, vars),
        text: m.text,
        html: m.html,
        locale,
        template: 'tickets.guest_ticket',
        eventId: event.id,
        documentIds: [ticketDocs.get(g.id)!],
        dedupeKey: guestMailKey(order.id, g.id),
      });
      mailIds.push(id);
    }
  }
  // The mark the order sweep looks for (requeue-lost-jobs.ts): set once, by the first run to finish.
  await ctx.db
    .update(schema.orders)
    .set({ fulfilled_at: ctx.clock.now() })
    .where(and(eq(schema.orders.id, order.id), isNull(schema.orders.fulfilled_at)));
  log.info({ tickets: ticketDocs.size, invoice: invoice?.full_number ?? null, mails: mailIds.length }, 'order fulfilled');
  return { status: 'done', ticketDocumentIds: [...ticketDocs.values()], invoiceId: invoice?.id ?? null, mailIds };
}

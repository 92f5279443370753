import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { schema } from '@foyer/db';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { deliverMail } from '../mail/deliver-mail.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { listMailbox } from '../mail/list-mailbox.ts';
import { sendProforma } from '../invoices/send-proforma.ts';
import { requestProforma } from '../invoices/request-proforma.ts';
import { privateFilePath } from './document-storage.ts';
import { fulfilOrder } from './fulfil-order.ts';
import { extractPdfText } from './testing/extract-pdf-text.ts';
import { companyInvoiceForm, insertOrder, insertUser, setSeller } from './testing/order-fixtures.ts';

describe('fulfilOrder (the orders.fulfil job)', () => {
  let ctx: TestCtx;
  let storageDir: string;
  let event: Awaited<ReturnType<typeof insertEvent>>;
  let buyer: Awaited<ReturnType<typeof insertUser>>;
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = { send: async (m) => (sent.push(m), {}), close: async () => {} };

  beforeAll(async () => {
    ctx = await createTestCtx();
    storageDir = await mkdtemp(join(tmpdir(), 'foyer-docs-'));
    ctx.config = { ...ctx.config, storageDir };
    event = await insertEvent(ctx, { title: 'Konferencja Źródła 2027' });
    await setSeller(ctx, event.organization_id);
    buyer = await insertUser(ctx, { email: 'anna@example.com' });
  });
  afterAll(async () => {
    await ctx?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  const threeHolders = async (invoiceForm: Record<string, unknown> | null = companyInvoiceForm) => {
    const guest = await insertUser(ctx, { email: `jan${Date.now()}@example.com`, locale: 'de' });
    return insertOrder(ctx, {
      eventId: event.id,
      buyer,
      invoiceForm,
      holders: [
        { first_name: 'Anna', last_name: 'Nowak', email: buyer.email, user_id: buyer.id },
        { first_name: 'Jan', last_name: 'Kowalski', email: guest.email, user_id: guest.id },
        { first_name: 'Ola', last_name: 'Wiśniewska', email: `ola${Date.now()}@example.com` },
      ],
    });
  };

  const outbox = async (orderId: number) =>
    (await ctx.db.select().from(schema.mail_outbox).where(eq(schema.mail_outbox.event_id, event.id))).filter((m) => m.dedupe_key?.startsWith(`order:${orderId}:`));

  it('one PDF per ticket, one invoice number and one mail per recipient, however often the job runs', async () => {
    const { order, reservations } = await threeHolders();
    const first = await fulfilOrder(ctx, { orderId: order.id });
    const fulfilledAt = async () => (await ctx.db.select().from(schema.orders).where(eq(schema.orders.id, order.id)))[0]!.fulfilled_at;
    const markedAt = await fulfilledAt();
    expect(markedAt).toEqual(ctx.clock.now());
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 60_000));
    // Repeated, and two at once (a stalled job picked up again while the first still runs).
    await fulfilOrder(ctx, { orderId: order.id });
    await Promise.all([fulfilOrder(ctx, { orderId: order.id }), fulfilOrder(ctx, { orderId: order.id })]);

    expect(await fulfilledAt()).toEqual(markedAt); // the sweep's mark is set once

    const docs = await ctx.db.select().from(schema.documents).where(eq(schema.documents.event_id, event.id));
    const ticketDocs = docs.filter((d) => d.kind === 'ticket' && reservations.some((r) => r.id === d.ticket_reservation_id));
    expect(ticketDocs).toHaveLength(3);
    expect(first.ticketDocumentIds.sort()).toEqual(ticketDocs.map((d) => d.id).sort());
    const invoices = await ctx.db.select().from(schema.invoices).where(eq(schema.invoices.order_id, order.id));
    expect(invoices).toHaveLength(1);
    expect(docs.filter((d) => d.kind === 'invoice' && d.invoice_id === invoices[0]!.id)).toHaveLength(1);
    // Losers of the document race removed their files: one file per document on disk.
    const files = await readdir(join(storageDir, 'private', 'tickets', String(event.id)));
    expect(files.sort()).toEqual(ticketDocs.map((d) => d.storage_key.split('/').at(-1)).sort()); // no orphans, no temp files
    for (const d of ticketDocs) expect(existsSync(privateFilePath(ctx, d.storage_key))).toBe(true);

    const mails = await outbox(order.id);
    expect(mails.map((m) => m.to_address).sort()).toEqual([buyer.email, reservations[1]!.holder_email, reservations[2]!.holder_email].sort());
    const buyerMail = mails.find((m) => m.to_address === buyer.email)!;
    expect(buyerMail).toMatchObject({ locale: 'pl', template: 'tickets.order_paid', subject: 'Twoje bilety na Konferencja Źródła 2027' });
    expect(buyerMail.document_ids).toEqual([...ticketDocs.map((d) => d.id).sort((a, b) => a - b), docs.find((d) => d.invoice_id === invoices[0]!.id)!.id]);
    expect(buyerMail.text_body).toContain(invoices[0]!.full_number);
    const jan = mails.find((m) => m.to_address === reservations[1]!.holder_email)!;
    expect(jan).toMatchObject({ locale: 'de', subject: 'Ihr Ticket für Konferencja Źródła 2027', template: 'tickets.guest_ticket' });
    expect(jan.document_ids).toEqual([ticketDocs.find((d) => d.ticket_reservation_id === reservations[1]!.id)!.id]);
    expect(jan.text_body).toContain('Anna Nowak');
    const ola = mails.find((m) => m.to_address === reservations[2]!.holder_email)!;
    expect(ola.locale).toBe('pl');
    // The mail.send jobs were enqueued per row (re-enqueues reuse the jobId, so they run once).
    const mailJobs = new Set(ctx.jobs.jobs.filter((j) => j.name === 'mail.send').map((j) => j.opts.jobId));
    for (const m of mails) expect(mailJobs.has(`mail:${m.id}`)).toBe(true);

    // Delivering the buyer mail attaches every PDF, and each is the stored ticket.
    await expect(deliverMail(ctx, mailer, { outboxId: buyerMail.id })).resolves.toBe('sent');
    const out = sent.at(-1)!;
    expect(out.attachments!.map((a) => a.filename)).toEqual(buyerMail.document_ids.map((id) => docs.find((d) => d.id === id)!.file_name));
    expect(out.attachments!.every((a) => a.contentType === 'application/pdf')).toBe(true);
    expect(out.attachments![0]!.filename).toMatch(/^ticket-anna-nowak-[0-9a-f]{8}\.pdf$/);
    const [ticketText] = await extractPdfText(out.attachments![0]!.content);
    expect(ticketText).toContain('Anna Nowak');
    expect(ticketText).toContain('Konferencja Źródła 2027');
    const [invoiceText] = await extractPdfText(out.attachments!.at(-1)!.content);
    expect(invoiceText).toContain(invoices[0]!.full_number);
    expect(invoiceText).toContain('Kraków Śródmieście Konsulting S.A.');

    // The dev mailbox lists attachment names.
    const box = await listMailbox(ctx, { limit: 20 });
    expect(box.find((m) => m.id === buyerMail.id)!.attachments.map((a) => a.file_name)).toEqual(out.attachments!.map((a) => a.filename));
  });

  it('an order without invoice data gets tickets and mails but no invoice', async () => {
    const { order } = await threeHolders(null);
    const r = await fulfilOrder(ctx, { orderId: order.id });
    expect(r).toMatchObject({ status: 'done', invoiceId: null });
    expect(r.ticketDocumentIds).toHaveLength(3);
    expect(await ctx.db.select().from(schema.invoices).where(eq(schema.invoices.order_id, order.id))).toHaveLength(0);
    const buyerMail = (await outbox(order.id)).find((m) => m.to_address === buyer.email)!;
    expect(buyerMail.document_ids).toHaveLength(3);
  });

  it('a free order is confirmed, not paid for; each mail names the event in its reader’s language', async () => {
    const translated = await insertEvent(ctx, { title: 'Data Days', lp_settings: JSON.stringify({ translations: { pl: { 'Data Days': 'Dni Danych' }, de: { 'Data Days': 'Datentage' } } }) });
    const guest = await insertUser(ctx, { email: `gast${Date.now()}@example.com`, locale: 'de' });
    const { order } = await insertOrder(ctx, {
      eventId: translated.id,
      buyer,
      price: 0,
      holders: [
        { first_name: 'Anna', last_name: 'Nowak', email: buyer.email, user_id: buyer.id },
        { first_name: 'Jan', last_name: 'Kowalski', email: guest.email, user_id: guest.id },
      ],
    });
    await fulfilOrder(ctx, { orderId: order.id });
    const mails = (await ctx.db.select().from(schema.mail_outbox).where(eq(schema.mail_outbox.event_id, translated.id))).filter((m) => m.dedupe_key?.startsWith(`order:${order.id}:`));
    const mine = mails.find((m) => m.to_address === buyer.email)!;
    expect(mine).toMatchObject({ locale: 'pl', subject: 'Twoje bilety na Dni Danych' });
    expect(mine.text_body).toContain('Jest potwierdzone; nie ma nic do zapłaty.');
    expect(mine.text_body).not.toContain('Otrzymaliśmy Twoją płatność');
    expect(mails.find((m) => m.to_address === guest.email)).toMatchObject({ locale: 'de', subject: 'Ihr Ticket für Datentage' });
  });

  it('one ticket is “your ticket” in the buyer’s mail', async () => {
    const { order } = await insertOrder(ctx, { eventId: event.id, buyer, holders: [{ first_name: 'Anna', last_name: 'Nowak', email: buyer.email, user_id: buyer.id }] });
    await fulfilOrder(ctx, { orderId: order.id });
    const [mail] = await outbox(order.id);
    expect(mail).toMatchObject({ to_address: buyer.email, subject: 'Twój bilet na Konferencja Źródła 2027' });
    expect(mail!.text_body).toContain('Twój bilet jest gotowy');
    expect(mail!.text_body).toContain('Bilet jest załączony do tej wiadomości jako plik PDF.');
  });

  it('does nothing for an order that is not paid', async () => {
    const { order } = await insertOrder(ctx, { eventId: event.id, buyer, status: 'pending', holders: [{ first_name: 'A', last_name: 'B', email: buyer.email }] });
    await expect(fulfilOrder(ctx, { orderId: order.id })).resolves.toMatchObject({ status: 'not_paid', mailIds: [] });
    expect(await outbox(order.id)).toHaveLength(0);
  });

  it('a proforma is rendered and mailed once; payment then yields the VAT invoice that replaces it', async () => {
    const { order } = await insertOrder(ctx, { eventId: event.id, buyer, status: 'pending', gateway: 'proforma', invoiceForm: { ...companyInvoiceForm, proforma: true }, holders: [{ first_name: 'Anna', last_name: 'Nowak', email: buyer.email }] });
    const { invoiceId } = await requestProforma(ctx, { orderId: order.id });
    const a = await sendProforma(ctx, { invoiceId });
    const b = await sendProforma(ctx, { invoiceId });
    expect(b.mailId).toBe(a.mailId);
    const [mail] = await ctx.db.select().from(schema.mail_outbox).where(eq(schema.mail_outbox.id, a.mailId!));
    expect(mail).toMatchObject({ to_address: buyer.email, template: 'invoices.proforma', locale: 'pl' });
    expect(mail!.text_body).toContain('Faktura proforma nie jest fakturą VAT.');
    expect(mail!.text_body).toMatch(/123,00 PLN/);
    const [doc] = await ctx.db.select().from(schema.documents).where(inArray(schema.documents.id, mail!.document_ids));
    expect(doc).toMatchObject({ kind: 'proforma', invoice_id: invoiceId });

    await ctx.db.update(schema.orders).set({ status: 'paid', paid_at: new Date() }).where(eq(schema.orders.id, order.id));
    await ctx.db.update(schema.ticket_reservations).set({ status: 'active' }).where(eq(schema.ticket_reservations.order_id, order.id));
    const r = await fulfilOrder(ctx, { orderId: order.id });
    const [vat] = await ctx.db.select().from(schema.invoices).where(eq(schema.invoices.id, r.invoiceId!));
    expect(vat).toMatchObject({ proforma: false, replaces_invoice_id: invoiceId });
    expect(vat!.number).toBeGreaterThan(0);
  });

  it('a stored PDF parses back with pdf-lib', async () => {
    const [d] = await ctx.db.select().from(schema.documents).where(eq(schema.documents.kind, 'ticket')).limit(1);
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(privateFilePath(ctx, d!.storage_key));
    expect(bytes.byteLength).toBe(d!.size);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });
});

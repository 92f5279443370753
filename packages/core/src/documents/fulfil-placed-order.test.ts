import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser } from '../access/test-users.ts';
import { createTestCtx, type TestCtx } from '../testing/index.ts';
import { confirmOrderPaid } from '../tickets/confirm-order-paid.ts';
import { placeOrder } from '../tickets/place-order.ts';
import { insertTicketCatalogue, purchaseFor, type TicketCatalogue } from '../tickets/test-fixtures.ts';
import { vatOnNet } from '../invoices/vat.ts';
import { fulfilOrder } from './fulfil-order.ts';
import { extractPdfText } from './testing/extract-pdf-text.ts';
import { readPrivateFile } from './document-storage.ts';
import { companyInvoiceForm, setSeller } from './testing/order-fixtures.ts';

/** The whole path with the real ticketing services: place → pay → the fulfil job's work. */
describe('fulfilling an order placed and paid through the ticketing services', () => {
  let ctx: TestCtx;
  let cat: TicketCatalogue;
  let storageDir: string;

  beforeAll(async () => {
    ctx = await createTestCtx();
    storageDir = await mkdtemp(join(tmpdir(), 'foyer-placed-'));
    ctx.config = { ...ctx.config, storageDir };
    cat = await insertTicketCatalogue(ctx);
    await setSeller(ctx, cat.event.organization_id);
  });
  afterAll(async () => {
    await ctx?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  it('tickets with add-ons and a discount: the invoice adds up to what was charged', async () => {
    const buyer = await insertTestUser(ctx, { locale: 'pl' });
    const placed = await placeOrder(ctx, {
      eventId: cat.event.id,
      viewer: buyer.viewer,
      locale: 'pl',
      gateway: 'payu',
      input: purchaseFor(buyer.viewer, {
        ticket_id: cat.standard.id,
        discount_code: 'demo10',
        gdpr_consent: true,
        invoice: companyInvoiceForm,
        tickets_for: [
          { first_name: 'Anna', last_name: 'Nowak', email: buyer.viewer.email, this_is_me: true, addons: [cat.workshop.id] },
          { first_name: 'Jan', last_name: 'Gość', email: 'jan.gosc@example.test', addons: [cat.dinner.id] },
        ],
      }),
    });
    expect(await confirmOrderPaid(ctx, { orderId: placed.id })).toMatchObject({ changed: true });
    const job = ctx.jobs.jobs.find((j) => j.name === 'orders.fulfil');
    expect(job?.payload).toEqual({ orderId: placed.id });

    const r = await fulfilOrder(ctx, job!.payload as { orderId: number });
    expect(r.ticketDocumentIds).toHaveLength(2);
    const [invoice] = await ctx.db.select().from(schema.invoices).where(eq(schema.invoices.id, r.invoiceId!));
    expect(invoice!.gross_amount).toBe(placed.total_amount);
    for (const t of invoice!.totals) expect(t.vat).toBe(vatOnNet(t.net, 23));
    expect(invoice!.lines.map((l) => l.name).sort()).toEqual(expect.arrayContaining(['Standard', 'Workshop day', 'Conference dinner']));

    const docs = await ctx.db.select().from(schema.documents).where(eq(schema.documents.ticket_reservation_id, (await ctx.db.select().from(schema.ticket_reservations).where(eq(schema.ticket_reservations.order_id, placed.id)))[1]!.id));
    const [text] = await extractPdfText(await readPrivateFile(ctx, docs[0]!.storage_key));
    expect(text).toContain('Jan Gość');
    expect(text).toContain('Conference dinner');
    expect(text).toContain(placed.uuid.slice(0, 8).toUpperCase());
  });

  it('a session seat prints the session and its time in the event timezone', async () => {
    const buyer = await insertTestUser(ctx, { locale: 'en' });
    const placed = await placeOrder(ctx, { eventId: cat.event.id, viewer: buyer.viewer, locale: 'en', gateway: 'payu', input: purchaseFor(buyer.viewer, { agenda_session_ticket_id: cat.seat.id }) });
    await confirmOrderPaid(ctx, { orderId: placed.id });
    const r = await fulfilOrder(ctx, { orderId: placed.id });
    expect(r.invoiceId).toBeNull();
    const [doc] = await ctx.db.select().from(schema.documents).where(eq(schema.documents.id, r.ticketDocumentIds[0]!));
    const [text] = await extractPdfText(await readPrivateFile(ctx, doc!.storage_key));
    expect(text).toContain('Session');
    expect(text).toContain('Hands-on workshop');
    expect(text).toMatch(/May 18, 2027,\s11:00\sAM\s–\s1:00\sPM/); // 09:00–11:00Z in Warsaw summer time
  });
});

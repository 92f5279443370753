import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { companyInvoiceForm, insertOrder, insertUser, setSeller } from '../documents/testing/order-fixtures.ts';
import { issueInvoiceForOrder } from './issue-invoice-for-order.ts';
import { takeInvoiceNumber, yearIn } from './invoice-number.ts';
import { requestProforma } from './request-proforma.ts';
import { vatOnNet } from './vat.ts';
import { startFakeVies, type FakeVies } from './testing/fake-vies.ts';

describe('VAT invoices of paid orders', () => {
  let ctx: TestCtx;
  let vies: FakeVies;
  let event: Awaited<ReturnType<typeof insertEvent>>;
  let buyer: Awaited<ReturnType<typeof insertUser>>;

  beforeAll(async () => {
    [ctx, vies] = await Promise.all([createTestCtx(), startFakeVies()]);
    ctx.config = { ...ctx.config, payments: { ...ctx.config.payments, viesBaseUrl: vies.url } };
    event = await insertEvent(ctx, { timezone: 'Europe/Warsaw' });
    await setSeller(ctx, event.organization_id);
    buyer = await insertUser(ctx, { email: 'anna@example.com' });
  });
  afterAll(async () => {
    await vies?.close();
    await ctx?.close();
  });

  const paidOrder = (over: Partial<Parameters<typeof insertOrder>[1]> = {}) =>
    insertOrder(ctx, {
      eventId: event.id,
      buyer,
      holders: [{ first_name: 'Anna', last_name: 'Nowak', email: buyer.email }],
      invoiceForm: companyInvoiceForm,
      ...over,
    });

  it('issues one numbered invoice with seller and buyer snapshots and statutory VAT', async () => {
    const { order } = await paidOrder({ price: 9900, holders: [1, 2, 3].map((i) => ({ first_name: 'G', last_name: `${i}`, email: `g${i}@example.com` })) });
    const inv = (await issueInvoiceForOrder(ctx, { orderId: order.id }))!;
    expect(inv).toMatchObject({
      proforma: false,
      number: 1,
      full_number: `FV/${yearIn(ctx.clock.now(), 'Europe/Warsaw')}/000001`,
      invoice_type: 'company',
      company_name: 'Kraków Śródmieście Konsulting S.A.',
      vat_number: '7740001454',
      gross_amount: 29700,
      currency: 'PLN',
      payment_method: 'PayU',
      sale_date: '2027-05-01',
      vies_status: null,
    });
    expect(inv.seller).toMatchObject({ name: 'Żółta Łódź Wydarzenia sp. z o.o.', nip: '5260250274' });
    expect(inv.totals).toEqual([{ rate: 23, net: 24146, vat: 5554, gross: 29700 }]);
    expect(inv.vat_amount).toBe(vatOnNet(inv.net_amount, 23));
    expect(inv.lines).toEqual([{ name: 'Bilet normalny', quantity: 3, rate: 23, unit_net: 8049, net: 24146, vat: 5554, gross: 29700 }]);
  });

  it('is idempotent: calling again (or concurrently) returns the same invoice and takes no number', async () => {
    const { order } = await paidOrder();
    const results = await Promise.all([1, 2, 3, 4].map(() => issueInvoiceForOrder(ctx, { orderId: order.id })));
    expect(new Set(results.map((r) => r!.id)).size).toBe(1);
    const again = await issueInvoiceForOrder(ctx, { orderId: order.id });
    expect(again!.id).toBe(results[0]!.id);
    const rows = await ctx.db.select().from(schema.invoices).where(eq(schema.invoices.order_id, order.id));
    expect(rows).toHaveLength(1);
    const [series] = await ctx.db.select().from(schema.invoice_series).where(eq(schema.invoice_series.organization_id, event.organization_id));
    expect(series!.last_number).toBe(results[0]!.number); // no number was burnt by the repeats
  });

  it('issues nothing for an order without an invoice form or not paid', async () => {
    const { order: noForm } = await paidOrder({ invoiceForm: null });
    expect(await issueInvoiceForOrder(ctx, { orderId: noForm.id })).toBeNull();
    const { order: pending } = await paidOrder({ status: 'pending' });
    expect(await issueInvoiceForOrder(ctx, { orderId: pending.id })).toBeNull();
  });

  it('a proforma takes no number and is replaced by the VAT invoice once paid', async () => {
    const { order } = await paidOrder({ status: 'pending', gateway: 'proforma' });
    const before = (await ctx.db.select().from(schema.invoice_series).where(eq(schema.invoice_series.organization_id, event.organization_id)))[0]!.last_number;
    const { invoiceDownloadUrl, invoiceId } = await requestProforma(ctx, { orderId: order.id });
    expect(invoiceDownloadUrl).toMatch(new RegExp(`/api/v1/events/${event.id}/invoice/get/[0-9a-f-]{36}$`));
    const again = await requestProforma(ctx, { orderId: order.id });
    expect(again.invoiceId).toBe(invoiceId);
    const [pro] = await ctx.db.select().from(schema.invoices).where(eq(schema.invoices.id, invoiceId));
    expect(pro).toMatchObject({ proforma: true, number: null, series_id: null, full_number: `PRO/${order.uuid.slice(0, 8).toUpperCase()}`, due_date: '2027-05-08' });
    expect(ctx.jobs.jobs.filter((j) => j.name === 'invoices.send_proforma')).toContainEqual({ name: 'invoices.send_proforma', payload: { invoiceId }, opts: { jobId: `proforma:${invoiceId}` } });
    const after = (await ctx.db.select().from(schema.invoice_series).where(eq(schema.invoice_series.organization_id, event.organization_id)))[0]!.last_number;
    expect(after).toBe(before);

    // Not paid yet: no VAT invoice.
    expect(await issueInvoiceForOrder(ctx, { orderId: order.id })).toBeNull();
    await ctx.db.update(schema.orders).set({ status: 'paid', paid_at: new Date('2027-05-03T08:00:00Z') }).where(eq(schema.orders.id, order.id));
    const vat = (await issueInvoiceForOrder(ctx, { orderId: order.id }))!;
    expect(vat).toMatchObject({ proforma: false, number: before + 1, replaces_invoice_id: invoiceId, sale_date: '2027-05-03' });
  });

  it('a sandbox-paid (test) order gets a TEST document from a series of its own: the real series is untouched', async () => {
    const year = yearIn(ctx.clock.now(), 'Europe/Warsaw');
    const real = await ctx.db.transaction((tx) => takeInvoiceNumber(tx, { organizationId: event.organization_id, year: 2040 }));
    const { order } = await paidOrder();
    await ctx.db.update(schema.orders).set({ test_mode: true }).where(eq(schema.orders.id, order.id));
    const inv = (await issueInvoiceForOrder(ctx, { orderId: order.id }))!;
    expect(inv).toMatchObject({ test_mode: true, number: 1, full_number: `TEST/${year}/000001` });
    // The organizer's FV series goes on where it was.
    const next = await ctx.db.transaction((tx) => takeInvoiceNumber(tx, { organizationId: event.organization_id, year: 2040 }));
    expect(next.number).toBe(real.number + 1);
  });

  it('refuses a proforma for an order without invoice data', async () => {
    const { order } = await paidOrder({ status: 'pending', invoiceForm: null });
    await expect(requestProforma(ctx, { orderId: order.id })).rejects.toMatchObject({ code: 'payment.invalid_proforma' });
    const { order: paid } = await paidOrder();
    await expect(requestProforma(ctx, { orderId: paid.id })).rejects.toMatchObject({ code: 'payment.order_not_payable' });
  });

  it('records the VIES result of a foreign VAT number: valid, and unavailable (never invalid) on an outage', async () => {
    vies.registry.set('DE811569869', { name: 'Beispiel GmbH', address: 'Berlin' });
    const foreign = { ...companyInvoiceForm, vat_number: 'DE811569869', country: 'DE', company_name: 'Beispiel GmbH' };
    const { order } = await paidOrder({ invoiceForm: foreign });
    expect(await issueInvoiceForOrder(ctx, { orderId: order.id })).toMatchObject({ vies_status: 'valid', vat_number: 'DE811569869' });
    vies.mode = 'ms_unavailable';
    const { order: o2 } = await paidOrder({ invoiceForm: foreign });
    expect(await issueInvoiceForOrder(ctx, { orderId: o2.id })).toMatchObject({ vies_status: 'unavailable' });
    vies.mode = 'ok';
  });
});

describe('invoice numbering per organizer and year', () => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await createTestCtx();
  });
  afterAll(async () => ctx?.close());

  it('50 concurrent issues across two events of one organizer get numbers 1..50: no gaps, no duplicates', async () => {
    const e1 = await insertEvent(ctx);
    const e2 = await insertEvent(ctx, { organization_id: e1.organization_id });
    await setSeller(ctx, e1.organization_id);
    const other = await insertEvent(ctx); // another organizer keeps its own series
    await setSeller(ctx, other.organization_id);
    const buyer = await insertUser(ctx);
    const orders = [];
    for (let i = 0; i < 50; i++) {
      const { order } = await insertOrder(ctx, {
        eventId: i % 2 ? e1.id : e2.id,
        buyer,
        holders: [{ first_name: 'A', last_name: `${i}`, email: `h${i}@example.com` }],
        invoiceForm: companyInvoiceForm,
        price: 1000 + i,
      });
      orders.push(order);
    }
    const { order: otherOrder } = await insertOrder(ctx, { eventId: other.id, buyer, holders: [{ first_name: 'B', last_name: 'B', email: 'b@example.com' }], invoiceForm: companyInvoiceForm });

    const issued = await Promise.all([...orders, otherOrder].map((o) => issueInvoiceForOrder(ctx, { orderId: o.id })));
    const mine = issued.slice(0, 50).map((i) => i!.number!);
    expect([...mine].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const year = yearIn(ctx.clock.now(), 'Europe/Warsaw');
    expect(new Set(issued.slice(0, 50).map((i) => i!.full_number)).size).toBe(50);
    expect(issued[0]!.full_number).toMatch(new RegExp(`^FV/${year}/0000\\d\\d$`));
    expect(issued[50]!.number).toBe(1);
  });

  it('a rolled-back transaction gives its number back; a new year starts at 1', async () => {
    const e = await insertEvent(ctx);
    const orgId = e.organization_id;
    const a = await ctx.db.transaction((tx) => takeInvoiceNumber(tx, { organizationId: orgId, year: 2031 }));
    expect(a.number).toBe(1);
    await expect(
      ctx.db.transaction(async (tx) => {
        const n = await takeInvoiceNumber(tx, { organizationId: orgId, year: 2031 });
        expect(n.number).toBe(2);
        throw new Error('invoice insert failed');
      }),
    ).rejects.toThrow('invoice insert failed');
    const b = await ctx.db.transaction((tx) => takeInvoiceNumber(tx, { organizationId: orgId, year: 2031 }));
    expect(b).toMatchObject({ number: 2, fullNumber: 'FV/2031/000002' });
    const c = await ctx.db.transaction((tx) => takeInvoiceNumber(tx, { organizationId: orgId, year: 2032 }));
    expect(c.number).toBe(1);
  });

  it('the year is the calendar year in the event timezone', () => {
    expect(yearIn(new Date('2027-12-31T23:30:00Z'), 'Europe/Warsaw')).toBe(2028);
    expect(yearIn(new Date('2027-12-31T22:30:00Z'), 'UTC')).toBe(2027);
  });
});

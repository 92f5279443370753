import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { companyInvoiceForm, insertOrder, insertUser, setSeller } from '../documents/testing/order-fixtures.ts';
import { requestProforma } from '../invoices/request-proforma.ts';
import { listAwaitingPayment } from './list-awaiting-payment.ts';

describe('orders awaiting a transfer (my tickets)', () => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await createTestCtx();
  });
  afterAll(() => ctx?.close());

  it('lists the buyer’s pending proforma orders with amount, title and due date — not paid ones, not other people’s', async () => {
    const event = await insertEvent(ctx, { timezone: 'Europe/Warsaw' });
    await setSeller(ctx, event.organization_id);
    const buyer = await insertUser(ctx, { email: 'ola@example.com' });
    const other = await insertUser(ctx, { email: 'piotr@example.com' });
    const holders = [1, 2].map((i) => ({ first_name: 'G', last_name: `${i}`, email: `g${i}@example.com` }));
    const order = (who: typeof buyer) => insertOrder(ctx, { eventId: event.id, buyer: who, status: 'pending', gateway: 'proforma', price: 9900, holders, invoiceForm: { ...companyInvoiceForm, proforma: true } });

    expect(await listAwaitingPayment(ctx, { userId: buyer.id, eventId: event.id })).toEqual([]);
    const { order: mine, reservations } = await order(buyer);
    // A pending card order without a proforma is not waiting for a transfer.
    await insertOrder(ctx, { eventId: event.id, buyer, status: 'pending', gateway: 'payu', holders: [holders[0]!] });
    await requestProforma(ctx, { orderId: mine.id });
    const { order: theirs } = await order(other);
    await requestProforma(ctx, { orderId: theirs.id });

    const list = await listAwaitingPayment(ctx, { userId: buyer.id, eventId: event.id });
    expect(list).toEqual([
      {
        order_reference: mine.uuid.slice(0, 8).toUpperCase(),
        total_amount: 19800,
        currency: 'PLN',
        proforma_number: `PRO/${mine.uuid.slice(0, 8).toUpperCase()}`,
        due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        // requestProforma gives the order until the proforma's due date.
        expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        reservation_uuid: reservations[0]!.ticket_reservation_uuid,
        tickets: 2,
      },
    ]);
    // Paid: it leaves the list (its tickets are then among the buyer's tickets).
    await ctx.db.update(schema.orders).set({ status: 'paid' }).where(eq(schema.orders.id, mine.id));
    expect(await listAwaitingPayment(ctx, { userId: buyer.id, eventId: event.id })).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { insertOrder, insertUser } from '../documents/testing/order-fixtures.ts';
import { cancelUnfinishedOrder, listUnfinishedOrders } from './unfinished-orders.ts';
import { viewerHoldsTicket } from './prepare-order.ts';

describe('unfinished gateway orders (my tickets)', () => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await createTestCtx();
  });
  afterAll(() => ctx?.close());

  const inMinutes = (m: number) => new Date(ctx.clock.now().getTime() + m * 60_000);

  async function setUp() {
    const event = await insertEvent(ctx);
    const buyer = await insertUser(ctx, { email: `buyer-${event.id}@example.com` });
    const other = await insertUser(ctx, { email: `other-${event.id}@example.com` });
    const holder = { first_name: 'Ola', last_name: 'Nowak', email: buyer.email };
    const pending = async (who: typeof buyer, gateway: string, state: schema.PaymentState, expiresAt = inMinutes(20)) => {
      const placed = await insertOrder(ctx, { eventId: event.id, buyer: who, status: 'pending', gateway, holders: [{ ...holder, email: who.email }], expiresAt });
      await ctx.db.insert(schema.payments).values({ event_id: event.id, order_id: placed.order.id, gateway: gateway as schema.PaymentGateway, state, amount: placed.order.total_amount, currency: 'PLN', redirect_url: `https://secure.przelewy24.pl/trnRequest/${placed.order.id}` });
      return placed;
    };
    return { event, buyer, other, pending };
  }

  it('lists the buyer’s started-and-left card or bank payments with the page to finish them — not proforma, lapsed, paid or other people’s orders', async () => {
    const { event, buyer, other, pending } = await setUp();
    const { order } = await pending(buyer, 'p24', 'created');
    const { order: failed } = await pending(buyer, 'payu', 'failed');
    await pending(buyer, 'proforma', 'pending');
    await pending(buyer, 'stripe', 'created', inMinutes(-1));
    await pending(other, 'p24', 'created');
    await insertOrder(ctx, { eventId: event.id, buyer, status: 'paid', holders: [{ first_name: 'A', last_name: 'B', email: buyer.email }] });

    const list = await listUnfinishedOrders(ctx, { userId: buyer.id, eventId: event.id });
    expect(list).toEqual([
      {
        order_uuid: order.uuid,
        order_reference: order.uuid.slice(0, 8).toUpperCase(),
        total_amount: order.total_amount,
        currency: 'PLN',
        expires_at: order.expires_at!.toISOString(),
        tickets: 1,
        pay_url: `https://secure.przelewy24.pl/trnRequest/${order.id}`,
        card: false,
      },
      // A refused payment's page cannot be paid any more: the order is listed to be cancelled.
      expect.objectContaining({ order_uuid: failed.uuid, pay_url: null }),
    ]);
    expect(await listUnfinishedOrders(ctx, { userId: buyer.id, eventId: (await insertEvent(ctx)).id })).toEqual([]);
  });

  it('the buyer cancels one: the hold ends at once and "this ticket is mine" is free again; nobody else can, and twice changes nothing', async () => {
    const { event, buyer, other, pending } = await setUp();
    const { order, reservations } = await pending(buyer, 'p24', 'created');
    const ticketId = reservations[0]!.event_ticket_id!;
    const stock = async () => (await ctx.db.select({ left: schema.event_tickets.tickets_left }).from(schema.event_tickets).where(eq(schema.event_tickets.id, ticketId)))[0]!.left;
    const before = (await stock())!;
    expect(await viewerHoldsTicket(ctx.db, event.id, buyer)).toBe(true);

    await expect(cancelUnfinishedOrder(ctx, null, { eventId: event.id, orderUuid: order.uuid })).rejects.toMatchObject({ code: 'common.not_authenticated' });
    await expect(cancelUnfinishedOrder(ctx, other, { eventId: event.id, orderUuid: order.uuid })).rejects.toMatchObject({ code: 'payment.order_not_found' });
    await expect(cancelUnfinishedOrder(ctx, buyer, { eventId: (await insertEvent(ctx)).id, orderUuid: order.uuid })).rejects.toMatchObject({ code: 'payment.order_not_found' });
    await expect(cancelUnfinishedOrder(ctx, buyer, { eventId: event.id, orderUuid: 'not-a-uuid\u0000' })).rejects.toMatchObject({ code: 'payment.order_not_found' });
    expect(await listUnfinishedOrders(ctx, { userId: buyer.id, eventId: event.id })).toHaveLength(1);

    expect(await cancelUnfinishedOrder(ctx, buyer, { eventId: event.id, orderUuid: order.uuid })).toEqual({ canceled: true });
    expect(await listUnfinishedOrders(ctx, { userId: buyer.id, eventId: event.id })).toEqual([]);
    expect(await viewerHoldsTicket(ctx.db, event.id, buyer)).toBe(false);
    expect(await stock()).toBe(before + 1);
    expect(await cancelUnfinishedOrder(ctx, buyer, { eventId: event.id, orderUuid: order.uuid })).toEqual({ canceled: false });
    expect(await stock()).toBe(before + 1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { createTestCtx, type TestCtx } from '../testing/index.ts';
import { confirmOrderPaid } from './confirm-order-paid.ts';
import { expireOrder } from './expire-order.ts';
import { getOrderForViewer } from './get-order-for-viewer.ts';
import { listMyTickets } from './list-my-tickets.ts';
import { placeOrder } from './place-order.ts';
import { cancelUnfinishedOrder } from './unfinished-orders.ts';
import type { PurchaseInputRaw } from './purchase-input.ts';
import { insertTicketCatalogue, purchaseFor, type TicketCatalogue } from './test-fixtures.ts';

let ctx: TestCtx;
let cat: TicketCatalogue;

beforeAll(async () => {
  ctx = await createTestCtx();
  cat = await insertTicketCatalogue(ctx);
});
afterAll(() => ctx.close());

const place = (user: TestUser, input: PurchaseInputRaw, eventId = cat.event.id) =>
  placeOrder(ctx, { eventId, viewer: user.viewer, locale: 'en', input, gateway: 'p24' });
const stockOf = async (id: number) => (await ctx.db.select().from(schema.event_tickets).where(eq(schema.event_tickets.id, id)))[0]!.tickets_left;
const usedOf = async (id: number) => (await ctx.db.select().from(schema.discount_codes).where(eq(schema.discount_codes.id, id)))[0]!.used_quantity;
const orderRow = async (id: number) => (await ctx.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;
const reservationsOf = (orderId: number) => ctx.db.select().from(schema.ticket_reservations).where(eq(schema.ticket_reservations.order_id, orderId));
const later = (minutes: number) => ctx.clock.set(new Date(ctx.clock.now().getTime() + minutes * 60_000));

describe('confirmOrderPaid', () => {
  it('pending → paid once: reservations active, buyer joined, one fulfil job; a repeat changes nothing', async () => {
    const u = await insertTestUser(ctx);
    const order = await place(u, purchaseFor(u.viewer, { ticket_id: cat.standard.id }));
    const first = await confirmOrderPaid(ctx, { orderId: order.id });
    expect(first).toEqual({ changed: true, status: 'paid' });
    const again = await confirmOrderPaid(ctx, { orderId: order.id });
    expect(again).toEqual({ changed: false, status: 'paid' });
    expect((await orderRow(order.id)).paid_at?.toISOString()).toBe(ctx.clock.now().toISOString());
    expect((await reservationsOf(order.id)).map((r) => r.status)).toEqual(['active']);
    const fulfil = ctx.jobs.jobs.filter((j) => j.name === 'orders.fulfil' && (j.payload as { orderId: number }).orderId === order.id);
    expect(fulfil).toEqual([{ name: 'orders.fulfil', payload: { orderId: order.id }, opts: { jobId: `order-fulfil:${order.id}` } }]);
    const [m] = await ctx.db
      .select()
      .from(schema.event_memberships)
      .where(and(eq(schema.event_memberships.event_id, cat.event.id), eq(schema.event_memberships.user_id, u.viewer.id)));
    expect(m?.joined).toBe(true);
  });

  it('concurrent confirmations change the order once', async () => {
    const u = await insertTestUser(ctx);
    const order = await place(u, purchaseFor(u.viewer, { ticket_id: cat.standard.id }));
    const results = await Promise.all(Array.from({ length: 5 }, () => confirmOrderPaid(ctx, { orderId: order.id })));
    expect(results.filter((r) => r.changed)).toHaveLength(1);
  });

  it('a late payment re-takes stock if it is still there, else answers late_payment and stays expired', async () => {
    const u = await insertTestUser(ctx);
    const [one] = await ctx.db.insert(schema.event_tickets).values({ event_id: cat.event.id, name: 'One', price: 1_000, tickets_left: 1 }).returning();
    const order = await place(u, purchaseFor(u.viewer, { ticket_id: one!.id }));
    later(31);
    expect(await expireOrder(ctx, { orderId: order.id })).toEqual({ changed: true, status: 'expired' });
    expect(await stockOf(one!.id)).toBe(1);
    expect(await confirmOrderPaid(ctx, { orderId: order.id })).toEqual({ changed: true, status: 'paid' });
    expect(await stockOf(one!.id)).toBe(0);
    expect((await reservationsOf(order.id)).map((r) => r.status)).toEqual(['active']);

    const u2 = await insertTestUser(ctx);
    const u3 = await insertTestUser(ctx);
    await ctx.db.update(schema.event_tickets).set({ tickets_left: 1 }).where(eq(schema.event_tickets.id, one!.id));
    const lost = await place(u2, purchaseFor(u2.viewer, { ticket_id: one!.id }));
    later(31);
    await expireOrder(ctx, { orderId: lost.id });
    await place(u3, purchaseFor(u3.viewer, { ticket_id: one!.id }));
    expect(await confirmOrderPaid(ctx, { orderId: lost.id })).toEqual({ changed: false, status: 'late_payment' });
    expect((await orderRow(lost.id)).status).toBe('expired');
    expect(await stockOf(one!.id)).toBe(0);
    expect((await reservationsOf(lost.id)).map((r) => r.status)).toEqual(['canceled']);
  });

  it('a late payment for a canceled order whose buyer took another ticket of their own meanwhile is late_payment: one ticket per person', async () => {
    const u = await insertTestUser(ctx);
    const stdBefore = await stockOf(cat.standard.id);
    const paidLater = await place(u, purchaseFor(u.viewer, { ticket_id: cat.standard.id }));
    expect(await cancelUnfinishedOrder(ctx, u.viewer, { eventId: cat.event.id, orderUuid: paidLater.uuid })).toEqual({ canceled: true });
    const other = await place(u, purchaseFor(u.viewer, { ticket_id: cat.community.id }));
    expect(await confirmOrderPaid(ctx, { orderId: other.id })).toEqual({ changed: true, status: 'paid' });
    // The old order's payment page is still open, and the buyer pays it.
    expect(await confirmOrderPaid(ctx, { orderId: paidLater.id })).toEqual({ changed: false, status: 'late_payment' });
    expect((await orderRow(paidLater.id)).status).toBe('expired');
    expect(await stockOf(cat.standard.id)).toBe(stdBefore);
    const mine = await ctx.db.select({ status: schema.ticket_reservations.status }).from(schema.ticket_reservations).where(and(eq(schema.ticket_reservations.event_id, cat.event.id), eq(schema.ticket_reservations.user_id, u.viewer.id)));
    expect(mine.filter((r) => r.status === 'active')).toHaveLength(1);
  });

  it('an unknown order is payment.order_not_found', async () => {
    await expect(confirmOrderPaid(ctx, { orderId: 987_654 })).rejects.toMatchObject({ name: 'AppError', items: [{ code: 'payment.order_not_found' }] });
  });
});

describe('expireOrder', () => {
  it('is a no-op before expires_at, for paid orders, and for unknown ids', async () => {
    const u = await insertTestUser(ctx);
    const order = await place(u, purchaseFor(u.viewer, { ticket_id: cat.standard.id }));
    expect(await expireOrder(ctx, { orderId: order.id })).toEqual({ changed: false, status: 'pending' });
    await confirmOrderPaid(ctx, { orderId: order.id });
    later(60);
    expect(await expireOrder(ctx, { orderId: order.id })).toEqual({ changed: false, status: 'paid' });
    expect(await expireOrder(ctx, { orderId: 987_654 })).toEqual({ changed: false, status: null });
  });

  it('gives tickets, seats and code uses back exactly once, even when run concurrently', async () => {
    const u = await insertTestUser(ctx);
    const stdBefore = await stockOf(cat.standard.id);
    const usedBefore = await usedOf(cat.demo10.id);
    const guests = [
      { first_name: 'Me', last_name: 'B', email: u.viewer.email, this_is_me: true },
      { first_name: 'G', last_name: 'H', email: `exp-${u.viewer.id}@example.test` },
    ];
    const order = await place(u, purchaseFor(u.viewer, { ticket_id: cat.standard.id, discount_code: 'DEMO10', gdpr_consent: true, tickets_for: guests }));
    expect(await stockOf(cat.standard.id)).toBe(stdBefore! - 2);
    expect(await usedOf(cat.demo10.id)).toBe(usedBefore + 2);
    later(31);
    const runs = await Promise.all(Array.from({ length: 6 }, () => expireOrder(ctx, { orderId: order.id })));
    expect(runs.filter((r) => r.changed)).toHaveLength(1);
    expect(await expireOrder(ctx, { orderId: order.id })).toEqual({ changed: false, status: 'expired' });
    expect(await stockOf(cat.standard.id)).toBe(stdBefore);
    expect(await usedOf(cat.demo10.id)).toBe(usedBefore);
    expect((await reservationsOf(order.id)).every((r) => r.status === 'canceled')).toBe(true);
    // The buyer no longer holds a ticket, so they may buy their own again.
    await expect(place(u, purchaseFor(u.viewer, { ticket_id: cat.standard.id }))).resolves.toMatchObject({ status: 'pending' });

    const seatsBefore = (await ctx.db.select().from(schema.agenda_session_tickets).where(eq(schema.agenda_session_tickets.id, cat.seat.id)))[0]!.tickets_left;
    const seatOrder = await place(u, purchaseFor(u.viewer, { agenda_session_ticket_id: cat.seat.id }));
    expect(await expireOrder(ctx, { orderId: seatOrder.id, force: true })).toEqual({ changed: true, status: 'expired' });
    const seatsAfter = (await ctx.db.select().from(schema.agenda_session_tickets).where(eq(schema.agenda_session_tickets.id, cat.seat.id)))[0]!.tickets_left;
    expect(seatsAfter).toBe(seatsBefore);
  });
});

describe('getOrderForViewer', () => {
  it('shows the buyer their order, and nobody else, nor through another event', async () => {
    const u = await insertTestUser(ctx);
    const other = await insertTestUser(ctx);
    const invoice = { invoice_type: 'personal', first_name: 'Anna', last_name: 'Nowak', street: 'Długa', building_number: '2', city: 'Gdańsk', postal_code: '80-001', country: 'PL', proforma: true };
    const order = await place(u, purchaseFor(u.viewer, { ticket_id: cat.standard.id, addons: [cat.workshop.id], invoice } as PurchaseInputRaw));
    const view = await getOrderForViewer(ctx, { eventId: cat.event.id, orderUuid: order.uuid, userId: u.viewer.id });
    expect(view).toMatchObject({
      id: order.id,
      uuid: order.uuid,
      status: 'pending',
      total_amount: 19_900 + 9_900,
      currency: 'PLN',
      paid_at: null,
      gateway_hint: 'p24',
      has_invoice: false,
      invoice_requested_proforma: true,
      holders: [{ email: u.viewer.email.toLowerCase(), this_is_me: true, status: 'reserved', ticket_name: 'Standard' }],
      items: [
        { kind: 'event_ticket', ref_id: cat.standard.id, unit_price: 19_900, total_amount: 19_900 },
        { kind: 'event_addon', ref_id: cat.workshop.id, unit_price: 9_900, total_amount: 9_900 },
      ],
    });
    const notFound = { name: 'AppError', items: [{ code: 'payment.order_not_found' }] };
    await expect(getOrderForViewer(ctx, { eventId: cat.event.id, orderUuid: order.uuid, userId: other.viewer.id })).rejects.toMatchObject(notFound);
    const otherEvent = await insertTicketCatalogue(ctx);
    await expect(getOrderForViewer(ctx, { eventId: otherEvent.event.id, orderUuid: order.uuid, userId: u.viewer.id })).rejects.toMatchObject(notFound);
    await expect(getOrderForViewer(ctx, { eventId: cat.event.id, orderUuid: 'nope', userId: u.viewer.id })).rejects.toMatchObject(notFound);
  });
});

describe('listMyTickets', () => {
  it('lists paid tickets the user holds, and separately those bought for guests', async () => {
    const buyer = await insertTestUser(ctx);
    const guest = await insertTestUser(ctx);
    const c2 = await insertTicketCatalogue(ctx);
    const order = await place(
      buyer,
      purchaseFor(buyer.viewer, {
        ticket_id: c2.standard.id,
        gdpr_consent: true,
        tickets_for: [
          { first_name: 'Me', last_name: 'B', email: buyer.viewer.email, this_is_me: true },
          { first_name: 'Guest', last_name: 'Account', email: guest.viewer.email },
          { first_name: 'Guest', last_name: 'NoAccount', email: `noacc-${buyer.viewer.id}@example.test` },
        ],
      }),
      c2.event.id,
    );
    const empty = await listMyTickets(ctx, { userId: buyer.viewer.id });
    expect(empty.event_ticket_reservations).toEqual([]);
    await confirmOrderPaid(ctx, { orderId: order.id });
    const seat = await place(buyer, purchaseFor(buyer.viewer, { agenda_session_ticket_id: c2.seat.id }), c2.event.id);
    await confirmOrderPaid(ctx, { orderId: seat.id });

    const mine = await listMyTickets(ctx, { userId: buyer.viewer.id, eventId: c2.event.id });
    expect(mine.event_ticket_reservations).toHaveLength(1);
    const t = mine.event_ticket_reservations[0]!;
    expect(t).toMatchObject({
      status: 'active',
      amount: 19_900,
      has_invoice: false,
      invoice_url: null,
      holder: { first_name: 'Me', email: buyer.viewer.email.toLowerCase() },
      event_ticket: { id: c2.standard.id, name: 'Standard', price: 19_900, currency: 'PLN' },
      event_display_data: { id: c2.event.id, title: c2.event.title, app_id: c2.event.id },
    });
    expect(t.pdf_url).toBe(`/api/v1/events/${c2.event.id}/ticket/get/${t.ticket_reservation_uuid}`);
    expect(t.qrcode).toMatch(/^FT1\./);
    expect(mine.agenda_session_ticket_reservations).toEqual([
      expect.objectContaining({
        agenda_session_display_data: expect.objectContaining({ id: c2.session.id, name: 'Hands-on workshop', start_date: '2027-05-18T09:00:00.000Z' }),
        agenda_session_ticket: { id: c2.seat.id, name: 'Workshop seat', price: 4_900, currency: 'PLN' },
      }),
    ]);
    expect(mine.bought_for_others.event_ticket_reservations.map((r) => r.holder.last_name).sort()).toEqual(['Account', 'NoAccount']);

    const theirs = await listMyTickets(ctx, { userId: guest.viewer.id });
    expect(theirs.event_ticket_reservations.map((r) => r.holder.last_name)).toEqual(['Account']);
    expect(theirs.bought_for_others.event_ticket_reservations).toEqual([]);
    expect((await listMyTickets(ctx, { userId: buyer.viewer.id, eventId: cat.event.id })).event_ticket_reservations).toEqual([]);
  });
});

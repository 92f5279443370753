import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestUser } from '../access/test-users.ts';
import { createTestCtx, type TestCtx } from '../testing/index.ts';
import { loadOrderSnapshot } from './load-order-tickets.ts';
import { placeOrder } from './place-order.ts';
import { insertTicketCatalogue, purchaseFor } from './test-fixtures.ts';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await createTestCtx();
});
afterAll(async () => {
  await ctx?.close();
});

describe('loadOrderSnapshot for checkouts asking together (one statement per turn)', () => {
  it('gives each checkout its own event, its own "holds a ticket" and only the tickets it named', async () => {
    const [a, b] = [await insertTicketCatalogue(ctx, { title: 'Event A' }), await insertTicketCatalogue(ctx, { title: 'Event B' })];
    const [holder, newcomer] = [await insertTestUser(ctx), await insertTestUser(ctx)];
    await placeOrder(ctx, { eventId: a.event.id, viewer: holder.viewer, locale: 'en', input: purchaseFor(holder.viewer, { ticket_id: a.standard.id }), gateway: 'payu' });

    const [holderA, newcomerA, holderB, missing] = await Promise.all([
      loadOrderSnapshot(ctx.db, { eventId: a.event.id, viewer: holder.viewer, ticketIds: [a.standard.id] }),
      loadOrderSnapshot(ctx.db, { eventId: a.event.id, viewer: newcomer.viewer, ticketIds: [a.vip.id, a.community.id] }),
      loadOrderSnapshot(ctx.db, { eventId: b.event.id, viewer: holder.viewer, ticketIds: [b.standard.id, a.vip.id] }),
      loadOrderSnapshot(ctx.db, { eventId: 2_000_000_000, viewer: holder.viewer, ticketIds: [a.standard.id] }),
    ]);

    expect([holderA?.event.title, holderA?.holdsTicket, [...holderA!.tickets.tickets.keys()]]).toEqual(['Event A', true, [a.standard.id]]);
    expect(holderA!.tickets.tickets.get(a.standard.id)).toMatchObject({ price: 19_900, bulk_discounts: [{ threshold: 5, discount: 10 }, { threshold: 10, discount: 15 }] });
    expect(holderA!.tickets.tickets.get(a.standard.id)!.addon_ids).toEqual([a.workshop.id, a.dinner.id]);
    expect([newcomerA?.event.title, newcomerA?.holdsTicket, [...newcomerA!.tickets.tickets.keys()].sort()]).toEqual(['Event A', false, [a.community.id, a.vip.id].sort()]);
    // Another event's ticket id is not this event's ticket, even when someone else named it.
    expect([holderB?.event.title, holderB?.holdsTicket, [...holderB!.tickets.tickets.keys()]]).toEqual(['Event B', false, [b.standard.id]]);
    expect(missing).toBeNull();
  });
});

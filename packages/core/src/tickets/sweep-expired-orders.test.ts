import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { insertTestUser } from '../access/test-users.ts';
import { createTestCtx, type TestCtx } from '../testing/index.ts';
import { placeOrder } from './place-order.ts';
import { ORDER_SWEEP_EVERY_MS, scheduleOrderSweep, sweepExpiredOrders } from './sweep-expired-orders.ts';
import { insertTicketCatalogue, purchaseFor, type TicketCatalogue } from './test-fixtures.ts';

let ctx: TestCtx;
let cat: TicketCatalogue;

beforeAll(async () => {
  ctx = await createTestCtx();
  cat = await insertTicketCatalogue(ctx);
});
afterAll(() => ctx.close());

const stockOf = async (id: number) => (await ctx.db.select().from(schema.event_tickets).where(eq(schema.event_tickets.id, id)))[0]!.tickets_left;
const statusOf = async (id: number) => (await ctx.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!.status;
const later = (minutes: number) => ctx.clock.set(new Date(ctx.clock.now().getTime() + minutes * 60_000));

describe('sweepExpiredOrders', () => {
  it('expires an unpaid order whose expiry job never ran, gives its stock back once, and leaves fresh and paid orders alone', async () => {
    const [ticket] = await ctx.db.insert(schema.event_tickets).values({ event_id: cat.event.id, name: 'Swept', price: 1_000, tickets_left: 5 }).returning();
    const [lost, fresh] = [await insertTestUser(ctx), await insertTestUser(ctx)];
    // The test queue records jobs without running them: the expiry job is "lost".
    const stale = await placeOrder(ctx, { eventId: cat.event.id, viewer: lost.viewer, locale: 'en', input: purchaseFor(lost.viewer, { ticket_id: ticket!.id }), gateway: 'payu', holdMinutes: 30 });
    later(30);
    const recent = await placeOrder(ctx, { eventId: cat.event.id, viewer: fresh.viewer, locale: 'en', input: purchaseFor(fresh.viewer, { ticket_id: ticket!.id }), gateway: 'payu', holdMinutes: 30 });
    expect(await stockOf(ticket!.id)).toBe(3);

    // Within the grace minute the order's own job still has its chance.
    expect(await sweepExpiredOrders(ctx)).toEqual({ expired: 0 });
    later(2);
    expect(await sweepExpiredOrders(ctx)).toEqual({ expired: 1 });
    expect([await statusOf(stale.id), await statusOf(recent.id)]).toEqual(['expired', 'pending']);
    expect(await stockOf(ticket!.id)).toBe(4);
    // Run again (or by two workers at once): nothing more is given back.
    expect(await Promise.all([sweepExpiredOrders(ctx), sweepExpiredOrders(ctx)])).toEqual([{ expired: 0 }, { expired: 0 }]);
    expect(await stockOf(ticket!.id)).toBe(4);
  });

  it('queues the next run at the next 5-minute boundary, under an id naming that slot', async () => {
    ctx.clock.set(new Date(Date.UTC(2027, 0, 1, 10, 2, 30)));
    await scheduleOrderSweep(ctx);
    const slot = Date.UTC(2027, 0, 1, 10, 5) / ORDER_SWEEP_EVERY_MS;
    expect(ctx.jobs.jobs.at(-1)).toEqual({ name: 'orders.sweep', payload: {}, opts: { jobId: `orders-sweep:${slot}`, delayMs: 150_000 } });
  });
});

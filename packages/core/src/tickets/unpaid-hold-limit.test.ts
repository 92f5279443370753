import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '@foyer/db';
import { eq, sql } from 'drizzle-orm';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { createTestCtx, type TestCtx } from '../testing/index.ts';
import { expireOrder } from './expire-order.ts';
import { ticketBuyerLockKey } from './order-statements.ts';
import { placeOrder } from './place-order.ts';
import { insertTicketCatalogue, purchaseFor, type TicketCatalogue } from './test-fixtures.ts';
import { MAX_UNPAID_HELD_TICKETS, oneAtATime, unpaidHeldTickets } from './unpaid-hold-limit.ts';

let ctx: TestCtx;
let cat: TicketCatalogue;

beforeAll(async () => {
  ctx = await createTestCtx();
  cat = await insertTicketCatalogue(ctx);
});
afterAll(() => ctx.close());

let guestNo = 0;
/** An order of `n` tickets for guests (the buyer's own first when `mine`), paid through PayU (or free at once). */
const order = (u: TestUser, n: number, opts: { mine?: boolean; ticketId?: number; eventId?: number; free?: boolean } = {}) =>
  placeOrder(ctx, {
    // As initPayment places a zero total: paid at once.
    settleFree: opts.free ? { externalId: (uuid) => `free-${uuid}`, returnUrl: () => 'http://x/confirmation' } : undefined,
    eventId: opts.eventId ?? cat.event.id,
    viewer: u.viewer,
    locale: 'en',
    gateway: 'payu',
    input: purchaseFor(u.viewer, {
      ticket_id: opts.ticketId ?? cat.standard.id,
      gdpr_consent: true,
      tickets_for: Array.from({ length: n }, (_, i) => ({ first_name: 'G', last_name: `${i}`, email: i === 0 && opts.mine ? u.viewer.email : `guest-${++guestNo}@example.test`, this_is_me: i === 0 && opts.mine === true })),
    }),
  });
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code?: string; items?: { field?: string }[] }) => `${e.code}@${e.items?.[0]?.field ?? ''}`,
  );
const stock = async () => (await ctx.db.select({ n: schema.event_tickets.tickets_left }).from(schema.event_tickets).where(eq(schema.event_tickets.id, cat.standard.id)))[0]!.n!;
const held = (u: TestUser, eventId = cat.event.id) => unpaidHeldTickets(ctx.db, { eventId, userId: u.viewer.id, now: ctx.clock.now() });

describe('the ceiling on tickets held by one buyer’s unpaid orders', () => {
  it('refuses the order that would pass it, naming where to finish or cancel; a cancelled or lapsed order frees its share', async () => {
    const u = await insertTestUser(ctx);
    const first = await order(u, 10, { mine: true });
    await order(u, 10);
    expect(await held(u)).toBe(MAX_UNPAID_HELD_TICKETS);
    const before = await stock();
    expect(await codeOf(order(u, 1))).toBe('tickets.unpaid_limit@');
    expect(await stock()).toBe(before);

    await expireOrder(ctx, { orderId: first.id, force: true });
    expect(await held(u)).toBe(10);
    const third = await order(u, 10, { mine: true });
    expect(await codeOf(order(u, 1))).toBe('tickets.unpaid_limit@');
    await ctx.db.update(schema.orders).set({ expires_at: new Date(ctx.clock.now().getTime() - 1000) }).where(eq(schema.orders.id, third.id));
    // (Lapsed but not yet swept: its tickets are still the buyer's, so this one is for guests.)
    expect(await codeOf(order(u, 10))).toBe('ok');
  });

  it('paid orders, free tickets, other buyers and other events do not count', async () => {
    const u = await insertTestUser(ctx);
    const other = await insertTestUser(ctx);
    const paid = await order(u, 15, { mine: true });
    await ctx.db.update(schema.orders).set({ status: 'paid', paid_at: ctx.clock.now() }).where(eq(schema.orders.id, paid.id));
    await ctx.db.update(schema.ticket_reservations).set({ status: 'active' }).where(eq(schema.ticket_reservations.order_id, paid.id));
    await order(u, 20);
    await order(other, 20, { mine: true });
    // A free ticket is paid at once: nothing is held.
    expect(await codeOf(order(u, 5, { ticketId: cat.community.id, free: true }))).toBe('ok');
    const elsewhere = await insertTicketCatalogue(ctx);
    expect(await codeOf(order(u, 20, { mine: true, ticketId: elsewhere.standard.id, eventId: elsewhere.event.id }))).toBe('ok');
    expect([await held(u), await held(other), await held(u, elsewhere.event.id)]).toEqual([20, 20, 20]);
  });

  it('holds when one buyer sends their orders all at once: 6 orders of 4 tickets → 5 placed, 1 refused, 20 held', async () => {
    const u = await insertTestUser(ctx);
    await order(u, 1, { mine: true });
    const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => codeOf(order(u, i === 5 ? 3 : 4))));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'tickets.unpaid_limit@')).toHaveLength(1);
    expect(await held(u)).toBe(20);
  });
});

describe('the ceiling across web processes', () => {
  it('two processes placing one buyer’s orders at the same moment: exactly the one that fits is placed, the other refused with its stock untouched', async () => {
    // A second copy of the modules is a second web process: its own oneAtATime chains and
    // order lanes, the same database.
    vi.resetModules();
    const { placeOrder: placeOrderElsewhere } = await import('./place-order.ts');
    for (let round = 0; round < 3; round++) {
      const u = await insertTestUser(ctx);
      // The buyer's own ticket first (an order must hold one before guests' ones).
      await order(u, 1, { mine: true });
      const before = await stock();
      const input = (n: number) => ({
        eventId: cat.event.id,
        viewer: u.viewer,
        locale: 'en',
        gateway: 'payu' as const,
        input: purchaseFor(u.viewer, { ticket_id: cat.standard.id, gdpr_consent: true, tickets_for: Array.from({ length: n }, (_, i) => ({ first_name: 'G', last_name: `${i}`, email: `guest-${++guestNo}@example.test`, this_is_me: false })) }),
      });
      // The buyer's lock held here until both orders wait for it: each process's early count has
      // then passed (neither order was written yet), so only the check under the lock can refuse.
      const { placed } = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${ticketBuyerLockKey(cat.event.id, u.viewer.id)}, 0))`);
        const placed = Promise.all([codeOf(placeOrder(ctx, input(15))), codeOf(placeOrderElsewhere(ctx, input(15)))]);
        for (let waiting = 0; waiting < 2; ) {
          await new Promise((r) => setTimeout(r, 10));
          const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(sql`pg_locks`).where(sql`locktype = 'advisory' and not granted`);
          waiting = Number(row?.n ?? 0);
        }
        // Wrapped: returning the promise itself would keep the transaction (and the lock) open until it settled.
        return { placed };
      });
      const outcomes = await placed;
      expect(outcomes.sort()).toEqual(['ok', 'tickets.unpaid_limit@']);
      expect(await held(u)).toBe(16);
      expect(await stock()).toBe(before - 15);
    }
  });
});

describe('oneAtATime', () => {
  it('runs one key’s calls in arrival order, others alongside, and goes on after a failure', async () => {
    const log: string[] = [];
    const step = (name: string, ms: number, fail = false) => async () => {
      log.push(`${name}+`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`${name}-`);
      if (fail) throw new Error(name);
      return name;
    };
    const runs = [oneAtATime('a', step('a1', 20, true)), oneAtATime('a', step('a2', 1)), oneAtATime('b', step('b1', 5))];
    const settled = await Promise.allSettled(runs);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('a2+')).toBeGreaterThan(log.indexOf('a1-'));
    expect(log.indexOf('b1+')).toBeLessThan(log.indexOf('a1-'));
  });
});

import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { createTestCtx, type TestCtx } from '../testing/index.ts';
import { insertTicketCatalogue, purchaseFor, type TicketCatalogue } from '../tickets/test-fixtures.ts';
import { listUnfinishedOrders } from '../tickets/unfinished-orders.ts';
import { initPayment } from './init-payment.ts';
import type { PaymentGateway } from './gateway.ts';
import { resumeCardPayment } from './resume-card-payment.ts';
import { deliverToService, startGatewayFakes, type GatewayFakes } from './testing/index.ts';

let ctx: TestCtx;
let cat: TicketCatalogue;
let fakes: GatewayFakes;

beforeAll(async () => {
  ctx = await createTestCtx();
  cat = await insertTicketCatalogue(ctx, { lp_settings: JSON.stringify({ payment: { gateways: ['stripe', 'payu'], default_gateway: 'stripe' } }) });
  fakes = await startGatewayFakes({ notifyBase: `${ctx.config.publicUrl}/api/v1`, deliver: deliverToService(ctx) });
  ctx.config.payments = { ...ctx.config.payments, ...fakes.config };
});
afterAll(async () => {
  await fakes.close();
  await ctx.close();
});

const start = (user: TestUser, gateway: PaymentGateway = 'stripe') =>
  initPayment(ctx, { eventId: cat.event.id, gateway, viewer: user.viewer, ip: '127.0.0.1', locale: 'pl', input: purchaseFor(user.viewer, { ticket_id: cat.standard.id }), returnPath: '/demo/buy-ticket/1' });
const resume = (viewer: TestUser['viewer'] | null, orderUuid: string, eventId = cat.event.id) => resumeCardPayment(ctx, viewer, { eventId, orderUuid });
const codeOf = (p: Promise<unknown>) => p.then(() => 'resolved', (e: { code?: string }) => e.code ?? String(e));
const paymentOf = async (orderUuid: string) => {
  const [order] = await ctx.db.select().from(schema.orders).where(eq(schema.orders.uuid, orderUuid));
  return (await ctx.db.select().from(schema.payments).where(eq(schema.payments.order_id, order!.id)))[0]!;
};

describe('resumeCardPayment (a card payment left unfinished, taken up from My tickets)', () => {
  it('gives the same PaymentIntent’s client secret and the order’s confirmation page; the card then pays the order', async () => {
    const buyer = await insertTestUser(ctx);
    const started = await start(buyer);
    const [listed] = await listUnfinishedOrders(ctx, { userId: buyer.viewer.id, eventId: cat.event.id });
    expect(listed).toMatchObject({ order_uuid: started.order_id, card: true, pay_url: null });

    const again = await resume(buyer.viewer, started.order_id);
    expect(again).toEqual({ client_secret: started.client_secret, publishable_key: fakes.config.stripe!.publishableKey, return_url: started.return_url, sandbox: false });
    expect(again.return_url).toMatch(/\/demo\/buy-ticket\/1\/?\?order_id=/);

    await fakes.stripe.complete((await paymentOf(started.order_id)).external_id!, 'pay');
    expect(await listUnfinishedOrders(ctx, { userId: buyer.viewer.id, eventId: cat.event.id })).toEqual([]);
    expect(await codeOf(resume(buyer.viewer, started.order_id))).toBe('payment.order_not_payable');
  });

  it('per role: a guest must log in; another buyer, another event or a garbled id find no order', async () => {
    const buyer = await insertTestUser(ctx);
    const other = await insertTestUser(ctx);
    const started = await start(buyer);
    expect(await codeOf(resume(null, started.order_id))).toBe('common.not_authenticated');
    expect(await codeOf(resume(other.viewer, started.order_id))).toBe('payment.order_not_found');
    expect(await codeOf(resume(buyer.viewer, started.order_id, (await insertTicketCatalogue(ctx)).event.id))).toBe('payment.order_not_found');
    expect(await codeOf(resume(buyer.viewer, 'x'.repeat(100_000)))).toBe('payment.order_not_found');
    expect(await codeOf(resume(buyer.viewer, `${started.order_id}\u0000`))).toBe('payment.order_not_found');
  });

  it('a declined card: the same intent takes another, which pays the order', async () => {
    const buyer = await insertTestUser(ctx);
    const started = await start(buyer);
    const pi = (await paymentOf(started.order_id)).external_id!;
    await fakes.stripe.complete(pi, 'cancel');
    expect((await paymentOf(started.order_id)).state).toBe('failed');
    expect((await listUnfinishedOrders(ctx, { userId: buyer.viewer.id, eventId: cat.event.id }))[0]).toMatchObject({ card: true });
    expect((await resume(buyer.viewer, started.order_id)).client_secret).toBe(started.client_secret);
    await fakes.stripe.complete(pi, 'pay');
    expect((await paymentOf(started.order_id)).state).toBe('confirmed');
    expect(await listUnfinishedOrders(ctx, { userId: buyer.viewer.id, eventId: cat.event.id })).toEqual([]);
  });

  it('refuses what cannot be paid by card any more: a canceled intent, a bank-gateway attempt, a lapsed hold, an intent already processing', async () => {
    const gone = await insertTestUser(ctx);
    const g = await start(gone);
    fakes.stripe.intents.get((await paymentOf(g.order_id)).external_id!)!.status = 'canceled';
    expect(await codeOf(resume(gone.viewer, g.order_id))).toBe('payment.order_not_payable');

    const bank = await insertTestUser(ctx);
    const b = await start(bank, 'payu');
    expect(await codeOf(resume(bank.viewer, b.order_id))).toBe('payment.order_not_payable');
    expect((await listUnfinishedOrders(ctx, { userId: bank.viewer.id, eventId: cat.event.id }))[0]).toMatchObject({ card: false });

    const late = await insertTestUser(ctx);
    const l = await start(late);
    await ctx.db.update(schema.orders).set({ expires_at: new Date(ctx.clock.now().getTime() - 1000) }).where(eq(schema.orders.uuid, l.order_id));
    expect(await codeOf(resume(late.viewer, l.order_id))).toBe('payment.order_not_payable');

    // The bank is taking the money: another card now could pay twice.
    const busy = await insertTestUser(ctx);
    const p = await start(busy);
    fakes.stripe.intents.get((await paymentOf(p.order_id)).external_id!)!.status = 'processing';
    expect(await codeOf(resume(busy.viewer, p.order_id))).toBe('payment.order_not_payable');
  });
});

describe('limits per buyer (each call asks the gateway’s API)', () => {
  it('the 31st resume in 15 minutes is refused with the time to wait; nothing changes', async () => {
    const buyer = await insertTestUser(ctx);
    const started = await start(buyer);
    for (let i = 0; i < 29; i++) await resume(buyer.viewer, started.order_id);
    await expect(resume(buyer.viewer, started.order_id)).resolves.toMatchObject({ client_secret: started.client_secret });
    const refused = await resume(buyer.viewer, started.order_id).catch((e: { code: string; retryAfterSeconds?: number }) => e);
    expect(refused).toMatchObject({ code: 'common.rate_limited' });
    expect((await paymentOf(started.order_id)).state).toBe('pending');
  });

  it('the 31st payment start at a gateway in 15 minutes is refused, whatever became of the others; free orders do not count', async () => {
    const buyer = await insertTestUser(ctx);
    const nowhere = (gateway: PaymentGateway) =>
      codeOf(initPayment(ctx, { eventId: cat.event.id, gateway, viewer: buyer.viewer, ip: '127.0.0.1', locale: 'pl', input: purchaseFor(buyer.viewer, { ticket_id: 2_000_000_000 }), returnPath: '/demo/buy-ticket' }));
    for (let i = 0; i < 30; i++) expect(await nowhere(i % 2 ? 'stripe' : 'payu')).toBe('tickets.not_found');
    expect(await nowhere('payu')).toBe('common.rate_limited');
    expect(await nowhere('free')).toBe('tickets.not_found');
  });
});

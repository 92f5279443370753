import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { createTestCtx, type TestCtx } from '../testing/index.ts';
import { insertTicketCatalogue, purchaseFor, type TicketCatalogue } from '../tickets/test-fixtures.ts';
import type { PurchaseInputRaw } from '../tickets/purchase-input.ts';
import { checkPayment } from './check-payment.ts';
import { getOrderOutcome } from './get-order-outcome.ts';
import { handleGatewayNotification } from './handle-gateway-notification.ts';
import { initPayment } from './init-payment.ts';
import type { PaymentGateway } from './gateway.ts';
import { offeredGateways } from './offered-gateways.ts';
import { pollPayment } from './poll-payment.ts';
import { deliverToService, startGatewayFakes, type GatewayFakes } from './testing/index.ts';

let ctx: TestCtx;
let cat: TicketCatalogue;
let fakes: GatewayFakes;
let dropNotifications = false;

const allGateways = JSON.stringify({ payment: { gateways: ['payu', 'p24', 'stripe', 'bluemedia'], default_gateway: 'p24' } });

beforeAll(async () => {
  ctx = await createTestCtx();
  cat = await insertTicketCatalogue(ctx, { lp_settings: allGateways });
  fakes = await startGatewayFakes({ notifyBase: `${ctx.config.publicUrl}/api/v1`, deliver: deliverToService(ctx, { drop: () => dropNotifications }) });
  ctx.config.payments = { ...ctx.config.payments, ...fakes.config };
});
afterAll(async () => {
  await fakes.close();
  await ctx.close();
});

const init = (user: TestUser, gateway: PaymentGateway, over: Partial<PurchaseInputRaw> = {}, eventId = cat.event.id) =>
  initPayment(ctx, { eventId, gateway, viewer: user.viewer, ip: '127.0.0.1', locale: 'pl', input: purchaseFor(user.viewer, { ticket_id: cat.standard.id, ...over }), returnPath: '/demo/buy-ticket/confirmation' });
const orderByUuid = async (uuid: string) => (await ctx.db.select().from(schema.orders).where(eq(schema.orders.uuid, uuid)))[0]!;
const paymentsOf = async (orderId: number) => ctx.db.select().from(schema.payments).where(eq(schema.payments.order_id, orderId));
const notificationsOf = async (paymentId: number) => ctx.db.select().from(schema.payment_notifications).where(eq(schema.payment_notifications.payment_id, paymentId));
const stockOf = async (id: number) => (await ctx.db.select().from(schema.event_tickets).where(eq(schema.event_tickets.id, id)))[0]!.tickets_left;
const fulfilJobs = (orderId: number) => ctx.jobs.jobs.filter((j) => j.name === 'orders.fulfil' && (j.payload as { orderId: number }).orderId === orderId);
const codeOf = (p: Promise<unknown>) => p.then(() => 'resolved', (e: { code?: string }) => e.code ?? String(e));
const redeliver = (gateway: PaymentGateway, d: { headers: Record<string, string>; body: string }) => handleGatewayNotification(ctx, gateway, { headers: d.headers, rawBody: d.body });

describe('offeredGateways', () => {
  it('is the event list ∩ configured, default first; unknown names ignored; PayU when none is set', () => {
    expect(offeredGateways(ctx, { lp_settings: allGateways })).toEqual(['p24', 'payu', 'stripe', 'bluemedia']);
    expect(offeredGateways(ctx, { lp_settings: null })).toEqual(['payu']);
    expect(offeredGateways(ctx, { lp_settings: JSON.stringify({ payment: { gateways: ['stripe', 'paypal'], default_gateway: 'stripe' } }) })).toEqual(['stripe']);
    const saved = ctx.config.payments.stripe;
    ctx.config.payments.stripe = null;
    try {
      expect(offeredGateways(ctx, { lp_settings: allGateways })).toEqual(['p24', 'payu', 'bluemedia']);
    } finally {
      ctx.config.payments.stripe = saved;
    }
  });

  it('initPayment refuses a gateway the event does not offer', async () => {
    const other = await insertTicketCatalogue(ctx, { lp_settings: JSON.stringify({ payment: { gateways: ['stripe'], default_gateway: 'stripe' } }) });
    const u = await insertTestUser(ctx);
    const r = initPayment(ctx, { eventId: other.event.id, gateway: 'payu', viewer: u.viewer, ip: '127.0.0.1', locale: 'en', input: purchaseFor(u.viewer, { ticket_id: other.standard.id }) });
    expect(await codeOf(r)).toBe('payment.gateway_unavailable');
  });
});

describe('PayU', () => {
  it('pays through the redirect: PENDING then COMPLETED; a duplicate and a late CANCELED change nothing', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'payu');
    expect(answer).toMatchObject({ status: 'pending', sandbox: false });
    expect(answer.redirect_url).toMatch(/\/pay\/[A-Z0-9]+$/);
    expect(answer.return_url).toBe(`http://localhost:3000/demo/buy-ticket/confirmation?order_id=${answer.order_id}`);
    const order = await orderByUuid(answer.order_id);
    const [payment] = await paymentsOf(order.id);
    expect(payment).toMatchObject({ gateway: 'payu', state: 'pending', amount: order.total_amount });
    expect(ctx.jobs.jobs.find((j) => j.opts.jobId === `payment-poll:${payment!.id}:0`)).toBeTruthy();

    await fakes.payu.complete(payment!.external_id!, 'pay');
    expect(fakes.payu.sent.slice(-2).map((d) => d.status)).toEqual([200, 200]);
    expect((await orderByUuid(answer.order_id)).status).toBe('paid');
    expect((await paymentsOf(order.id))[0]!.state).toBe('confirmed');
    expect(await notificationsOf(payment!.id)).toHaveLength(2);

    const completed = fakes.payu.sent.at(-1)!;
    const ack = await redeliver('payu', completed);
    expect(ack.status).toBe(200);
    expect(await notificationsOf(payment!.id)).toHaveLength(2);
    expect(fulfilJobs(order.id)).toHaveLength(1);

    // Out of order: a properly signed CANCELED arriving after COMPLETED.
    const fakeOrder = fakes.payu.orders.get(payment!.external_id!)!;
    fakeOrder.status = 'CANCELED';
    await fakes.payu.notify(fakeOrder);
    expect((await orderByUuid(answer.order_id)).status).toBe('paid');
    expect((await paymentsOf(order.id))[0]!.state).toBe('confirmed');
    const outcome = await getOrderOutcome(ctx, { eventId: cat.event.id, orderUuid: answer.order_id, viewer: u.viewer });
    expect(outcome.outcome).toBe('success');
  });

  it('the same notification delivered five times at once pays the order once', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'payu');
    const order = await orderByUuid(answer.order_id);
    const [payment] = await paymentsOf(order.id);
    const fakeOrder = fakes.payu.orders.get(payment!.external_id!)!;
    fakeOrder.status = 'COMPLETED';
    const body = fakes.payu.notificationBody(fakeOrder);
    const headers = { 'openpayu-signature': fakes.payu.sign(body) };
    const acks = await Promise.all(Array.from({ length: 5 }, () => handleGatewayNotification(ctx, 'payu', { headers, rawBody: body })));
    expect(acks.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await orderByUuid(answer.order_id)).status).toBe('paid');
    expect(await notificationsOf(payment!.id)).toHaveLength(1);
    expect(fulfilJobs(order.id)).toHaveLength(1);
  });

  it('a signed notification with a wrong amount does not take the slot of the real COMPLETED that follows', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'payu');
    const order = await orderByUuid(answer.order_id);
    const [payment] = await paymentsOf(order.id);
    const fakeOrder = fakes.payu.orders.get(payment!.external_id!)!;
    const wrong = fakes.payu.notificationBody({ ...fakeOrder, status: 'COMPLETED', totalAmount: '1' });
    await handleGatewayNotification(ctx, 'payu', { headers: { 'openpayu-signature': fakes.payu.sign(wrong) }, rawBody: wrong });
    expect((await orderByUuid(answer.order_id)).status).toBe('pending');
    expect((await paymentsOf(order.id))[0]).toMatchObject({ state: 'failed', error: 'amount_mismatch' });

    const right = fakes.payu.notificationBody({ ...fakeOrder, status: 'COMPLETED' });
    await handleGatewayNotification(ctx, 'payu', { headers: { 'openpayu-signature': fakes.payu.sign(right) }, rawBody: right });
    expect((await orderByUuid(answer.order_id)).status).toBe('paid');
    expect((await paymentsOf(order.id))[0]!.state).toBe('confirmed');
    // Both kept for the audit.
    expect(await notificationsOf(payment!.id)).toHaveLength(2);
  });

  it('a signed COMPLETED in another currency (9,900 EUR for 9,900 PLN) does not pay the order', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'payu');
    const order = await orderByUuid(answer.order_id);
    const [payment] = await paymentsOf(order.id);
    const fakeOrder = fakes.payu.orders.get(payment!.external_id!)!;
    for (const currencyCode of ['EUR', '']) {
      const other = fakes.payu.notificationBody({ ...fakeOrder, status: 'COMPLETED', currencyCode });
      await handleGatewayNotification(ctx, 'payu', { headers: { 'openpayu-signature': fakes.payu.sign(other) }, rawBody: other });
      expect((await orderByUuid(answer.order_id)).status).toBe('pending');
    }
    expect((await paymentsOf(order.id))[0]).toMatchObject({ state: 'failed', error: 'amount_mismatch' });
  });

  it('a forged notification is refused and changes nothing', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'payu');
    const order = await orderByUuid(answer.order_id);
    const [payment] = await paymentsOf(order.id);
    const fakeOrder = fakes.payu.orders.get(payment!.external_id!)!;
    const body = fakes.payu.notificationBody({ ...fakeOrder, status: 'COMPLETED' });
    const forged = { 'openpayu-signature': fakes.payu.sign(body, 'guessed-second-key') };
    expect(await codeOf(handleGatewayNotification(ctx, 'payu', { headers: forged, rawBody: body }))).toBe('payment.signature_invalid');
    const stored = await ctx.db.select().from(schema.payment_notifications).where(eq(schema.payment_notifications.gateway, 'payu'));
    expect(stored.some((n) => n.body === body)).toBe(false);
    expect((await orderByUuid(answer.order_id)).status).toBe('pending');
    expect((await paymentsOf(order.id))[0]!.state).toBe('pending');
  });

  it('cancel on the pay page: payment canceled, stock back at once, outcome canceled', async () => {
    const u = await insertTestUser(ctx);
    const before = await stockOf(cat.standard.id);
    const answer = await init(u, 'payu');
    expect(await stockOf(cat.standard.id)).toBe(before! - 1);
    const [payment] = await paymentsOf((await orderByUuid(answer.order_id)).id);
    const back = await fakes.payu.complete(payment!.external_id!, 'cancel');
    expect(new URL(back).searchParams.get('error')).toBe('501');
    expect((await paymentsOf(payment!.order_id))[0]!.state).toBe('canceled');
    expect((await orderByUuid(answer.order_id)).status).toBe('expired');
    expect(await stockOf(cat.standard.id)).toBe(before);
    const outcome = await getOrderOutcome(ctx, { eventId: cat.event.id, orderUuid: answer.order_id, viewer: u.viewer, returnParams: { error: '501' } });
    expect(outcome.outcome).toBe('canceled');
  });

  it('lost notifications: payu/check and the poll job ask PayU and confirm', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'payu');
    const [payment] = await paymentsOf((await orderByUuid(answer.order_id)).id);
    dropNotifications = true;
    try {
      await fakes.payu.complete(payment!.external_id!, 'pay');
    } finally {
      dropNotifications = false;
    }
    expect((await orderByUuid(answer.order_id)).status).toBe('pending');
    const polled = await pollPayment(ctx, { paymentId: payment!.id, attempt: 0 });
    expect(polled.status).toBe('confirmed');
    expect((await orderByUuid(answer.order_id)).status).toBe('paid');
    expect(ctx.jobs.jobs.find((j) => j.opts.jobId === `payment-poll:${payment!.id}:1`)).toBeUndefined();
    expect(await checkPayment(ctx, u.viewer, { eventId: cat.event.id, gateway: 'payu', order_id: answer.order_id })).toEqual({ status_code: 'paid', order_status: 'paid' });
    expect(await codeOf(checkPayment(ctx, u.viewer, { eventId: cat.event.id + 999, gateway: 'payu', order_id: answer.order_id }))).toBe('payment.order_not_found');
  });

  it('payu/check is the buyer\'s: a guest is not authenticated, anyone else is told the order does not exist', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'payu');
    const stranger = await insertTestUser(ctx);
    const args = { eventId: cat.event.id, gateway: 'payu' as const, order_id: answer.order_id };
    expect(await codeOf(checkPayment(ctx, null, args))).toBe('common.not_authenticated');
    expect(await codeOf(checkPayment(ctx, stranger.viewer, args))).toBe('payment.order_not_found');
    expect(await checkPayment(ctx, u.viewer, args)).toEqual({ status_code: 'pending', order_status: 'pending' });
  });

  it('payu/check in a loop asks PayU once per order in 10 seconds; the others answer from what is stored, never refused', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'payu');
    const args = { eventId: cat.event.id, gateway: 'payu' as const, order_id: answer.order_id };
    const before = fakes.payu.retrieved.count;
    for (let i = 0; i < 20; i++) expect(await checkPayment(ctx, u.viewer, args)).toEqual({ status_code: 'pending', order_status: 'pending' });
    expect(fakes.payu.retrieved.count - before).toBe(1);
  });

  it('a pending payment is polled again on schedule; the poll is idempotent', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'payu');
    const [payment] = await paymentsOf((await orderByUuid(answer.order_id)).id);
    expect((await pollPayment(ctx, { paymentId: payment!.id, attempt: 0 })).status).toBe('pending');
    await pollPayment(ctx, { paymentId: payment!.id, attempt: 0 });
    const next = ctx.jobs.jobs.filter((j) => j.opts.jobId === `payment-poll:${payment!.id}:1`);
    expect(next.length).toBeGreaterThan(0);
    expect(next[0]!.opts.delayMs).toBe(60_000);
    expect(await checkPayment(ctx, u.viewer, { eventId: cat.event.id, gateway: 'payu', order_id: answer.order_id })).toEqual({ status_code: 'pending', order_status: 'pending' });
  });

  it('an answer without a redirect URL is payment.invalid_redirect_url and the stock comes back', async () => {
    const u = await insertTestUser(ctx);
    const before = await stockOf(cat.standard.id);
    fakes.payu.behaviour.omitRedirect = true;
    try {
      expect(await codeOf(init(u, 'payu'))).toBe('payment.invalid_redirect_url');
    } finally {
      fakes.payu.behaviour.omitRedirect = false;
    }
    expect(await stockOf(cat.standard.id)).toBe(before);
    const [last] = await ctx.db.select().from(schema.orders).where(eq(schema.orders.user_id, u.viewer.id));
    expect(last!.status).toBe('expired');
    expect((await paymentsOf(last!.id))[0]).toMatchObject({ state: 'failed', error: 'payment.invalid_redirect_url' });
  });
});

describe('Przelewy24', () => {
  it('is paid only after transaction/verify succeeds; a refused verify leaves it pending and the retry pays', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'p24');
    expect(answer.token).toBeTruthy();
    expect(answer.redirect_url).toBe(`${fakes.config.p24!.baseUrl}/trnRequest/${answer.token}`);
    const order = await orderByUuid(answer.order_id);
    fakes.p24.behaviour.refuseVerify = true;
    try {
      await fakes.p24.complete(answer.token!, 'pay');
    } finally {
      fakes.p24.behaviour.refuseVerify = false;
    }
    const notification = fakes.p24.sent.at(-1)!;
    expect(notification.status).toBe(502);
    expect((await orderByUuid(answer.order_id)).status).toBe('pending');
    expect((await paymentsOf(order.id))[0]!.state).toBe('pending');
    // P24 repeats the notification; now verify succeeds.
    await redeliver('p24', notification);
    expect((await orderByUuid(answer.order_id)).status).toBe('paid');
    const [payment] = await paymentsOf(order.id);
    expect(payment).toMatchObject({ state: 'confirmed', external_order_id: String(fakes.p24.byToken.get(answer.token!)!.orderId) });
    expect(fakes.p24.byToken.get(answer.token!)!.status).toBe(2);
    await redeliver('p24', notification);
    expect(await notificationsOf(payment!.id)).toHaveLength(1);
    expect(fulfilJobs(order.id)).toHaveLength(1);
  });

  it('no token is payment.invalid_token and the order expires at once', async () => {
    const u = await insertTestUser(ctx);
    const before = await stockOf(cat.standard.id);
    fakes.p24.behaviour.omitToken = true;
    try {
      expect(await codeOf(init(u, 'p24'))).toBe('payment.invalid_token');
    } finally {
      fakes.p24.behaviour.omitToken = false;
    }
    expect(await stockOf(cat.standard.id)).toBe(before);
  });
});

describe('BlueMedia', () => {
  it('pays through the paywall with ITNs; the confirmation is accepted; bluemedia/check needs the return hash', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'bluemedia');
    expect(answer.gateway_id).toBe(0);
    expect(answer.redirect_url).toMatch(/\/paywall\/[A-Z0-9]+$/);
    const order = await orderByUuid(answer.order_id);
    const [payment] = await paymentsOf(order.id);
    const t = fakes.bluemedia.byOrder.get(payment!.external_id!)!;
    const back = new URL(await fakes.bluemedia.complete(t.remoteId, 'pay'));
    expect(t.confirmed).toBe(true);
    expect(fakes.bluemedia.confirmationValid(await (async () => {
      const ack = await redeliver('bluemedia', fakes.bluemedia.sent.at(-1)!);
      return ack.body;
    })(), t)).toBe(true);
    expect((await orderByUuid(answer.order_id)).status).toBe('paid');
    const hash = back.searchParams.get('Hash')!;
    expect(await checkPayment(ctx, u.viewer, { eventId: cat.event.id, gateway: 'bluemedia', order_id: answer.order_id, hash })).toEqual({ status_code: 'paid', order_status: 'paid' });
    expect(await codeOf(checkPayment(ctx, u.viewer, { eventId: cat.event.id, gateway: 'bluemedia', order_id: answer.order_id, hash: 'a'.repeat(64) }))).toBe('payment.signature_invalid');
  });

  it('a signed SUCCESS whose amount cannot be read ("0,01") or in another currency does not pay the order', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'bluemedia');
    const [payment] = await paymentsOf((await orderByUuid(answer.order_id)).id);
    const t = fakes.bluemedia.byOrder.get(payment!.external_id!)!;
    for (const wrong of [{ amount: '0,01' }, { amount: '' }, { currency: 'EUR' }]) {
      const body = fakes.bluemedia.itnBody({ ...t, ...wrong, status: 'SUCCESS' });
      await handleGatewayNotification(ctx, 'bluemedia', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody: body });
      expect((await orderByUuid(answer.order_id)).status, JSON.stringify(wrong)).toBe('pending');
    }
  });

  it('an ITN with a forged hash is refused', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'bluemedia');
    const [payment] = await paymentsOf((await orderByUuid(answer.order_id)).id);
    const t = fakes.bluemedia.byOrder.get(payment!.external_id!)!;
    const forged = fakes.bluemedia.itnBody({ ...t, status: 'SUCCESS' }, 'guessed-key');
    expect(await codeOf(handleGatewayNotification(ctx, 'bluemedia', { headers: {}, rawBody: forged }))).toBe('payment.signature_invalid');
    expect((await orderByUuid(answer.order_id)).status).toBe('pending');
  });
});

describe('Stripe', () => {
  it('PaymentIntent → client_secret and publishable key; the signed webhook pays; a declined card is canceled on the page', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'stripe');
    expect(answer.client_secret).toMatch(/^pi_.+_secret_/);
    expect(answer.publishable_key).toBe(fakes.config.stripe!.publishableKey);
    expect(answer.redirect_url).toBeNull();
    const order = await orderByUuid(answer.order_id);
    const [payment] = await paymentsOf(order.id);
    await fakes.stripe.complete(payment!.external_id!, 'pay');
    expect((await orderByUuid(answer.order_id)).status).toBe('paid');

    const u2 = await insertTestUser(ctx);
    const declined = await init(u2, 'stripe');
    const [p2] = await paymentsOf((await orderByUuid(declined.order_id)).id);
    await fakes.stripe.complete(p2!.external_id!, 'cancel');
    expect((await paymentsOf(p2!.order_id))[0]!.state).toBe('failed');
    expect((await orderByUuid(declined.order_id)).status).toBe('pending');
    expect((await getOrderOutcome(ctx, { eventId: cat.event.id, orderUuid: declined.order_id, viewer: u2.viewer })).outcome).toBe('canceled');
  });

  it('no client secret is payment.invalid_client_secret', async () => {
    const u = await insertTestUser(ctx);
    fakes.stripe.behaviour.omitClientSecret = true;
    try {
      expect(await codeOf(init(u, 'stripe'))).toBe('payment.invalid_client_secret');
    } finally {
      fakes.stripe.behaviour.omitClientSecret = false;
    }
  });

  it('a webhook for an amount other than the payment does not pay the order', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'stripe');
    const [payment] = await paymentsOf((await orderByUuid(answer.order_id)).id);
    const pi = fakes.stripe.intents.get(payment!.external_id!)!;
    await fakes.stripe.sendEvent({ ...pi, status: 'succeeded', amount: 1, amount_received: 1 }, 'payment_intent.succeeded');
    expect((await orderByUuid(answer.order_id)).status).toBe('pending');
    expect((await paymentsOf(payment!.order_id))[0]).toMatchObject({ state: 'failed', error: 'amount_mismatch' });
  });
});

describe('free and proforma', () => {
  it('free: a zero total is paid at once; a priced ticket is payment.not_free and holds no stock', async () => {
    const u = await insertTestUser(ctx);
    const answer = await initPayment(ctx, { eventId: cat.event.id, gateway: 'free', viewer: u.viewer, ip: '127.0.0.1', locale: 'en', input: purchaseFor(u.viewer, { ticket_id: cat.community.id }) });
    expect(answer.status).toBe('paid');
    expect((await orderByUuid(answer.order_id)).status).toBe('paid');
    expect((await getOrderOutcome(ctx, { eventId: cat.event.id, orderUuid: answer.order_id, viewer: u.viewer })).outcome).toBe('free_success');

    const u2 = await insertTestUser(ctx);
    const before = await stockOf(cat.standard.id);
    expect(await codeOf(init(u2, 'free'))).toBe('payment.not_free');
    expect(await stockOf(cat.standard.id)).toBe(before);
    expect(await ctx.db.select().from(schema.orders).where(and(eq(schema.orders.user_id, u2.viewer.id), eq(schema.orders.status, 'pending')))).toEqual([]);
  });

  it('a zero total through an online gateway is confirmed as free (a gateway cannot take 0)', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'payu', { ticket_id: cat.community.id });
    expect(answer.status).toBe('paid');
    expect(answer.redirect_url ?? null).toBeNull();
    const [payment] = await paymentsOf((await orderByUuid(answer.order_id)).id);
    expect(payment).toMatchObject({ gateway: 'free', state: 'confirmed' });
  });

  it('proforma: needs the invoice data; then the invoice link and outcome proforma_sent', async () => {
    const u = await insertTestUser(ctx);
    expect(await codeOf(init(u, 'proforma'))).toBe('payment.invalid_proforma');
    const invoice = { invoice_type: 'company' as const, company_name: 'Żółw Sp. z o.o.', vat_number: '5260250274', street: 'Marszałkowska', building_number: '1', city: 'Warszawa', postal_code: '00-001', country: 'PL', proforma: true };
    const answer = await init(u, 'proforma', { invoice });
    expect(answer.status).toBe('pending');
    expect(answer.invoice_download_url).toMatch(new RegExp(`/api/v1/events/${cat.event.id}/invoice/get/`));
    const order = await orderByUuid(answer.order_id);
    expect(order.expires_at!.getTime() - ctx.clock.now().getTime()).toBe(7 * 24 * 60 * 60_000);
    const outcome = await getOrderOutcome(ctx, { eventId: cat.event.id, orderUuid: answer.order_id, viewer: u.viewer });
    expect(outcome.outcome).toBe('proforma_sent');
  });
});

describe('late and half-applied payments', () => {
  it('money after the hold expired re-takes the stock when it is still there', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'payu');
    const order = await orderByUuid(answer.order_id);
    const saved = ctx.clock.now();
    ctx.clock.set(new Date(order.expires_at!.getTime() + 1000));
    try {
      const { expireOrder } = await import('../tickets/expire-order.ts');
      await expireOrder(ctx, { orderId: order.id });
      expect((await orderByUuid(answer.order_id)).status).toBe('expired');
      await fakes.payu.complete((await paymentsOf(order.id))[0]!.external_id!, 'pay');
      expect((await orderByUuid(answer.order_id)).status).toBe('paid');
    } finally {
      ctx.clock.set(saved);
    }
  });

  it('a payment confirmed but not applied to its order is healed by the next poll', async () => {
    const u = await insertTestUser(ctx);
    const answer = await init(u, 'stripe');
    const order = await orderByUuid(answer.order_id);
    const [payment] = await paymentsOf(order.id);
    await ctx.db.update(schema.payments).set({ state: 'confirmed' }).where(eq(schema.payments.id, payment!.id));
    expect((await pollPayment(ctx, { paymentId: payment!.id, attempt: 3 })).status).toBe('confirmed');
    expect((await orderByUuid(answer.order_id)).status).toBe('paid');
  });
});

describe('getOrderOutcome', () => {
  it('unauthorized without a viewer or for someone else; processing, then delayed after the window; error for an unknown order', async () => {
    const u = await insertTestUser(ctx);
    const other = await insertTestUser(ctx);
    const answer = await init(u, 'p24');
    const args = { eventId: cat.event.id, orderUuid: answer.order_id };
    expect((await getOrderOutcome(ctx, { ...args, viewer: null })).outcome).toBe('unauthorized');
    expect((await getOrderOutcome(ctx, { ...args, viewer: other.viewer })).outcome).toBe('unauthorized');
    expect((await getOrderOutcome(ctx, { ...args, viewer: u.viewer })).outcome).toBe('processing');
    const saved = ctx.clock.now();
    ctx.clock.set(new Date(saved.getTime() + 11 * 60_000));
    try {
      expect((await getOrderOutcome(ctx, { ...args, viewer: u.viewer })).outcome).toBe('delayed');
    } finally {
      ctx.clock.set(saved);
    }
    expect((await getOrderOutcome(ctx, { eventId: cat.event.id, orderUuid: '00000000-0000-4000-8000-000000000000', viewer: u.viewer })).outcome).toBe('error');
    expect((await getOrderOutcome(ctx, { eventId: cat.event.id + 999, orderUuid: answer.order_id, viewer: u.viewer })).outcome).toBe('error');
  });
});

import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../testing/test-ctx.ts';
import { bluemedia, bluemediaConfirmation, verifyBluemediaReturn } from './bluemedia.ts';
import type { GatewayInitInput, StoredPayment } from './gateway.ts';
import { p24 } from './p24.ts';
import { payu } from './payu.ts';
import { stripe } from './stripe.ts';
import { startGatewayFakes, TEST_GATEWAY_CREDENTIALS, type GatewayFakes } from './testing/index.ts';

// Gateway modules against the loopback fakes: the production client code, the documented signatures.

let fakes: GatewayFakes;
let ctx: { config: ReturnType<typeof testConfig>; log: pino.Logger };
const delivered = () => new Response('', { status: 200 });

beforeAll(async () => {
  fakes = await startGatewayFakes({ notifyBase: 'http://shop.test/api/v1', deliver: async () => delivered() });
  ctx = { config: testConfig(), log: pino({ level: 'silent' }) };
  ctx.config.payments = { ...ctx.config.payments, ...fakes.config };
});
afterAll(() => fakes.close());

let seq = 0;
function input(over: Partial<GatewayInitInput> = {}): GatewayInitInput {
  seq += 1;
  return {
    payment: { id: seq, uuid: `0d4c8a9e-1f2b-4c3d-8e9f-${String(seq).padStart(12, '0')}` },
    amount: 12_345,
    currency: 'PLN',
    description: 'Tickets: Dev Days 2027 — Żółć',
    buyer: { email: 'ala@example.com', first_name: 'Ala', last_name: 'Kowalska' },
    locale: 'pl',
    continueUrl: 'http://shop.test/demo/buy-ticket/confirmation?order_id=abc',
    notifyUrl: 'http://shop.test/api/v1/payments/x/notify',
    clientIp: '127.0.0.1',
    ...over,
  };
}
const stored = (over: Partial<StoredPayment>): StoredPayment => ({ id: 1, amount: 12_345, currency: 'PLN', external_id: null, external_order_id: null, state: 'pending', ...over });
const req = (d: { headers: Record<string, string>; body: string }) => ({ headers: d.headers, rawBody: d.body });
const codeOf = (p: Promise<unknown>) => p.then(() => 'resolved', (e: { code?: string }) => e.code ?? String(e));

describe('PayU', () => {
  it('creates an order through OAuth and answers the redirect; notifications verify with the second key', async () => {
    const init = await payu.init(ctx, input());
    const order = fakes.payu.orders.get(init.external_id)!;
    expect(init.redirect_url).toMatch(new RegExp(`/pay/${init.external_id}$`));
    expect(order).toMatchObject({ totalAmount: '12345', currencyCode: 'PLN', status: 'NEW' });

    const back = await fakes.payu.complete(init.external_id, 'pay');
    expect(back).not.toContain('error=');
    const [pending, completed] = fakes.payu.sent.slice(-2);
    const n1 = await payu.parseNotification(ctx, req(pending!));
    const n2 = await payu.parseNotification(ctx, req(completed!));
    expect(n1).toMatchObject({ status: 'pending', externalId: init.external_id });
    expect(n2).toMatchObject({ status: 'confirmed', externalId: init.external_id, amount: 12_345 });
    expect(n1.dedupeKey).not.toBe(n2.dedupeKey);
    expect(await payu.checkStatus(ctx, stored({ external_id: init.external_id }))).toBe('confirmed');
  });

  it('refuses a forged notification: altered body, wrong key, no header', async () => {
    const init = await payu.init(ctx, input());
    await fakes.payu.complete(init.external_id, 'pay');
    const real = fakes.payu.sent.at(-1)!;
    const tampered = real.body.replace('"totalAmount":"12345"', '"totalAmount":"1"');
    expect(tampered).not.toBe(real.body);
    expect(await codeOf(payu.parseNotification(ctx, { headers: real.headers, rawBody: tampered }))).toBe('payment.signature_invalid');
    const wrongKey = { 'openpayu-signature': fakes.payu.sign(real.body, 'not-the-second-key') };
    expect(await codeOf(payu.parseNotification(ctx, { headers: wrongKey, rawBody: real.body }))).toBe('payment.signature_invalid');
    expect(await codeOf(payu.parseNotification(ctx, { headers: {}, rawBody: real.body }))).toBe('payment.signature_invalid');
  });

  it('accepts SHA-256 signatures too', async () => {
    const init = await payu.init(ctx, input());
    await fakes.payu.complete(init.external_id, 'pay');
    const body = fakes.payu.sent.at(-1)!.body;
    const { createHash } = await import('node:crypto');
    const sig = createHash('sha256').update(body + TEST_GATEWAY_CREDENTIALS.payu.secondKey).digest('hex');
    const n = await payu.parseNotification(ctx, { headers: { 'OpenPayu-Signature': `sender=checkout;signature=${sig};algorithm=SHA-256;content=DOCUMENT` }, rawBody: body });
    expect(n.status).toBe('confirmed');
  });

  it('cancel sends the buyer back with error=501 and a CANCELED notification', async () => {
    const init = await payu.init(ctx, input());
    const back = await fakes.payu.complete(init.external_id, 'cancel');
    expect(new URL(back).searchParams.get('error')).toBe('501');
    const n = await payu.parseNotification(ctx, req(fakes.payu.sent.at(-1)!));
    expect(n.status).toBe('canceled');
    expect(await payu.checkStatus(ctx, stored({ external_id: init.external_id }))).toBe('canceled');
  });

  it('an answer without redirectUri is payment.invalid_redirect_url; bad credentials a gateway error', async () => {
    fakes.payu.behaviour.omitRedirect = true;
    try {
      expect(await codeOf(payu.init(ctx, input()))).toBe('payment.invalid_redirect_url');
    } finally {
      fakes.payu.behaviour.omitRedirect = false;
    }
    const bad = { ...ctx, config: { ...ctx.config, payments: { ...ctx.config.payments, payu: { ...fakes.config.payu!, clientId: 'other', clientSecret: 'wrong' } } } };
    expect(await codeOf(payu.init(bad, input()))).toBe('payment.gateway_error');
  });
});

describe('Przelewy24', () => {
  it('registers with a SHA-384 sign, redirects to trnRequest, and is paid only after verify', async () => {
    const init = await p24.init(ctx, input());
    expect(init.token).toBeTruthy();
    expect(init.redirect_url).toBe(`${fakes.config.p24!.baseUrl}/trnRequest/${init.token}`);
    await fakes.p24.complete(init.token!, 'pay');
    const n = await p24.parseNotification(ctx, req(fakes.p24.sent.at(-1)!));
    expect(n).toMatchObject({ status: 'confirmed', externalId: init.external_id, amount: 12_345 });
    expect(n.externalOrderId).toMatch(/^\d+$/);
    const payment = stored({ external_id: init.external_id });
    // Notified but not verified: P24 does not count it yet.
    expect(await p24.checkStatus(ctx, payment)).toBe('pending');
    expect(await p24.finalize!(ctx, payment, n)).toBe('confirmed');
    expect(await p24.checkStatus(ctx, payment)).toBe('confirmed');
  });

  it('verify with another amount is refused', async () => {
    const init = await p24.init(ctx, input());
    await fakes.p24.complete(init.token!, 'pay');
    const n = await p24.parseNotification(ctx, req(fakes.p24.sent.at(-1)!));
    expect(await p24.finalize!(ctx, stored({ external_id: init.external_id, amount: 100 }), n)).toBe('failed');
  });

  it('refuses a notification signed with another CRC or altered', async () => {
    const init = await p24.init(ctx, input());
    await fakes.p24.complete(init.token!, 'pay');
    const t = fakes.p24.byToken.get(init.token!)!;
    expect(await codeOf(p24.parseNotification(ctx, { headers: {}, rawBody: fakes.p24.notificationBody(t, 'forged-crc') }))).toBe('payment.signature_invalid');
    const altered = fakes.p24.sent.at(-1)!.body.replace('"amount":12345', '"amount":1');
    expect(await codeOf(p24.parseNotification(ctx, { headers: {}, rawBody: altered }))).toBe('payment.signature_invalid');
    expect(await codeOf(p24.parseNotification(ctx, { headers: {}, rawBody: 'not json' }))).toBe('payment.signature_invalid');
  });

  it('no token is payment.invalid_token; a wrong CRC makes P24 refuse the register', async () => {
    fakes.p24.behaviour.omitToken = true;
    try {
      expect(await codeOf(p24.init(ctx, input()))).toBe('payment.invalid_token');
    } finally {
      fakes.p24.behaviour.omitToken = false;
    }
    const bad = { ...ctx, config: { ...ctx.config, payments: { ...ctx.config.payments, p24: { ...fakes.config.p24!, crc: 'wrong' } } } };
    expect(await codeOf(p24.init(bad, input()))).toBe('payment.gateway_error');
  });
});

describe('BlueMedia', () => {
  it('starts a transaction in the background, takes ITNs with a valid hash and answers a confirmation BlueMedia accepts', async () => {
    const init = await bluemedia.init(ctx, input());
    expect(init.redirect_url).toMatch(/\/paywall\/[A-Z0-9]+$/);
    expect(init.gateway_id).toBe(0);
    const t = fakes.bluemedia.byOrder.get(init.external_id)!;
    expect(t.amount).toBe('123.45');
    const back = await fakes.bluemedia.complete(t.remoteId, 'pay');
    const [pendingItn, successItn] = fakes.bluemedia.sent.slice(-2);
    const n1 = await bluemedia.parseNotification(ctx, req(pendingItn!));
    const n2 = await bluemedia.parseNotification(ctx, req(successItn!));
    expect(n1).toMatchObject({ status: 'pending', externalId: init.external_id });
    expect(n2).toMatchObject({ status: 'confirmed', externalId: init.external_id, externalOrderId: t.remoteId, amount: 12_345 });
    expect(fakes.bluemedia.confirmationValid(n2.ack.body, t)).toBe(true);
    expect(fakes.bluemedia.confirmationValid(bluemediaConfirmation(TEST_GATEWAY_CREDENTIALS.bluemedia.serviceId, t.orderId, 'CONFIRMED', 'other-key'), t)).toBe(false);
    const u = new URL(back);
    expect(verifyBluemediaReturn(ctx, u.searchParams.get('OrderID')!, u.searchParams.get('Hash')!)).toBe(true);
    expect(verifyBluemediaReturn(ctx, u.searchParams.get('OrderID')!, '0'.repeat(64))).toBe(false);
  });

  it('refuses an ITN hashed with another key or with an altered amount', async () => {
    const init = await bluemedia.init(ctx, input());
    const t = fakes.bluemedia.byOrder.get(init.external_id)!;
    expect(await codeOf(bluemedia.parseNotification(ctx, { headers: {}, rawBody: fakes.bluemedia.itnBody(t, 'forged-key') }))).toBe('payment.signature_invalid');
    const xml = Buffer.from(new URLSearchParams(fakes.bluemedia.itnBody(t)).get('transactions')!, 'base64').toString().replace('<amount>123.45</amount>', '<amount>0.01</amount>');
    const altered = new URLSearchParams({ transactions: Buffer.from(xml).toString('base64') }).toString();
    expect(await codeOf(bluemedia.parseNotification(ctx, { headers: {}, rawBody: altered }))).toBe('payment.signature_invalid');
    expect(await codeOf(bluemedia.parseNotification(ctx, { headers: {}, rawBody: 'transactions=bm90IHhtbA==' }))).toBe('payment.signature_invalid');
  });

  it('an answer without redirecturl is payment.invalid_redirect_url; a wrong key is refused by BlueMedia', async () => {
    fakes.bluemedia.behaviour.omitRedirect = true;
    try {
      expect(await codeOf(bluemedia.init(ctx, input()))).toBe('payment.invalid_redirect_url');
    } finally {
      fakes.bluemedia.behaviour.omitRedirect = false;
    }
    const bad = { ...ctx, config: { ...ctx.config, payments: { ...ctx.config.payments, bluemedia: { ...fakes.config.bluemedia!, sharedKey: 'wrong' } } } };
    expect(await codeOf(bluemedia.init(bad, input()))).toBe('payment.gateway_error');
  });
});

describe('Stripe', () => {
  it('creates a PaymentIntent through the SDK, verifies the webhook signature and retrieves the status', async () => {
    const init = await stripe.init(ctx, input());
    expect(init.client_secret).toMatch(new RegExp(`^${init.external_id}_secret_`));
    const pi = fakes.stripe.intents.get(init.external_id)!;
    expect(pi).toMatchObject({ amount: 12_345, currency: 'pln', metadata: { payment_id: String(seq) } });
    await fakes.stripe.complete(init.external_id, 'pay');
    const n = await stripe.parseNotification(ctx, req(fakes.stripe.sent.at(-1)!));
    expect(n).toMatchObject({ status: 'confirmed', externalId: init.external_id, amount: 12_345 });
    expect(n.dedupeKey).toMatch(/^evt_/);
    expect(await stripe.checkStatus(ctx, stored({ external_id: init.external_id }))).toBe('confirmed');
  });

  it('refuses a tampered payload, another secret and a timestamp outside the 300 s tolerance', async () => {
    const init = await stripe.init(ctx, input());
    const pi = fakes.stripe.intents.get(init.external_id)!;
    const payload = fakes.stripe.eventPayload({ ...pi, status: 'succeeded', amount_received: pi.amount }, 'payment_intent.succeeded');
    const ok = await stripe.parseNotification(ctx, { headers: { 'Stripe-Signature': fakes.stripe.signature(payload) }, rawBody: payload });
    expect(ok.status).toBe('confirmed');
    const sig = fakes.stripe.signature(payload);
    expect(await codeOf(stripe.parseNotification(ctx, { headers: { 'stripe-signature': sig }, rawBody: payload.replace('"amount":12345', '"amount":1') }))).toBe('payment.signature_invalid');
    expect(await codeOf(stripe.parseNotification(ctx, { headers: { 'stripe-signature': fakes.stripe.signature(payload, 'whsec_other') }, rawBody: payload }))).toBe('payment.signature_invalid');
    const old = fakes.stripe.signature(payload, undefined, Math.floor(Date.now() / 1000) - 301);
    expect(await codeOf(stripe.parseNotification(ctx, { headers: { 'stripe-signature': old }, rawBody: payload }))).toBe('payment.signature_invalid');
    // Dated beyond the tolerance in the future: valid by the SDK's age check alone (issue #12).
    const future = fakes.stripe.signature(payload, undefined, Math.floor(Date.now() / 1000) + 301);
    expect(await codeOf(stripe.parseNotification(ctx, { headers: { 'stripe-signature': future }, rawBody: payload }))).toBe('payment.signature_invalid');
    const nearFuture = fakes.stripe.signature(payload, undefined, Math.floor(Date.now() / 1000) + 60);
    expect((await stripe.parseNotification(ctx, { headers: { 'stripe-signature': nearFuture }, rawBody: payload })).status).toBe('confirmed');
  });

  it('a declined card is failed; an answer without client_secret is payment.invalid_client_secret', async () => {
    const init = await stripe.init(ctx, input());
    await fakes.stripe.complete(init.external_id, 'cancel');
    const n = await stripe.parseNotification(ctx, req(fakes.stripe.sent.at(-1)!));
    expect(n.status).toBe('failed');
    expect(await stripe.checkStatus(ctx, stored({ external_id: init.external_id }))).toBe('failed');
    fakes.stripe.behaviour.omitClientSecret = true;
    try {
      expect(await codeOf(stripe.init(ctx, input()))).toBe('payment.invalid_client_secret');
    } finally {
      fakes.stripe.behaviour.omitClientSecret = false;
    }
  });
});

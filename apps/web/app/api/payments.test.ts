import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { startGatewayFakes, TEST_GATEWAY_CREDENTIALS, type GatewayFakes } from '@foyer/core/payments/testing/start-gateway-fakes';
import { createTestCtx, type TestCtx } from '@foyer/core/testing/index';
import { insertTicketCatalogue, purchaseFor, type TicketCatalogue } from '@foyer/core/tickets/test-fixtures';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';

let ctx: TestCtx;
let cat: TicketCatalogue;
let fakes: GatewayFakes;
let api: ReturnType<typeof createApi>;
let call: ReturnType<typeof testClient>;

beforeAll(async () => {
  ctx = await createTestCtx();
  cat = await insertTicketCatalogue(ctx, { lp_settings: JSON.stringify({ payment: { gateways: ['payu', 'p24', 'bluemedia', 'stripe'], default_gateway: 'payu' } }) });
  api = createApi(ctx);
  call = testClient(api);
  // The fakes notify through the real route, as the gateways would over HTTP.
  fakes = await startGatewayFakes({
    notifyBase: `${ctx.config.publicUrl}/api/v1`,
    deliver: async (url, init) => api.request(new URL(url).pathname.replace(/^\/api\/v1/, ''), init),
  });
  ctx.config.payments = { ...ctx.config.payments, ...fakes.config };
});
afterAll(async () => {
  await fakes.close();
  await ctx.close();
});

const initCall = (u: TestUser | null, gateway: string, over: Record<string, unknown> = {}) =>
  call('POST', `/events/${cat.event.id}/payment/${gateway}/init`, {
    headers: u?.auth ?? {},
    json: { ...purchaseFor(u?.viewer ?? { email: 'x@example.test' }, { ticket_id: cat.standard.id }), return_path: `/${cat.event.lp_url}/buy-ticket/${cat.standard.id}/confirmation`, ...over },
  });
const orderByUuid = async (uuid: string) => (await ctx.db.select().from(schema.orders).where(eq(schema.orders.uuid, uuid)))[0]!;
const paymentOf = async (uuid: string) => (await ctx.db.select().from(schema.payments).where(eq(schema.payments.order_id, (await orderByUuid(uuid)).id)))[0]!;

describe('POST payment/{gateway}/init', () => {
  it('needs a signed-in buyer and a valid payload; unknown gateways are 422', async () => {
    const anon = await initCall(null, 'payu');
    expect([anon.status, firstCode(anon.body)]).toEqual([401, 'common.not_authenticated']);
    const u = await insertTestUser(ctx);
    const bad = await call('POST', `/events/${cat.event.id}/payment/payu/init`, { headers: u.auth, json: { ticket_id: cat.standard.id } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.some((e: { field?: string }) => e.field?.startsWith('personal_form'))).toBe(true);
    expect((await initCall(u, 'paypal')).status).toBe(422);
  });

  it('is refused until the system consents are accepted (viewer and consents read in one statement), and places no order', async () => {
    const u = await insertTestUser(ctx, { consents: false });
    const res = await initCall(u, 'free', { ticket_id: cat.community.id });
    expect([res.status, firstCode(res.body)]).toEqual([403, 'auth.missing_system_consents']);
    expect(await ctx.db.select().from(schema.orders).where(eq(schema.orders.user_id, u.viewer.id))).toHaveLength(0);
    const revoked = await insertTestUser(ctx);
    await ctx.db.update(schema.refresh_tokens).set({ revoked_at: new Date() }).where(eq(schema.refresh_tokens.user_id, revoked.viewer.id));
    const ended = await initCall(revoked, 'free', { ticket_id: cat.community.id });
    expect([ended.status, firstCode(ended.body)]).toEqual([401, 'auth.token_invalid']);
  });

  it('PayU: redirect_url and return_url; the signed notifications through /payments/payu/notify pay the order; the outcome is success', async () => {
    const u = await insertTestUser(ctx);
    const res = await initCall(u, 'payu');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', sandbox: false, test_mode: false });
    expect(res.body.return_url).toBe(`http://localhost:3000/${cat.event.lp_url}/buy-ticket/${cat.standard.id}/confirmation?order_id=${res.body.order_id}`);
    const page = await fetch(res.body.redirect_url);
    expect(await page.text()).toContain('SANDBOX — NOT A REAL PAYMENT');

    const before = await call('GET', `/events/${cat.event.id}/orders/${res.body.order_id}`, { headers: u.auth });
    expect(before.body.outcome).toBe('processing');
    await fakes.payu.complete((await paymentOf(res.body.order_id)).external_id!, 'pay');
    expect(fakes.payu.sent.slice(-2).map((d) => d.status)).toEqual([200, 200]);
    const after = await call('GET', `/events/${cat.event.id}/orders/${res.body.order_id}`, { headers: u.auth });
    expect(after.body).toMatchObject({ outcome: 'success', order: { uuid: res.body.order_id, status: 'paid' } });
    expect((await call('GET', `/events/${cat.event.id}/orders/${res.body.order_id}`)).body.outcome).toBe('unauthorized');

    const checkAs = (headers: Record<string, string>) => call('POST', `/events/${cat.event.id}/payment/payu/check`, { headers, json: { order_id: res.body.order_id } });
    const check = await checkAs(u.auth);
    expect([check.status, check.body.status_code]).toEqual([200, 'paid']);
    // Only the buyer may ask (role-matrix.test.ts found it open to anyone with the order id).
    const anon = await checkAs({});
    expect([anon.status, firstCode(anon.body)]).toEqual([401, 'common.not_authenticated']);
    const stranger = await checkAs((await insertTestUser(ctx)).auth);
    expect([stranger.status, firstCode(stranger.body)]).toEqual([404, 'payment.order_not_found']);
  });

  it('a forged notification is a 400 and changes nothing; an unknown gateway is a 404', async () => {
    const u = await insertTestUser(ctx);
    const res = await initCall(u, 'payu');
    const fakeOrder = fakes.payu.orders.get((await paymentOf(res.body.order_id)).external_id!)!;
    const body = fakes.payu.notificationBody({ ...fakeOrder, status: 'COMPLETED' });
    const forged = await api.request('/payments/payu/notify', { method: 'POST', headers: { 'content-type': 'application/json', 'openpayu-signature': 'sender=checkout;signature=00;algorithm=MD5' }, body });
    expect(forged.status).toBe(400);
    expect(firstCode(await forged.json())).toBe('payment.signature_invalid');
    expect((await orderByUuid(res.body.order_id)).status).toBe('pending');
    expect((await api.request('/payments/paypal/notify', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('P24 without a token answers 502 payment.invalid_token', async () => {
    const u = await insertTestUser(ctx);
    fakes.p24.behaviour.omitToken = true;
    try {
      const res = await initCall(u, 'p24');
      expect([res.status, firstCode(res.body)]).toEqual([502, 'payment.invalid_token']);
    } finally {
      fakes.p24.behaviour.omitToken = false;
    }
  });

  it('BlueMedia: ITN acknowledged with XML, the return address forwards to the confirmation page, bluemedia/check checks the hash', async () => {
    const u = await insertTestUser(ctx);
    const res = await initCall(u, 'bluemedia');
    expect(res.body.gateway_id).toBe(0);
    const payment = await paymentOf(res.body.order_id);
    const t = fakes.bluemedia.byOrder.get(payment.external_id!)!;
    const back = await fakes.bluemedia.complete(t.remoteId, 'pay');
    expect(t.confirmed).toBe(true);
    expect((await orderByUuid(res.body.order_id)).status).toBe('paid');
    const bounced = await api.request(new URL(back).pathname.replace(/^\/api\/v1/, '') + new URL(back).search);
    expect(bounced.status).toBe(302);
    const target = new URL(bounced.headers.get('location')!);
    expect(target.pathname).toBe(`/${cat.event.lp_url}/buy-ticket/${cat.standard.id}/confirmation`);
    expect(target.searchParams.get('order_id')).toBe(res.body.order_id);
    const hash = target.searchParams.get('Hash')!;
    const checkAs = (headers: Record<string, string>, h = hash) => call('POST', `/events/${cat.event.id}/payment/bluemedia/check`, { headers, json: { order_id: res.body.order_id, hash: h } });
    const ok = await checkAs(u.auth);
    expect([ok.status, ok.body.status_code]).toEqual([200, 'paid']);
    const wrong = await checkAs(u.auth, 'b'.repeat(64));
    expect([wrong.status, firstCode(wrong.body)]).toEqual([400, 'payment.signature_invalid']);
    // The right hash is not enough: only the buyer may ask.
    expect((await checkAs({})).status).toBe(401);
    const stranger = await checkAs((await insertTestUser(ctx)).auth);
    expect([stranger.status, firstCode(stranger.body)]).toEqual([404, 'payment.order_not_found']);
    const forgedReturn = await api.request(`/payments/bluemedia/return?ServiceID=${TEST_GATEWAY_CREDENTIALS.bluemedia.serviceId}&OrderID=${t.orderId}&Hash=${'c'.repeat(64)}`);
    expect(forgedReturn.status).toBe(400);
  });

  it('Stripe: client_secret and publishable_key; the signed webhook through the route pays', async () => {
    const u = await insertTestUser(ctx);
    const res = await initCall(u, 'stripe');
    expect(res.body.client_secret).toMatch(/^pi_/);
    expect(res.body.publishable_key).toBe(fakes.config.stripe!.publishableKey);
    await fakes.stripe.complete((await paymentOf(res.body.order_id)).external_id!, 'pay');
    expect(fakes.stripe.sent.at(-1)!.status).toBe(200);
    expect((await orderByUuid(res.body.order_id)).status).toBe('paid');
  });

  it('free: status paid at once; GET payment/gateways lists what the event offers', async () => {
    const u = await insertTestUser(ctx);
    const res = await initCall(u, 'free', { ticket_id: cat.community.id });
    expect([res.status, res.body.status]).toEqual([200, 'paid']);
    const g = await call('GET', `/events/${cat.event.id}/payment/gateways`);
    expect(g.body).toEqual({ gateways: ['payu', 'p24', 'bluemedia', 'stripe'] });
  });
});

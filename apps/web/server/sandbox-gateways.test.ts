import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { insertTestUser } from '@foyer/core/access/test-users';
import { createHash, randomBytes } from 'node:crypto';
import { newSandboxCredentials } from '@foyer/core/config/payment-config';
import { createTestCtx, type TestCtx } from '@foyer/core/testing/index';
import { insertTicketCatalogue, purchaseFor, type TicketCatalogue } from '@foyer/core/tickets/test-fixtures';
import { createHttpApp } from './http-app.ts';

// A newcomer's walk through the sandbox: the real web app on a loopback port, the fakes mounted
// at /sandbox/*, the production gateway clients talking to them over HTTP.

let ctx: TestCtx;
let cat: TicketCatalogue;
let server: Server;
let base: string;
let app: ReturnType<typeof createHttpApp>;
// This installation's sandbox credentials (load-config makes them once under DATA_DIR).
const s = newSandboxCredentials((bytes) => randomBytes(bytes).toString('hex'));

beforeAll(async () => {
  ctx = await createTestCtx();
  cat = await insertTicketCatalogue(ctx, { lp_settings: JSON.stringify({ payment: { gateways: ['payu', 'p24', 'bluemedia', 'stripe'], default_gateway: 'payu' } }) });
  let listener: ReturnType<typeof getRequestListener> | null = null;
  server = createServer((req, res) => listener!(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx.config.publicUrl = base;
  ctx.config.payments = {
    ...ctx.config.payments,
    sandbox: true,
    payu: { baseUrl: `${base}/sandbox/payu`, ...s.payu, sandbox: true },
    p24: { baseUrl: `${base}/sandbox/p24`, ...s.p24, sandbox: true },
    bluemedia: { baseUrl: `${base}/sandbox/bluemedia`, ...s.bluemedia, sandbox: true },
    stripe: { apiBase: `${base}/sandbox/stripe`, ...s.stripe, sandbox: true },
  };
  app = createHttpApp({ ctx, handleDocument: async () => new Response('<html>ui</html>', { headers: { 'content-type': 'text/html' } }) });
  listener = getRequestListener(app.fetch);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await ctx.close();
});

async function start(gateway: string) {
  const u = await insertTestUser(ctx);
  const res = await fetch(`${base}/api/v1/events/${cat.event.id}/payment/${gateway}/init`, {
    method: 'POST',
    headers: { ...u.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ ...purchaseFor(u.viewer, { ticket_id: cat.standard.id }), return_path: `/${cat.event.lp_url}/buy-ticket/confirmation` }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { order_id: string; redirect_url: string | null; client_secret?: string; sandbox: boolean };
}
/** What the buyer's browser does on the hosted page: read it, press Pay. */
async function pressPay(pageUrl: string): Promise<string> {
  const page = await fetch(pageUrl);
  const html = await page.text();
  expect(html).toContain('SANDBOX — NOT A REAL PAYMENT');
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!.replace(/&#38;/g, '&');
  const res = await fetch(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay', redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}
const orderOf = async (uuid: string) => (await ctx.db.select().from(schema.orders).where(eq(schema.orders.uuid, uuid)))[0]!;
const statusOf = async (uuid: string) => (await orderOf(uuid)).status;
const payuSignature = (body: string, key: string) => `sender=checkout;signature=${createHash('md5').update(body + key, 'utf8').digest('hex')};algorithm=MD5;content=DOCUMENT`;
/** The PayU order id the sandbox gave a payment, and a COMPLETED notification for it. */
async function payuCompleted(orderUuid: string) {
  const order = await orderOf(orderUuid);
  const [payment] = await ctx.db.select().from(schema.payments).where(eq(schema.payments.order_id, order.id));
  const body = JSON.stringify({ order: { orderId: payment!.external_id, extOrderId: orderUuid, status: 'COMPLETED', totalAmount: String(order.total_amount), currencyCode: order.currency } });
  return { order, payment: payment!, body };
}

describe('payment sandbox on the web process', () => {
  it.each(['payu', 'p24', 'bluemedia'])('%s: init → hosted SANDBOX page → Pay → order paid, buyer back on the confirmation page', async (gateway) => {
    const answer = await start(gateway);
    expect(answer.sandbox).toBe(true);
    expect(answer.redirect_url!.startsWith(`${base}/sandbox/${gateway}/`)).toBe(true);
    let back = await pressPay(answer.redirect_url!);
    if (gateway === 'bluemedia') {
      // BlueMedia returns to its fixed return address; we forward to the confirmation page.
      const r = await fetch(back, { redirect: 'manual' });
      expect(r.status).toBe(302);
      back = r.headers.get('location')!;
    }
    const u = new URL(back);
    expect(u.pathname).toBe(`/${cat.event.lp_url}/buy-ticket/confirmation`);
    expect(u.searchParams.get('order_id')).toBe(answer.order_id);
    // A test order: paid in the sandbox, marked so wherever it shows.
    expect(await orderOf(answer.order_id)).toMatchObject({ status: 'paid', test_mode: true });
  });

  it('stripe: the confirm page stands in for Stripe Elements and the signed webhook pays', async () => {
    const answer = await start('stripe');
    expect(answer.client_secret).toMatch(/^pi_/);
    expect(answer.redirect_url).toMatch(new RegExp(`^${base}/sandbox/stripe/confirm/pi_`));
    const back = new URL(await pressPay(answer.redirect_url!));
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect(await statusOf(answer.order_id)).toBe('paid');
  });

  it('refuses a notification signed with the sandbox key that used to be public in the code', async () => {
    const answer = await start('payu');
    const { body } = await payuCompleted(answer.order_id);
    const res = await fetch(`${base}/api/v1/payments/payu/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'openpayu-signature': payuSignature(body, 'sandbox-payu-second-key') },
      body,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await statusOf(answer.order_id)).toBe('pending');
  });

  it('does not let the sandbox, even with its own key, pay a real order', async () => {
    const answer = await start('payu');
    // As if the order had been placed while the installation took real payments.
    await ctx.db.update(schema.orders).set({ test_mode: false }).where(eq(schema.orders.uuid, answer.order_id));
    const { body } = await payuCompleted(answer.order_id);
    const res = await fetch(`${base}/api/v1/payments/payu/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'openpayu-signature': payuSignature(body, s.payu.secondKey) },
      body,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await statusOf(answer.order_id)).toBe('pending');
  });

  it('notifies only this server and sends the buyer back only to its own pages (no SSRF, no open redirect)', async () => {
    // Another address on this machine, standing for any address a caller could name.
    const hits: string[] = [];
    const elsewhere = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('ok');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const other = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    try {
      const auth = await fetch(`${base}/sandbox/payu/pl/standard/user/oauth/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `grant_type=client_credentials&client_id=${s.payu.clientId}&client_secret=${s.payu.clientSecret}`,
      });
      const { access_token } = (await auth.json()) as { access_token: string };
      const created = await fetch(`${base}/sandbox/payu/api/v2_1/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
        body: JSON.stringify({
          notifyUrl: `${other}/steal`,
          continueUrl: 'https://evil.example/phish',
          customerIp: '127.0.0.1',
          merchantPosId: s.payu.posId,
          description: 'x',
          currencyCode: 'PLN',
          totalAmount: '100',
          products: [{ name: 'x', unitPrice: '100', quantity: '1' }],
        }),
        redirect: 'manual',
      });
      const { redirectUri } = (await created.json()) as { redirectUri: string };
      const back = await pressPay(redirectUri);
      expect(new URL(back).origin).toBe(base);
      expect(hits).toEqual([]);
    } finally {
      elsewhere.closeAllConnections();
      await new Promise((r) => elsewhere.close(r));
    }
  });

  it('is not mounted when the configuration has no sandbox (production refuses one)', async () => {
    const prod = createHttpApp({
      ctx: { ...ctx, config: { ...ctx.config, nodeEnv: 'production', payments: { ...ctx.config.payments, sandbox: false } } },
      handleDocument: async () => new Response('ui', { status: 404 }),
    });
    const res = await prod.request('/sandbox/payu/pl/standard/user/oauth/authorize', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' });
    expect(await res.text()).toBe('ui');
  });
});

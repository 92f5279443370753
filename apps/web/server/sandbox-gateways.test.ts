import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { insertTestUser } from '@foyer/core/access/test-users';
import { SANDBOX_CREDENTIALS } from '@foyer/core/config/payment-config';
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

beforeAll(async () => {
  ctx = await createTestCtx();
  cat = await insertTicketCatalogue(ctx, { lp_settings: JSON.stringify({ payment: { gateways: ['payu', 'p24', 'bluemedia', 'stripe'], default_gateway: 'payu' } }) });
  let listener: ReturnType<typeof getRequestListener> | null = null;
  server = createServer((req, res) => listener!(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const s = SANDBOX_CREDENTIALS;
  ctx.config.publicUrl = base;
  ctx.config.payments = {
    ...ctx.config.payments,
    sandbox: true,
    payu: { baseUrl: `${base}/sandbox/payu`, ...s.payu },
    p24: { baseUrl: `${base}/sandbox/p24`, ...s.p24 },
    bluemedia: { baseUrl: `${base}/sandbox/bluemedia`, ...s.bluemedia },
    stripe: { apiBase: `${base}/sandbox/stripe`, ...s.stripe },
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
const statusOf = async (uuid: string) => (await ctx.db.select().from(schema.orders).where(eq(schema.orders.uuid, uuid)))[0]!.status;

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
    expect(await statusOf(answer.order_id)).toBe('paid');
  });

  it('stripe: the confirm page stands in for Stripe Elements and the signed webhook pays', async () => {
    const answer = await start('stripe');
    expect(answer.client_secret).toMatch(/^pi_/);
    expect(answer.redirect_url).toMatch(new RegExp(`^${base}/sandbox/stripe/confirm/pi_`));
    const back = new URL(await pressPay(answer.redirect_url!));
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect(await statusOf(answer.order_id)).toBe('paid');
  });

  it('is not mounted when the configuration has no sandbox (production refuses one)', async () => {
    const prod = createHttpApp({
      ctx: { ...ctx, config: { ...ctx.config, nodeEnv: 'production', payments: { ...ctx.config.payments, sandbox: false } } },
      handleDocument: async () => new Response('ui', { status: 404 }),
    });
    const res = await prod.request('/sandbox/payu/pl/standard/user/oauth/authorize', { method: 'POST' });
    expect(await res.text()).toBe('ui');
  });
});

import { Hono } from 'hono';
import type { Ctx } from '@foyer/core/context';
import { createFakeBluemedia } from '@foyer/core/payments/testing/fake-bluemedia';
import type { DeliverFn } from '@foyer/core/payments/testing/fake-kit';
import { createFakeP24 } from '@foyer/core/payments/testing/fake-p24';
import { createFakePayu } from '@foyer/core/payments/testing/fake-payu';
import { createFakeStripe } from '@foyer/core/payments/testing/fake-stripe';

/**
 * A fake's redirect (PayU's continueUrl, a return URL given by the caller) leads only to this
 * server's own pages: anything else would make our address an open redirect.
 */
function ownRedirectsOnly(res: Response, publicUrl: string): Response {
  const location = res.headers.get('location');
  if (!location || res.status < 300 || res.status > 399) return res;
  let target: URL;
  try {
    target = new URL(location, `${publicUrl}/`);
  } catch {
    return Response.redirect(`${publicUrl}/`, 303);
  }
  if (target.origin === new URL(publicUrl).origin) return res;
  return new Response(null, { status: 303, headers: { location: `${publicUrl}/` } });
}

type SelfRequest = (path: string, init: RequestInit) => Response | Promise<Response>;

/**
 * The gateway fakes the tests use, served at /sandbox/{gateway}/* so that a newcomer on
 * `npm start` (no gateway credentials) can pay end to end. Each page says SANDBOX — NOT A REAL
 * PAYMENT. Only gateways whose configuration points at the sandbox are mounted; whether the
 * sandbox may exist at all is decided once, by resolvePaymentConfig (which refuses it in
 * production). Notifications addressed to this server are handed to it in-process.
 */
export function sandboxGatewaysApp(ctx: Ctx, selfRequest: SelfRequest): Hono | null {
  const p = ctx.config.payments;
  if (!p.sandbox) return null;
  const publicUrl = ctx.config.publicUrl.replace(/\/$/, '');
  const mount = (gateway: string) => `/sandbox/${gateway}`;
  const isSandbox = (gateway: string, baseUrl: string | undefined) => baseUrl === `${publicUrl}${mount(gateway)}`;
  // The fakes talk to this server only: a notification goes to our own notify endpoint (handed
  // over in-process, never fetched, so a caller's notifyUrl cannot make this server request any
  // other address), and the buyer is sent back only to our own pages.
  const ownNotify = (url: string) => /^\/api\/v1\/payments\/(payu|p24|bluemedia|stripe)\/notify(\?|$)/.test(url.slice(publicUrl.length)) && url.startsWith(`${publicUrl}/`);
  const deliver: DeliverFn = async (url, init) => {
    if (ownNotify(url)) return selfRequest(url.slice(publicUrl.length), init);
    ctx.log.warn({ url: url.slice(0, 200) }, 'payment sandbox: notification to another address not sent');
    return new Response('the sandbox notifies only this server', { status: 400 });
  };
  const notify = (gateway: string) => `${publicUrl}/api/v1/payments/${gateway}/notify`;

  const app = new Hono();
  const handlers: [string, (req: Request) => Promise<Response>][] = [];
  if (p.payu && isSandbox('payu', p.payu.baseUrl)) handlers.push(['payu', createFakePayu({ ...p.payu, mountPath: mount('payu'), deliver }).handler]);
  if (p.p24 && isSandbox('p24', p.p24.baseUrl)) handlers.push(['p24', createFakeP24({ ...p.p24, mountPath: mount('p24'), deliver }).handler]);
  if (p.bluemedia && isSandbox('bluemedia', p.bluemedia.baseUrl)) {
    const returnUrl = `${publicUrl}/api/v1/payments/bluemedia/return`;
    handlers.push(['bluemedia', createFakeBluemedia({ ...p.bluemedia, mountPath: mount('bluemedia'), deliver, itnUrl: notify('bluemedia'), returnUrl }).handler]);
  }
  if (p.stripe && isSandbox('stripe', p.stripe.apiBase)) {
    handlers.push(['stripe', createFakeStripe({ ...p.stripe, mountPath: mount('stripe'), deliver, webhookUrl: notify('stripe') }).handler]);
  }
  if (!handlers.length) return null;
  for (const [gateway, handler] of handlers) app.all(`${mount(gateway)}/*`, async (c) => ownRedirectsOnly(await handler(c.req.raw), publicUrl));
  ctx.log.warn(
    { gateways: handlers.map(([g]) => g) },
    'payment SANDBOX (test mode) mounted at /sandbox/*: no money moves; what it pays are TEST orders with TEST tickets and invoices. It is on because this server listens on loopback (or PAYMENTS_SANDBOX=true); set real gateway credentials to take payments',
  );
  return app;
}

// vitest: isolate — a server another file starts (@hono/node-server) replaces the global Response,
// and this file's in-memory requests then lose the headers it checks.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCtx, insertEvent, testConfig, type TestCtx } from '@foyer/core/testing/index';
import { createHttpApp } from './http-app.ts';

/** Issue #11: security headers on a landing page, an attendee screen, the checkout and the API. */
let ctx: TestCtx;
let app: ReturnType<typeof createHttpApp>;

// The page echoes the nonce it was given into its inline script, as React Router does.
const page = async (_request: Request, context: { cspNonce?: string }) =>
  new Response(`<html><script nonce="${context.cspNonce}">hydrate()</script></html>`, { headers: { 'content-type': 'text/html' } });

beforeAll(async () => {
  ctx = await createTestCtx();
  await insertEvent(ctx, { lp_url: 'demo' });
  ctx.config = testConfig({ payments: { ...ctx.config.payments, payu: { baseUrl: 'https://secure.payu.com', posId: '1', clientId: '1', clientSecret: 's', secondKey: 'k' } } });
  app = createHttpApp({ ctx, handleDocument: page });
});
afterAll(() => ctx.close());

const csp = (res: Response) => Object.fromEntries((res.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));

describe('security headers', () => {
  it('a landing page: scripts only with this response’s nonce, video frames, no framing by others', async () => {
    // Signed in (any cookie): rendered for this request, with a nonce of its own.
    const signedIn = { headers: { cookie: 'foyer_session=x' } };
    const res = await app.request('/demo', signedIn);
    const nonce = /nonce="([^"]+)"/.exec(await res.text())![1]!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const policy = csp(res);
    expect(policy['script-src']).toEqual(["'self'", `'nonce-${nonce}'`, "'wasm-unsafe-eval'"]);
    expect(policy['frame-src']).toContain('https://www.youtube-nocookie.com');
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'", 'https://secure.payu.com']);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    // Each response its own nonce.
    const again = /nonce="([^"]+)"/.exec(await (await app.request('/demo', signedIn)).text())![1];
    expect(again).not.toBe(nonce);
  });

  it('a guest’s landing page, kept and sent as the same bytes to every guest: its inline script allowed by hash, the rest of the policy the same', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app.request('/demo', { headers: { 'accept-encoding': 'identity' } });
      expect(await res.text()).toBe('<html><script>hydrate()</script></html>');
      const policy = csp(res);
      expect(policy['script-src']).toEqual(["'self'", `'sha256-${createHash('sha256').update('hydrate()').digest('base64')}'`, "'wasm-unsafe-eval'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['form-action']).toEqual(["'self'", 'https://secure.payu.com']);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('any event page may frame the video players and, with Stripe configured, load its card form (a client-side visit keeps the policy of the page it started on)', async () => {
    expect(csp(await app.request('/demo/profile'))['frame-src']).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(csp(await app.request('/demo/component/1'))['frame-src']).toContain('https://player.vimeo.com');
    // No Stripe here: nothing of it anywhere.
    expect(csp(await app.request('/demo/buy-ticket'))['script-src']).not.toContain('https://js.stripe.com');
    const stripe = { apiBase: 'https://api.stripe.com', secretKey: 'sk', webhookSecret: 'wh', publishableKey: 'pk' };
    const withStripe = createHttpApp({ ctx: { ...ctx, config: { ...ctx.config, payments: { ...ctx.config.payments, stripe } } }, handleDocument: page });
    // The landing page a buyer starts from, the checkout, and My tickets (an unfinished card payment).
    for (const path of ['/demo', '/demo/buy-ticket', '/demo/profile/tickets']) {
      const policy = csp(await withStripe.request(path));
      expect(policy['script-src'], path).toContain('https://js.stripe.com');
      expect(policy['frame-src'], path).toContain('https://js.stripe.com');
      expect(policy['connect-src'], path).toEqual(["'self'", 'https://api.stripe.com']);
    }
  });

  it('every page may compile WebAssembly (the QR readers), as a client-side visit keeps the policy of the page it started on', async () => {
    for (const path of ['/demo', '/demo/profile', '/demo/admin', '/demo/admin/check-in', '/demo/component/1/treasure-hunt/1', '/component/1/scan']) {
      expect(csp(await app.request(path))['script-src'], path).toContain("'wasm-unsafe-eval'");
      expect(csp(await app.request(path))['script-src'], path).not.toContain("'unsafe-eval'");
    }
  });

  it('the API and its errors: nothing to load, nothing to frame', async () => {
    for (const path of ['/api/v1/openapi.json', '/api/v1/events/999/components', '/healthz']) {
      const res = await app.request(path);
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('HSTS only when the site is served over https', async () => {
    const https = createHttpApp({ ctx: { ...ctx, config: { ...ctx.config, publicUrl: 'https://events.example.com' } }, handleDocument: page });
    expect((await https.request('/demo')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('development (Vite) gets the other headers but no CSP', async () => {
    const dev = createHttpApp({ ctx, handleDocument: page, dev: true });
    const res = await dev.request('/demo');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

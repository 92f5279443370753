import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { landingChangedChannel } from '@foyer/core/landing/landing-changed';
import { createWebListener } from './web-listener.ts';

/**
 * A guest's kept landing page as node:http writes it by itself (guest-page-cache.ts sendKept):
 * the same status, headers and bytes the whole stack sent, never to anyone it was not for.
 */
let ctx: TestCtx;
let server: Server;
let port: number;
let renders = 0;
let edition = 'one';
let guestPages: ReturnType<typeof createWebListener>['guestPages'];

beforeAll(async () => {
  ctx = await createTestCtx();
  await insertEvent(ctx, { lp_url: 'demo' });
  const web = createWebListener({
    ctx,
    handleDocument: async (_request, context) => {
      renders += 1;
      const html = `<html><head><script nonce="${context.cspNonce}">hydrate()</script></head><body>${`<p>Foyer Summit ${edition}</p>`.repeat(100)}</body></html>`;
      return new Response(html, { headers: { 'content-type': 'text/html' } });
    },
  });
  guestPages = web.guestPages;
  server = createServer(web.listener);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await ctx.close();
});

interface Got {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
const get = (path: string, headers: Record<string, string>): Promise<Got> =>
  new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
const withoutDate = (h: Got['headers']) => Object.fromEntries(Object.entries(h).filter(([k]) => k !== 'date'));
const browser = { 'accept-language': 'pl', 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('a guest’s kept landing page, written by node:http', () => {
  it('sends the very status, headers and bytes the whole stack sent, security headers and the page’s own policy included', async () => {
    // What node:http's side would write, asked without a socket.
    const written: unknown[] = [];
    const wouldSend = () =>
      guestPages.sendKept({ method: 'GET', url: '/demo', headers: { host: `127.0.0.1:${port}`, ...browser } } as never, { writeHead: (...a: unknown[]) => written.push(a), end: (b: unknown) => written.push(b) } as never);
    const first = await get('/demo', browser);
    // Rendered and kept, but not yet sent as a kept page through the stack: nothing to copy.
    expect(wouldSend()).toBe(false);
    const throughStack = await get('/demo', browser);
    expect(wouldSend()).toBe(true);
    expect(written[1]).toEqual(throughStack.body);
    const direct = await get('/demo', browser);
    expect(renders).toBe(1);
    expect(first.status).toBe(200);
    expect(withoutDate(direct.headers)).toEqual(withoutDate(throughStack.headers));
    expect(direct.body.equals(throughStack.body)).toBe(true);
    expect(direct.headers['content-encoding']).toBe('br');
    expect(direct.headers['x-content-type-options']).toBe('nosniff');
    expect(direct.headers['x-frame-options']).toBe('DENY');
    expect(direct.headers['vary']).toMatch(/accept-encoding/i);
    expect(direct.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+' 'wasm-unsafe-eval'/);
    expect(Number(direct.headers['content-length'])).toBe(direct.body.length);
    expect(brotliDecompressSync(direct.body).toString()).toContain('<script>hydrate()</script>');
    // Uncompressed for a client that does not ask for it.
    const plain = await get('/demo', { 'accept-language': 'pl' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(brotliDecompressSync(direct.body).toString());
    expect(renders).toBe(1);
  });

  it('is never sent to a visitor with a cookie or a token, to another language, or for a deeper screen', async () => {
    await get('/demo', browser);
    const before = renders;
    for (const headers of [{ ...browser, cookie: 'foyer_session=x' }, { ...browser, authorization: 'Bearer x' }]) {
      const res = await get('/demo', headers);
      expect(res.headers['content-security-policy']).toMatch(/'nonce-/);
    }
    expect((await get('/demo/agenda', browser)).headers['content-security-policy']).toMatch(/'nonce-/);
    expect(renders).toBe(before + 3);
    // Another language is another guest page: rendered for itself, then kept in turn.
    await get('/demo', { ...browser, 'accept-language': 'de' });
    expect(renders).toBe(before + 4);
  });

  it('a publish is seen by the very next guest', async () => {
    await get('/demo', browser);
    await get('/demo', browser);
    edition = 'two';
    await ctx.pubsub.publish(landingChangedChannel, { eventId: 1 });
    await new Promise((r) => setTimeout(r, 20));
    const after = await get('/demo', browser);
    expect(brotliDecompressSync(after.body).toString()).toContain('Foyer Summit two');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { channels } from '@foyer/core/platform/pubsub';
import { createHttpApp } from './http-app.ts';

let ctx: TestCtx;
let openEventId: number;
let app: ReturnType<typeof createHttpApp>;
const seen: string[] = [];
const addresses: (string | null)[] = [];

beforeAll(async () => {
  ctx = await createTestCtx();
  await insertEvent(ctx, { lp_url: 'demo' });
  openEventId = (await insertEvent(ctx, { access_mode_type: 'none' })).id;
  app = createHttpApp({
    ctx,
    handleDocument: async (request) => {
      seen.push(new URL(request.url).pathname);
      addresses.push(request.headers.get('x-foyer-client-address'));
      return new Response('<html>ui</html>', { headers: { 'content-type': 'text/html' } });
    },
  });
});
afterAll(() => ctx.close());

describe('the web process', () => {
  it('answers /healthz with the database status', async () => {
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('serves the API under /api/v1', async () => {
    const res = await app.request('/api/v1/events/lp/demo');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { lp_url: string }).lp_url).toBe('demo');
  });

  it('answers unknown API paths as JSON, never with the UI', async () => {
    const res = await app.request('/api/v2/anything');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(seen).not.toContain('/api/v2/anything');
  });

  it('serves the door’s service worker from the root, allowed to control an event’s door pages and to fetch this site only', async () => {
    const res = await app.request('/door-sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(await res.text()).toContain("addEventListener('fetch'");
    expect(seen).not.toContain('/door-sw.js');
  });

  it('keeps a connection usable after answering a large form post it did not read (the next request on it is answered)', async () => {
    const server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    try {
      let received = '';
      let closed = false;
      socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
      socket.on('close', () => (closed = true));
      const answers = () => received.split('HTTP/1.1 ').length - 1;
      const until = async (ok: () => boolean) => {
        for (let i = 0; i < 300 && !ok() && !closed; i++) await new Promise((r) => setTimeout(r, 10));
      };
      // 600 KB: what a guest's post with a pasted image or a long text may weigh; the UI and the API alike.
      const body = `intent=post&message=${'a'.repeat(600_000)}`;
      for (const path of ['/demo/friends', '/api/v1/events/1/feed_wall/channels/1/threads']) {
        const before = answers();
        socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
        await until(() => answers() > before);
        expect(answers()).toBe(before + 1);
      }
      // Past @hono/node-server's 500 ms drain timeout, then the next request on the same connection.
      await new Promise((r) => setTimeout(r, 700));
      socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await until(() => received.includes('"db":"ok"'));
      expect(closed).toBe(false);
      expect(received).toContain('"db":"ok"');
    } finally {
      socket.destroy();
      await new Promise((r) => server.close(r));
    }
  });

  it('writes an event stream straight to node:http with the security headers of every response', async () => {
    const server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const abort = new AbortController();
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/realtime/events/${openEventId}`, { signal: abort.signal });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.has('x-hono-already-sent')).toBe(false);
      const reader = res.body!.getReader();
      let text = '';
      while (!text.includes(': connected\n\n')) text += new TextDecoder().decode((await reader.read()).value);
      await ctx.pubsub.publish(channels.event(openEventId), { type: 'feed_wall', thread_id: 3 });
      while (!text.includes('thread_id')) text += new TextDecoder().decode((await reader.read()).value);
      expect(text).toBe('retry: 3000\n: connected\n\nevent: feed_wall\ndata: {"type":"feed_wall","thread_id":3}\n\n');
      abort.abort();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('serves the docs page', async () => {
    const res = await app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('/api/v1/openapi.json');
  });

  it('tells the UI the client address and drops a forged one', async () => {
    await app.request('/demo', { headers: { 'x-foyer-client-address': '6.6.6.6', 'x-forwarded-for': '7.7.7.7' } });
    expect(addresses.at(-1)).toBe('unknown');
  });

  it('refuses a form post with a field that is not text (a NUL would fail inside a statement: 500), and only that', async () => {
    const form = (body: BodyInit, type?: string) =>
      app.request('/demo/register', { method: 'POST', headers: { host: 'localhost:3000', origin: 'http://localhost:3000', ...(type ? { 'content-type': type } : {}) }, body });
    const urlencoded = 'application/x-www-form-urlencoded';
    expect((await form('first_name=A%00&last_name=B', urlencoded)).status).toBe(400);
    expect(await (await form('first_name=A%00', urlencoded)).text()).toBe('The form contains characters that are not text.');
    expect((await form('first_name=A%2500&last_name=%C5%81%C4%99cka', urlencoded)).status).toBe(200);
    const named = new FormData();
    named.set('first_name', 'A\u0000');
    expect((await form(named)).status).toBe(400);
    // A file is bytes, NUL included: only text fields are looked at.
    const upload = new FormData();
    upload.set('first_name', 'Anna');
    upload.set('file', new Blob([new Uint8Array([0x89, 0x50, 0, 0, 0xff])], { type: 'image/png' }), 'a.png');
    expect((await form(upload)).status).toBe(200);
  });

  it('refuses a UI post that is not a form with 415 or 400 (the actions read a form, and threw: 500), and lets the door post its JSON', async () => {
    const post = (path: string, body: BodyInit | null, type?: string) =>
      app.request(path, { method: 'POST', headers: { host: 'localhost:3000', origin: 'http://localhost:3000', ...(type ? { 'content-type': type } : {}) }, body });
    const answer = async (res: Response) => [res.status, await res.text()];
    const notForm = [415, 'Send the form as application/x-www-form-urlencoded or multipart/form-data.'];
    expect(await answer(await post('/demo/login', null))).toEqual(notForm);
    expect(await answer(await post('/demo/login', 'email=a', 'text/plain'))).toEqual(notForm);
    expect(await answer(await post('/demo/login.data', '{"email":"a"}', 'application/json'))).toEqual(notForm);
    expect(await answer(await post('/demo/admin/check-in', '{"code":"a"}', 'application/json'))).toEqual(notForm);
    const cut = '--zz\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n';
    expect((await answer(await post('/demo/login', cut, 'multipart/form-data; boundary=zz')))[0]).toBe(400);
    expect((await answer(await post('/demo/login', cut, 'multipart/form-data')))[0]).toBe(400);
    // What the screens send goes through: a form (even an empty one) and the door's queued scans.
    expect((await post('/demo/login', '', 'application/x-www-form-urlencoded')).status).toBe(200);
    expect((await post('/demo/login', new FormData())).status).toBe(200);
    for (const door of ['/demo/admin/check-in/offline', '/demo/admin/check-in/session/12/offline']) {
      expect((await post(door, '{"scans":[]}', 'application/json')).status, door).toBe(200);
    }
  });

  it('refuses cross-site form posts to the UI and lets same-site ones through', async () => {
    const post = (headers: Record<string, string>) => app.request('/demo/login', { method: 'POST', headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: 'email=a' });
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await app.request('/demo', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });

  it('answers a UI form post past its limit with 413 while it streams, without reading the rest', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        // 64 kB chunks for ever: only a reader that stops early ends this.
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
      },
    });
    const before = seen.length;
    const res = await app.request('/demo/login', {
      method: 'POST',
      headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(40); // about 1 MB, not the whole stream
    expect(seen.length).toBe(before); // the UI never saw it
    const announced = await app.request('/demo/login', { method: 'POST', headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(50 * 1024 * 1024) }, body: 'a=1' });
    expect(announced.status).toBe(413);
  });

  it('refuses a NUL byte or a lone surrogate in a page address before any loader sees it', async () => {
    const before = seen.length;
    for (const url of ['/demo/user/%00', '/demo/component/1?q=a%00b', '/demo/%ED%A0%80', '/demo/user/%E0%A4%A']) {
      expect((await app.request(url)).status, url).toBe(400);
    }
    expect(seen.length).toBe(before);
    expect((await app.request('/demo/component/1?q=Za%C5%BC%C3%B3%C5%82%C4%87+ja%C5%BA%C5%84')).status).toBe(200);
  });

  it('hands every other path to the UI', async () => {
    const res = await app.request('/demo/component/1');
    expect(await res.text()).toBe('<html>ui</html>');
    expect(seen).toContain('/demo/component/1');
  });
});

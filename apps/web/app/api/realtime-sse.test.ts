import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { getRequestListener } from '@hono/node-server';
import { directSse, frameBytes, sseFrame, sseResponse, type SseOptions } from './realtime-sse.ts';

describe('sseResponse', () => {
  it('sends messages as frames named by their type, heartbeats, and unsubscribes once when cancelled', async () => {
    let send: (m: unknown) => void = () => {};
    const unsubscribe = vi.fn(async () => {});
    const res = await sseResponse({ subscribe: async (s) => ((send = s), unsubscribe), heartbeatMs: 10 });
    const reader = res.body!.getReader();
    const text = async () => new TextDecoder().decode((await reader.read()).value);
    expect(await text()).toContain(': connected');
    send({ type: 'notification', unread: 2 });
    expect(await text()).toBe('event: notification\ndata: {"type":"notification","unread":2}\n\n');
    expect(await text()).toBe(': heartbeat\n\n');
    await reader.cancel();
    await reader.cancel().catch(() => {});
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('ends and unsubscribes when the request aborts', async () => {
    const abort = new AbortController();
    const unsubscribe = vi.fn(async () => {});
    const res = await sseResponse({ subscribe: async () => unsubscribe, signal: abort.signal });
    const reader = res.body!.getReader();
    await reader.read();
    abort.abort();
    expect((await reader.read()).done).toBe(true);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('keeps one message on one data line whatever it contains', () => {
    expect(sseFrame('x', { a: 'line\nbreak\n\nevent: evil' })).toBe('event: x\ndata: {"a":"line\\nbreak\\n\\nevent: evil"}\n\n');
  });

  it('frames one message once however many streams send it, and the same as sseFrame', async () => {
    const message = { type: 'feed_wall', thread_id: 7 };
    expect(frameBytes(message)).toBe(frameBytes(message));
    expect(new TextDecoder().decode(frameBytes(message))).toBe(sseFrame('feed_wall', message));
    const sends: ((m: unknown) => void)[] = [];
    const streams = await Promise.all([0, 1].map(() => sseResponse({ subscribe: async (s) => (sends.push(s), async () => {}) })));
    const readers = streams.map((r) => r.body!.getReader());
    for (const r of readers) await r.read();
    for (const send of sends) send(message);
    const frames = await Promise.all(readers.map(async (r) => new TextDecoder().decode((await r.read()).value)));
    expect(frames).toEqual([sseFrame('feed_wall', message), sseFrame('feed_wall', message)]);
    for (const r of readers) await r.cancel();
  });
});

describe('sseResponse written straight to node:http (directSse)', () => {
  /** A Hono app as http-app.ts makes it: directSse outermost, a middleware adding headers after. */
  async function serve(subscribe: SseOptions['subscribe'], opts: Partial<SseOptions> = {}) {
    const app = new Hono();
    app.use('*', directSse((path) => path.startsWith('/stream')));
    app.use('*', async (c, next) => {
      await next();
      c.res.headers.set('X-Content-Type-Options', 'nosniff');
      c.res.headers.set('Content-Security-Policy', "default-src 'none'");
    });
    app.get('/stream', (c) => sseResponse({ subscribe, request: c.req.raw, heartbeatMs: 30, headers: { 'Set-Cookie': 'a=1' }, ...opts }));
    app.get('/stream-fails', () => {
      throw new Error('refused');
    });
    app.onError((_err, c) => c.json({ error: 'refused' }, 403));
    const server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }
  /** The raw bytes of an HTTP/1.1 response as they arrive (chunked framing included). */
  function rawGet(origin: string, path: string) {
    const url = new URL(origin);
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    let text = '';
    let wake = () => {};
    socket.on('data', (d) => {
      text += d.toString('latin1');
      wake();
    });
    socket.on('close', () => wake());
    socket.write(`GET ${path} HTTP/1.1\r\nhost: ${url.host}\r\n\r\n`);
    return {
      socket,
      text: () => text,
      async until(part: string) {
        const deadline = Date.now() + 2_000;
        while (!text.includes(part) && Date.now() < deadline) await new Promise<void>((r) => ((wake = r), setTimeout(r, 20)));
        return text;
      },
    };
  }

  it('sends the headers the middlewares add, the frames (chunked), heartbeats; unsubscribes once when the client leaves', async () => {
    let send: (m: unknown) => void = () => {};
    const unsubscribe = vi.fn(async () => {});
    const { server, origin } = await serve(async (s) => ((send = s), unsubscribe));
    try {
      // Headers and body as EventSource reads them.
      const res = await fetch(`${origin}/stream`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(res.headers.get('x-accel-buffering')).toBe('no');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
      expect(res.headers.get('set-cookie')).toBe('a=1');
      expect(res.headers.has('x-hono-already-sent')).toBe(false);
      const reader = res.body!.getReader();
      let body = '';
      const readUntil = async (part: string) => {
        while (!body.includes(part)) body += new TextDecoder().decode((await reader.read()).value);
        return body;
      };
      expect(await readUntil(': connected\n\n')).toBe('retry: 3000\n: connected\n\n');
      send({ type: 'notification', unread: 2 });
      send({ type: 'feed_wall', thread_id: 1 });
      expect(await readUntil('feed_wall"')).toContain('event: notification\ndata: {"type":"notification","unread":2}\n\nevent: feed_wall\ndata: {"type":"feed_wall","thread_id":1}\n\n');
      expect(await readUntil(': heartbeat\n\n')).toContain(': heartbeat\n\n');
      await reader.cancel();
      const deadline = Date.now() + 2_000;
      while (unsubscribe.mock.calls.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(unsubscribe).toHaveBeenCalledTimes(1);

      // On the wire: one message is one HTTP chunk holding exactly its frame.
      const raw = rawGet(origin, '/stream');
      await raw.until(': connected');
      send({ type: 'x', n: 1 });
      const frame = sseFrame('x', { type: 'x', n: 1 });
      expect(await raw.until(frame)).toContain(`\r\n${Buffer.byteLength(frame).toString(16)}\r\n${frame}\r\n`);
      raw.socket.destroy();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('writes through node:http for an HTTP/1.0 client (no chunked encoding)', async () => {
    let send: (m: unknown) => void = () => {};
    const { server, origin } = await serve(async (s) => ((send = s), async () => {}));
    try {
      const url = new URL(origin);
      const socket = connect({ host: url.hostname, port: Number(url.port) });
      let text = '';
      socket.on('data', (d) => (text += d.toString('latin1')));
      socket.write(`GET /stream HTTP/1.0\r\nhost: ${url.host}\r\n\r\n`);
      const until = async (part: string) => {
        const deadline = Date.now() + 2_000;
        while (!text.includes(part) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      };
      await until(': connected\n\n');
      send({ type: 'x', n: 2 });
      await until('"n":2}');
      expect(text).not.toMatch(/transfer-encoding/i);
      // The body is the frames themselves (heartbeats every 30 ms here may come between them).
      const body = text.slice(text.indexOf('\r\n\r\n') + 4).replaceAll(': heartbeat\n\n', '');
      expect(body).toBe(`retry: 3000\n: connected\n\n${sseFrame('x', { type: 'x', n: 2 })}`);
      socket.destroy();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('ends the response when the pub/sub is interrupted, and answers a refusal as ordinary JSON', async () => {
    let interrupt = () => {};
    const unsubscribe = vi.fn(async () => {});
    const { server, origin } = await serve(async () => unsubscribe, { interrupted: (end) => ((interrupt = end), () => {}) });
    try {
      const raw = rawGet(origin, '/stream');
      await raw.until(': connected');
      interrupt();
      // The chunked body's last chunk: EventSource sees the end and reconnects after `retry`.
      expect(await raw.until('\r\n0\r\n\r\n')).toContain('\r\n0\r\n\r\n');
      expect(unsubscribe).toHaveBeenCalledTimes(1);
      raw.socket.destroy();
      const refused = await fetch(`${origin}/stream-fails`);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: 'refused' });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

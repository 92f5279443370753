// vitest: isolate — a server another file starts (@hono/node-server) replaces the global Response,
// and this file's in-memory requests then lose the headers it checks.
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compressResponses, pickEncoding } from './compress-responses.ts';

const page = `<!doctype html><html><body>${'<p>Foyer — the conference</p>'.repeat(200)}</body></html>`;

function app() {
  const a = new Hono();
  a.use('*', compressResponses());
  a.get('/page', (c) => c.html(page));
  a.get('/json', (c) => c.json({ items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Speaker ${i}` })) }));
  a.get('/large', (c) => c.json({ items: Array.from({ length: 4000 }, (_, i) => ({ id: i, name: `Speaker ${i}`, bio: 'x'.repeat(40) })) }));
  a.get('/small', (c) => c.body('{"ok":true}', 200, { 'content-type': 'application/json', 'content-length': '11' }));
  a.get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/png' }));
  a.get('/already', (c) => c.body('x'.repeat(4096), 200, { 'content-type': 'text/css', 'content-encoding': 'br' }));
  a.get('/events', (c) => c.body('event: x\ndata: {}\n\n'.repeat(100), 200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform' }));
  a.get('/streamed', () => {
    // Two parts with a pause between, as React streams a shell and then deferred data.
    let step = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (step === 0) controller.enqueue(new TextEncoder().encode(`<html><body>${'<p>shell</p>'.repeat(200)}`));
        else if (step === 1) {
          await new Promise((r) => setTimeout(r, 300));
          controller.enqueue(new TextEncoder().encode('<p>late</p></body></html>'));
        } else controller.close();
        step += 1;
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/html' } });
  });
  return a;
}
const get = (path: string, acceptEncoding?: string) => app().request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('compressResponses', () => {
  it('sends pages and JSON in brotli or gzip to clients that accept it, with the same bytes inside', async () => {
    const br = await get('/page', 'gzip, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-length')).toBeNull();
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(brBytes).toString()).toBe(page);

    const gz = await get('/json', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).items).toHaveLength(100);
  });

  it('a body that comes whole is compressed in one piece; one past 128 KB goes through the stream, the same bytes inside', async () => {
    const res = await get('/page', 'br');
    const reader = res.body!.getReader();
    const parts: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value);
    expect(parts).toHaveLength(1);
    expect(brotliDecompressSync(Buffer.from(parts[0]!)).toString()).toBe(page);
    for (const encoding of ['br', 'gzip']) {
      const large = await get('/large', encoding);
      const bytes = Buffer.from(await large.arrayBuffer());
      const text = (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString();
      expect(text.length).toBeGreaterThan(128 * 1024);
      expect(JSON.parse(text).items).toHaveLength(4000);
    }
  });

  it('leaves alone clients without Accept-Encoding, bodies known to be small, images, files already compressed and event streams', async () => {
    const plain = await get('/page');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
    expect((await get('/small', 'br')).headers.get('content-encoding')).toBeNull();
    expect((await get('/png', 'br')).headers.get('content-encoding')).toBeNull();
    expect((await get('/already', 'gzip')).headers.get('content-encoding')).toBe('br');
    const sse = await get('/events', 'br');
    expect(sse.headers.get('content-encoding')).toBeNull();
    expect(await sse.text()).toContain('event: x');
  });

  it('a streamed page reaches the client part by part, not only at its end', async () => {
    const res = await get('/streamed', 'br');
    expect(res.headers.get('content-encoding')).toBe('br');
    const reader = res.body!.getReader();
    const started = Date.now();
    const first = await reader.read();
    expect(Date.now() - started).toBeLessThan(250); // the shell did not wait for the late part
    const parts = [Buffer.from(first.value!)];
    for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(Buffer.from(r.value));
    expect(brotliDecompressSync(Buffer.concat(parts)).toString()).toMatch(/^<html><body><p>shell<\/p>.*<p>late<\/p><\/body><\/html>$/);
  });

  it('a client that goes away mid-page ends the compression quietly (no late write, no crash)', async () => {
    // The late part arrives after the cancel; an enqueue then threw outside any request, which
    // ends a server process: listen for exactly that.
    const thrown: unknown[] = [];
    const onThrow = (err: unknown) => void thrown.push(err);
    process.on('uncaughtException', onThrow);
    try {
      const res = await get('/streamed', 'gzip');
      const reader = res.body!.getReader();
      await reader.read();
      await reader.cancel();
      await new Promise((r) => setTimeout(r, 450));
    } finally {
      process.off('uncaughtException', onThrow);
    }
    expect(thrown).toEqual([]);
  });
});

describe('a response it does not compress', () => {
  it('is passed on without its body being read (bytes stay bytes for the node adapter’s direct write)', async () => {
    const a = new Hono();
    a.use('*', compressResponses());
    let bodyRead = false;
    a.get('/kept', () => {
      const res = new Response(new TextEncoder().encode(page), { headers: { 'content-type': 'text/html' } });
      // The node adapter writes a response made from bytes directly; reading .body makes it a stream.
      return new Proxy(res, { get: (target, key) => (key === 'body' ? ((bodyRead = true), target.body) : Reflect.get(target, key, target)) });
    });
    const res = await a.request('/kept');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(bodyRead).toBe(false);
  });
});

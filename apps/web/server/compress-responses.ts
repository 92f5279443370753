import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/**
 * Below this a compressed body saves less than the headers and the CPU cost. Only a body that
 * says its length can be judged: waiting to count a streamed page would hold back its shell.
 */
const MIN_BYTES = 1024;
const compressible = /^(text\/(html|plain|css|javascript|calendar|csv|xml)|application\/(json|javascript|xml|problem\+json)|image\/svg\+xml)\b/i;

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (q > 0): brotli, then gzip; null for none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/**
 * A web TransformStream around a zlib stream that flushes whenever the writer pauses: a page React
 * streams in parts (the shell first, deferred data later) reaches the browser part by part
 * instead of waiting in the compressor for the end, while a burst of small writes in one turn of
 * the event loop is still compressed together.
 */
export function compressionStream(encoding: Encoding): TransformStream<Uint8Array, Uint8Array> {
  const z: BrotliCompress | Gzip =
    encoding === 'br'
      ? // Quality 4: most of brotli's gain on HTML at a fraction of the default 11's CPU.
        createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip({ level: 6 });
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  let flushScheduled = false;
  // Once the client went away (the readable side cancelled) nothing may be enqueued any more: a
  // late 'data' from zlib would otherwise throw outside any request and end the process.
  let closed = false;
  const stop = () => {
    closed = true;
    z.destroy();
  };
  return new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      z.on('data', (chunk: Buffer) => {
        if (closed) return;
        try {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        } catch {
          stop();
        }
      });
      z.on('error', (err) => {
        if (closed) return;
        closed = true;
        try {
          controller.error(err);
        } catch {
          // already errored or closed
        }
      });
    },
    transform(chunk) {
      if (closed) return;
      z.write(chunk);
      if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(() => {
          flushScheduled = false;
          if (!closed && !z.writableEnded) z.flush(flushKind);
        });
      }
    },
    flush() {
      if (closed) return;
      return new Promise<void>((resolve, reject) => {
        z.once('end', resolve);
        z.once('error', reject);
        z.end();
      });
    },
  });
}

/**
 * Compresses what the app renders itself — pages, API JSON, calendar files — for clients that
 * accept it (brotli, else gzip). Files the build already compressed carry their Content-Encoding
 * and pass through; event streams (no-transform) and small or empty bodies are left alone.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    // `res.body` is read last: reading it turns a response made from bytes into a stream, and the
    // node adapter then copies it chunk by chunk instead of writing the bytes as they are (a
    // guest's cached landing page lost a third of its rate to that).
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304 || !compressible.test(type)) return;
    if (!res.headers.get('vary')?.toLowerCase().includes('accept-encoding')) res.headers.append('Vary', 'Accept-Encoding');
    if (res.headers.has('content-encoding') || /\bno-transform\b/i.test(res.headers.get('cache-control') ?? '')) return;
    const length = Number(res.headers.get('content-length') ?? NaN);
    if (length < MIN_BYTES) return;
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding || !res.body) return;
    c.res = new Response(res.body.pipeThrough(compressionStream(encoding)), res);
    // After the assignment: Hono copies the old response's headers onto the new one.
    c.res.headers.delete('content-length');
    c.res.headers.set('Content-Encoding', encoding);
  };
}

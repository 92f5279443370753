import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from 'node:zlib';
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

/** How long the first part of a body is held to see whether the rest follows at once. */
const WHOLE_BODY_WAIT_MS = 2;
/** A body up to this size that came whole is compressed in one call on this thread (~1.5 ms at most). */
const ONE_CALL_MAX_BYTES = 128 * 1024;

/**
 * brotli's options at `quality` (4 by default: most of its gain on HTML at a fraction of the
 * default 11's CPU, for what is compressed per response); gzip's level.
 */
export const brotliParams = (sizeHint?: number, quality = 4) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality, ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}) } });
export const GZIP_LEVEL = 6;

/**
 * A web TransformStream that compresses a body. A body that comes whole within a couple of
 * milliseconds — a rendered page without deferred data, an API answer: nearly all of them — is
 * compressed in one call; going through a zlib stream (libuv's pool, its events, a flush) cost
 * a signed-in landing page three to five times what the compression itself does. A body still
 * coming after that (React streaming a shell, then deferred data) goes through a zlib stream
 * that flushes whenever the writer pauses, so it reaches the browser part by part, while a burst
 * of small writes in one turn of the event loop is still compressed together.
 */
export function compressionStream(encoding: Encoding): TransformStream<Uint8Array, Uint8Array> {
  let controller: TransformStreamDefaultController<Uint8Array>;
  // The body's first parts, while it may still come whole; null once it streams.
  let held: Uint8Array[] | null = [];
  let heldBytes = 0;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let z: BrotliCompress | Gzip | null = null;
  let flushScheduled = false;
  // Once the client went away (the readable side cancelled) nothing may be enqueued any more: a
  // late 'data' from zlib would otherwise throw outside any request and end the process.
  let closed = false;
  const stop = () => {
    closed = true;
    z?.destroy();
  };
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  const write = (zs: BrotliCompress | Gzip, chunk: Uint8Array) => {
    zs.write(chunk);
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      if (!closed && !zs.writableEnded) zs.flush(flushKind);
    });
  };
  const startStreaming = (): void => {
    clearTimeout(waiting);
    const zs = encoding === 'br' ? createBrotliCompress(brotliParams()) : createGzip({ level: GZIP_LEVEL });
    z = zs;
    zs.on('data', (chunk: Buffer) => {
      if (closed) return;
      try {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      } catch {
        stop();
      }
    });
    zs.on('error', (err) => {
      if (closed) return;
      closed = true;
      try {
        controller.error(err);
      } catch {
        // already errored or closed
      }
    });
    const parts = held ?? [];
    held = null;
    if (!closed) for (const part of parts) write(zs, part);
  };
  return new TransformStream<Uint8Array, Uint8Array>({
    start(c) {
      controller = c;
    },
    transform(chunk) {
      if (closed) return;
      if (held) {
        held.push(chunk);
        heldBytes += chunk.byteLength;
        if (heldBytes > ONE_CALL_MAX_BYTES) startStreaming();
        else waiting ??= setTimeout(startStreaming, WHOLE_BODY_WAIT_MS);
        return;
      }
      write(z!, chunk);
    },
    flush() {
      if (closed) return;
      if (held) {
        clearTimeout(waiting);
        const whole = held.length === 1 ? held[0]! : Buffer.concat(held);
        held = null;
        const out = encoding === 'br' ? brotliCompressSync(whole, brotliParams(whole.byteLength)) : gzipSync(whole, { level: GZIP_LEVEL });
        controller.enqueue(new Uint8Array(out.buffer, out.byteOffset, out.byteLength));
        return;
      }
      const zs = z!;
      return new Promise<void>((resolve, reject) => {
        zs.once('end', resolve);
        zs.once('error', reject);
        zs.end();
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

import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { messageType } from '@foyer/core/realtime/messages';

/** A comment line every 25 s keeps proxies (and the browser) from dropping an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long EventSource waits before reconnecting after the stream ends. */
const RETRY_MS = 3_000;

/** One SSE frame; data is JSON on one line, so no payload can inject fields or events. */
export function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The bytes of a message's frame. Pub/sub hands every stream of a process the same parsed message
 * (RedisPubSub and InProcessPubSub alike), so its frame is made once per message, not once per
 * stream: with 10,000 streams of one event, a stringify and encode per stream cost more than
 * writing it (issue #17, `npm run bench -- sse`).
 */
const frames = new WeakMap<object, Buffer>();
export function frameBytes(message: unknown): Buffer {
  if (typeof message !== 'object' || message === null) return Buffer.from(sseFrame(messageType(message), message));
  let bytes = frames.get(message);
  if (!bytes) {
    bytes = Buffer.from(sseFrame(messageType(message), message));
    frames.set(message, bytes);
  }
  return bytes;
}

const PREAMBLE = Buffer.from(`retry: ${RETRY_MS}\n: connected\n\n`);
const HEARTBEAT = Buffer.from(': heartbeat\n\n');
/** @hono/node-server writes nothing for a body-less response carrying this header (the handler did). */
const ALREADY_SENT = 'x-hono-already-sent';

/**
 * Streams written straight to node:http's response (issue #17). A web ReadableStream costs, per
 * stream and message, an enqueue, a read promise and @hono/node-server's write loop; with 10,000
 * streams of one event that plumbing and its garbage were over half of a post's fan-out. The
 * `directSse` middleware (outermost in http-app.ts, so every other middleware has set its headers
 * by the time it runs) offers the Node response of each realtime GET; `sseResponse` takes it and
 * answers a body-less Response whose headers the middlewares complete as usual; the middleware
 * then writes those headers and hands the stream the response. Without the middleware (tests
 * through `app.request`, another runtime) streams are web streams, as before.
 */
interface DirectSlot {
  outgoing: ServerResponse;
  /** Set by sseResponse: write the head and start streaming; or give up (the answer was replaced). */
  start?: (status: number, headers: Headers) => void;
  abandon?: () => void;
}
const directSlots = new WeakMap<Request, DirectSlot>();

export function directSse(isStreamPath: (path: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (c.req.method !== 'GET' || !outgoing || typeof outgoing.writeHead !== 'function' || !isStreamPath(c.req.path)) return next();
    const slot: DirectSlot = { outgoing };
    directSlots.set(c.req.raw, slot);
    try {
      await next();
    } finally {
      directSlots.delete(c.req.raw);
      const res = c.res;
      if (slot.start && res.body === null && res.headers.has(ALREADY_SENT)) slot.start(res.status, res.headers);
      else slot.abandon?.();
    }
  };
}

/** A frame as one HTTP/1.1 chunk (`<size>CRLF<frame>CRLF`), made once per frame. */
const chunks = new WeakMap<Uint8Array, Buffer>();
function chunkOf(frame: Uint8Array): Buffer {
  let chunk = chunks.get(frame);
  if (!chunk) {
    chunk = Buffer.concat([Buffer.from(`${frame.byteLength.toString(16)}\r\n`, 'latin1'), frame, CRLF]);
    chunks.set(frame, chunk);
  }
  return chunk;
}
const CRLF = Buffer.from('\r\n', 'latin1');

/** The head's headers as node:http takes them (Set-Cookie as a list), without the internal marker. */
function nodeHeaders(headers: Headers): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of headers) if (k !== ALREADY_SENT && k !== 'set-cookie') out[k] = v;
  const cookies = headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  return out;
}

export interface SseOptions {
  /** Starts listening; returns the unsubscribe function. Runs before the response is sent. */
  subscribe: (send: (message: unknown) => void) => Promise<() => Promise<void>>;
  /** The request's abort signal: a client that goes away ends the stream (default: the request's). */
  signal?: AbortSignal;
  /** The request: when `directSse` offered its Node response, the stream is written to it directly. */
  request?: Request;
  /** Registers a call for "messages may have been missed" (PubSub.onInterrupted); returns its removal. */
  interrupted?: ((end: () => void) => () => void) | undefined;
  heartbeatMs?: number;
  log?: { warn: (o: object, m: string) => void };
  headers?: HeadersInit;
  /** Called once when the stream ends, however it ends (or when subscribing fails). */
  onClose?: () => void;
}

/** Where a stream's bytes go: a web stream's controller, or node:http's response. */
interface Sink {
  write(data: Uint8Array): void;
  close(): void;
}

/**
 * A text/event-stream response fed by a pub/sub subscription. The subscription is made before
 * the response exists, so an authorization failure is still an ordinary JSON error. Whatever
 * ends the stream first — the client closing it (the body is cancelled, or the Node response
 * closes), the request aborting, a failed write, the pub/sub losing its connection — clears the
 * heartbeat and unsubscribes, exactly once.
 */
export async function sseResponse(opts: SseOptions): Promise<Response> {
  // No closure below refers to `opts`: a stream lives for hours, and through `opts.subscribe` it
  // would keep the whole request (its Hono context, headers, parsed values) alive with it.
  const { log, interrupted, onClose } = opts;
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  let sink: Sink | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  // Messages that arrive before the stream starts are kept, not lost.
  const early: Uint8Array[] = [];
  // A direct stream learns of the client leaving from its Node response; reading a request's
  // signal would build a whole web Request (and AbortController) for each of 10,000 streams.
  const slot = opts.request ? directSlots.get(opts.request) : undefined;
  const signal = opts.signal ?? (slot ? undefined : opts.request?.signal);

  const write = (data: Uint8Array) => {
    if (closed) return;
    if (!sink) return void early.push(data);
    try {
      sink.write(data);
    } catch {
      void cleanup();
    }
  };
  let unsubscribe: () => Promise<void>;
  try {
    unsubscribe = await opts.subscribe((message) => write(frameBytes(message)));
  } catch (err) {
    onClose?.();
    throw err;
  }
  // The stream ends when the pub/sub lost its connection: the browser reconnects (retry below)
  // and its first round reads what it missed from the database, instead of silently missing it.
  const stopListening = interrupted?.(() => void cleanup());

  async function cleanup() {
    if (closed) return;
    closed = true;
    onClose?.();
    clearInterval(heartbeat);
    stopListening?.();
    signal?.removeEventListener('abort', onAbort);
    try {
      sink?.close();
    } catch {
      // already closed or errored by the reader going away
    }
    try {
      await unsubscribe();
    } catch (err) {
      log?.warn({ err }, 'realtime: unsubscribe failed');
    }
  }
  const onAbort = () => void cleanup();
  if (signal?.aborted) {
    await cleanup();
  } else {
    signal?.addEventListener('abort', onAbort, { once: true });
  }
  const begin = (s: Sink) => {
    sink = s;
    write(PREAMBLE);
    for (const data of early.splice(0)) write(data);
    heartbeat = setInterval(() => write(HEARTBEAT), heartbeatMs);
  };

  const headers = new Headers(opts.headers);
  headers.set('Content-Type', 'text/event-stream; charset=utf-8');
  headers.set('Cache-Control', 'no-cache, no-transform');
  headers.set('Connection', 'keep-alive');
  // nginx and similar proxies buffer responses unless told not to.
  headers.set('X-Accel-Buffering', 'no');

  if (slot && !closed) {
    const { outgoing } = slot;
    slot.abandon = () => void cleanup();
    slot.start = (status, finalHeaders) => {
      if (closed || outgoing.destroyed) return void cleanup();
      outgoing.on('close', () => void cleanup());
      outgoing.writeHead(status, nodeHeaders(finalHeaders));
      // Frames are small and must leave at once (node:http sets this by default; said here).
      outgoing.socket?.setNoDelay(true);
      let headSent = false;
      begin({
        write: (data) => {
          const socket = outgoing.socket;
          // The first write sends the head (node:http adds it to the first chunk). After it, while
          // node:http holds nothing of its own back (a response still queued behind another one
          // on its connection would), the socket takes the message's ready-made chunk: one Buffer
          // shared by every stream, one write, none of node:http's per-write framing and corking
          // (issue #17: about a fifth of the fan-out's CPU). An HTTP/1.0 client (no chunked
          // encoding) goes through node:http as before.
          if (headSent && socket && !socket.destroyed && outgoing.chunkedEncoding && outgoing.writableLength === socket.writableLength) {
            socket.write(chunkOf(data));
          } else {
            outgoing.write(data);
            headSent = true;
          }
        },
        close: () => {
          if (!outgoing.writableEnded) outgoing.end();
        },
      });
    };
    headers.set(ALREADY_SENT, '1');
    return new Response(null, { status: 200, headers });
  }

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      if (closed) return c.close();
      begin({ write: (data) => c.enqueue(data), close: () => c.close() });
    },
    cancel() {
      return cleanup();
    },
  });
  return new Response(body, { status: 200, headers });
}

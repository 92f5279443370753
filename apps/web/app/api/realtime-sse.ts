import { messageType } from '@foyer/core/realtime/messages';

/** A comment line every 25 s keeps proxies (and the browser) from dropping an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long EventSource waits before reconnecting after the stream ends. */
const RETRY_MS = 3_000;

const encoder = new TextEncoder();

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
const frames = new WeakMap<object, Uint8Array>();
export function frameBytes(message: unknown): Uint8Array {
  if (typeof message !== 'object' || message === null) return encoder.encode(sseFrame(messageType(message), message));
  let bytes = frames.get(message);
  if (!bytes) {
    bytes = encoder.encode(sseFrame(messageType(message), message));
    frames.set(message, bytes);
  }
  return bytes;
}

export interface SseOptions {
  /** Starts listening; returns the unsubscribe function. Runs before the response is sent. */
  subscribe: (send: (message: unknown) => void) => Promise<() => Promise<void>>;
  /** The request's abort signal: a client that goes away ends the stream. */
  signal?: AbortSignal;
  /** Registers a call for "messages may have been missed" (PubSub.onInterrupted); returns its removal. */
  interrupted?: ((end: () => void) => () => void) | undefined;
  heartbeatMs?: number;
  log?: { warn: (o: object, m: string) => void };
  headers?: HeadersInit;
}

/**
 * A text/event-stream response fed by a pub/sub subscription. The subscription is made before
 * the response exists, so an authorization failure is still an ordinary JSON error. Whatever
 * ends the stream first — the client closing it (the body is cancelled), the request aborting,
 * a failed write, the pub/sub losing its connection — clears the heartbeat and unsubscribes,
 * exactly once.
 */
export async function sseResponse(opts: SseOptions): Promise<Response> {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  // Messages that arrive before the stream starts pulling are kept, not lost.
  const early: (string | Uint8Array)[] = [];

  const write = (data: string | Uint8Array) => {
    if (closed) return;
    if (!controller) return void early.push(data);
    try {
      controller.enqueue(typeof data === 'string' ? encoder.encode(data) : data);
    } catch {
      void cleanup();
    }
  };
  const unsubscribe = await opts.subscribe((message) => write(frameBytes(message)));
  // The stream ends when the pub/sub lost its connection: the browser reconnects (retry below)
  // and its first round reads what it missed from the database, instead of silently missing it.
  const stopListening = opts.interrupted?.(() => void cleanup());

  async function cleanup() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    stopListening?.();
    opts.signal?.removeEventListener('abort', onAbort);
    try {
      controller?.close();
    } catch {
      // already closed or errored by the reader going away
    }
    try {
      await unsubscribe();
    } catch (err) {
      opts.log?.warn({ err }, 'realtime: unsubscribe failed');
    }
  }
  const onAbort = () => void cleanup();
  if (opts.signal?.aborted) {
    await cleanup();
  } else {
    opts.signal?.addEventListener('abort', onAbort, { once: true });
  }

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      if (closed) {
        c.close();
        return;
      }
      write(`retry: ${RETRY_MS}\n: connected\n\n`);
      for (const data of early.splice(0)) write(data);
      heartbeat = setInterval(() => write(': heartbeat\n\n'), opts.heartbeatMs ?? HEARTBEAT_MS);
    },
    cancel() {
      return cleanup();
    },
  });
  const headers = new Headers(opts.headers);
  headers.set('Content-Type', 'text/event-stream; charset=utf-8');
  headers.set('Cache-Control', 'no-cache, no-transform');
  headers.set('Connection', 'keep-alive');
  // nginx and similar proxies buffer responses unless told not to.
  headers.set('X-Accel-Buffering', 'no');
  return new Response(body, { status: 200, headers });
}

import type { MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';
import { AppError } from '@foyer/core/errors';
import { maxLpRequestBytes } from '@foyer/core/landing/lp-document';
import type { ApiEnv } from './env.ts';
import { respondWithError } from './errors.ts';

/** What an API call may send (JSON, forms, text); uploads (multipart) have their own limits. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Gateways' notifications are small; anything bigger is not one of them. */
export const NOTIFICATION_BODY_LIMIT = 64 * 1024;

const limitFor = (path: string) =>
  /\/payments\/[^/]+\/notify$/.test(path) ? NOTIFICATION_BODY_LIMIT : /\/update_event_lp$/.test(path) ? maxLpRequestBytes : DEFAULT_BODY_LIMIT;

const tooLarge = (limit: number) => new AppError('common.payload_too_large', `The request body is larger than ${Math.round(limit / 1024)} kB`);

/**
 * Reads every non-multipart request body of the API under a byte limit, straight from Node's
 * request stream into Hono's body cache (which the validators, `c.req.json()`, `c.req.text()`
 * and `c.req.parseBody()` read from):
 *  - a body announced (Content-Length) or found (chunked) to be larger is answered 413 as soon
 *    as the limit is passed, without buffering the rest, and the connection is closed so the
 *    client cannot keep streaming into it;
 *  - without it the first body read builds a full WHATWG Request (URL, AbortSignal, a web
 *    ReadableStream over the socket) just to hand over a few hundred bytes — measured at about
 *    7 % of the server's CPU per checkout.
 * Other runtimes (tests' `app.request`) keep Hono's own path.
 */
export const readJsonBody: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const method = c.req.method;
  const type = c.req.header('content-type') ?? '';
  if (incoming && method !== 'GET' && method !== 'HEAD' && !/^multipart\//i.test(type)) {
    const limit = limitFor(c.req.path);
    if (Number(c.req.header('content-length') ?? 0) > limit) {
      const res = respondWithError(c, tooLarge(limit), c.var.t, c.var.ctx.log);
      res.headers.set('Connection', 'close');
      return res;
    }
    const text = readText(incoming, limit);
    let overflow: AppError | undefined;
    text.catch((e: unknown) => {
      if (e instanceof AppError) overflow = e;
    });
    (c.req.bodyCache as { text?: Promise<string> }).text = text;
    await next();
    // Body validators turn any failed read into "400 malformed JSON": say what really happened.
    if (overflow) {
      c.res = undefined;
      c.res = respondWithError(c, overflow, c.var.t, c.var.ctx.log);
      c.res.headers.set('Connection', 'close');
    }
    return;
  }
  await next();
};

function readText(incoming: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Stop reading: what was read is dropped, the rest never leaves the socket buffer.
        incoming.off('data', onData);
        incoming.pause();
        chunks.length = 0;
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    incoming.on('data', onData);
    incoming.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    incoming.once('error', reject);
    incoming.once('aborted', () => reject(new Error('request aborted')));
  });
}

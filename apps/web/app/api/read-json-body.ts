import type { MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * Under @hono/node-server, reads a JSON request body straight from Node's request stream into
 * Hono's body cache, which the validators and `c.req.json()` / `c.req.text()` read from. Without
 * it the first body read builds a full WHATWG Request (URL, AbortSignal, a web ReadableStream
 * over the socket) just to hand over a few hundred bytes — measured at about 7 % of the server's
 * CPU per checkout. Other runtimes (tests' `app.request`) keep Hono's own path.
 */
export const readJsonBody: MiddlewareHandler = async (c, next) => {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const method = c.req.method;
  if (incoming && method !== 'GET' && method !== 'HEAD' && JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    const text = readText(incoming);
    text.catch(() => {}); // a reader of the body sees the failure; nobody else must
    (c.req.bodyCache as { text?: Promise<string> }).text = text;
  }
  await next();
};

function readText(incoming: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    incoming.once('error', reject);
    incoming.once('aborted', () => reject(new Error('request aborted')));
  });
}

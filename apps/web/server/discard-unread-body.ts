import type { MiddlewareHandler } from 'hono';

/**
 * Reads to its end a request body that the answer did not need (a guest's form post redirected to
 * the login, a refused upload, an API call answered 401), so the connection stays usable.
 *
 * Why: @hono/node-server hands the app a body stream that has already pulled from the socket.
 * When the answer is sent with the body unread, its clean-up resumes the socket, but the stream's
 * own back-pressure pauses it again past about 190 KB; after 500 ms it closes the connection —
 * which its answer had called keep-alive — and a client that sent its next request on it saw
 * "other side closed" (measured: 45 % of 500 KB posts). The form limit bounds what is read here.
 */
export function discardUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return;
    // A refusal that closes the connection itself (413) need not read what it refused.
    if (c.res.headers.get('connection')?.toLowerCase() === 'close') return;
    const request = c.req.raw;
    if (request.bodyUsed || !request.body) return;
    request.body.pipeTo(new WritableStream()).catch(() => {});
  };
}

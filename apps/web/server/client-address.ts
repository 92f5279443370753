import type { Context } from 'hono';

/** Set by the server on every UI request; read by apps/web/app/server/client-ip.server.ts. */
export const clientAddressHeader = 'x-foyer-client-address';

/**
 * The socket's address, or behind `trustProxy` proxies of ours the X-Forwarded-For entry the
 * outermost of them appended: each proxy appends the address it was reached from, so with one
 * proxy that is the last entry, with a CDN and then nginx the one before it. Entries further
 * left are whatever the client sent (nginx's $proxy_add_x_forwarded_for keeps them), and taking
 * the first would let a script name a new address on every request and never meet a
 * per-address limit. With fewer entries than proxies, the leftmost one.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const entries = c.req.header('x-forwarded-for')?.split(',');
    const forwarded = entries?.[Math.max(0, entries.length - trustProxy)]?.trim();
    if (forwarded) return forwarded;
  }
  // @hono/node-server exposes the Node request as env.incoming.
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

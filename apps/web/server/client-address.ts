import type { Context } from 'hono';

/** Set by the server on every UI request; read by apps/web/app/server/client-ip.server.ts. */
export const clientAddressHeader = 'x-foyer-client-address';

/**
 * The socket's address, or behind a trusted proxy the last X-Forwarded-For entry: the one that
 * proxy appended. The entries before it are whatever the client sent (nginx's
 * $proxy_add_x_forwarded_for keeps them), and taking the first would let a script name a new
 * address on every request and never meet a per-address limit.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  // @hono/node-server exposes the Node request as env.incoming.
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

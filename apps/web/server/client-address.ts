import type { Context } from 'hono';

/** Set by the server on every UI request; read by apps/web/app/server/client-ip.server.ts. */
export const clientAddressHeader = 'x-foyer-client-address';

/** The socket's address, or the first X-Forwarded-For entry behind a trusted proxy. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  // @hono/node-server exposes the Node request as env.incoming.
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

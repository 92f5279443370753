/** Must match apps/web/server/client-address.ts, which sets it (and drops any copy from the client). */
const clientAddressHeader = 'x-foyer-client-address';

/**
 * The client address that rate limits count per: the server puts the socket's address (or, behind
 * a trusted proxy, the first X-Forwarded-For entry) in a header of its own before React Router
 * runs. Requests that did not come through the server (tests) fall back to 'unknown'.
 */
export function clientIp(request: Request): string {
  return request.headers.get(clientAddressHeader) ?? 'unknown';
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`): a client on this machine. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

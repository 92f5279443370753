import type { Context } from 'hono';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF guard for the UI's form posts, on top of the SameSite=Lax session cookie: a state-changing
 * request must come from our own pages. Browsers send Sec-Fetch-Site and Origin on POSTs; a
 * request without either (curl, old browsers) carries no ambient cookie risk and passes.
 */
export function isCrossSiteWrite(c: Context, publicUrl: string): boolean {
  if (safeMethods.has(c.req.method)) return false;
  if (c.req.header('sec-fetch-site') === 'cross-site') return true;
  const origin = c.req.header('origin');
  if (!origin || origin === 'null') return origin === 'null';
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const allowed = new Set([c.req.header('host'), new URL(publicUrl).host].filter(Boolean));
  return !allowed.has(originHost);
}

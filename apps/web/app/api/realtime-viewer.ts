import type { Context } from 'hono';
import type { Viewer } from '@foyer/core/accounts/viewer';
import type { ApiEnv } from './env.ts';
import { optionalViewer } from './viewer.ts';
import { webViewer } from '../session/web-session.server.ts';

/**
 * The viewer of a realtime stream: the bearer token (apps), else the web UI's session cookie,
 * because a browser's EventSource cannot send headers. A GET stream only reads, and the cookie
 * is SameSite=Lax, so accepting it here opens nothing to other sites. When the cookie's access
 * token had expired and was rotated, `setCookie` carries the new pair back to the browser.
 */
export async function streamViewer(c: Context<ApiEnv>): Promise<{ viewer: Viewer | null; setCookie: string | null }> {
  const bearer = await optionalViewer(c);
  if (bearer) return { viewer: bearer, setCookie: null };
  if (c.req.header('authorization')) return { viewer: null, setCookie: null };
  return webViewer(c.var.ctx, c.req.raw);
}

import type { Context } from 'hono';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from './env.ts';
import { isAccessLevel, type AccessLevel } from './access-levels.ts';
import { optionalViewer } from './viewer.ts';
import { errorBody } from './errors.ts';

/** Levels that refuse every guest, whatever the event (`event` admits guests to open events). */
const signedInOnly: ReadonlySet<AccessLevel> = new Set(['user', 'event-user', 'member', 'admin', 'moderator', 'moderated', 'owner']);

/**
 * Which operations need a signed-in caller, by method and Hono route path (`/events/:eventId/…`),
 * read from the routes' `x-access` once they are all registered.
 */
export function signInRequirements(api: OpenAPIHono<ApiEnv>): ApiEnv['Variables']['needsSignIn'] {
  const keys = new Set<string>();
  for (const def of api.openAPIRegistry.definitions) {
    if (def.type !== 'route') continue;
    const level = (def.route as { 'x-access'?: unknown })['x-access'];
    if (isAccessLevel(level) && signedInOnly.has(level)) keys.add(`${def.route.method.toUpperCase()} ${def.route.path.replace(/\{([^}]+)\}/g, ':$1')}`);
  }
  return (c) => {
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const path = c.req.routePath;
    // Mounted at /api/v1 by the server; at / in tests that call the API app itself.
    return keys.has(`${method} ${path}`) || keys.has(`${method} ${path.replace(/^\/api\/v1(?=\/)/, '')}`);
  };
}

/**
 * A guest calling an operation for signed-in callers is told to sign in (401) before anything
 * about their input: validation ran first, so an anonymous caller got 422s describing the body of
 * admin calls, and a client could not tell "sign in" from "fix the form". A bad token is 401 too.
 */
export async function refuseGuestFirst(c: Context<ApiEnv>): Promise<boolean> {
  if (!c.var.needsSignIn?.(c)) return false;
  return (await optionalViewer(c)) === null;
}

/** The 401 answer refuseGuestFirst calls for. */
export const notSignedIn = (c: Context<ApiEnv>) => c.json(errorBody([{ code: 'common.not_authenticated', message: 'Not authenticated' }], c.var.t), 401);

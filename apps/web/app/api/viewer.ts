import type { Context } from 'hono';
import { clientAddress } from '../../server/client-address.ts';
import { resolveViewer, resolveViewerWithConsents, type Viewer } from '@foyer/core/accounts/viewer';
import { assertSystemConsents, missingSystemConsentsError } from '@foyer/core/consents/missing-system-consents';
import { AppError } from '@foyer/core/errors';
import type { ApiEnv } from './env.ts';
import { MAX_INT32 } from '@foyer/core/platform/input-vocabulary';

const cache = new WeakMap<Context, Promise<Viewer | null>>();

/**
 * The user of `Authorization: Bearer <jwt_token>`, or null without the header. A header with a
 * bad or expired token is a 401 (the client refreshes and retries once, SPEC §7).
 */
export function optionalViewer(c: Context<ApiEnv>): Promise<Viewer | null> {
  let found = cache.get(c);
  if (!found) {
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    found = token ? resolveViewer(c.var.ctx, token) : Promise.resolve(null);
    cache.set(c, found);
  }
  return found;
}

/**
 * The viewer, or null; 403 auth.missing_system_consents until the system consents are accepted —
 * in one statement instead of two. Every event-scoped call asks it (event-viewer.ts).
 */
export async function optionalConsentedViewer(c: Context<ApiEnv>): Promise<Viewer | null> {
  if (cache.has(c)) {
    const known = await optionalViewer(c);
    if (known) await assertSystemConsents(c.var.ctx, known);
    return known;
  }
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) {
    cache.set(c, Promise.resolve(null));
    return null;
  }
  const found = resolveViewerWithConsents(c.var.ctx, token);
  const viewerOnly = found.then((f) => f.viewer);
  viewerOnly.catch(() => {}); // the caller below sees the same failure; later readers of the cache too
  cache.set(c, viewerOnly);
  const { viewer, lacksSystemConsents } = await found;
  if (lacksSystemConsents) throw missingSystemConsentsError();
  return viewer;
}

export async function requireViewer(c: Context<ApiEnv>): Promise<Viewer> {
  const viewer = await optionalViewer(c);
  if (!viewer) throw new AppError('common.not_authenticated', 'Not authenticated');
  return viewer;
}

/** SPEC §7 headers besides the bearer token. */
export const requestMeta = (c: Context<ApiEnv>) => ({
  accessCode: c.req.header('x-access-code') ?? null,
  appId: appIdOf(c.req.header('x-app-id')),
  deviceId: c.req.header('x-device-id') ?? null,
  ip: clientAddress(c, c.var.ctx.config.trustProxy),
});

/** X-App-Id names an event: a positive int32, else no event (never a value a statement chokes on). */
function appIdOf(header: string | undefined): number | null {
  const n = Number(header);
  return Number.isInteger(n) && n > 0 && n <= MAX_INT32 ? n : null;
}

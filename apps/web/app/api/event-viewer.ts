import type { Context } from 'hono';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { assertSystemConsents } from '@foyer/core/consents/missing-system-consents';
import type { ApiEnv } from './env.ts';
import { optionalViewer, requireViewer } from './viewer.ts';

/**
 * The viewer of an event-scoped call. Until the system consents are accepted every such call is
 * a 403 auth.missing_system_consents (the client shows a dialog that cannot be cancelled).
 */
export async function eventViewer(c: Context<ApiEnv>): Promise<Viewer> {
  const viewer = await requireViewer(c);
  await assertSystemConsents(c.var.ctx, viewer);
  return viewer;
}

/** The same for calls guests may make too (access check, access code). */
export async function optionalEventViewer(c: Context<ApiEnv>): Promise<Viewer | null> {
  const viewer = await optionalViewer(c);
  if (viewer) await assertSystemConsents(c.var.ctx, viewer);
  return viewer;
}

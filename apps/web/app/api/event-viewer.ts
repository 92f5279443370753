import type { Context } from 'hono';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { AppError } from '@foyer/core/errors';
import type { ApiEnv } from './env.ts';
import { optionalConsentedViewer } from './viewer.ts';

/**
 * The viewer of an event-scoped call. Until the system consents are accepted every such call is
 * a 403 auth.missing_system_consents (the client shows a dialog that cannot be cancelled).
 * The user and the consent check are one statement (viewer.ts optionalConsentedViewer).
 */
export async function eventViewer(c: Context<ApiEnv>): Promise<Viewer> {
  const viewer = await optionalConsentedViewer(c);
  if (!viewer) throw new AppError('common.not_authenticated', 'Not authenticated');
  return viewer;
}

/** The same for calls guests may make too (access check, access code). */
export function optionalEventViewer(c: Context<ApiEnv>): Promise<Viewer | null> {
  return optionalConsentedViewer(c);
}

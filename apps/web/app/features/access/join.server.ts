import { data, redirect } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { getEventAccess } from '@foyer/core/access/get-event-access';
import { joinEvent } from '@foyer/core/access/join-event';
import { requestJoin } from '@foyer/core/access/request-join';
import { missingSystemConsents } from '@foyer/core/consents/missing-system-consents';
import { requireSignedIn } from '../../server/require-access.server.ts';
import { routeEvent } from './route-event.server.ts';
import { currentPath, safeRedirect, screenUrl } from './safe-redirect.ts';

export type JoinIntent = 'join' | 'request';

function redirectTarget(request: Request, basePath: string, posted?: FormDataEntryValue | null) {
  return safeRedirect(posted ?? new URL(request.url).searchParams.get('redirectTo'), basePath || '/');
}

/**
 * What the join screen shows (SPEC §4): members go straight on; a whitelist event's outsiders
 * see the access-denied message with a request button, or where their request stands.
 */
export async function joinLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, basePath } = await routeEvent(ctx, request, slug);
  const viewer = await requireSignedIn(ctx, request, event);
  const access = await getEventAccess(ctx, event, viewer);
  if (access.joined) throw redirect(redirectTarget(request, basePath));
  // Joining and asking both need the system consents: the login screen asks for them (a dialog
  // that cannot be cancelled) and comes back here.
  if ((await missingSystemConsents(ctx, viewer)).length) throw redirect(screenUrl(basePath, 'login', currentPath(request)));
  const canJoin = event.access_mode_type !== 'whitelist' || access.whitelisted || access.is_admin || access.join_request === 'approved';
  return {
    title: event.title,
    mode: event.access_mode_type,
    canJoin,
    joinRequest: access.join_request,
    redirectTo: new URL(request.url).searchParams.get('redirectTo'),
  };
}

/** Join, or (whitelist events, not on the list) ask the organizer for access. */
export async function joinAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, basePath } = await routeEvent(ctx, request, slug);
  const viewer = await requireSignedIn(ctx, request, event);
  const form = await request.formData();
  const intent = form.get('intent') === 'request' ? 'request' : 'join';
  try {
    if (intent === 'request') {
      await requestJoin(ctx, viewer, event.id);
      return { intent, ok: true as const, code: null };
    }
    await joinEvent(ctx, viewer, event.id);
  } catch (err) {
    if (!isAppError(err)) throw err;
    // A second request (another tab) is not a failure: the screen shows the pending state.
    if (err.code === 'access.already_requested') return { intent, ok: true as const, code: null };
    if (err.code === 'auth.missing_system_consents') throw redirect(screenUrl(basePath, 'login', currentPath(request)));
    return data({ intent, ok: false as const, code: err.code as string }, { status: err.status });
  }
  throw redirect(redirectTarget(request, basePath, form.get('redirectTo')));
}

import { data, redirect } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { getEventAccess } from '@foyer/core/access/get-event-access';
import { specificFieldsSubmitted } from '@foyer/core/access/specific-fields-submitted';
import { accessGate, gateScreen } from '../features/access/access-gate.ts';
import { clearAccessCode, readAccessCode } from '../session/access-code-cookie.server.ts';
import { currentPath, screenUrl } from '../features/access/safe-redirect.ts';
import { webViewer } from '../session/web-session.server.ts';
import { clientIp } from './client-ip.server.ts';

type EventRow = Parameters<typeof getEventAccess>[1];
export type EventAccess = Awaited<ReturnType<typeof getEventAccess>>;

export interface GrantedAccess {
  viewer: Viewer | null;
  access: EventAccess;
  basePath: string;
}

/**
 * `/:slug/...` or the host's root set: the base the event's screens hang from. Derived from the
 * request so guards need only the event (the layout computes the same for links).
 */
export function basePathFor(request: Request, event: Pick<EventRow, 'lp_url'>): string {
  const first = new URL(request.url).pathname.split('/')[1] ?? '';
  return first && first.toLowerCase() === event.lp_url.toLowerCase() ? `/${event.lp_url}` : '';
}

/**
 * The guard of the attendee area (SPEC §4). Throws a redirect to the screen that stands in the
 * way — login (guests of close/whitelist events), join (signed in, not a member), access-code
 * (no valid stored code), onboarding's extra fields (required answers missing) — each with
 * `redirectTo` so the visitor comes back here. A stored code that no longer passes is cleared.
 */
export async function requireEventAccess(ctx: Ctx, request: Request, event: EventRow): Promise<GrantedAccess> {
  const { viewer } = await webViewer(ctx, request);
  const accessCode = await readAccessCode(ctx, request, event.id);
  const access = await getEventAccess(ctx, event, viewer, { accessCode, ip: clientIp(request) });
  const basePath = basePathFor(request, event);
  const here = currentPath(request);

  let gate = accessGate(access, null);
  if (gate === null && viewer && access.joined) gate = accessGate(access, await specificFieldsSubmitted(ctx, viewer, event.id));
  if (gate !== null) {
    const headers = new Headers();
    if (gate === 'access-code' && accessCode !== null) headers.append('Set-Cookie', await clearAccessCode(ctx, event.id));
    throw redirect(screenUrl(basePath, gateScreen[gate], here), { headers });
  }
  // Every gate passed yet the service still says no: nothing the visitor can do about it here.
  if (!access.has_access) throw data({ code: 'event.not_authorized' }, { status: 403 });
  return { viewer, access, basePath };
}

/** For screens that only need a signed-in user (profile, join): guests go to login and back. */
export async function requireSignedIn(ctx: Ctx, request: Request, event: Pick<EventRow, 'lp_url'>): Promise<Viewer> {
  const { viewer } = await webViewer(ctx, request);
  if (!viewer) throw redirect(screenUrl(basePathFor(request, event), 'login', currentPath(request)));
  return viewer;
}

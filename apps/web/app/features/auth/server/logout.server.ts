import { redirect } from 'react-router';
import { logout } from '@foyer/core/accounts/logout';
import { isAppError } from '@foyer/core/errors';
import { signOutCookie, webViewer } from '../../../session/web-session.server.ts';
import { introductionPath } from '../auth-links.ts';
import type { AuthRequest } from './auth-request.server.ts';

/**
 * SPEC §4 "Logout": ends the session server-side (the token family is revoked, so a copied
 * cookie stops working too), clears the cookie and reloads the event home.
 */
export async function logoutAction(req: AuthRequest): Promise<never> {
  const { viewer } = await webViewer(req.ctx, req.request);
  if (viewer) {
    try {
      await logout(req.ctx, viewer);
    } catch (err) {
      // The cookie goes anyway: a person who pressed "Log out" must end up signed out here.
      if (!isAppError(err)) throw err;
      req.ctx.log.warn({ code: err.code }, 'logout: could not revoke the session');
    }
  }
  const { setCookie } = await signOutCookie(req.ctx, req.request);
  throw redirect(introductionPath(req.basePath), { headers: { 'Set-Cookie': setCookie } });
}

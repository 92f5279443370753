import { redirect } from 'react-router';
import { authenticateMagicLink } from '@foyer/core/accounts/authenticate-magic-link';
import { confirmEmail } from '@foyer/core/accounts/confirm-email';
import { resolveViewer } from '@foyer/core/accounts/viewer';
import type { AuthTokens } from '@foyer/core/accounts/refresh-session';
import { isAppError } from '@foyer/core/errors';
import { signInCookie } from '../../../session/web-session.server.ts';
import { pageHref } from '../auth-links.ts';
import type { AuthRequest } from './auth-request.server.ts';
import { continueSignIn } from './sign-in-steps.server.ts';

/**
 * Signs in with tokens from an e-mailed link and follows the login flow. Steps that need the
 * person (consents, a whitelist request) are dialogs of a screen that shows them for a signed-in
 * visitor: `pendingAt` (registration/completed, or the login screen with `next` to continue to).
 */
async function signInFromLink(req: AuthRequest, tokens: AuthTokens, next: string, pendingAt: string): Promise<never> {
  const headers = new Headers({ 'Set-Cookie': await signInCookie(req.ctx, req.request, tokens) });
  const viewer = await resolveViewer(req.ctx, tokens.jwt_token);
  let target = next;
  try {
    const step = await continueSignIn(req.ctx, req.event, viewer, { basePath: req.basePath, next, locale: req.locale });
    if (step.type === 'signed-in') target = step.next;
    else target = pendingAt;
  } catch (err) {
    // Signed in all the same; the event's own screens explain what is missing.
    if (!isAppError(err)) throw err;
    req.ctx.log.warn({ code: err.code }, 'sign-in from an e-mailed link: could not continue the login flow');
  }
  throw redirect(target, { headers });
}

const tokenOf = (req: AuthRequest) => new URL(req.request.url).searchParams.get('token') ?? '';

/**
 * `registration/confirm?token=`: confirm the address, sign in, join the event if it lets us, and
 * show `registration/completed`. A bad link goes to invalid-token / token-expired (SPEC §2).
 */
export async function confirmRegistration(req: AuthRequest): Promise<never> {
  let result: Awaited<ReturnType<typeof confirmEmail>>;
  try {
    result = await confirmEmail(req.ctx, { token: tokenOf(req) });
  } catch (err) {
    if (!isAppError(err)) throw err;
    const screen = err.code === 'auth.token_expired' ? 'registration/token-expired' : 'registration/invalid-token';
    throw redirect(pageHref(req.basePath, screen));
  }
  const completed = pageHref(req.basePath, 'registration/completed');
  return signInFromLink(req, result.tokens, completed, completed);
}

/**
 * `magic-link?token=`: sign in, join if allowed, then the event home (SPEC §2). A bad link
 * returns its error code for the screen to explain, with a way to ask for a new link.
 */
export async function magicLinkSignIn(req: AuthRequest): Promise<{ code: string }> {
  let tokens: AuthTokens;
  try {
    tokens = await authenticateMagicLink(req.ctx, { token: tokenOf(req) });
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { code: err.code };
  }
  return signInFromLink(req, tokens, req.next, req.pendingAt);
}

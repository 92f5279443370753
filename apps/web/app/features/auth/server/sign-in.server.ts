import type { AuthTokens } from '@foyer/core/accounts/refresh-session';
import { resolveViewer } from '@foyer/core/accounts/viewer';
import { signInCookie } from '../../../session/web-session.server.ts';
import type { AuthFormName } from '../auth-result.ts';
import type { AuthRequest } from './auth-request.server.ts';
import { failure, respond } from './auth-respond.server.ts';
import { continueSignIn } from './sign-in-steps.server.ts';

/**
 * After a service handed out tokens: sign the browser in and run the rest of the login flow for
 * this event (consents, whitelist, extra fields, then `next`). Should a later step fail, the
 * answer still carries the cookie — the sign-in itself did happen.
 */
export async function finishSignIn(req: AuthRequest, form: AuthFormName, tokens: AuthTokens, next = req.next) {
  const setCookie = await signInCookie(req.ctx, req.request, tokens);
  try {
    const viewer = await resolveViewer(req.ctx, tokens.jwt_token);
    const step = await continueSignIn(req.ctx, req.event, viewer, { basePath: req.basePath, next, locale: req.locale });
    return respond(form, step, { setCookie, js: req.js, pendingAt: req.pendingAt });
  } catch (err) {
    return failure(form, err, { setCookie });
  }
}

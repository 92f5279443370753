import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import { confirmEmail, confirmEmailInput } from '@foyer/core/accounts/confirm-email';
import { login, loginInput } from '@foyer/core/accounts/login';
import { logout } from '@foyer/core/accounts/logout';
import { authenticateMagicLink, authenticateMagicLinkInput, sendMagicLink, sendMagicLinkInput } from '@foyer/core/accounts/magic-link';
import { refreshSession, refreshSessionInput } from '@foyer/core/accounts/refresh-session';
import type { ApiEnv } from './env.ts';
import { answers, AuthTokensBody, jsonBody, requestLocale, StatusOk, tokensOnly } from './auth-schemas.ts';
import { requestMeta, requireViewer } from './viewer.ts';

const tags = ['auth'];

const loginRoute = createRoute({
  ...xAccess('public'),
  method: 'post', path: '/login', tags, summary: 'Sign in with e-mail and password',
  request: jsonBody(loginInput), responses: answers(AuthTokensBody, 'Signed in'),
});
const refreshRoute = createRoute({
  ...xAccess('public'),
  method: 'post', path: '/refresh_token', tags, summary: 'Rotate the refresh token; a reused one ends its session',
  request: jsonBody(refreshSessionInput), responses: answers(AuthTokensBody, 'A fresh token pair'),
});
const logoutRoute = createRoute({
  ...xAccess('user'),
  method: 'delete', path: '/logout', tags, summary: 'End the session of the bearer token',
  security: [{ bearerAuth: [] }], responses: answers(StatusOk, 'Signed out'),
});
const confirmRoute = createRoute({
  ...xAccess('public'),
  method: 'post', path: '/confirm', tags, summary: 'Confirm the e-mail address with the registration link token (signs in)',
  request: jsonBody(confirmEmailInput), responses: answers(AuthTokensBody, 'Confirmed and signed in'),
});
const magicLinkRoute = createRoute({
  ...xAccess('public'),
  method: 'post', path: '/magic_link', tags, summary: 'E-mail a sign-in link (same answer whether or not the account exists)',
  request: jsonBody(sendMagicLinkInput), responses: answers(StatusOk, 'Sent if the account exists'),
});
const magicLinkAuthRoute = createRoute({
  ...xAccess('public'),
  method: 'post', path: '/magic_link/authenticate', tags, summary: 'Sign in with the magic-link token',
  request: jsonBody(authenticateMagicLinkInput), responses: answers(AuthTokensBody, 'Signed in'),
});

/** Sign-in and session calls of SPEC §7's auth service. */
export function registerSessionRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(loginRoute, async (c) => {
    const body = c.req.valid('json');
    const meta = requestMeta(c);
    const tokens = await login(c.var.ctx, { ...body, device_id: body.device_id ?? meta.deviceId }, { ip: meta.ip });
    return c.json(tokensOnly(tokens), 200);
  });
  app.openapi(refreshRoute, async (c) => {
    const body = c.req.valid('json');
    const tokens = await refreshSession(c.var.ctx, { ...body, device_id: body.device_id ?? requestMeta(c).deviceId });
    return c.json(tokensOnly(tokens), 200);
  });
  app.openapi(logoutRoute, async (c) => {
    await logout(c.var.ctx, await requireViewer(c));
    return c.json({ status: 'ok' as const }, 200);
  });
  app.openapi(confirmRoute, async (c) => {
    const body = c.req.valid('json');
    const { tokens } = await confirmEmail(c.var.ctx, { ...body, device_id: body.device_id ?? requestMeta(c).deviceId });
    return c.json(tokensOnly(tokens), 200);
  });
  app.openapi(magicLinkRoute, async (c) => {
    const body = c.req.valid('json');
    await sendMagicLink(c.var.ctx, { ...body, locale: requestLocale(c, body.locale) }, { ip: requestMeta(c).ip });
    return c.json({ status: 'ok' as const }, 200);
  });
  app.openapi(magicLinkAuthRoute, async (c) => {
    const body = c.req.valid('json');
    const tokens = await authenticateMagicLink(c.var.ctx, { ...body, device_id: body.device_id ?? requestMeta(c).deviceId });
    return c.json(tokensOnly(tokens), 200);
  });
}

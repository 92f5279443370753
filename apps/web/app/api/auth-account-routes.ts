import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import { changePassword, changePasswordInput } from '@foyer/core/accounts/change-password';
import { deleteUser, deleteUserInput, type DeleteUserInput } from '@foyer/core/accounts/delete-user';
import { forgotPassword, forgotPasswordInput } from '@foyer/core/accounts/forgot-password';
import { register, registerInput } from '@foyer/core/accounts/register';
import { resendConfirmation, resendConfirmationInput } from '@foyer/core/accounts/resend-confirmation';
import { resetPassword, resetPasswordInput } from '@foyer/core/accounts/reset-password';
import type { ApiEnv } from './env.ts';
import { answers, AuthTokensBody, jsonBody, requestLocale, StatusOk, tokensOnly } from './auth-schemas.ts';
import { requestMeta, requireViewer } from './viewer.ts';

const tags = ['auth'];

const Registered = z.object({ status: z.literal('ok'), email: z.string() }).openapi('Registered');

const registerRoute = createRoute({
  ...xAccess('public'),
  method: 'post', path: '/register', tags, summary: 'Create an account; the confirmation link is e-mailed (does not sign in)',
  request: jsonBody(registerInput), responses: answers(Registered, 'Registered'),
});
const resendRoute = createRoute({
  ...xAccess('public'),
  method: 'post', path: '/confirm/resend', tags, summary: 'E-mail a new confirmation link',
  request: jsonBody(resendConfirmationInput), responses: answers(StatusOk, 'Sent'),
});
const forgotRoute = createRoute({
  ...xAccess('public'),
  method: 'post', path: '/password/forgot', tags, summary: 'E-mail a password-reset link (same answer whether or not the account exists)',
  request: jsonBody(forgotPasswordInput), responses: answers(StatusOk, 'Sent if the account exists'),
});
const resetRoute = createRoute({
  ...xAccess('public'),
  method: 'post', path: '/password/reset', tags, summary: 'Set a new password with the reset-link token (signs in, ends other sessions)',
  request: jsonBody(resetPasswordInput), responses: answers(AuthTokensBody, 'Password set, signed in'),
});
const changeRoute = createRoute({
  ...xAccess('user'),
  method: 'put', path: '/password', tags, summary: "Change the bearer's password (ends their other sessions)",
  security: [{ bearerAuth: [] }], request: jsonBody(changePasswordInput), responses: answers(StatusOk, 'Changed'),
});
const deleteRoute = createRoute({
  ...xAccess('user'),
  method: 'delete', path: '/user', tags, summary: "Delete the bearer's account (anonymised; tickets and invoices are kept)",
  description: 'Confirmed by `current_password`, or for an account without a password by its own `email`, typed.',
  security: [{ bearerAuth: [] }],
  // Not required by the validator, so an anonymous call is told 401 first; the service names a missing field.
  request: { body: { required: false, content: { 'application/json': { schema: deleteUserInput } } } },
  responses: answers(StatusOk, 'Deleted'),
});

/** Registration and password calls of SPEC §7's auth service, and account deletion. */
export function registerAccountRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(registerRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json(await register(c.var.ctx, { ...body, locale: requestLocale(c, body.locale) }, { ip: requestMeta(c).ip }), 200);
  });
  app.openapi(resendRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json(await resendConfirmation(c.var.ctx, { ...body, locale: requestLocale(c, body.locale) }, { ip: requestMeta(c).ip }), 200);
  });
  app.openapi(forgotRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json(await forgotPassword(c.var.ctx, { ...body, locale: requestLocale(c, body.locale) }, { ip: requestMeta(c).ip }), 200);
  });
  app.openapi(resetRoute, async (c) => {
    const body = c.req.valid('json');
    const tokens = await resetPassword(c.var.ctx, { ...body, device_id: body.device_id ?? requestMeta(c).deviceId });
    return c.json(tokensOnly(tokens), 200);
  });
  app.openapi(changeRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await changePassword(c.var.ctx, viewer, c.req.valid('json')), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await deleteUser(c.var.ctx, viewer, (await c.req.json().catch(() => ({}))) as DeleteUserInput), 200);
  });
}

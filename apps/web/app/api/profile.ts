import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import { changeEmail, changeEmailInput } from '@foyer/core/profile/change-email';
import { confirmEmailChange } from '@foyer/core/profile/confirm-email-change';
import { getCurrentUser } from '@foyer/core/profile/get-current-user';
import { updateCurrentUser, updateCurrentUserInput } from '@foyer/core/profile/update-current-user';
import { CurrentUserBody, jsonBody, ok, StatusOkBody } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { requireViewer } from './viewer.ts';

const tags = ['profile'];

const get = createRoute({
  ...xAccess('user'),
  method: 'get',
  path: '/current_user',
  tags,
  summary: 'The signed-in user’s profile (SPEC §3 users)',
  responses: ok(CurrentUserBody, 'Profile'),
});

const put = createRoute({
  ...xAccess('user'),
  method: 'put',
  path: '/current_user',
  tags,
  summary: 'Update the profile; fields left out stay as they are; attachment_id sets the photo',
  request: jsonBody(updateCurrentUserInput),
  responses: ok(CurrentUserBody, 'Updated profile'),
});

const email = createRoute({
  ...xAccess('user'),
  method: 'put',
  path: '/current_user/email',
  tags,
  summary: 'Change the e-mail address (needs the current password); applied once the link sent to the new address is opened',
  request: jsonBody(changeEmailInput),
  responses: ok(StatusOkBody, 'Confirmation mail sent to the new address'),
});

const confirm = createRoute({
  ...xAccess('public'),
  method: 'post',
  path: '/current_user/email/confirm',
  tags,
  summary: 'Apply an e-mail change with the token from the mailed link',
  request: jsonBody(z.object({ token: z.string().min(1).max(1000) })),
  responses: ok(z.object({ status: z.literal('ok'), email: z.string() }), 'E-mail changed'),
});

/** SPEC §7 current_user. */
export function profileApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(get, async (c) => c.json(await getCurrentUser(c.var.ctx, await requireViewer(c)), 200));
  app.openapi(put, async (c) => c.json(await updateCurrentUser(c.var.ctx, await requireViewer(c), c.req.valid('json')), 200));
  app.openapi(email, async (c) => c.json(await changeEmail(c.var.ctx, await requireViewer(c), c.req.valid('json')), 200));
  app.openapi(confirm, async (c) => c.json(await confirmEmailChange(c.var.ctx, c.req.valid('json')), 200));
  return app;
}

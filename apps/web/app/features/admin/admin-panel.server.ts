import { data, redirect } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import type { SubmissionResult } from '@conform-to/react';
import type { Ctx } from '@foyer/core/context';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { verifyUserPassword } from '@foyer/core/accounts/verify-password';
import { isEventAdmin } from '@foyer/core/access/is-event-admin';
import { requireSignedIn } from '../../server/require-access.server.ts';
import { routeEvent } from '../access/route-event.server.ts';
import { currentPath } from '../access/safe-redirect.ts';
import { reauthSetCookie } from './reauth-cookie.server.ts';
import { reauthForm } from './join-request-schemas.ts';

/** Every admin-panel screen: event admins only (SPEC §6); anyone else signed in gets a 403, guests go to login. */
export async function requireAdmin(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, basePath } = await routeEvent(ctx, request, slug);
  const viewer = await requireSignedIn(ctx, request, event);
  if (!(await isEventAdmin(ctx, viewer.id, event.id))) throw data({ code: 'common.forbidden' }, { status: 403 });
  return { event, basePath, viewer };
}

/**
 * SPEC §6 password re-entry, shared by every admin-panel screen: five wrong tries per quarter hour
 * (the prompt must not become a password-guessing oracle), then a cookie valid for 15 minutes. A
 * right password gives its try back: an organizer signing in on a laptop, a phone and the door's
 * tablet is not a guesser. Returns
 * the form's reply to show again (answer it with 422), or throws the post/redirect/get redirect
 * that sets the cookie, so a reload does not resend the password.
 */
export async function checkReauth(ctx: Ctx, request: Request, viewer: Viewer, formData: FormData): Promise<SubmissionResult> {
  const submission = parseWithZod(formData, { schema: reauthForm });
  if (submission.status !== 'success') return submission.reply({ hideFields: ['password'] });
  const { allowed } = await ctx.rateLimiter.hit(`admin_reauth:${viewer.id}`, 5, 15 * 60);
  const ok = allowed && (await verifyUserPassword(ctx, viewer.id, submission.value.password));
  if (ok) await ctx.rateLimiter.refund(`admin_reauth:${viewer.id}`);
  if (ok) throw redirect(currentPath(request), { headers: { 'Set-Cookie': await reauthSetCookie(ctx, viewer.user_identity_token) } });
  const message = allowed ? 'profile:admin.wrong_password' : 'common.rate_limited';
  return submission.reply({ fieldErrors: { password: [message] }, hideFields: ['password'] });
}

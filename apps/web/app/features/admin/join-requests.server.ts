import { data, redirect } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Ctx } from '@foyer/core/context';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { verifyUserPassword } from '@foyer/core/accounts/verify-password';
import { isEventAdmin } from '@foyer/core/access/is-event-admin';
import { listJoinRequests } from '@foyer/core/access/list-join-requests';
import { decideJoinRequest } from '@foyer/core/access/decide-join-request';
import { isAppError } from '@foyer/core/errors';
import { requireSignedIn } from '../../server/require-access.server.ts';
import { routeEvent } from '../access/route-event.server.ts';
import { appErrorReply } from '../access/app-error-reply.server.ts';
import { currentPath } from '../access/safe-redirect.ts';
import { requestLocale } from '../profile/request-locale.server.ts';
import { hasRecentReauth, reauthSetCookie } from './reauth-cookie.server.ts';
import { decisionForm, reauthForm } from './join-request-schemas.ts';

type EventRow = Awaited<ReturnType<typeof routeEvent>>['event'];

/** Event admins only (SPEC §6); anyone else signed in gets a 403, guests go to login. */
async function requireAdmin(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, basePath } = await routeEvent(ctx, request, slug);
  const viewer = await requireSignedIn(ctx, request, event);
  if (!(await isEventAdmin(ctx, viewer.id, event.id))) throw data({ code: 'common.forbidden' }, { status: 403 });
  return { event, basePath, viewer };
}

/**
 * Pending requests oldest first (first come, first served), decided ones newest first. Dates are
 * formatted here, in the event's time zone: the browser's ICU may format them differently.
 */
async function requests(ctx: Ctx, request: Request, viewer: Viewer, event: EventRow) {
  const [all, locale] = await Promise.all([listJoinRequests(ctx, viewer, event.id), requestLocale(ctx, request, event)]);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: event.timezone || 'UTC' });
  const shaped = all.map((r) => ({
    id: r.id,
    status: r.status,
    name: `${r.user.first_name} ${r.user.last_name}`.trim(),
    email: r.user.email,
    requested: { iso: r.created_at, text: format.format(new Date(r.created_at)) },
    decided: r.decided_at ? { iso: r.decided_at, text: format.format(new Date(r.decided_at)) } : null,
  }));
  return { pending: shaped.filter((r) => r.status === 'pending'), decided: shaped.filter((r) => r.status !== 'pending').reverse() };
}

export type JoinRequestRow = Awaited<ReturnType<typeof requests>>['pending'][number];

/** The password prompt until the admin re-entered it within 15 minutes, then the requests. */
export async function joinRequestsLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer } = await requireAdmin(ctx, request, slug);
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) {
    return { reauth: true as const, title: event.title, pending: [] as JoinRequestRow[], decided: [] as JoinRequestRow[] };
  }
  return { reauth: false as const, title: event.title, ...(await requests(ctx, request, viewer, event)) };
}

export async function joinRequestsAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer } = await requireAdmin(ctx, request, slug);
  const formData = await request.formData();
  if (formData.get('intent') === 'reauth') {
    const submission = parseWithZod(formData, { schema: reauthForm });
    if (submission.status !== 'success') return data({ form: 'reauth' as const, result: submission.reply({ hideFields: ['password'] }) }, { status: 422 });
    // Five tries per quarter hour: the prompt must not become a password-guessing oracle.
    const { allowed } = await ctx.rateLimiter.hit(`admin_reauth:${viewer.id}`, 5, 15 * 60);
    const ok = allowed && (await verifyUserPassword(ctx, viewer.id, submission.value.password));
    if (!ok) {
      const message = allowed ? 'profile:admin.wrong_password' : 'common.rate_limited';
      const result = submission.reply({ fieldErrors: { password: [message] }, hideFields: ['password'] });
      return data({ form: 'reauth' as const, result }, { status: 422 });
    }
    // Post/redirect/get: a reload does not resend the password.
    throw redirect(currentPath(request), { headers: { 'Set-Cookie': await reauthSetCookie(ctx, viewer.user_identity_token) } });
  }
  // Decisions need a fresh proof too: the cookie may have expired while the list was open.
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) throw redirect(currentPath(request));
  const submission = parseWithZod(formData, { schema: decisionForm });
  if (submission.status !== 'success') return data({ form: 'decide' as const, result: submission.reply() }, { status: 422 });
  try {
    await decideJoinRequest(ctx, viewer, event.id, submission.value.requestId, submission.value.decision);
  } catch (err) {
    if (!isAppError(err)) throw err;
    const { reply, status } = appErrorReply(submission, err);
    return data({ form: 'decide' as const, result: reply }, { status });
  }
  return { form: 'decide' as const, result: submission.reply({ resetForm: true }) };
}

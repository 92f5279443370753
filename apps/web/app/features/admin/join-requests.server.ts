import { data, redirect } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Ctx } from '@foyer/core/context';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { listJoinRequests } from '@foyer/core/access/list-join-requests';
import { decideJoinRequest } from '@foyer/core/access/decide-join-request';
import { isAppError } from '@foyer/core/errors';
import type { routeEvent } from '../access/route-event.server.ts';
import { appErrorReply } from '../access/app-error-reply.server.ts';
import { currentPath } from '../access/safe-redirect.ts';
import { hasRecentReauth } from './reauth-cookie.server.ts';
import { decisionForm } from './join-request-schemas.ts';
import { checkReauth, requireAdmin } from './admin-panel.server.ts';
import { formatWhen } from '@foyer/i18n';
import { eventLocale } from '../../server/request-event.server.ts';

type EventRow = Awaited<ReturnType<typeof routeEvent>>['event'];

/**
 * Pending requests oldest first (first come, first served), decided ones newest first. Dates are
 * formatted here, in the event's time zone: the browser's ICU may format them differently.
 */
async function requests(ctx: Ctx, request: Request, viewer: Viewer, event: EventRow) {
  const [all, locale] = await Promise.all([listJoinRequests(ctx, viewer, event.id), eventLocale(ctx, request, event)]);
  const shaped = all.map((r) => ({
    id: r.id,
    status: r.status,
    name: `${r.user.first_name} ${r.user.last_name}`.trim(),
    email: r.user.email,
    requested: { iso: r.created_at, text: formatWhen(r.created_at, locale, event.timezone, 'datetime') },
    decided: r.decided_at ? { iso: r.decided_at, text: formatWhen(r.decided_at, locale, event.timezone, 'datetime') } : null,
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
  if (formData.get('intent') === 'reauth') return data({ form: 'reauth' as const, result: await checkReauth(ctx, request, viewer, formData) }, { status: 422 });
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

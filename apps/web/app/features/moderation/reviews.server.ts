import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { listReviewQueue } from '@foyer/core/moderation/review-queue';
import { acceptUpdate, rejectUpdate } from '@foyer/core/moderation/review-decide';
import { entityId } from '@foyer/core/platform/input-vocabulary';
import { formatWhen } from '@foyer/i18n';
import { checkReauth, requireAdmin } from '../admin/admin-panel.server.ts';
import { hasRecentReauth } from '../admin/reauth-cookie.server.ts';
import { currentPath } from '../access/safe-redirect.ts';
import { eventLocale } from '../../server/request-event.server';

const decision = z.object({
  intent: z.enum(['accept', 'reject']),
  kind: z.enum(['exhibitor', 'speaker']),
  updateId: z.coerce.number().pipe(entityId),
  name: z.string().max(300).default(''),
  rejection_note: z.string().max(2000).optional(),
});

/** `admin/reviews`: the password prompt until re-entered (SPEC §6), then the queue of pending updates. */
export async function reviewsLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer } = await requireAdmin(ctx, request, slug);
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) return { reauth: true as const, title: event.title, reviews: [] };
  const [queue, locale] = await Promise.all([listReviewQueue(ctx, viewer, event.id), eventLocale(ctx, request, event)]);
  const url = new URL(request.url);
  const done = url.searchParams.get('reviewed');
  return {
    reauth: false as const, title: event.title,
    reviews: queue.map((r) => ({ ...r, created: formatWhen(r.created_at, locale, event.timezone, 'datetime') })),
    done: done === 'accepted' || done === 'rejected' ? { status: done as 'accepted' | 'rejected', name: url.searchParams.get('name')?.slice(0, 300) ?? '' } : null,
  };
}

/** Accept or reject one update; each answer names what happened, a refusal keeps the list. */
export async function reviewsAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer } = await requireAdmin(ctx, request, slug);
  const form = await request.formData();
  if (form.get('intent') === 'reauth') return data({ form: 'reauth' as const, result: await checkReauth(ctx, request, viewer, form) }, { status: 422 });
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) throw redirect(currentPath(request));
  const parsed = decision.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ form: 'decide' as const, updateId: null, code: 'common.validation' }, { status: 422 });
  const d = parsed.data;
  try {
    if (d.intent === 'accept') await acceptUpdate(ctx, viewer, event.id, d.kind, d.updateId);
    else await rejectUpdate(ctx, viewer, event.id, d.kind, d.updateId, { rejection_note: d.rejection_note });
  } catch (err) {
    if (!isAppError(err)) throw err;
    return data({ form: 'decide' as const, updateId: d.updateId, code: err.code }, { status: err.status });
  }
  const url = new URL(currentPath(request), 'http://x');
  url.searchParams.set('reviewed', d.intent === 'accept' ? 'accepted' : 'rejected');
  url.searchParams.set('name', d.name);
  throw redirect(`${url.pathname}${url.search}`);
}

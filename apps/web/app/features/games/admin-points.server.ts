import { data, redirect } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { adminUserEntries, adminVoidEntry, searchPointHolders } from '@foyer/core/points/points-admin';
import { formatWhen } from '@foyer/i18n';
import { currentPath } from '../access/safe-redirect.ts';
import { checkReauth, requireAdmin } from '../admin/admin-panel.server.ts';
import { hasRecentReauth } from '../admin/reauth-cookie.server.ts';
import { eventLocale } from '../../server/request-event.server.ts';

/** `admin/points?q=&user=`: people with points by name or e-mail; with `user`, that person's entries to void. */
export async function adminPointsLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer, basePath } = await requireAdmin(ctx, request, slug);
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) return { reauth: true as const, title: event.title };
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').slice(0, 200);
  const userToken = params.get('user');
  const holders = await searchPointHolders(ctx, viewer, event.id, { q }).catch((err: unknown) => {
    if (isAppError(err) && err.status === 422) return [];
    throw err;
  });
  let person = null;
  if (userToken) {
    const locale = await eventLocale(ctx, request, event);
    person = await adminUserEntries(ctx, viewer, event.id, userToken.slice(0, 200)).then(
      (p) => ({ ...p, entries: p.entries.map((e) => ({ ...e, when: formatWhen(e.created_at, locale, event.timezone, 'datetime') })) }),
      (err: unknown) => {
        if (isAppError(err) && err.status === 404) return null;
        throw err;
      },
    );
  }
  return { reauth: false as const, title: event.title, basePath, q, holders, person, voided: params.get('voided') === '1' };
}

export interface PointsActionResult {
  entryId: number | null;
  errors: Record<string, string[]>;
}

/** POST: void one entry with a reason, then back to the same person's entries. */
export async function adminPointsAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer } = await requireAdmin(ctx, request, slug);
  const form = await request.formData();
  if (form.get('intent') === 'reauth') return data({ intent: 'reauth' as const, result: await checkReauth(ctx, request, viewer, form) }, { status: 422 });
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) throw redirect(currentPath(request));
  const entryId = idFrom(form.get('entryId'));
  const reason = form.get('reason');
  try {
    if (!entryId) throw data({ code: 'points.entry_not_found' }, { status: 404 });
    await adminVoidEntry(ctx, viewer, event.id, entryId, { reason: typeof reason === 'string' ? reason : '' });
  } catch (err) {
    if (!isAppError(err)) throw err;
    const errors: Record<string, string[]> = {};
    for (const item of err.items) (errors[item.field ?? ''] ??= []).push(item.code);
    return data({ entryId, errors } satisfies PointsActionResult, { status: err.status });
  }
  const url = new URL(request.url);
  url.searchParams.set('voided', '1');
  throw redirect(`${url.pathname}${url.search}`);
}

import { data } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { checkReauth, requireAdmin } from './admin-panel.server.ts';
import { hasRecentReauth } from './reauth-cookie.server.ts';

/**
 * The admin panel's home (`admin`): event administrators only, behind the re-entered password
 * once; then it links every admin screen that exists, whose own gates see the same cookie and
 * do not ask again until it expires.
 */
export async function adminHomeLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, basePath, viewer } = await requireAdmin(ctx, request, slug);
  const reauth = !(await hasRecentReauth(ctx, request, viewer.user_identity_token));
  return { reauth, title: event.title, basePath, accessMode: event.access_mode_type };
}

export async function adminHomeAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { viewer } = await requireAdmin(ctx, request, slug);
  return data({ intent: 'reauth' as const, result: await checkReauth(ctx, request, viewer, await request.formData()) }, { status: 422 });
}

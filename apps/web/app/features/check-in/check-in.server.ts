import { data, redirect } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { scanInput, scanTicket, type ScanResult } from '@foyer/core/checkin/scan-ticket';
import { formatWhen } from '@foyer/i18n';
import { currentPath } from '../access/safe-redirect.ts';
import { checkReauth, requireAdmin } from '../admin/admin-panel.server.ts';
import { hasRecentReauth } from '../admin/reauth-cookie.server.ts';
import { eventLocale } from '../../server/request-event.server.ts';

export type CheckInResult = { intent: 'scan'; result: ScanResult & { when: string | null }; code: string } | { intent: 'scan'; invalid: true; code: string };

/** `admin/check-in`: the door, behind the re-entered password (SPEC §1). */
export async function checkInLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer, basePath } = await requireAdmin(ctx, request, slug);
  const reauth = !(await hasRecentReauth(ctx, request, viewer.user_identity_token));
  return { reauth, title: event.title, basePath };
}

export async function checkInAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer } = await requireAdmin(ctx, request, slug);
  const form = await request.formData();
  if (form.get('intent') === 'reauth') return data({ intent: 'reauth' as const, result: await checkReauth(ctx, request, viewer, form) }, { status: 422 });
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) throw redirect(currentPath(request));
  const parsed = scanInput.safeParse({ code: form.get('code') ?? '' });
  const code = typeof form.get('code') === 'string' ? String(form.get('code')).slice(0, 200) : '';
  if (!parsed.success) return data({ intent: 'scan' as const, invalid: true as const, code } satisfies CheckInResult, { status: 422 });
  const result = await scanTicket(ctx, viewer, event.id, parsed.data);
  // Written once on the server, in the event's zone and the reader's language (no hydration drift).
  const at = result.ticket?.checked_in_at;
  const when = at ? formatWhen(at, await eventLocale(ctx, request, event), event.timezone, 'datetime') : null;
  return { intent: 'scan' as const, result: { ...result, when }, code: '' } satisfies CheckInResult;
}

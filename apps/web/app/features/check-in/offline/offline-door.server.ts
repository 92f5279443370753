import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { offlineTicketList, syncInput, syncOfflineScans } from '@foyer/core/checkin/offline-door';
import { requireAdmin } from '../../admin/admin-panel.server.ts';
import { hasRecentReauth } from '../../admin/reauth-cookie.server.ts';
import { doorParam } from '../check-in.server.ts';
import { eventWords } from '../../../server/request-event.server.ts';

/** JSON for the door's script: `{ ok: false, code }` in the shape the other admin resource routes answer. */
const refuse = (status: number, code: string, extra: Record<string, unknown> = {}) => Response.json({ ok: false, code, ...extra }, { status, headers: { 'Cache-Control': 'no-store' } });

async function answer(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (err) {
    if (isAppError(err)) return refuse(err.status, err.code);
    // requireAdmin's own refusals (not signed in, not an administrator) are thrown as responses.
    if (err instanceof Response) return err;
    if (err && typeof err === 'object' && 'type' in err && (err as { type: string }).type === 'DataWithResponseInit') {
      const { data, init } = err as unknown as { data: { code?: string }; init: ResponseInit | null };
      return refuse(init?.status ?? 403, data?.code ?? 'common.forbidden');
    }
    throw err;
  }
}

/**
 * `admin/check-in/offline` (and a session door's): the door's offline copy of the event's tickets.
 * Holders' names leave the server only behind the re-entered password, as the door page itself.
 */
export function offlineListLoader(ctx: Ctx, request: Request, slug: string | undefined, rawSessionId?: string) {
  return answer(async () => {
    const { event, viewer } = await requireAdmin(ctx, request, slug);
    const door = doorParam(rawSessionId);
    if (!door) return refuse(404, 'common.not_found');
    if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) return refuse(403, 'admin.reauth_required');
    const [list, words] = await Promise.all([offlineTicketList(ctx, viewer, event.id, door), eventWords(ctx, request, event)]);
    // Ticket types in the reader's language, as the door's online list names them.
    const tickets = list.tickets.map((t) => (t.ticket_name === null ? t : { ...t, ticket_name: words(t.ticket_name) }));
    // The door writes times in the event's zone, and "by" of its own queued scans with this name.
    const me = `${viewer.first_name} ${viewer.last_name}`.trim() || null;
    return Response.json({ ok: true, ...list, tickets, timezone: event.timezone, me }, { headers: { 'Cache-Control': 'no-store' } });
  });
}

/**
 * The scans a door queued while offline. A signed-in administrator's door may send them after
 * its re-entered password has lapsed (15 minutes): the scans were made while the door was
 * unlocked, and refusing them would lose who came in.
 */
export function offlineSyncAction(ctx: Ctx, request: Request, slug: string | undefined, rawSessionId?: string) {
  return answer(async () => {
    const { event, viewer } = await requireAdmin(ctx, request, slug);
    const door = doorParam(rawSessionId);
    if (!door) return refuse(404, 'common.not_found');
    const body: unknown = await request.json().catch(() => null);
    const parsed = syncInput.safeParse(body);
    if (!parsed.success) return refuse(422, 'common.validation', { fields: parsed.error.issues.map((i) => i.path.join('.')) });
    const results = await syncOfflineScans(ctx, viewer, event.id, door, parsed.data);
    return Response.json({ ok: true, results }, { headers: { 'Cache-Control': 'no-store' } });
  });
}

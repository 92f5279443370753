import { data, redirect } from 'react-router';
import { z } from 'zod';
import { text } from '@foyer/core/platform/input-vocabulary';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { scanInput, scanTicket, type ScanResult } from '@foyer/core/checkin/scan-ticket';
import { listCheckIns } from '@foyer/core/checkin/list-check-ins';
import { checkInFilterOf } from '@foyer/core/checkin/check-in-filter';
import { undoCheckIn } from '@foyer/core/checkin/undo-check-in';
import { eventDoor, findSessionDoor, listSessionDoors, type Door } from '@foyer/core/checkin/door';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { formatWhen } from '@foyer/i18n';
import { currentPath } from '../access/safe-redirect.ts';
import { checkReauth, requireAdmin } from '../admin/admin-panel.server.ts';
import { hasRecentReauth } from '../admin/reauth-cookie.server.ts';
import { eventLocale, eventWords } from '../../server/request-event.server.ts';
import { notFoundAs404 } from '../../server/not-found-as-404.server.ts';

export type CheckInResult =
  // `offline`: answered by the door's copy of the tickets while the server was out of reach.
  | { intent: 'scan'; result: ScanResult & { when: string | null; offline?: boolean }; code: string }
  | { intent: 'scan'; invalid: true; code: string }
  // `offline`: an undo tried while the server was out of reach (it needs the server).
  | { intent: 'undo'; name: string; ok: boolean; offline?: boolean };

/** The door's form posts: a scan (the code typed or read) or an undo (a ticket code from the list). */
const checkInForm = z.object({ intent: z.enum(['scan', 'undo']).default('scan'), code: text().pipe(z.string().max(200)).default('') });

/** The door a route names: the event's entrance, or an agenda session's (`…/session/{id}`); null for an id that is not one. */
export function doorParam(rawSessionId: string | undefined): Door | null {
  if (rawSessionId === undefined) return eventDoor;
  const sessionId = idFrom(rawSessionId);
  return sessionId ? { sessionId } : null;
}

/** As doorParam; an id that is not one is the screen's 404. */
function doorOf(rawSessionId: string | undefined): Door {
  const door = doorParam(rawSessionId);
  if (!door) throw data({ code: 'common.not_found' }, { status: 404 });
  return door;
}

/** `admin/check-in` (and a session's door): the door and its lists, behind the re-entered password (SPEC §1). */
export async function checkInLoader(ctx: Ctx, request: Request, slug: string | undefined, rawSessionId?: string) {
  const { event, viewer, basePath } = await requireAdmin(ctx, request, slug);
  const door = doorOf(rawSessionId);
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) return { reauth: true as const, title: event.title, basePath };
  // Sessions and ticket types are the organizer's words: in the reader's language, as the agenda and the checkout name them.
  const [locale, words] = await Promise.all([eventLocale(ctx, request, event), eventWords(ctx, request, event)]);
  const session = door.sessionId === null ? null : await findSessionDoor(ctx, event.id, door.sessionId, locale).catch(notFoundAs404);
  const filter = checkInFilterOf(new URL(request.url).searchParams);
  const list = await listCheckIns(ctx, viewer, event.id, filter, door);
  const when = (at: Date | string) => formatWhen(at, locale, event.timezone, 'datetime');
  // The entrance lists the session doors; a session's door names its session.
  const sessions = session ? [] : (await listSessionDoors(ctx, viewer, event.id, locale)).map((s) => ({ ...s, when: when(s.time_start) }));
  // Times written once here, in the event's zone and the reader's language (no hydration drift).
  const tickets = list.tickets.map((t) => ({ ...t, ticket_name: t.ticket_name === null ? null : words(t.ticket_name), when: t.checked_in_at ? formatWhen(t.checked_in_at, locale, event.timezone, 'datetime') : null }));
  return {
    reauth: false as const,
    title: event.title,
    basePath,
    session: session ? { id: session.id, name: session.name, when: when(session.time_start) } : null,
    sessions,
    filter: { state: filter.state, q: filter.q ?? '' },
    list: { ...list, tickets },
  };
}

export async function checkInAction(ctx: Ctx, request: Request, slug: string | undefined, rawSessionId?: string) {
  const { event, viewer } = await requireAdmin(ctx, request, slug);
  const door = doorOf(rawSessionId);
  const form = await request.formData();
  if (form.get('intent') === 'reauth') return data({ intent: 'reauth' as const, result: await checkReauth(ctx, request, viewer, form) }, { status: 422 });
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) throw redirect(currentPath(request));
  const posted = checkInForm.safeParse({ intent: form.get('intent') ?? undefined, code: form.get('code') ?? undefined });
  if (!posted.success) return data({ intent: 'scan' as const, invalid: true as const, code: '' } satisfies CheckInResult, { status: 422 });
  const { intent, code } = posted.data;
  if (intent === 'undo') {
    try {
      const { holder_name } = await undoCheckIn(ctx, viewer, event.id, code);
      return { intent: 'undo' as const, name: holder_name, ok: true } satisfies CheckInResult;
    } catch (err) {
      if (!isAppError(err) || err.code !== 'tickets.not_found') throw err;
      return data({ intent: 'undo' as const, name: '', ok: false } satisfies CheckInResult, { status: 404 });
    }
  }
  const parsed = scanInput.safeParse({ code });
  if (!parsed.success) return data({ intent: 'scan' as const, invalid: true as const, code } satisfies CheckInResult, { status: 422 });
  const scanned = await scanTicket(ctx, viewer, event.id, parsed.data, door).catch(notFoundAs404);
  // The ticket type in the reader's language, as the list names it.
  const words = await eventWords(ctx, request, event);
  const result = scanned.ticket?.ticket_name ? { ...scanned, ticket: { ...scanned.ticket, ticket_name: words(scanned.ticket.ticket_name) } } : scanned;
  // Written once on the server, in the event's zone and the reader's language (no hydration drift).
  const at = result.ticket?.checked_in_at;
  const when = at ? formatWhen(at, await eventLocale(ctx, request, event), event.timezone, 'datetime') : null;
  return { intent: 'scan' as const, result: { ...result, when }, code: '' } satisfies CheckInResult;
}

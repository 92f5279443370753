import type { Ctx } from '@foyer/core/context';
import { listAttendees } from '@foyer/core/people/list-event-members';
import { ATTENDEE_SEARCH_PAGE, ATTENDEES_PAGE } from '@foyer/core/people/people-page';
import { requireAttendeeListAccess } from '@foyer/core/people/require-attendee-list-access';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';
import { readAccessCode } from '../../session/access-code-cookie.server.ts';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { requireEventAccess, requireSignedIn } from '../../server/require-access.server.ts';
import { loadUserProfile } from './user-profile.server.ts';

type EventRow = ScreenLoaderArgs['event'];

/**
 * The attendee-list gate (SPEC §6: signed-in only, even for open events) and the viewer it let in.
 * Guests go to login; non-members to join (or a 403 from core for close events).
 */
export async function attendeeViewer(ctx: Ctx, request: Request, event: EventRow) {
  await requireSignedIn(ctx, request, event);
  const { viewer } = await requireEventAccess(ctx, request, event);
  await requireAttendeeListAccess(ctx, viewer!, event.id, { accessCode: await readAccessCode(ctx, request, event.id) });
  return viewer!;
}

/**
 * One page of attendees sorted by last then first name: 40 a page, 100 when searching (SPEC §9);
 * `?q=` searches, `?max_id=` continues after the previous page's last row.
 */
export async function attendeesPage(ctx: Ctx, viewerId: number, eventId: number, url: URL) {
  // NUL cannot reach Postgres text; nobody types it.
  const q = url.searchParams.get('q')?.replaceAll('\u0000', '').trim().slice(0, 200) ?? '';
  const page = await listAttendees(ctx, eventId, viewerId, {
    limit: q ? ATTENDEE_SEARCH_PAGE : ATTENDEES_PAGE,
    search: q || null,
    max_id: idFrom(url.searchParams.get('max_id')),
  });
  return {
    q,
    total: page.meta.all_items,
    nextMaxId: page.meta.is_more ? page.meta.max_id : null,
    users: page.users.map((u) => ({ id: u.user_identity_token, first_name: u.first_name, last_name: u.last_name, picture: u.picture, position: u.position, company: u.company })),
  };
}

export type AttendeesPage = Awaited<ReturnType<typeof attendeesPage>>;
export type AttendeeItem = AttendeesPage['users'][number];

/** The attendees screen: a page of the list and, with `?user=`, the profile dialog's data. */
export async function loadAttendees({ ctx, request, event }: ScreenLoaderArgs) {
  const viewer = await attendeeViewer(ctx, request, event);
  const url = new URL(request.url);
  const token = url.searchParams.get('user');
  const [page, profile] = await Promise.all([
    attendeesPage(ctx, viewer.id, event.id, url),
    token ? loadUserProfile(ctx, event.id, viewer.id, token) : null,
  ]);
  return { ...page, continued: url.searchParams.has('max_id'), cursor: url.searchParams.get('max_id'), profile };
}

export type AttendeesData = Awaited<ReturnType<typeof loadAttendees>>;

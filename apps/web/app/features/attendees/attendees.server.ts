import { listEventMembers } from '@foyer/core/people/list-event-members';
import { ATTENDEES_PAGE } from '@foyer/core/people/people-page';
import { requireAttendeeListAccess } from '@foyer/core/people/require-attendee-list-access';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';
import { readAccessCode } from '../access/access-code-cookie.server.ts';
import { idParam } from '../agenda/agenda-groups.ts';
import { requireEventAccess, requireSignedIn } from '../../server/require-access.server.ts';

/**
 * The attendee list (SPEC §6: signed-in only, even for open events): 40 a page sorted by last
 * then first name; `?q=` searches, `?max_id=` continues after the previous page's last row.
 */
export async function loadAttendees({ ctx, request, event }: ScreenLoaderArgs) {
  await requireSignedIn(ctx, request, event);
  const { viewer } = await requireEventAccess(ctx, request, event);
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  await requireAttendeeListAccess(ctx, viewer!, event.id, { accessCode: await readAccessCode(ctx, request, event.id) });
  const page = await listEventMembers(ctx, event.id, viewer!.id, { limit: ATTENDEES_PAGE, search: q || null, max_id: idParam(url.searchParams.get('max_id')) });
  return {
    q,
    continued: url.searchParams.has('max_id'),
    total: page.meta.all_items,
    nextMaxId: page.meta.is_more ? page.meta.max_id : null,
    users: page.users.map((u) => ({ id: u.user_identity_token, first_name: u.first_name, last_name: u.last_name, picture: u.picture, position: u.position, company: u.company })),
  };
}

export type AttendeesData = Awaited<ReturnType<typeof loadAttendees>>;

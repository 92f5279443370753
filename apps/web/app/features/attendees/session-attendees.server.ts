import type { Ctx } from '@foyer/core/context';
import { getSessionDetails } from '@foyer/core/agenda/get-session-details';
import { listSessionAttendees } from '@foyer/core/people/list-session-attendees';
import { ATTENDEES_PAGE } from '@foyer/core/people/people-page';
import { asScreenResponse } from '../components/app-error-response.server';
import { componentScope } from '../components/component-scope.server';
import { agendaComponent } from '../agenda/session-details.server';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { attendeeViewer } from './attendees.server.ts';

/**
 * SPEC §2 `component/:componentId/agenda_sessions/:sessionId`: the attendees of one session,
 * behind the attendee-list gate (signed-in members) and the agenda's own access; 40 a page by
 * last then first name, `?max_id=` for the next page (a link, so it works without JavaScript).
 */
export async function sessionAttendeesLoader(ctx: Ctx, request: Request, params: { slug?: string; componentId?: string; sessionId?: string }) {
  const { event, component, sessionId } = await agendaComponent(ctx, request, params);
  return asScreenResponse(async () => {
    const viewer = await attendeeViewer(ctx, request, event);
    const scope = await componentScope(ctx, request, event, component.id, 'agenda');
    const session = await getSessionDetails(ctx, scope, sessionId);
    const url = new URL(request.url);
    const page = await listSessionAttendees(ctx, event.id, sessionId, viewer.id, { limit: ATTENDEES_PAGE, max_id: idFrom(url.searchParams.get('max_id')) });
    return {
      component: { id: component.id, label: component.label },
      session: { id: session.id, name: session.name },
      total: page.meta.all_items,
      continued: url.searchParams.has('max_id'),
      nextMaxId: page.meta.is_more ? page.meta.max_id : null,
      users: page.users.map((u) => ({ id: u.user_identity_token, first_name: u.first_name, last_name: u.last_name, picture: u.picture, position: u.position, company: u.company })),
    };
  });
}

export type SessionAttendeesData = Awaited<ReturnType<typeof sessionAttendeesLoader>>;

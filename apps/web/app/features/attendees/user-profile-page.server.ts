import { data } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { eventComponents, eventForRequest } from '../../server/request-event.server';
import { asScreenResponse } from '../components/app-error-response.server';
import { attendeeViewer } from './attendees.server.ts';
import { loadUserProfile } from './user-profile.server.ts';

/**
 * `user/:userToken`: a person's profile as a page (the dialog's no-JavaScript and shareable
 * twin). Same gate as the attendee list; an unknown token is a 404.
 */
export async function userProfilePageLoader(ctx: Ctx, request: Request, params: { slug?: string; userToken?: string }) {
  const event = await eventForRequest(ctx, request, params.slug);
  if (!event) throw data({ code: 'event.invalid' }, { status: 404 });
  const viewer = await asScreenResponse(() => attendeeViewer(ctx, request, event));
  const profile = await loadUserProfile(ctx, event.id, viewer.id, params.userToken ?? '');
  if (!profile) throw data({ code: 'common.not_found' }, { status: 404 });
  const attendees = (await eventComponents(ctx, request, event)).find((c) => c.component_name === 'attendees');
  // Anyone but oneself can be written to (the inbox refuses the rest: non-attendees, blocks).
  return { profile, attendeesComponentId: attendees?.id ?? null, canMessage: profile.user.user_identity_token !== viewer.user_identity_token };
}

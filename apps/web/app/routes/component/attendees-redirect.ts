import { data, redirect } from 'react-router';
import type { Route } from './+types/attendees-redirect';
import { loadComponent } from '../../features/components/load-component.server';

/**
 * SPEC §2 `component/:componentId/attendees`: the attendee list of an attendees component, which
 * this app shows at `component/:componentId`; links written to SPEC's path land there.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { event, component } = await loadComponent(context.ctx, request, params);
  if (component.component_name !== 'attendees') throw data({ code: 'component.not_found' }, { status: 404 });
  const search = new URL(request.url).search;
  throw redirect(`${params.slug ? `/${event.lp_url}` : ''}/component/${component.id}${search}`, 301);
}

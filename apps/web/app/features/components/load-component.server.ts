import { data } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { eventComponents, eventForRequest } from '../../server/request-event.server';
import { idFrom } from '@foyer/core/platform/input-vocabulary';

/**
 * The event and the component a `component/:componentId` URL names. The id comes from the URL,
 * so it must be one of this event's components: anything else is a 404, never another event's.
 */
export async function loadComponent(ctx: Ctx, request: Request, params: { slug?: string; componentId?: string }) {
  const event = await eventForRequest(ctx, request, params.slug);
  if (!event) throw data({ code: 'event.invalid' }, { status: 404 });
  const id = idFrom(params.componentId);
  const component = id !== null ? (await eventComponents(ctx, request, event)).find((c) => c.id === id) : undefined;
  if (!component) throw data({ code: 'component.not_found' }, { status: 404 });
  return { event, component };
}

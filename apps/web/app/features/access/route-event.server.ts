import { data } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { eventForRequest } from '../../server/request-event.server.ts';
import { basePathFor } from '../../server/require-access.server.ts';

/** The event of a screen's URL (shared with the layout's loader), or the invalid-event 404. */
export async function routeEvent(ctx: Ctx, request: Request, slug: string | undefined) {
  const event = await eventForRequest(ctx, request, slug);
  if (!event) throw data({ code: 'event.invalid' }, { status: 404 });
  return { event, basePath: slug ? `/${event.lp_url}` : basePathFor(request, event) };
}

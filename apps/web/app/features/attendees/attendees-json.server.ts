import type { Ctx } from '@foyer/core/context';
import { errorStatus, isAppError } from '@foyer/core/errors';
import { loadComponent } from '../components/load-component.server';
import { attendeesPage, attendeeViewer } from './attendees.server.ts';

/**
 * The attendee list's next page as JSON, for infinite scroll: the same gate and page as the
 * screen. Service errors answer JSON with their status; the gate's redirects (session gone)
 * pass through, and the client treats any non-JSON answer as a failed load.
 */
export async function attendeesJson(ctx: Ctx, request: Request, params: { slug?: string; componentId?: string }) {
  try {
    const { event, component } = await loadComponent(ctx, request, params);
    if (component.component_name !== 'attendees') return Response.json({ code: 'component.not_found' }, { status: 404 });
    const viewer = await attendeeViewer(ctx, request, event);
    const page = await attendeesPage(ctx, viewer.id, event.id, new URL(request.url));
    return Response.json(page, { headers: { 'cache-control': 'private, no-store' } });
  } catch (err) {
    if (isAppError(err)) return Response.json({ code: err.code }, { status: errorStatus[err.code] ?? 500 });
    throw err;
  }
}

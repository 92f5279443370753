import { data } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { errorStatus, isAppError } from '@foyer/core/errors';
import { exportSessionCalendar } from '@foyer/core/agenda/export-session-calendar';
import { exportScheduleCalendar } from '@foyer/core/agenda/export-schedule-calendar';
import { loadComponent } from '../components/load-component.server';
import { componentScope } from '../components/component-scope.server';
import { requireSignedIn } from '../../server/require-access.server.ts';
import { idFrom } from '@foyer/core/platform/input-vocabulary';

type Params = { slug?: string; componentId?: string; sessionId?: string };

function calendarResponse(file: { fileName: string; body: string }): Response {
  return new Response(file.body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

async function asResource(load: () => Promise<{ fileName: string; body: string }>): Promise<Response> {
  try {
    return calendarResponse(await load());
  } catch (err) {
    if (isAppError(err)) throw data({ code: err.code }, { status: errorStatus[err.code] ?? 500 });
    throw err;
  }
}

/** Resource route `component/:componentId/agenda_sessions/:sessionId/calendar.ics`. */
export async function sessionCalendarLoader(ctx: Ctx, request: Request, params: Params): Promise<Response> {
  const { event, component } = await loadComponent(ctx, request, params);
  const sessionId = idFrom(params.sessionId);
  if (component.component_name !== 'agenda' || sessionId === null) throw data({ code: 'component.not_found' }, { status: 404 });
  const scope = await componentScope(ctx, request, event, component.id, 'agenda');
  return asResource(() => exportSessionCalendar(ctx, scope, sessionId));
}

/** Resource route `component/:componentId/my_schedule.ics`: the viewer's whole schedule. */
export async function scheduleCalendarLoader(ctx: Ctx, request: Request, params: Params): Promise<Response> {
  const { event } = await loadComponent(ctx, request, params);
  const viewer = await requireSignedIn(ctx, request, event);
  return asResource(() => exportScheduleCalendar(ctx, viewer, { eventId: event.id }));
}

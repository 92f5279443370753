import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { listEventsNear, type NearEventCard } from '@foyer/core/dashboard/list-events-near';
import { listMyEvents, type MyEvents } from '@foyer/core/dashboard/list-my-events';
import { routeEvent } from '../access/route-event.server.ts';
import { webViewer } from '../../session/web-session.server.ts';
import { parseDashboardQuery } from './dashboard-query.ts';

/** A section that could not load carries the error code to show instead of its list. */
export type Loaded<T> = { ok: true; value: T } | { ok: false; code: string };

async function attempt<T>(ctx: Ctx, what: string, run: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (err) {
    // One failing section should not take the other down; the failure is still logged.
    ctx.log.error({ err }, `dashboard: ${what} failed`);
    return { ok: false, code: isAppError(err) ? err.code : 'common.internal' };
  }
}

/**
 * SPEC §2 dashboard. Mounted under an event, but about the visitor: their events anywhere, and
 * events near them — from the position the browser shared (`?lat=&lon=`), else from this
 * event's place, so it works without JavaScript. The page itself is open to guests (they see a
 * sign-in prompt where their events would be), like the landing page it hangs off.
 */
export async function dashboardLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, basePath } = await routeEvent(ctx, request, slug);
  const { viewer } = await webViewer(ctx, request);
  const { tab, position } = parseDashboardQuery(new URL(request.url).searchParams, viewer !== null);
  const eventPlace = event.lat !== null && event.lon !== null ? { lat: event.lat, lon: event.lon } : null;
  const origin = position ? { ...position, source: 'browser' as const } : eventPlace ? { ...eventPlace, source: 'event' as const } : null;
  const [mine, near] = await Promise.all([
    viewer ? attempt(ctx, 'my events', () => listMyEvents(ctx, viewer)) : Promise.resolve(null),
    tab === 'near' && origin
      ? attempt(ctx, 'events near', () => listEventsNear(ctx, { lat: origin.lat, lon: origin.lon, exclude_event_id: event.id }))
      : Promise.resolve(null),
  ]);
  return {
    tab,
    basePath,
    now: ctx.clock.now().toISOString(),
    signedIn: viewer !== null,
    event: { id: event.id, title: event.title, place_address: event.place_address, has_place: eventPlace !== null },
    origin: origin ? origin.source : null,
    mine: mine as Loaded<MyEvents> | null,
    near: near as Loaded<{ events: NearEventCard[]; meta: { all_items: number; is_more: boolean } }> | null,
  };
}

export type DashboardData = Awaited<ReturnType<typeof dashboardLoader>>;

import type { Ctx } from '@foyer/core/context';
import { findEventByUrlSuffix, findEventForHost, listComponents, listLanguages } from '@foyer/core/events/index';
import { perRequest } from './request-memo.server';
import { webViewer } from '../session/web-session.server';
import { isNavigable } from '../features/components/navigable.server';

type EventRow = NonNullable<Awaited<ReturnType<typeof findEventByUrlSuffix>>>;

/**
 * The event a request is about: `/:slug/...` names it; without a slug (the root loader, or the
 * root route set) the first path segment is tried, then the host's event, then the default one.
 */
export function eventForRequest(ctx: Ctx, request: Request, slug?: string): Promise<EventRow | null> {
  if (slug !== undefined) return perRequest(request, `event:${slug}`, () => findEventByUrlSuffix(ctx, slug));
  return perRequest(request, 'event:path-or-host', async () => {
    const first = new URL(request.url).pathname.split('/')[1] ?? '';
    const bySlug = first ? await eventForRequest(ctx, request, first) : null;
    return bySlug ?? findEventForHost(ctx, request.headers.get('host'));
  });
}

export function eventLanguages(ctx: Ctx, request: Request, event: EventRow | null) {
  return event ? perRequest(request, `languages:${event.id}`, () => listLanguages(ctx, event.id)) : Promise.resolve([]);
}

/** The event's components this request's viewer may open (a component limited to users with access is left out for others). */
/** The components this visitor may open, in the menu's order (see isNavigable). */
export function eventComponents(ctx: Ctx, request: Request, eventId: number) {
  return perRequest(request, `components:${eventId}`, async () =>
    (await listComponents(ctx, eventId, (await webViewer(ctx, request)).viewer?.id ?? null)).filter((c) => isNavigable(c.component_name)),
  );
}

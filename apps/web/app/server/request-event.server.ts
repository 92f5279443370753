import type { Ctx } from '@foyer/core/context';
import { findEventByUrlSuffix, findEventForHost, listComponents, listLanguages } from '@foyer/core/events/index';
import { eventText, type EventText } from '@foyer/core/events/event-text';
import { perRequest } from './request-memo.server';
import { localeForRequest } from './locale.server';
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

/**
 * The visitor's language on this event's pages, chosen as the root loader chooses it (`?lng=`,
 * the cookie, Accept-Language, the event's languages): the one place every loader asks.
 */
export function eventLocale(ctx: Ctx, request: Request, event: EventRow | null): Promise<string> {
  return perRequest(request, `locale:${event?.id ?? 0}`, async () => localeForRequest(request, await eventLanguages(ctx, request, event)).locale);
}

/** The event's own words in this request's language (core events/event-text). */
export function eventWords(ctx: Ctx, request: Request, event: EventRow): Promise<EventText> {
  return perRequest(request, `words:${event.id}`, async () => eventText(event, await eventLocale(ctx, request, event)));
}

/**
 * The components this visitor may open (one limited to users with access is left out for
 * others), in the menu's order (see isNavigable), labelled in the visitor's language.
 */
export function eventComponents(ctx: Ctx, request: Request, event: EventRow) {
  return perRequest(request, `components:${event.id}`, async () => {
    const [list, words] = await Promise.all([listComponents(ctx, event.id, (await webViewer(ctx, request)).viewer?.id ?? null), eventWords(ctx, request, event)]);
    return list.filter((c) => isNavigable(c.component_name)).map((c) => ({ ...c, label: words(c.label) }));
  });
}

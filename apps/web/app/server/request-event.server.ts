import type { Ctx } from '@foyer/core/context';
import { findEventByUrlSuffix, findEventForHost, listLanguages } from '@foyer/core/events/index';

type EventRow = NonNullable<Awaited<ReturnType<typeof findEventByUrlSuffix>>>;

const memo = new WeakMap<Request, Promise<EventRow | null>>();

/**
 * The event a request is about: `/:slug/...` names it; any other path means the host's event or
 * the default one. The root loader (for the locale) and the event layout both ask, so the answer
 * is memoised per request.
 */
export function eventForRequest(ctx: Ctx, request: Request, slug?: string): Promise<EventRow | null> {
  const cached = memo.get(request);
  if (cached && slug === undefined) return cached;
  const found = (async () => {
    const first = slug ?? new URL(request.url).pathname.split('/')[1] ?? '';
    const bySlug = first ? await findEventByUrlSuffix(ctx, first) : null;
    if (bySlug || slug !== undefined) return bySlug;
    return findEventForHost(ctx, request.headers.get('host'));
  })();
  if (slug === undefined) memo.set(request, found);
  return found;
}

export async function eventLanguages(ctx: Ctx, event: EventRow | null) {
  return event ? listLanguages(ctx, event.id) : [];
}

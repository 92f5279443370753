import type { Ctx } from '@foyer/core/context';
import { openComponentScope } from '@foyer/core/content/content-scope';
import type { schema } from '@foyer/db';
import { webViewer } from '../../server/session.server';
import { eventLanguages, type eventForRequest } from '../../server/request-event.server';

type EventRow = NonNullable<Awaited<ReturnType<typeof eventForRequest>>>;
import { localeForRequest } from '../../server/locale.server';

/**
 * The content scope of a component screen, built like the read API builds it: the signed-in
 * viewer (guests get null, so SPEC §6 hides their contact data), the UI locale, the access gate.
 */
export async function componentScope(
  ctx: Ctx,
  request: Request,
  event: EventRow,
  componentId: number,
  kind: (typeof schema.componentNames)[number],
) {
  const [{ viewer }, languages] = await Promise.all([webViewer(ctx, request), eventLanguages(ctx, request, event)]);
  const { locale } = localeForRequest(request, languages);
  const accessCode = new URL(request.url).searchParams.get('access_code');
  return openComponentScope(ctx, { eventId: event.id, viewer, locale, accessCode, ip: null, componentId }, kind);
}

import type { schema } from '@foyer/db';
import { openComponentScope } from '@foyer/core/content/content-scope';
import type { Ctx } from '@foyer/core/context';
import { readAccessCode } from '../../session/access-code-cookie.server.ts';
import { requireEventAccess } from '../../server/require-access.server.ts';
import type { eventForRequest } from '../../server/request-event.server';
import { eventLocale } from '../../server/request-event.server.ts';

type EventRow = NonNullable<Awaited<ReturnType<typeof eventForRequest>>>;

/**
 * The content scope of a component screen, built as the read API builds it: the access gate
 * first (login / join / access code / extra fields redirect), then the viewer (guests get null,
 * so SPEC §6 hides their contact data), the UI locale and the stored access code.
 */
export async function componentScope(
  ctx: Ctx,
  request: Request,
  event: EventRow,
  componentId: number,
  kind: (typeof schema.componentNames)[number],
) {
  const { viewer } = await requireEventAccess(ctx, request, event);
  return openComponentScope(
    ctx,
    { eventId: event.id, viewer, locale: await eventLocale(ctx, request, event), accessCode: await readAccessCode(ctx, request, event.id), componentId },
    kind,
  );
}

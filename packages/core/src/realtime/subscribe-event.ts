import type { Viewer } from '../accounts/viewer.ts';
import { requireEventAccess } from '../access/require-event-access.ts';
import type { Ctx } from '../context.ts';
import { getEventById } from '../events/find-event.ts';
import { channels } from '../platform/pubsub.ts';

/**
 * An event's channel (`event:<id>`), for whoever may read the event's attendee area (SPEC §4
 * access modes: the login, joining and access-code gates). An unknown id is event.invalid.
 */
export async function subscribeEvent(
  ctx: Pick<Ctx, 'db' | 'pubsub' | 'rateLimiter'>,
  eventId: number,
  viewer: Pick<Viewer, 'id' | 'email'> | null,
  opts: { accessCode?: string | null; ip?: string | null },
  onMessage: (message: unknown) => void,
): Promise<() => Promise<void>> {
  const event = await getEventById(ctx, eventId);
  await requireEventAccess(ctx, event, viewer, opts);
  return ctx.pubsub.subscribe(channels.event(event.id), onMessage);
}

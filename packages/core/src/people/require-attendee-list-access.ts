import type { Viewer } from '../accounts/viewer.ts';
import { requireEventAccess } from '../access/require-event-access.ts';
import type { Ctx } from '../context.ts';
import { getEventById } from '../events/find-event.ts';

/**
 * Attendee lists need a signed-in viewer (the route checks that) with access to the event:
 * members of close/whitelist events, anyone signed in for "none" events, and event admins.
 */
export async function requireAttendeeListAccess(
  ctx: Pick<Ctx, 'db' | 'rateLimiter'>,
  viewer: Pick<Viewer, 'id' | 'email'>,
  eventId: number,
  opts: { accessCode?: string | null; ip?: string | null } = {},
) {
  const event = await getEventById(ctx, eventId);
  await requireEventAccess(ctx, event, viewer, opts);
  return event;
}

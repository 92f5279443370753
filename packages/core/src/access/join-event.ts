import type { Viewer } from '../accounts/viewer.ts';
import { assertSystemConsents } from '../consents/missing-system-consents.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getEventById } from '../events/find-event.ts';
import { isEventAdmin } from './is-event-admin.ts';
import { hasApprovedRequest } from './query-join-requests.ts';
import { upsertMembership } from './upsert-membership.ts';
import { isWhitelisted } from './whitelist-entries.ts';

/**
 * SPEC §7 POST events/{id}/join: sets the joined flag (SPEC §4). A whitelist event admits only
 * listed e-mails (an approved request puts the e-mail on the list) and its administrators; anyone
 * else gets auth.whitelist, which opens the request-access dialog. Joining twice changes nothing.
 */
export async function joinEvent(
  ctx: Pick<Ctx, 'db'>,
  viewer: Pick<Viewer, 'id' | 'email' | 'first_name' | 'last_name'>,
  eventId: number,
): Promise<{ status: 'ok' }> {
  const event = await getEventById(ctx, eventId);
  await assertSystemConsents(ctx, viewer);
  if (event.access_mode_type === 'whitelist') {
    const allowed =
      (await isWhitelisted(ctx, eventId, viewer.email)) ||
      (await hasApprovedRequest(ctx, eventId, viewer.id)) ||
      (await isEventAdmin(ctx, viewer.id, eventId));
    if (!allowed) {
      throw new AppError('auth.whitelist', 'You are not on the guest list of this event. You can ask the organizer for access.');
    }
  }
  await upsertMembership(ctx, eventId, viewer);
  return { status: 'ok' };
}

import type { JoinRequestStatus } from '@foyer/db/schema';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { requireEventAdmin } from './is-event-admin.ts';
import { queryJoinRequests, type JoinRequestItem } from './query-join-requests.ts';

/** The organizer's view of requests to join a whitelist event (admins only). */
export async function listJoinRequests(
  ctx: Pick<Ctx, 'db'>,
  admin: Pick<Viewer, 'id'>,
  eventId: number,
  opts: { status?: JoinRequestStatus | undefined } = {},
): Promise<JoinRequestItem[]> {
  await requireEventAdmin(ctx, admin, eventId);
  return queryJoinRequests(ctx, eventId, opts);
}

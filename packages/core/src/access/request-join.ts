import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import { assertSystemConsents } from '../consents/missing-system-consents.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getEventById } from '../events/find-event.ts';
import { isWhitelisted } from './whitelist-entries.ts';

/**
 * SPEC §7 POST events/{id}/user/request_join_to_event: a user who is not on a whitelist event's
 * list asks the organizer for access (SPEC §4). One request per user and event.
 */
export async function requestJoin(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id' | 'email'>, eventId: number): Promise<{ status: 'ok' }> {
  const event = await getEventById(ctx, eventId);
  if (event.access_mode_type !== 'whitelist') {
    throw new AppError('access.not_whitelist_event', 'This event does not take join requests; join it directly.');
  }
  await assertSystemConsents(ctx, viewer);
  const m = schema.event_memberships;
  const [member] = await ctx.db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.event_id, eventId), eq(m.user_id, viewer.id), eq(m.joined, true)))
    .limit(1);
  if (member || (await isWhitelisted(ctx, eventId, viewer.email))) {
    throw new AppError('access.already_whitelisted', 'You are already on the guest list of this event.');
  }
  const inserted = await ctx.db
    .insert(schema.event_join_requests)
    .values({ event_id: eventId, user_id: viewer.id, status: 'pending' })
    .onConflictDoNothing()
    .returning({ id: schema.event_join_requests.id });
  if (!inserted.length) {
    throw new AppError('access.already_requested', 'You have already asked to join this event. The organizer will decide soon.');
  }
  return { status: 'ok' };
}

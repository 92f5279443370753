import { schema } from '@foyer/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { friendIdsOf, toUserRecord, userColumns, type UserRecord } from './user-record.ts';

/**
 * One user by user_identity_token. is_attendee, is_friend and user_tags are relative to
 * `eventId` (the X-App-Id event) when given; without it they are false/empty.
 */
export async function getUser(ctx: Pick<Ctx, 'db'>, viewerId: number, token: string, eventId: number | null): Promise<UserRecord> {
  const u = schema.users;
  const [user] = await ctx.db
    .select(userColumns)
    .from(u)
    .where(and(eq(u.user_identity_token, token), isNull(u.deleted_at)))
    .limit(1);
  if (!user) throw new AppError('common.not_found', 'User not found');
  if (eventId == null) return toUserRecord(user, viewerId, { is_friend: false, is_attendee: false, user_tags: [] });

  const m = schema.event_memberships;
  const [[membership], friends] = await Promise.all([
    ctx.db.select({ joined: m.joined, user_tags: m.user_tags }).from(m).where(and(eq(m.event_id, eventId), eq(m.user_id, user.id))).limit(1),
    friendIdsOf(ctx, eventId, viewerId, [user.id]),
  ]);
  return toUserRecord(user, viewerId, {
    is_friend: friends.has(user.id),
    is_attendee: membership?.joined === true,
    user_tags: membership?.user_tags ?? [],
  });
}

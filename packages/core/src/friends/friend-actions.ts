import { schema } from '@foyer/db';
import { and, eq, ne } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { isBlockedBetween } from '../inbox/blocks.ts';
import { toUserRecord, type UserRecord } from '../people/user-record.ts';
import { findPerson, pairOf, pairWhere, type FriendScope, type Person } from './friend-scope.ts';
import { announceFriendChange, notifyFriend } from './notify-friend.ts';

/**
 * SPEC §3 friend_invitations: the other user and which way the invitation goes — `requested`
 * when the viewer sent it, `pending` when it waits for the viewer's answer.
 */
export interface FriendInvitation {
  user: UserRecord;
  type: 'pending' | 'requested';
  created_at: string;
}

type ActCtx = Pick<Ctx, 'db' | 'pubsub' | 'log' | 'clock'>;

const recordOf = (scope: FriendScope, p: Person, is_friend: boolean) =>
  toUserRecord(p.user, scope.viewerId, { is_friend, is_attendee: p.joined, user_tags: p.user_tags });

/**
 * POST friends: invites a joined member of the event. The pair's unique key makes the insert
 * the only arbiter, so any number of simultaneous invitations leave one pending row and one
 * notification; asking again for the same pending invitation answers it unchanged. Someone who
 * already invited the viewer is answered with friends.invitation_received (accept theirs
 * instead), a friend with friends.already_friends.
 */
export async function inviteFriend(ctx: ActCtx, scope: FriendScope, token: string): Promise<FriendInvitation> {
  const other = await findPerson(ctx, scope, token);
  if (other.user.id === scope.viewerId) throw new AppError('friends.self', 'You cannot invite yourself.');
  if (!other.joined) throw new AppError('friends.user_not_found', 'This person is not an attendee of the event.');
  // A block (inbox) closes both ways: neither may invite the other.
  if (await isBlockedBetween(ctx.db, scope.viewerId, [other.user.id])) throw new AppError('friends.blocked', 'You cannot invite this person.');
  const f = schema.friendships;
  // A row deleted between the insert and the read (a decline racing) is simply tried again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [created] = await ctx.db
      .insert(f)
      .values({ event_id: scope.eventId, ...pairOf(scope.viewerId, other.user.id), requested_by_user_id: scope.viewerId })
      .onConflictDoNothing({ target: [f.event_id, f.user_a_id, f.user_b_id] })
      .returning({ created_at: f.created_at });
    if (created) {
      await notifyFriend(ctx, scope, { recipientId: other.user.id, recipientLocale: other.locale, kind: 'invited' });
      await announceFriendChange(ctx, scope, other.user.id);
      return { user: recordOf(scope, other, false), type: 'requested', created_at: created.created_at.toISOString() };
    }
    const [existing] = await ctx.db.select({ status: f.status, by: f.requested_by_user_id, created_at: f.created_at }).from(f).where(pairWhere(scope, other.user.id));
    if (!existing) continue;
    if (existing.status === 'accepted') throw new AppError('friends.already_friends', 'You are friends already.');
    if (existing.by !== scope.viewerId) throw new AppError('friends.invitation_received', 'This person has invited you already: accept their invitation.');
    return { user: recordOf(scope, other, false), type: 'requested', created_at: existing.created_at.toISOString() };
  }
  throw new AppError('common.unavailable', 'Please try again.');
}

/**
 * PATCH friends/accept/{id}: only the invited user accepts, and only a pending invitation; the
 * conditional update lets exactly one of simultaneous accepts through (and notify the inviter).
 */
export async function acceptFriend(ctx: ActCtx, scope: FriendScope, token: string): Promise<UserRecord> {
  const other = await findPerson(ctx, scope, token);
  const f = schema.friendships;
  const [row] = await ctx.db
    .update(f)
    .set({ status: 'accepted', accepted_at: ctx.clock.now() })
    .where(and(pairWhere(scope, other.user.id), eq(f.status, 'pending'), eq(f.requested_by_user_id, other.user.id), ne(f.requested_by_user_id, scope.viewerId)))
    .returning({ id: f.id });
  if (!row) throw new AppError('friends.invitation_not_found', 'This invitation does not exist (any more).');
  await notifyFriend(ctx, scope, { recipientId: other.user.id, recipientLocale: other.locale, kind: 'accepted' });
  await announceFriendChange(ctx, scope, other.user.id);
  return recordOf(scope, other, true);
}

/**
 * PATCH friends/decline/{id}: the invited user declines, or the one who invited cancels (SPEC §4:
 * both remove the invitation). A friendship is not ended here (friends/remove does that).
 */
export async function declineFriend(ctx: Pick<Ctx, 'db' | 'pubsub' | 'log'>, scope: FriendScope, token: string): Promise<{ status: 'ok' }> {
  const other = await findPerson(ctx, scope, token);
  const f = schema.friendships;
  const gone = await ctx.db.delete(f).where(and(pairWhere(scope, other.user.id), eq(f.status, 'pending'))).returning({ id: f.id });
  if (!gone.length) throw new AppError('friends.invitation_not_found', 'This invitation does not exist (any more).');
  await announceFriendChange(ctx, scope, other.user.id);
  return { status: 'ok' };
}

/** PATCH friends/remove/{id}: either friend ends the friendship; the other's is_friend clears with it. */
export async function removeFriend(ctx: Pick<Ctx, 'db' | 'pubsub' | 'log'>, scope: FriendScope, token: string): Promise<{ status: 'ok' }> {
  const other = await findPerson(ctx, scope, token);
  const f = schema.friendships;
  const gone = await ctx.db.delete(f).where(and(pairWhere(scope, other.user.id), eq(f.status, 'accepted'))).returning({ id: f.id });
  if (!gone.length) throw new AppError('friends.not_friends', 'You are not friends.');
  await announceFriendChange(ctx, scope, other.user.id);
  return { status: 'ok' };
}

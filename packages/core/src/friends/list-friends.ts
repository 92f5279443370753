import { schema } from '@foyer/db';
import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { userSearchCondition } from '../people/people-page.ts';
import { toUserRecord, userColumns, type UserRecord } from '../people/user-record.ts';
import { AppError } from '../errors.ts';
import type { FriendInvitation } from './friend-actions.ts';
import type { FriendScope } from './friend-scope.ts';

/** SPEC §9: friends 20 a page, friend search 50; nobody gets more than 100 at once. */
export const FRIENDS_PAGE = 20;
export const FRIEND_SEARCH_PAGE = 50;
export const MAX_FRIENDS_PAGE = 100;
/** friends/pending has no cursor; this bounds one answer (nobody has that many waiting). */
export const MAX_PENDING = 500;

export interface FriendsPage {
  friends: UserRecord[];
  /** all_items counts every match (ignoring the cursor); max_id is the cursor of the next page. */
  meta: { all_items: number; is_more: boolean; max_id: number | null };
}

const f = schema.friendships;
const u = schema.users;
const m = schema.event_memberships;

/** The other side of a row the viewer is in. */
const otherOf = (viewerId: number) => sql<number>`case when ${f.user_a_id} = ${viewerId} then ${f.user_b_id} else ${f.user_a_id} end`;
const mine = (scope: FriendScope) => and(eq(f.event_id, scope.eventId), or(eq(f.user_a_id, scope.viewerId), eq(f.user_b_id, scope.viewerId)));

/**
 * GET friends and friends/search: the viewer's friends in the event sorted by last then first
 * name (SPEC §9), then by the friendship id, which is also the keyset cursor (max_id: the id the
 * previous page ended with). Names are read from users, not the membership copies, because a
 * friend may have left the event and stays a friend.
 */
export async function listFriends(ctx: Pick<Ctx, 'db'>, scope: FriendScope, q: { limit: number; max_id?: number | null; search?: string | null }): Promise<FriendsPage> {
  const limit = Math.max(1, Math.min(MAX_FRIENDS_PAGE, Math.trunc(q.limit)));
  const base = and(mine(scope), eq(f.status, 'accepted'), isNull(u.deleted_at), userSearchCondition(q.search));

  let after;
  if (q.max_id != null) {
    const [cursor] = await ctx.db
      .select({ last_name: u.last_name, first_name: u.first_name, id: f.id })
      .from(f)
      .innerJoin(u, eq(u.id, otherOf(scope.viewerId)))
      .where(and(eq(f.id, q.max_id), mine(scope)))
      .limit(1);
    if (!cursor) throw new AppError('common.validation', 'max_id: unknown cursor', 'max_id');
    after = sql`(${u.last_name}, ${u.first_name}, ${f.id}) > (${cursor.last_name}, ${cursor.first_name}, ${cursor.id})`;
  }

  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ row_id: f.id, user: userColumns, joined: m.joined, user_tags: m.user_tags })
      .from(f)
      .innerJoin(u, eq(u.id, otherOf(scope.viewerId)))
      .leftJoin(m, and(eq(m.event_id, f.event_id), eq(m.user_id, u.id)))
      .where(and(base, after))
      .orderBy(asc(u.last_name), asc(u.first_name), asc(f.id))
      .limit(limit + 1),
    ctx.db.select({ n: count() }).from(f).innerJoin(u, eq(u.id, otherOf(scope.viewerId))).where(base),
  ]);
  const page = rows.slice(0, limit);
  return {
    friends: page.map((r) => toUserRecord(r.user, scope.viewerId, { is_friend: true, is_attendee: r.joined === true, user_tags: r.user_tags ?? [] })),
    meta: { all_items: Number(total?.n ?? 0), is_more: rows.length > limit, max_id: page.at(-1)?.row_id ?? null },
  };
}

/** GET friends/pending: invitations waiting for the viewer's answer and the ones they sent, newest first. */
export async function listInvitations(ctx: Pick<Ctx, 'db'>, scope: FriendScope): Promise<{ friend_invitations: FriendInvitation[] }> {
  const rows = await ctx.db
    .select({ by: f.requested_by_user_id, created_at: f.created_at, user: userColumns, joined: m.joined, user_tags: m.user_tags })
    .from(f)
    .innerJoin(u, eq(u.id, otherOf(scope.viewerId)))
    .leftJoin(m, and(eq(m.event_id, f.event_id), eq(m.user_id, u.id)))
    .where(and(mine(scope), eq(f.status, 'pending'), isNull(u.deleted_at)))
    .orderBy(desc(f.created_at), desc(f.id))
    .limit(MAX_PENDING);
  return {
    friend_invitations: rows.map((r) => ({
      user: toUserRecord(r.user, scope.viewerId, { is_friend: false, is_attendee: r.joined === true, user_tags: r.user_tags ?? [] }),
      type: r.by === scope.viewerId ? ('requested' as const) : ('pending' as const),
      created_at: r.created_at.toISOString(),
    })),
  };
}

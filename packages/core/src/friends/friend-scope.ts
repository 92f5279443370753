import { schema } from '@foyer/db';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Viewer } from '../accounts/viewer.ts';
import { requireMemberOrAdmin } from '../access/require-member.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { isText } from '../platform/input-vocabulary.ts';
import { userColumns } from '../people/user-record.ts';

/**
 * Friendships belong to one event (schema/friends.ts): the SPEC §7 calls carry no event in their
 * path, so the event is the X-App-Id one. Only its joined members and administrators have
 * friends there; an administrator of another event is nobody special.
 */
export interface FriendScope {
  eventId: number;
  viewerId: number;
}

export async function openFriends(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'> | null, eventId: number | null): Promise<FriendScope> {
  if (!viewer) throw new AppError('common.not_authenticated', 'Please log in to see your friends.');
  if (eventId == null) throw new AppError('friends.event_required', 'Say which event (X-App-Id) the friends are of.', 'x-app-id');
  await requireMemberOrAdmin(ctx, viewer, eventId);
  return { eventId, viewerId: viewer.id };
}

/** The other user of a call, by user_identity_token (what every path and body carries). */
export const userToken = z.string().trim().min(1).max(200).refine(isText);

/** Pairs are stored ordered, whoever asked (friendships_pair_order_ck). */
export const pairOf = (x: number, y: number) => (x < y ? { user_a_id: x, user_b_id: y } : { user_a_id: y, user_b_id: x });

/** The row of the viewer and `otherId` in the scope's event, matched on the ordered pair. */
export function pairWhere(scope: FriendScope, otherId: number) {
  const f = schema.friendships;
  const p = pairOf(scope.viewerId, otherId);
  return and(eq(f.event_id, scope.eventId), eq(f.user_a_id, p.user_a_id), eq(f.user_b_id, p.user_b_id));
}

/**
 * The user of `token` with what a record of them needs, or friends.user_not_found. `joined`
 * says whether they are a joined member of the event: only those can be invited, but a pending
 * invitation or a friendship with someone who left can still be answered or ended.
 */
export async function findPerson(ctx: Pick<Ctx, 'db'>, scope: FriendScope, token: string) {
  const parsed = userToken.safeParse(token);
  if (!parsed.success) throw new AppError('friends.user_not_found', 'This person does not exist (any more).');
  const u = schema.users;
  const m = schema.event_memberships;
  const [row] = await ctx.db
    .select({ user: userColumns, locale: u.locale, joined: m.joined, user_tags: m.user_tags })
    .from(u)
    .leftJoin(m, and(eq(m.user_id, u.id), eq(m.event_id, scope.eventId)))
    .where(and(eq(u.user_identity_token, parsed.data), isNull(u.deleted_at)))
    .limit(1);
  if (!row) throw new AppError('friends.user_not_found', 'This person does not exist (any more).');
  return { ...row, joined: row.joined === true, user_tags: row.user_tags ?? [] };
}

export type Person = Awaited<ReturnType<typeof findPerson>>;

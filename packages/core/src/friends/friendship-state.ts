import { schema } from '@foyer/db';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { isAppError } from '../errors.ts';
import { listSimilarUsers, type SimilarUser } from '../people/list-similar-users.ts';
import { pairOf, type FriendScope } from './friend-scope.ts';

/**
 * Where the viewer stands with another user of the event, for an "Add friend" button: `none`
 * (invite), `requested` (the viewer invited them: cancel), `pending` (they invited the viewer:
 * accept or decline), `friends` (remove), `self` (no button).
 */
export type FriendState = 'none' | 'requested' | 'pending' | 'friends' | 'self';

export async function friendshipState(ctx: Pick<Ctx, 'db'>, eventId: number, viewerId: number, otherId: number): Promise<FriendState> {
  if (otherId === viewerId) return 'self';
  const f = schema.friendships;
  const p = pairOf(viewerId, otherId);
  const [row] = await ctx.db
    .select({ status: f.status, by: f.requested_by_user_id })
    .from(f)
    .where(and(eq(f.event_id, eventId), eq(f.user_a_id, p.user_a_id), eq(f.user_b_id, p.user_b_id)));
  if (!row) return 'none';
  if (row.status === 'accepted') return 'friends';
  return row.by === viewerId ? 'requested' : 'pending';
}

/** How many people the friends screen suggests. */
export const SUGGESTIONS = 10;

/**
 * "People you may know" (SPEC §2 friends): the similar-users service asked about the viewer,
 * without anyone the viewer is already friends with or has an invitation with. A viewer who is
 * not a joined member (an organizer) has no similar people: the service answers 404, so none.
 */
export async function suggestFriends(ctx: Pick<Ctx, 'db'>, scope: FriendScope, viewerToken: string, limit = SUGGESTIONS): Promise<SimilarUser[]> {
  let similar: SimilarUser[];
  try {
    // Asked for more than shown: some of the best matches may be friends already.
    similar = (await listSimilarUsers(ctx, scope.eventId, scope.viewerId, viewerToken, 50)).users;
  } catch (err) {
    if (isAppError(err) && err.code === 'common.not_found') return [];
    throw err;
  }
  const f = schema.friendships;
  const rows = await ctx.db
    .select({ a: f.user_a_id, b: f.user_b_id })
    .from(f)
    .where(and(eq(f.event_id, scope.eventId), or(eq(f.user_a_id, scope.viewerId), eq(f.user_b_id, scope.viewerId))));
  const known = new Set(rows.map((r) => (r.a === scope.viewerId ? r.b : r.a)));
  const ids = await idsOf(ctx, similar.map((s) => s.user_identity_token));
  return similar.filter((s) => !known.has(ids.get(s.user_identity_token) ?? -1)).slice(0, limit);
}

/** Internal ids of records (which carry only tokens). */
async function idsOf(ctx: Pick<Ctx, 'db'>, tokens: string[]): Promise<Map<string, number>> {
  if (!tokens.length) return new Map();
  const u = schema.users;
  const rows = await ctx.db.select({ id: u.id, token: u.user_identity_token }).from(u).where(inArray(u.user_identity_token, tokens));
  return new Map(rows.map((r) => [r.token, r.id]));
}

/** friendshipState for the user of `token` (profiles carry tokens); `none` for an unknown one. */
export async function friendshipStateOf(ctx: Pick<Ctx, 'db'>, eventId: number, viewerId: number, token: string): Promise<FriendState> {
  const [row] = await ctx.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.user_identity_token, token)).limit(1);
  return row ? friendshipState(ctx, eventId, viewerId, row.id) : 'none';
}

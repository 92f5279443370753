import { schema } from '@foyer/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { isEventAdmin } from '../access/is-event-admin.ts';
import { openComponentScope, type ContentRequest, type ContentScope } from '../content/content-scope.ts';

/** The games component (treasure_hunt, "Games") opened by a player: a joined member of the event. */
export type GameScope = ContentScope & { componentId: number; playerId: number };

/**
 * The event's and the component's gates (SPEC §4, §6), then: points go to people of the event,
 * so only its players play — its joined members and its administrators, on an open event too
 * (a passer-by of an open event is told to join).
 */
export async function openGames(ctx: Pick<Ctx, 'db' | 'rateLimiter'>, req: ContentRequest & { componentId: number }): Promise<GameScope> {
  const scope = await openComponentScope(ctx, req, 'treasure_hunt');
  if (!scope.viewer) throw new AppError('common.not_authenticated', 'Please log in to play.');
  if (!scope.isAdmin && !(await isJoinedMember(ctx, scope.eventId, scope.viewer.id))) throw new AppError('access.not_joined', 'Join the event to play.');
  return { ...scope, playerId: scope.viewer.id };
}

/** A joined member or an administrator of the event: someone who can be scanned and score. */
export async function isPlayer(ctx: Pick<Ctx, 'db'>, eventId: number, userId: number): Promise<boolean> {
  return (await isJoinedMember(ctx, eventId, userId)) || (await isEventAdmin(ctx, userId, eventId));
}

export async function isJoinedMember(ctx: Pick<Ctx, 'db'>, eventId: number, userId: number): Promise<boolean> {
  const m = schema.event_memberships;
  const [row] = await ctx.db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.event_id, eventId), eq(m.user_id, userId), eq(m.joined, true)))
    .limit(1);
  return Boolean(row);
}

/** What a player sees of another: no internal id, no contact details. */
export const personColumns = {
  id: schema.users.id,
  user_identity_token: schema.users.user_identity_token,
  first_name: schema.users.first_name,
  last_name: schema.users.last_name,
  company: schema.users.company,
  position: schema.users.position,
  picture: schema.users.picture,
};

/** A live (not deleted) user by their public token, or null. */
export async function findUserByToken(ctx: Pick<Ctx, 'db'>, token: string) {
  const u = schema.users;
  const [row] = await ctx.db.select(personColumns).from(u).where(and(eq(u.user_identity_token, token), isNull(u.deleted_at))).limit(1);
  return row ?? null;
}

export type ScanPerson = Omit<NonNullable<Awaited<ReturnType<typeof findUserByToken>>>, 'id'>;
export const publicPerson = ({ id: _id, ...rest }: NonNullable<Awaited<ReturnType<typeof findUserByToken>>>): ScanPerson => rest;

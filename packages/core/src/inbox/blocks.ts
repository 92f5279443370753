import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { personColumns } from '../people/person-summary.ts';
import type { InboxUser } from './inbox-rows.ts';

type Signed = Pick<Viewer, 'id'> | null;

function signedIn(viewer: Signed): number {
  if (!viewer) throw new AppError('common.not_authenticated', 'Please log in.');
  return viewer.id;
}

async function userByToken(ctx: Pick<Ctx, 'db'>, token: string): Promise<number> {
  const [row] = await ctx.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.user_identity_token, token));
  if (!row) throw new AppError('inbox.user_not_found', 'This person was not found.', 'user_identity_token');
  return row.id;
}

/**
 * Whether a block stands between `userId` and any of `others`, whoever blocked whom: a blocked
 * conversation is closed both ways, so neither writes to the other (and friends invitations,
 * which ask the same question, are refused too).
 */
export async function isBlockedBetween(db: Db, userId: number, others: number[]): Promise<boolean> {
  if (others.length === 0) return false;
  const b = schema.user_blocks;
  const [row] = await db
    .select({ id: b.id })
    .from(b)
    .where(or(and(eq(b.blocker_user_id, userId), inArray(b.blocked_user_id, others)), and(eq(b.blocked_user_id, userId), inArray(b.blocker_user_id, others))))
    .limit(1);
  return !!row;
}

/** Blocks a user (again is fine: one row per pair). Blocking oneself is refused. */
export async function blockUser(ctx: Pick<Ctx, 'db'>, viewer: Signed, token: string): Promise<{ status: 'ok' }> {
  const me = signedIn(viewer);
  const other = await userByToken(ctx, token);
  if (other === me) throw new AppError('common.validation', 'You cannot block yourself.', 'user_identity_token');
  await ctx.db.insert(schema.user_blocks).values({ blocker_user_id: me, blocked_user_id: other }).onConflictDoNothing();
  return { status: 'ok' };
}

/** Lifts one's own block; lifting one that is not there is not an error (a repeated click). */
export async function unblockUser(ctx: Pick<Ctx, 'db'>, viewer: Signed, token: string): Promise<{ status: 'ok' }> {
  const me = signedIn(viewer);
  const other = await userByToken(ctx, token);
  const b = schema.user_blocks;
  await ctx.db.delete(b).where(and(eq(b.blocker_user_id, me), eq(b.blocked_user_id, other)));
  return { status: 'ok' };
}

/** The people the viewer blocked, by name. */
export async function listBlocked(ctx: Pick<Ctx, 'db'>, viewer: Signed): Promise<{ blocked_users: InboxUser[] }> {
  const me = signedIn(viewer);
  const b = schema.user_blocks;
  const u = schema.users;
  const rows = await ctx.db
    .select(personColumns(u))
    .from(b)
    .innerJoin(u, eq(u.id, b.blocked_user_id))
    .where(eq(b.blocker_user_id, me))
    .orderBy(asc(u.last_name), asc(u.first_name));
  return { blocked_users: rows };
}

import { and, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { openComponentScope, type ContentRequest, type ContentScope } from '../content/content-scope.ts';

/** A feed wall component opened for one viewer: the event's gate and the component's passed. */
export type FeedScope = ContentScope & { componentId: number };

export function openFeedWall(ctx: Pick<Ctx, 'db' | 'rateLimiter'>, req: ContentRequest & { componentId: number }): Promise<FeedScope> {
  return openComponentScope(ctx, req, 'feed_wall');
}

/** Who writes: reading the wall may be open to guests of an open event, writing never is. */
export function writerOf(scope: FeedScope): number {
  if (!scope.viewer) throw new AppError('common.not_authenticated', 'Please log in to post on the wall.');
  return scope.viewer.id;
}

/** A channel of this feed wall, or feed_wall.channel_not_found (another component's is not one). */
export async function requireChannel(ctx: Pick<Ctx, 'db'>, scope: FeedScope, channelId: number) {
  const ch = schema.feed_wall_channels;
  const [row] = await ctx.db
    .select({ id: ch.id, name: ch.name })
    .from(ch)
    .where(and(eq(ch.id, channelId), eq(ch.event_component_id, scope.componentId), eq(ch.event_id, scope.eventId)));
  if (!row) throw new AppError('feed_wall.channel_not_found', 'This channel does not exist (any more).');
  return row;
}

/** A thread of this feed wall (in `channelId` when given), with its author, or feed_wall.thread_not_found. */
export async function requireThread(ctx: Pick<Ctx, 'db'>, scope: FeedScope, threadId: number, channelId?: number) {
  const t = schema.feed_wall_threads;
  const ch = schema.feed_wall_channels;
  const [row] = await ctx.db
    .select({ id: t.id, channel_id: t.channel_id, user_id: t.user_id })
    .from(t)
    .innerJoin(ch, eq(ch.id, t.channel_id))
    .where(and(eq(t.id, threadId), eq(t.event_id, scope.eventId), eq(ch.event_component_id, scope.componentId)));
  if (!row || (channelId !== undefined && row.channel_id !== channelId)) throw new AppError('feed_wall.thread_not_found', 'This post does not exist (any more).');
  return row;
}

/** The author may change or delete their own; an administrator deletes anyone's through the admin path. */
export function requireOwnOrAdmin(scope: FeedScope, authorId: number, asAdmin: boolean): void {
  const me = writerOf(scope);
  if (asAdmin ? !scope.isAdmin : authorId !== me) throw new AppError('common.forbidden', asAdmin ? 'Only the event’s administrators may do this.' : 'Only its author may change this.');
}

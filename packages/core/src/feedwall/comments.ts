import { z } from 'zod';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { channels } from '../platform/pubsub.ts';
import { countWhere, feedMessage, selectComments, toComment, type FeedComment, type ListMeta } from './feed-rows.ts';
import { requireOwnOrAdmin, requireThread, writerOf, type FeedScope } from './feed-scope.ts';
import type { pageInput } from './threads.ts';
import { notifyThreadAuthor } from './notify-author.ts';

type Db = Pick<Ctx, 'db'>;
type Live = Pick<Ctx, 'db' | 'pubsub' | 'log'>;

/** SPEC §9: comments come 10 at a time. */
export const COMMENT_PAGE = 10;
export const commentInput = z.object({ message: feedMessage });

async function announce(ctx: Live, scope: FeedScope, threadId: number, change: string) {
  await ctx.pubsub.publish(channels.event(scope.eventId), { type: 'feed_wall', component_id: scope.componentId, thread_id: threadId, change }).catch((error: unknown) => ctx.log.warn({ error }, 'feed wall change not announced'));
}

/** A thread's comments, the newest first; the next page is the ones older than `timestamp`. */
export async function listComments(ctx: Db, scope: FeedScope, threadId: number, input: z.infer<ReturnType<typeof pageInput>>): Promise<{ feed_wall_comments: FeedComment[]; meta: ListMeta }> {
  await requireThread(ctx, scope, threadId);
  const c = schema.feed_wall_comments;
  const me = scope.viewer?.id ?? null;
  const rows = await selectComments(ctx.db)
    .where(and(eq(c.feed_wall_thread_id, threadId), input.timestamp ? lt(c.created_at, new Date(input.timestamp)) : undefined))
    .orderBy(desc(c.created_at), desc(c.id))
    .limit(input.limit + 1);
  return {
    feed_wall_comments: rows.slice(0, input.limit).map((row) => toComment(row, me)),
    meta: { all_items: await countWhere(ctx.db, c, eq(c.feed_wall_thread_id, threadId)), is_more: rows.length > input.limit },
  };
}

/** Comments of a thread written or changed since `timestamp`, oldest change first. */
export async function commentUpdates(ctx: Db, scope: FeedScope, threadId: number, input: z.infer<ReturnType<typeof pageInput>>) {
  await requireThread(ctx, scope, threadId);
  const c = schema.feed_wall_comments;
  const me = scope.viewer?.id ?? null;
  const rows = await selectComments(ctx.db)
    .where(and(eq(c.feed_wall_thread_id, threadId), input.timestamp ? gt(c.updated_at, new Date(input.timestamp)) : undefined))
    .orderBy(asc(c.updated_at), asc(c.id))
    .limit(input.limit);
  return { feed_wall_comments: rows.map((row) => toComment(row, me)) };
}

export async function requireComment(ctx: Db, scope: FeedScope, commentId: number) {
  const c = schema.feed_wall_comments;
  const [row] = await ctx.db.select({ id: c.id, thread_id: c.feed_wall_thread_id, user_id: c.user_id }).from(c).where(and(eq(c.id, commentId), eq(c.event_id, scope.eventId)));
  if (!row) throw new AppError('feed_wall.comment_not_found', 'This comment does not exist (any more).');
  // A comment of another feed wall of the event is not one of this wall's.
  await requireThread(ctx, scope, row.thread_id).catch(() => {
    throw new AppError('feed_wall.comment_not_found', 'This comment does not exist (any more).');
  });
  return row;
}

/**
 * Comment writes on one thread take turns, holding its row from their first statement. Without
 * this, two deletes at once each picked "the newest comment left" from a snapshot taken before
 * the other committed: one pointed the thread at a comment the other had just deleted (a foreign
 * key error, 500), and a delete beside a new comment could point it at an older one. Under READ
 * COMMITTED every statement after the lock sees what the previous holder committed.
 */
async function lockThread(tx: Pick<Live['db'], 'select'>, threadId: number): Promise<void> {
  const t = schema.feed_wall_threads;
  const [row] = await tx.select({ id: t.id }).from(t).where(eq(t.id, threadId)).for('update');
  // Deleted since requireThread looked: the comment would break its foreign key.
  if (!row) throw new AppError('feed_wall.thread_not_found', 'This post does not exist (any more).');
}

/**
 * The thread's newest comment as the list orders them (created_at is the writing transaction's
 * start, so a comment that waited for the lock can be older than one already stored): the post
 * shows the comment the list shows first.
 */
function newestComment(threadId: number) {
  const c = schema.feed_wall_comments;
  return sql`(select ${c.id} from ${c} where ${c.feed_wall_thread_id} = ${threadId} order by ${c.created_at} desc, ${c.id} desc limit 1)`;
}

/**
 * A comment on a thread. The thread's counter goes up by one and its latest comment is looked up
 * again, in the comment's transaction: parallel comments all count.
 */
export async function createComment(ctx: Live, scope: FeedScope, threadId: number, input: z.infer<typeof commentInput>): Promise<FeedComment> {
  const me = writerOf(scope);
  await requireThread(ctx, scope, threadId);
  const t = schema.feed_wall_threads;
  const c = schema.feed_wall_comments;
  const id = await ctx.db.transaction(async (tx) => {
    await lockThread(tx, threadId);
    const [created] = await tx.insert(c).values({ event_id: scope.eventId, feed_wall_thread_id: threadId, user_id: me, message: input.message }).returning({ id: c.id });
    await tx
      .update(t)
      .set({ comments_counter: sql`${t.comments_counter} + 1`, feed_wall_comment_id: newestComment(threadId), updated_at: sql`now()` })
      .where(eq(t.id, threadId));
    return created!.id;
  });
  await announce(ctx, scope, threadId, 'comment');
  await notifyThreadAuthor(ctx, scope, { threadId, actorId: me, kind: 'comment', text: input.message });
  const [row] = await selectComments(ctx.db).where(eq(c.id, id));
  return toComment(row!, me);
}

export async function editComment(ctx: Live, scope: FeedScope, commentId: number, input: z.infer<typeof commentInput>): Promise<FeedComment> {
  writerOf(scope);
  const comment = await requireComment(ctx, scope, commentId);
  requireOwnOrAdmin(scope, comment.user_id, false);
  const c = schema.feed_wall_comments;
  await ctx.db.update(c).set({ message: input.message, updated_at: sql`now()` }).where(eq(c.id, commentId));
  await ctx.db.update(schema.feed_wall_threads).set({ updated_at: sql`now()` }).where(eq(schema.feed_wall_threads.id, comment.thread_id));
  await announce(ctx, scope, comment.thread_id, 'comment');
  const [row] = await selectComments(ctx.db).where(eq(c.id, commentId));
  return toComment(row!, scope.viewer?.id ?? null);
}

/**
 * The author deletes their own comment, an administrator anyone's (`asAdmin`). The counter goes
 * down by one only when this call removed the row (never below 0), and the thread's latest
 * comment becomes the newest one left.
 */
export async function deleteComment(ctx: Live, scope: FeedScope, commentId: number, asAdmin = false): Promise<{ status: 'ok' }> {
  writerOf(scope);
  const comment = await requireComment(ctx, scope, commentId);
  requireOwnOrAdmin(scope, comment.user_id, asAdmin);
  const t = schema.feed_wall_threads;
  const c = schema.feed_wall_comments;
  await ctx.db.transaction(async (tx) => {
    await lockThread(tx, comment.thread_id);
    const removed = await tx.delete(c).where(eq(c.id, commentId)).returning({ id: c.id });
    if (removed.length === 0) return;
    await tx
      .update(t)
      .set({
        comments_counter: sql`greatest(${t.comments_counter} - 1, 0)`,
        feed_wall_comment_id: newestComment(comment.thread_id),
        updated_at: sql`now()`,
      })
      .where(eq(t.id, comment.thread_id));
  });
  await announce(ctx, scope, comment.thread_id, 'comment');
  return { status: 'ok' };
}

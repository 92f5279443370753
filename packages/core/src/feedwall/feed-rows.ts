import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type Db } from '@foyer/db';
import { text } from '../platform/input-vocabulary.ts';
import { z } from 'zod';
import { personColumns, type PersonSummary } from '../people/person-summary.ts';

/** A post or a comment: at least 2 characters once trimmed (SPEC §5 "too-short message rejected"), at most 5,000. */
export const feedMessage = text().pipe(z.string().trim().min(2, 'The message is too short.').max(5000));

/** A post's or comment's author. */
export type FeedUser = PersonSummary;

export interface FeedComment {
  id: number;
  uuid: string;
  message: string;
  feed_wall_thread_id: number;
  created_at: string;
  updated_at: string;
  user: FeedUser;
  /** The viewer wrote it (may edit and delete it). */
  mine: boolean;
}

export interface FeedThread {
  id: number;
  uuid: string;
  channel_id: number;
  message: string;
  is_highlighted: boolean;
  is_sticky: boolean;
  likes_counter: number;
  comments_counter: number;
  liked_by_me: boolean;
  created_at: string;
  updated_at: string;
  user: FeedUser;
  image: string | null;
  feed_wall_comment_id: number | null;
  /** The latest comment, shown under the post in lists. */
  feed_wall_comment: FeedComment | null;
  mine: boolean;
}

const u = schema.users;
const iso = (d: Date) => d.toISOString();

/** Threads with their author, image, the viewer's like and the latest comment (with its author), in one statement. */
export function selectThreads(db: Db, viewerId: number | null) {
  const t = schema.feed_wall_threads;
  const c = schema.feed_wall_comments;
  const commenter = alias(u, 'commenter');
  const likes = schema.feed_wall_thread_likes;
  return db
    .select({
      thread: t,
      user: personColumns(u),
      image: schema.attachments.file_url,
      liked_by_me: viewerId === null ? sql<boolean>`false` : sql<boolean>`exists (select 1 from ${likes} where ${likes.feed_wall_thread_id} = ${t.id} and ${likes.user_id} = ${viewerId})`,
      comment: c,
      commenter: personColumns(commenter),
    })
    .from(t)
    .innerJoin(u, eq(u.id, t.user_id))
    .leftJoin(schema.attachments, eq(schema.attachments.id, t.image_id))
    .leftJoin(c, eq(c.id, t.feed_wall_comment_id))
    .leftJoin(commenter, eq(commenter.id, c.user_id))
    .$dynamic();
}

type ThreadRow = Awaited<ReturnType<ReturnType<typeof selectThreads>['execute']>>[number];

export function toThread(row: ThreadRow, viewerId: number | null): FeedThread {
  const { thread } = row;
  return {
    id: thread.id,
    uuid: thread.uuid,
    channel_id: thread.channel_id,
    message: thread.message,
    is_highlighted: thread.is_highlighted,
    is_sticky: thread.is_sticky,
    likes_counter: thread.likes_counter,
    comments_counter: thread.comments_counter,
    liked_by_me: Boolean(row.liked_by_me),
    created_at: iso(thread.created_at),
    updated_at: iso(thread.updated_at),
    user: row.user,
    image: row.image,
    feed_wall_comment_id: thread.feed_wall_comment_id,
    feed_wall_comment: row.comment && row.commenter?.user_identity_token ? toComment({ comment: row.comment, user: row.commenter as FeedUser }, viewerId) : null,
    mine: viewerId !== null && thread.user_id === viewerId,
  };
}

/** Comments with their author. */
export function selectComments(db: Db) {
  const c = schema.feed_wall_comments;
  return db.select({ comment: c, user: personColumns(u) }).from(c).innerJoin(u, eq(u.id, c.user_id)).$dynamic();
}

export function toComment(row: { comment: typeof schema.feed_wall_comments.$inferSelect; user: FeedUser }, viewerId: number | null): FeedComment {
  const { comment } = row;
  return {
    id: comment.id,
    uuid: comment.uuid,
    message: comment.message,
    feed_wall_thread_id: comment.feed_wall_thread_id,
    created_at: iso(comment.created_at),
    updated_at: iso(comment.updated_at),
    user: row.user,
    mine: viewerId !== null && comment.user_id === viewerId,
  };
}

/** SPEC §3 list meta. */
export interface ListMeta {
  all_items: number;
  is_more: boolean;
}

/** How many rows a condition holds (list meta's all_items). */
export async function countWhere(db: Db, table: typeof schema.feed_wall_threads | typeof schema.feed_wall_comments, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return row?.n ?? 0;
}

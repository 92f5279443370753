import { z } from 'zod';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { channels } from '../platform/pubsub.ts';
import { coercedId } from '../platform/input-vocabulary.ts';
import { countWhere, feedMessage, selectThreads, toThread, type FeedThread, type ListMeta } from './feed-rows.ts';
import { requireChannel, requireOwnOrAdmin, requireThread, writerOf, type FeedScope } from './feed-scope.ts';
import { notifyThreadAuthor } from './notify-author.ts';

type Db = Pick<Ctx, 'db'>;
type Live = Pick<Ctx, 'db' | 'pubsub' | 'log'>;

/** SPEC §9: feed threads come 10 at a time, update polls at most 100. */
export const THREAD_PAGE = 10;
export const UPDATE_LIMIT = 100;

/** `?limit&timestamp`: a page size and the cursor (the created_at — for polls the updated_at — the client saw last). */
export const pageInput = (max: number, fallback: number) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(max).default(fallback),
    timestamp: z.iso.datetime({ offset: true }).optional(),
  });

export const threadInput = z.object({ message: feedMessage, image: coercedId().nullish() });
export const threadEdit = z.object({ message: feedMessage });

/** Open pages hear of a change at once (the event's SSE channel); what they show comes from the lists. */
async function announce(ctx: Live, scope: FeedScope, message: Record<string, unknown>) {
  await ctx.pubsub.publish(channels.event(scope.eventId), { type: 'feed_wall', component_id: scope.componentId, ...message }).catch((error: unknown) => ctx.log.warn({ error }, 'feed wall change not announced'));
}

/** The wall's channels, the default first, then in the organizer's order. */
export async function listChannels(ctx: Db, scope: FeedScope) {
  const ch = schema.feed_wall_channels;
  const rows = await ctx.db
    .select({ id: ch.id, name: ch.name, default: ch.default })
    .from(ch)
    .where(and(eq(ch.event_component_id, scope.componentId), eq(ch.event_id, scope.eventId)))
    .orderBy(desc(ch.default), asc(ch.order), asc(ch.id));
  return { feed_wall_channels: rows };
}

/**
 * A channel's threads: sticky ones first (on the first page, all of them), then the newest; the
 * next page is the ones older than `timestamp` (the created_at of the last one shown).
 */
export async function listThreads(ctx: Db, scope: FeedScope, channelId: number, input: z.infer<ReturnType<typeof pageInput>>): Promise<{ feed_wall_threads: FeedThread[]; meta: ListMeta }> {
  await requireChannel(ctx, scope, channelId);
  const t = schema.feed_wall_threads;
  const me = scope.viewer?.id ?? null;
  const inChannel = and(eq(t.channel_id, channelId), eq(t.event_id, scope.eventId));
  const sticky = input.timestamp ? [] : await selectThreads(ctx.db, me).where(and(inChannel, eq(t.is_sticky, true))).orderBy(desc(t.created_at), desc(t.id));
  const rest = await selectThreads(ctx.db, me)
    .where(and(inChannel, eq(t.is_sticky, false), input.timestamp ? lt(t.created_at, new Date(input.timestamp)) : undefined))
    .orderBy(desc(t.created_at), desc(t.id))
    .limit(input.limit + 1);
  const page = rest.slice(0, input.limit);
  return {
    feed_wall_threads: [...sticky, ...page].map((row) => toThread(row, me)),
    meta: { all_items: await countWhere(ctx.db, t, inChannel), is_more: rest.length > input.limit },
  };
}

/** What changed in a channel since `timestamp` (new threads, new likes or comments), oldest change first. */
export async function threadUpdates(ctx: Db, scope: FeedScope, channelId: number, input: z.infer<ReturnType<typeof pageInput>>) {
  await requireChannel(ctx, scope, channelId);
  const t = schema.feed_wall_threads;
  const me = scope.viewer?.id ?? null;
  const since = input.timestamp ? gt(t.updated_at, new Date(input.timestamp)) : undefined;
  const rows = await selectThreads(ctx.db, me)
    .where(and(eq(t.channel_id, channelId), eq(t.event_id, scope.eventId), since))
    .orderBy(asc(t.updated_at), asc(t.id))
    .limit(input.limit);
  return { feed_wall_threads: rows.map((row) => toThread(row, me)) };
}

export async function getThread(ctx: Db, scope: FeedScope, channelId: number, threadId: number): Promise<FeedThread> {
  await requireThread(ctx, scope, threadId, channelId);
  const me = scope.viewer?.id ?? null;
  const [row] = await selectThreads(ctx.db, me).where(eq(schema.feed_wall_threads.id, threadId));
  if (!row) throw new AppError('feed_wall.thread_not_found', 'This post does not exist (any more).');
  return toThread(row, me);
}

/** A new post in a channel; its picture must be one the author uploaded. */
export async function createThread(ctx: Live, scope: FeedScope, channelId: number, input: z.infer<typeof threadInput>): Promise<FeedThread> {
  const me = writerOf(scope);
  await requireChannel(ctx, scope, channelId);
  if (input.image) {
    const a = schema.attachments;
    const [own] = await ctx.db.select({ id: a.id }).from(a).where(and(eq(a.id, input.image), eq(a.owner_user_id, me)));
    if (!own) throw new AppError('common.validation', 'The picture is not one you uploaded.', 'image');
  }
  const [created] = await ctx.db
    .insert(schema.feed_wall_threads)
    .values({ event_id: scope.eventId, channel_id: channelId, user_id: me, message: input.message, image_id: input.image ?? null })
    .returning({ id: schema.feed_wall_threads.id });
  await announce(ctx, scope, { channel_id: channelId, thread_id: created!.id, change: 'thread' });
  return getThread(ctx, scope, channelId, created!.id);
}

export async function editThread(ctx: Live, scope: FeedScope, channelId: number, threadId: number, input: z.infer<typeof threadEdit>): Promise<FeedThread> {
  writerOf(scope);
  const thread = await requireThread(ctx, scope, threadId, channelId);
  requireOwnOrAdmin(scope, thread.user_id, false);
  await ctx.db.update(schema.feed_wall_threads).set({ message: input.message, updated_at: sql`now()` }).where(eq(schema.feed_wall_threads.id, threadId));
  await announce(ctx, scope, { channel_id: channelId, thread_id: threadId, change: 'thread' });
  return getThread(ctx, scope, channelId, threadId);
}

/** The author deletes their own post; an administrator anyone's (`asAdmin`, the `/admin` path). Its comments and likes go with it. */
export async function deleteThread(ctx: Live, scope: FeedScope, channelId: number, threadId: number, asAdmin = false): Promise<{ status: 'ok' }> {
  writerOf(scope);
  const thread = await requireThread(ctx, scope, threadId, channelId);
  requireOwnOrAdmin(scope, thread.user_id, asAdmin);
  await ctx.db.delete(schema.feed_wall_threads).where(eq(schema.feed_wall_threads.id, threadId));
  await announce(ctx, scope, { channel_id: channelId, thread_id: threadId, change: 'deleted' });
  return { status: 'ok' };
}

/**
 * Likes a thread once per person: a second like is feed_wall.already_liked (SPEC §8), an unlike
 * of one not liked feed_wall.not_liked. The counter moves in the same transaction as the like
 * row, by one, so parallel likes by many people all count and never below 0. Answers the new
 * `rating` (the likes counter).
 */
export async function likeThread(ctx: Live, scope: FeedScope, channelId: number, threadId: number, like: boolean): Promise<{ rating: number; liked_by_me: boolean }> {
  const me = writerOf(scope);
  await requireThread(ctx, scope, threadId, channelId);
  const t = schema.feed_wall_threads;
  const l = schema.feed_wall_thread_likes;
  const rating = await ctx.db.transaction(async (tx) => {
    const changed = like
      ? await tx.insert(l).values({ event_id: scope.eventId, feed_wall_thread_id: threadId, user_id: me }).onConflictDoNothing().returning({ id: l.id })
      : await tx.delete(l).where(and(eq(l.feed_wall_thread_id, threadId), eq(l.user_id, me))).returning({ id: l.id });
    if (changed.length === 0) throw like ? new AppError('feed_wall.already_liked', 'You already like this post.') : new AppError('feed_wall.not_liked', 'You do not like this post yet.');
    const [row] = await tx
      .update(t)
      .set({ likes_counter: like ? sql`${t.likes_counter} + 1` : sql`greatest(${t.likes_counter} - 1, 0)`, updated_at: sql`now()` })
      .where(eq(t.id, threadId))
      .returning({ rating: t.likes_counter });
    return row!.rating;
  });
  await announce(ctx, scope, { channel_id: channelId, thread_id: threadId, change: 'likes', rating });
  if (like) await notifyThreadAuthor(ctx, scope, { threadId, actorId: me, kind: 'like' });
  return { rating, liked_by_me: like };
}

import { z } from 'zod';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { text } from '../platform/input-vocabulary.ts';
import { deleteComment, requireComment } from './comments.ts';
import { requireThread, writerOf, type FeedScope } from './feed-scope.ts';
import { deleteThread } from './threads.ts';

type Live = Pick<Ctx, 'db' | 'pubsub' | 'log'>;

/** What a report says: optional words, at most 500 characters. */
export const reportInput = z.object({ reason: text().pipe(z.string().trim().max(500)).optional() });

/** A post or a comment of this wall. */
export type ReportTarget = { threadId: number; commentId?: undefined } | { commentId: number; threadId?: undefined };

async function requireTarget(ctx: Pick<Ctx, 'db'>, scope: FeedScope, target: ReportTarget) {
  if (target.commentId !== undefined) await requireComment(ctx, scope, target.commentId);
  else await requireThread(ctx, scope, target.threadId);
}

const targetIs = (target: ReportTarget) => {
  const c = schema.feed_wall_complaints;
  return target.commentId !== undefined ? eq(c.feed_wall_comment_id, target.commentId) : and(eq(c.feed_wall_thread_id, target.threadId), isNull(c.feed_wall_comment_id));
};

/** Anyone signed in reports a post or comment for the organizers to look at; a second report of the same by the same person adds nothing. */
export async function reportPost(ctx: Pick<Ctx, 'db'>, scope: FeedScope, target: ReportTarget, input: z.infer<typeof reportInput>): Promise<{ status: 'ok' }> {
  const me = writerOf(scope);
  await requireTarget(ctx, scope, target);
  const c = schema.feed_wall_complaints;
  const [already] = await ctx.db.select({ id: c.id }).from(c).where(and(targetIs(target), eq(c.user_id, me), isNull(c.resolved_at)));
  if (!already) {
    await ctx.db.insert(c).values({ event_id: scope.eventId, feed_wall_thread_id: target.threadId ?? null, feed_wall_comment_id: target.commentId ?? null, user_id: me, reason: input.reason || null });
  }
  return { status: 'ok' };
}

export interface OpenReport {
  kind: 'thread' | 'comment';
  thread_id: number;
  channel_id: number;
  comment_id: number | null;
  message: string;
  author: string;
  reports: number;
  reasons: string[];
  first_reported_at: string;
}

function requireAdmin(scope: FeedScope) {
  writerOf(scope);
  if (!scope.isAdmin) throw new AppError('common.forbidden', 'Only the event’s administrators see reports.');
}

/** The wall's posts and comments reported and not yet dealt with, the most reported first (administrators). */
export async function listReports(ctx: Pick<Ctx, 'db'>, scope: FeedScope): Promise<OpenReport[]> {
  requireAdmin(scope);
  const c = schema.feed_wall_complaints;
  const t = schema.feed_wall_threads;
  const cm = schema.feed_wall_comments;
  const ch = schema.feed_wall_channels;
  const author = alias(schema.users, 'author');
  const rows = await ctx.db
    .select({
      thread_id: t.id,
      channel_id: t.channel_id,
      comment_id: cm.id,
      message: sql<string>`coalesce(${cm.message}, ${t.message})`,
      first: author.first_name,
      last: author.last_name,
      reason: c.reason,
      at: c.created_at,
    })
    .from(c)
    .leftJoin(cm, eq(cm.id, c.feed_wall_comment_id))
    .innerJoin(t, or(eq(t.id, c.feed_wall_thread_id), eq(t.id, cm.feed_wall_thread_id)))
    .innerJoin(ch, eq(ch.id, t.channel_id))
    .innerJoin(author, sql`${author.id} = coalesce(${cm.user_id}, ${t.user_id})`)
    .where(and(eq(c.event_id, scope.eventId), isNull(c.resolved_at), eq(ch.event_component_id, scope.componentId)))
    .orderBy(c.created_at);
  const byTarget = new Map<string, OpenReport>();
  for (const r of rows) {
    const key = r.comment_id !== null ? `c${r.comment_id}` : `t${r.thread_id}`;
    const open = byTarget.get(key) ?? { kind: r.comment_id !== null ? ('comment' as const) : ('thread' as const), thread_id: r.thread_id, channel_id: r.channel_id, comment_id: r.comment_id, message: r.message, author: `${r.first} ${r.last}`.trim(), reports: 0, reasons: [], first_reported_at: r.at.toISOString() };
    open.reports += 1;
    if (r.reason && open.reasons.length < 5) open.reasons.push(r.reason);
    byTarget.set(key, open);
  }
  return [...byTarget.values()].sort((a, b) => b.reports - a.reports || a.first_reported_at.localeCompare(b.first_reported_at));
}

/** An administrator deals with a reported post or comment: deletes it (its reports go with it) or keeps it (its reports are closed). */
export async function resolveReports(ctx: Live, scope: FeedScope, target: ReportTarget, decision: 'delete' | 'keep'): Promise<{ status: 'ok' }> {
  requireAdmin(scope);
  if (decision === 'delete') {
    if (target.commentId !== undefined) return deleteComment(ctx, scope, target.commentId, true);
    const thread = await requireThread(ctx, scope, target.threadId);
    return deleteThread(ctx, scope, thread.channel_id, target.threadId, true);
  }
  await requireTarget(ctx, scope, target);
  const c = schema.feed_wall_complaints;
  await ctx.db.update(c).set({ resolved_at: sql`now()` }).where(and(eq(c.event_id, scope.eventId), targetIs(target), isNull(c.resolved_at)));
  return { status: 'ok' };
}


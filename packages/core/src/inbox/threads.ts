import { z } from 'zod';
import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type Db } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { coercedNatural, text } from '../platform/input-vocabulary.ts';
import { selectThreads, unreadSql, type InboxThread } from './inbox-rows.ts';
import { inboxMessage, requireThreadMember, THREADS_PAGE, UPDATE_MAX, userToken, type InboxScope } from './inbox-scope.ts';
import { addMessage, announce, membersByToken, refuseIfBlocked, type Live } from './post-message.ts';

type DbCtx = Pick<Ctx, 'db'>;

export const threadsPage = z.object({
  limit: z.coerce.number().int().min(1).max(THREADS_PAGE).default(THREADS_PAGE),
  timestamp: z.iso.datetime({ offset: true }).optional(),
});
export const threadsUpdate = z.object({
  limit: z.coerce.number().int().min(1).max(UPDATE_MAX).default(UPDATE_MAX),
  max_id: coercedNatural().default(0),
});
/** `users` once or repeated (`?users=a&users=b`): 1–50 people besides the viewer. */
const tokens = z.preprocess((v) => (v === undefined ? v : [v].flat()), z.array(userToken).min(1).max(50));
export const checkThreadsInput = z.object({ users: tokens });
/** A group's optional name (SPEC §3 inbox_threads.name), given when the thread is started. */
export const threadName = text().pipe(z.string().trim().max(100, 'At most 100 characters.'));
export const createInput = z.object({ message: inboxMessage, users: z.array(userToken).min(1).max(50), name: threadName.nullish() });

/** How many of the viewer's threads in this event are unread (the top bar's badge). */
export async function unreadThreads(ctx: DbCtx, scope: InboxScope): Promise<number> {
  const t = schema.inbox_threads;
  const mem = schema.inbox_thread_members;
  const [row] = await ctx.db
    .select({ n: count() })
    .from(mem)
    .innerJoin(t, eq(t.id, mem.inbox_thread_id))
    .where(and(eq(mem.user_id, scope.me), eq(mem.event_id, scope.eventId), unreadSql()));
  return row?.n ?? 0;
}

/** The viewer's threads, the latest message first; `timestamp` (the updated_at of the last one shown) pages on. */
export async function listMyThreads(ctx: DbCtx, scope: InboxScope, input: z.infer<typeof threadsPage>) {
  const t = schema.inbox_threads;
  const rows = await selectThreads(ctx.db, scope, input.timestamp ? lt(t.updated_at, new Date(input.timestamp)) : undefined, [desc(t.updated_at), desc(t.id)], input.limit + 1);
  return { inbox_threads: rows.slice(0, input.limit), meta: { is_more: rows.length > input.limit, unread_threads: await unreadThreads(ctx, scope) } };
}

/** Threads whose last message is newer than `max_id` (the highest message id the client saw), latest first. */
export async function myThreadsUpdate(ctx: DbCtx, scope: InboxScope, input: z.infer<typeof threadsUpdate>) {
  const t = schema.inbox_threads;
  const rows = await selectThreads(ctx.db, scope, gt(t.last_message_id, input.max_id), [desc(t.updated_at), desc(t.id)], input.limit);
  return { inbox_threads: rows, meta: { unread_threads: await unreadThreads(ctx, scope) } };
}

export async function getThread(ctx: DbCtx, scope: InboxScope, threadId: number): Promise<InboxThread> {
  await requireThreadMember(ctx, scope, threadId);
  const [thread] = await selectThreads(ctx.db, scope, eq(schema.inbox_threads.id, threadId), [], 1);
  if (!thread) throw new AppError('inbox.thread_not_found', 'This conversation does not exist (any more).');
  return thread;
}

/** The viewer's thread in this event with exactly these members (the viewer and `others`), if there is one. */
async function findExact(db: Db, scope: InboxScope, others: number[]): Promise<number | null> {
  const mem = schema.inbox_thread_members;
  const mine = alias(mem, 'mine');
  const all = [...new Set([scope.me, ...others])];
  const [row] = await db
    .select({ id: mem.inbox_thread_id })
    .from(mem)
    .where(inArray(mem.inbox_thread_id, db.select({ id: mine.inbox_thread_id }).from(mine).where(and(eq(mine.user_id, scope.me), eq(mine.event_id, scope.eventId)))))
    .groupBy(mem.inbox_thread_id)
    .having(sql`count(*) = ${all.length} and count(*) filter (where ${inArray(mem.user_id, all)}) = ${all.length}`)
    .orderBy(asc(mem.inbox_thread_id))
    .limit(1);
  return row?.id ?? null;
}

/** People the viewer names, as row ids, without the viewer; naming only oneself is refused. */
async function othersOf(ctx: DbCtx, scope: InboxScope, users: string[]): Promise<number[]> {
  const others = (await membersByToken(ctx.db, scope.eventId, users)).filter((id) => id !== scope.me);
  if (others.length === 0) throw new AppError('common.validation', 'Name someone besides yourself.', 'users');
  return others;
}

/** SPEC §7 check_threads: the existing thread with exactly these people, so a new one is not started beside it. */
export async function checkThreads(ctx: DbCtx, scope: InboxScope, input: z.infer<typeof checkThreadsInput>): Promise<{ inbox_thread: InboxThread | null }> {
  const id = await findExact(ctx.db, scope, await othersOf(ctx, scope, input.users));
  return { inbox_thread: id === null ? null : await getThread(ctx, scope, id) };
}

/**
 * Writes to these people: into the thread that already has exactly them (check_threads' rule),
 * else a new one, named `name` when given (a group's name; an existing thread keeps its own). A transaction-scoped advisory lock on the event and the member set makes
 * parallel first messages of one pair (two tabs, a double click, both people at once) wait for
 * each other, so they land in one thread.
 */
export async function createThread(ctx: Live, scope: InboxScope, input: z.infer<typeof createInput>): Promise<InboxThread> {
  const others = await othersOf(ctx, scope, input.users);
  await refuseIfBlocked(ctx.db, scope.me, others);
  const all = [...new Set([scope.me, ...others])].sort((a, b) => a - b);
  const { threadId, messageId } = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`inbox:${scope.eventId}:${all.join(',')}`}))`);
    let id = await findExact(tx as unknown as Db, scope, others);
    // Only a group has a name: a one-to-one conversation is called after the other person.
    if (id === null) {
      const [thread] = await tx.insert(schema.inbox_threads).values({ event_id: scope.eventId, created_by_user_id: scope.me, name: others.length > 1 ? input.name || null : null }).returning({ id: schema.inbox_threads.id });
      id = thread!.id;
      await tx.insert(schema.inbox_thread_members).values(all.map((user_id) => ({ event_id: scope.eventId, inbox_thread_id: id!, user_id })));
    }
    const added = await addMessage(tx, scope, id, input.message, null);
    return { threadId: id, messageId: added.id };
  });
  await announce(ctx, scope, threadId, all, 'message', messageId);
  return getThread(ctx, scope, threadId);
}

/** SPEC §4: marks the thread read only if it is unread (read_at empty or older than updated_at). */
export async function markAsRead(ctx: Live, scope: InboxScope, threadId: number): Promise<{ status: 'ok'; marked: boolean; unread_threads: number }> {
  await requireThreadMember(ctx, scope, threadId);
  const t = schema.inbox_threads;
  const mem = schema.inbox_thread_members;
  const changed = await ctx.db
    .update(mem)
    .set({ read_at: sql`greatest(clock_timestamp(), (select ${t.updated_at} from ${t} where ${t.id} = ${threadId}))` })
    .where(and(eq(mem.inbox_thread_id, threadId), eq(mem.user_id, scope.me), sql`(${mem.read_at} is null or ${mem.read_at} < (select ${t.updated_at} from ${t} where ${t.id} = ${threadId}))`))
    .returning({ id: mem.id });
  // The viewer's other tabs (and their badge) hear of it too.
  if (changed.length) await announce(ctx, scope, threadId, [scope.me], 'read');
  return { status: 'ok', marked: changed.length > 0, unread_threads: await unreadThreads(ctx, scope) };
}

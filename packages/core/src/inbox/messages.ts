import { z } from 'zod';
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { AppError } from '../errors.ts';
import { coercedNatural, text } from '../platform/input-vocabulary.ts';
import { selectMessages, type InboxMessage } from './inbox-rows.ts';
import { inboxMessage, MESSAGES_PAGE, REFRESH_PAGE, requireThreadMember, UPDATE_MAX, type InboxScope } from './inbox-scope.ts';
import { announce, type Live } from './post-message.ts';
import { addReply, replyTarget } from './reply-batches.ts';

export const messagesPage = z.object({
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE).default(MESSAGES_PAGE),
  timestamp: z.iso.datetime({ offset: true }).optional(),
});
export const messagesUpdate = z.object({
  limit: z.coerce.number().int().min(1).max(UPDATE_MAX).default(REFRESH_PAGE),
  max_id: coercedNatural().optional(),
});
export const responseInput = z.object({ message: inboxMessage, temp_id: text().pipe(z.string().min(1).max(64)).nullish() });

/** A thread's messages, newest first, 20 a page; `timestamp` (the created_at of the oldest shown) pages back. */
export async function listMessages(ctx: Pick<Ctx, 'db'>, scope: InboxScope, threadId: number, input: z.infer<typeof messagesPage>) {
  await requireThreadMember(ctx, scope, threadId);
  const m = schema.inbox_messages;
  const before = input.timestamp ? lt(m.created_at, new Date(input.timestamp)) : undefined;
  const rows = await selectMessages(ctx.db, scope.me, and(eq(m.inbox_thread_id, threadId), before), [desc(m.created_at), desc(m.id)], input.limit + 1);
  return { inbox_messages: rows.slice(0, input.limit), meta: { is_more: rows.length > input.limit } };
}

/**
 * Messages after `max_id` (the newest the client has), oldest first, 10 at a time (SPEC §9
 * thread refresh); without max_id the latest ones.
 */
export async function messageUpdates(ctx: Pick<Ctx, 'db'>, scope: InboxScope, threadId: number, input: z.infer<typeof messagesUpdate>) {
  await requireThreadMember(ctx, scope, threadId);
  const m = schema.inbox_messages;
  const inThread = eq(m.inbox_thread_id, threadId);
  if (input.max_id === undefined) {
    const latest = await selectMessages(ctx.db, scope.me, inThread, [desc(m.id)], input.limit);
    return { inbox_messages: latest.reverse() };
  }
  return { inbox_messages: await selectMessages(ctx.db, scope.me, and(inThread, gt(m.id, input.max_id)), [asc(m.id)], input.limit) };
}

/**
 * A reply by `viewer` in one of the event's threads (the API's): no separate openInbox, since the
 * reply's own statement checks that the viewer joined or runs the event (replyTarget).
 */
export async function replyAs(ctx: Live, viewer: Pick<Viewer, 'id'> | null, eventId: number, threadId: number, input: z.infer<typeof responseInput>): Promise<InboxMessage> {
  if (!viewer) throw new AppError('common.not_authenticated', 'Please log in to use the inbox.');
  return respond(ctx, { eventId, me: viewer.id }, threadId, input);
}

/**
 * A reply in a thread the viewer is a member of; `temp_id` comes back on it (a retried send is
 * stored once). Replies to one thread arriving together are written in one transaction (reply-batches.ts).
 */
export async function respond(ctx: Live, scope: InboxScope, threadId: number, input: z.infer<typeof responseInput>): Promise<InboxMessage> {
  const { others, author } = await replyTarget(ctx.db, scope, threadId);
  const added = await addReply(ctx.db, scope, threadId, input.message, input.temp_id ?? null);
  if (added.fresh) await announce(ctx, scope, threadId, [scope.me, ...others], 'message', added.id);
  // The message as selectMessages shows it to its author, from what was stored: no read back.
  return { id: added.id, inbox_thread_id: threadId, message: added.message, temp_id: input.temp_id ?? null, created_at: added.created_at.toISOString(), updated_at: added.updated_at.toISOString(), user: author, mine: true };
}

import { and, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { z } from 'zod';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireMemberOrAdmin } from '../access/require-member.ts';
import { text } from '../platform/input-vocabulary.ts';

/** One viewer's inbox in one event: threads belong to an event (schema/inbox.ts). */
export interface InboxScope {
  eventId: number;
  me: number;
}

/** SPEC §9: threads 1000 a page, messages 20, a thread refresh 10. */
export const THREADS_PAGE = 1000;
export const MESSAGES_PAGE = 20;
export const REFRESH_PAGE = 10;
export const UPDATE_MAX = 100;

/** A message: trimmed, 1–5,000 characters of text (NUL and other control bytes refused by `text()`). */
export const inboxMessage = text().pipe(z.string().trim().min(1, 'The message is empty.').max(5000));
/** Users are named by their public user_identity_token, never by their row id. */
export const userToken = text().pipe(z.string().trim().min(1).max(200));

/** The inbox is the event's members' (joined, or its administrators): guests 401, others 403. */
export async function openInbox(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'> | null, eventId: number): Promise<InboxScope> {
  if (!viewer) throw new AppError('common.not_authenticated', 'Please log in to use the inbox.');
  await requireMemberOrAdmin(ctx, viewer, eventId);
  return { eventId, me: viewer.id };
}

/**
 * A thread of this event the viewer is a member of, with the viewer's read_at. Anyone else's
 * thread is inbox.thread_not_found (404), so its existence is not told either.
 */
export async function requireThreadMember(ctx: Pick<Ctx, 'db'>, scope: InboxScope, threadId: number) {
  const t = schema.inbox_threads;
  const m = schema.inbox_thread_members;
  const [row] = await ctx.db
    .select({ id: t.id, updated_at: t.updated_at, read_at: m.read_at })
    .from(t)
    .innerJoin(m, and(eq(m.inbox_thread_id, t.id), eq(m.user_id, scope.me)))
    .where(and(eq(t.id, threadId), eq(t.event_id, scope.eventId)));
  if (!row) throw new AppError('inbox.thread_not_found', 'This conversation does not exist (any more).');
  return row;
}

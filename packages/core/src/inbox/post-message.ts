import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { channels } from '../platform/pubsub.ts';
import { isBlockedBetween } from './blocks.ts';
import type { InboxScope } from './inbox-scope.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Live = Pick<Ctx, 'db' | 'pubsub' | 'log'>;

/** The other members of a thread (their user ids). */
export async function otherMembers(db: Db | Tx, threadId: number, me: number): Promise<number[]> {
  const mem = schema.inbox_thread_members;
  const rows = await db.select({ id: mem.user_id }).from(mem).where(eq(mem.inbox_thread_id, threadId));
  return rows.map((r) => r.id).filter((id) => id !== me);
}

/** A blocked conversation is closed both ways (blocks.ts): refused before anything is written. */
export async function refuseIfBlocked(db: Db, me: number, others: number[]) {
  if (await isBlockedBetween(db, me, others)) throw new AppError('inbox.blocked', 'You cannot write to this person.');
}

/**
 * Adds a message inside the caller's transaction and moves the thread: its last message and
 * updated_at (which makes it unread for the others, SPEC §4) and the author's read_at to that
 * same instant, so one's own message never counts as unread. A retried send with the same
 * temp_id finds the first one (the unique index) and changes nothing: `fresh` is false.
 */
export async function addMessage(tx: Tx, scope: InboxScope, threadId: number, message: string, tempId: string | null): Promise<{ id: number; fresh: boolean }> {
  const m = schema.inbox_messages;
  const [row] = await tx
    .insert(m)
    .values({ event_id: scope.eventId, inbox_thread_id: threadId, user_id: scope.me, message, temp_id: tempId })
    .onConflictDoNothing()
    .returning({ id: m.id });
  if (!row) {
    const [first] = await tx
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.inbox_thread_id, threadId), eq(m.user_id, scope.me), eq(m.temp_id, tempId ?? '')));
    return { id: first!.id, fresh: false };
  }
  const t = schema.inbox_threads;
  const mem = schema.inbox_thread_members;
  // clock_timestamp, not now(): a message committed after another began must still sort after it.
  const [moved] = await tx.update(t).set({ last_message_id: row.id, updated_at: sql`clock_timestamp()` }).where(eq(t.id, threadId)).returning({ at: t.updated_at });
  await tx.update(mem).set({ read_at: moved!.at }).where(and(eq(mem.inbox_thread_id, threadId), eq(mem.user_id, scope.me)));
  return { id: row.id, fresh: true };
}

/**
 * Tells each member's own stream (`user:<id>`) that a thread changed, so their open inbox pages
 * and top-bar badge fetch again. Ids only, never the text: what anyone sees comes from the lists,
 * which check membership. A failed publish is logged; the message stays sent (pages poll).
 */
export async function announce(ctx: Live, scope: InboxScope, threadId: number, memberIds: number[], change: 'message' | 'read', messageId?: number) {
  const note = { type: 'inbox', event_id: scope.eventId, thread_id: threadId, change, ...(messageId ? { message_id: messageId } : {}) };
  await Promise.all(memberIds.map((id) => ctx.pubsub.publish(channels.user(id), note))).catch((error: unknown) => ctx.log.warn({ error }, 'inbox change not announced'));
}

/** Row ids of the event's joined members named by these tokens; any other is inbox.user_not_found. */
export async function membersByToken(db: Db, eventId: number, tokens: string[]): Promise<number[]> {
  const u = schema.users;
  const em = schema.event_memberships;
  const wanted = [...new Set(tokens)];
  const rows = await db
    .select({ id: u.id })
    .from(u)
    .innerJoin(em, and(eq(em.user_id, u.id), eq(em.event_id, eventId), eq(em.joined, true)))
    .where(inArray(u.user_identity_token, wanted));
  const ids = [...new Set(rows.map((r) => r.id))];
  if (ids.length !== wanted.length) throw new AppError('inbox.user_not_found', 'Someone you named is not an attendee of this event.', 'users');
  return ids;
}

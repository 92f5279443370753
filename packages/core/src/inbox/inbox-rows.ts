import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';
import type { InboxScope } from './inbox-scope.ts';
import { personColumns, type PersonSummary } from '../people/person-summary.ts';

/** A member of a thread. */
export type InboxUser = PersonSummary;

export interface InboxMessage {
  id: number;
  inbox_thread_id: number;
  message: string;
  /** The client's temporary id, echoed to its author only (optimistic sending, SPEC §7). */
  temp_id: string | null;
  created_at: string;
  updated_at: string;
  user: InboxUser;
  mine: boolean;
}

/** SPEC §3 inbox_threads: the last message, the other members, read_at; `unread` per SPEC §4. */
export interface InboxThread {
  id: number;
  name: string | null;
  message: InboxMessage | null;
  users: InboxUser[];
  created_at: string;
  updated_at: string;
  read_at: string | null;
  unread: boolean;
}

const u = schema.users;
const iso = (d: Date) => d.toISOString();

/** SPEC §4: unread when read_at is empty or older than updated_at (the last message moves it). */
export const isUnread = (readAt: Date | null, updatedAt: Date) => readAt === null || readAt < updatedAt;

/** The SQL of the same rule, for counts and filters. */
export const unreadSql = () => sql`(${schema.inbox_thread_members.read_at} is null or ${schema.inbox_thread_members.read_at} < ${schema.inbox_threads.updated_at})`;

/** Messages with their authors, by a condition; `mine` and temp_id for the viewer. */
export async function selectMessages(db: Db, me: number, where: SQL | undefined, order: SQL[], limit?: number): Promise<InboxMessage[]> {
  const m = schema.inbox_messages;
  const q = db
    .select({ id: m.id, inbox_thread_id: m.inbox_thread_id, message: m.message, temp_id: m.temp_id, user_id: m.user_id, created_at: m.created_at, updated_at: m.updated_at, user: personColumns(u) })
    .from(m)
    .innerJoin(u, eq(u.id, m.user_id))
    .where(where)
    .orderBy(...order);
  const rows = limit === undefined ? await q : await q.limit(limit);
  return rows.map(({ user_id, temp_id, created_at, updated_at, ...r }) => ({
    ...r,
    temp_id: user_id === me ? temp_id : null,
    created_at: iso(created_at),
    updated_at: iso(updated_at),
    mine: user_id === me,
  }));
}

/**
 * The viewer's threads matching `where`, with their last message and other members: three
 * statements whatever the count (threads, members, last messages).
 */
export async function selectThreads(db: Db, scope: InboxScope, where: SQL | undefined, order: SQL[], limit: number): Promise<InboxThread[]> {
  const t = schema.inbox_threads;
  const mem = schema.inbox_thread_members;
  const rows = await db
    .select({ id: t.id, name: t.name, last_message_id: t.last_message_id, created_at: t.created_at, updated_at: t.updated_at, read_at: mem.read_at })
    .from(t)
    .innerJoin(mem, and(eq(mem.inbox_thread_id, t.id), eq(mem.user_id, scope.me)))
    .where(and(eq(t.event_id, scope.eventId), where))
    .orderBy(...order)
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lastIds = rows.flatMap((r) => (r.last_message_id ? [r.last_message_id] : []));
  const [members, last] = await Promise.all([
    db
      .select({ thread: mem.inbox_thread_id, user: personColumns(u) })
      .from(mem)
      .innerJoin(u, eq(u.id, mem.user_id))
      .where(and(inArray(mem.inbox_thread_id, ids), ne(mem.user_id, scope.me)))
      .orderBy(u.last_name, u.first_name),
    lastIds.length ? selectMessages(db, scope.me, inArray(schema.inbox_messages.id, lastIds), []) : Promise.resolve([]),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    message: last.find((m) => m.id === r.last_message_id) ?? null,
    users: members.filter((m) => m.thread === r.id).map((m) => m.user),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    read_at: r.read_at ? iso(r.read_at) : null,
    unread: isUnread(r.read_at, r.updated_at),
  }));
}

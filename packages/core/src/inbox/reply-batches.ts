import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';
import { AppError } from '../errors.ts';
import type { InboxScope } from './inbox-scope.ts';
import { memberOrAdminCondition } from '../access/require-member.ts';
import { personColumns, type PersonSummary } from '../people/person-summary.ts';

interface Reply {
  scope: InboxScope;
  message: string;
  tempId: string | null;
  resolve: (added: AddedReply) => void;
  reject: (err: unknown) => void;
}
interface ThreadQueue {
  waiting: Reply[];
}

const threadParam = sql.placeholder('threadId');
const eventParam = sql.placeholder('eventId');
const meParam = sql.placeholder('me');

/** Built once per database handle (replies are the inbox's busiest request). */
const targetStatements = new WeakMap<Db, ReturnType<typeof buildTargetStatement>>();

function buildTargetStatement(db: Db) {
  const e = schema.events;
  const mem = schema.inbox_thread_members;
  const t = schema.inbox_threads;
  const b = schema.user_blocks;
  const u = schema.users;
  // One row per member of the thread if it is this event's (else one row with no member), none
  // for an unknown event.
  return db
    .select({
      allowed: sql<boolean>`${memberOrAdminCondition(eventParam, meParam)}`,
      id: mem.user_id,
      blocked: sql<boolean>`exists (select 1 from ${b} where (${b.blocker_user_id} = ${meParam} and ${b.blocked_user_id} = ${mem.user_id}) or (${b.blocked_user_id} = ${meParam} and ${b.blocker_user_id} = ${mem.user_id}))`,
      person: personColumns(u),
    })
    .from(e)
    .leftJoin(mem, and(eq(mem.inbox_thread_id, threadParam), sql`exists (select 1 from ${t} where ${t.id} = ${threadParam} and ${t.event_id} = ${eventParam})`))
    .leftJoin(u, eq(u.id, mem.user_id))
    .where(eq(e.id, eventParam))
    .prepare('foyer_inbox_reply_target');
}

/**
 * Whom a reply in a thread goes to, and how its author is shown — and whether the viewer may
 * write it at all: a member (or administrator) of the event (else access.not_joined, as
 * openInbox says), a member of this event's thread (else inbox.thread_not_found, so its existence
 * is not told), no block between the viewer and any other member (else inbox.blocked, blocks.ts).
 * What openInbox, requireThreadMember, otherMembers and refuseIfBlocked ask, in one statement
 * instead of four, which also reads the author's summary so the reply is answered without reading
 * it back: a reply is the inbox's busiest request (issue #18, `npm run bench -- inbox`).
 */
export async function replyTarget(db: Db, scope: InboxScope, threadId: number): Promise<{ others: number[]; author: PersonSummary }> {
  let statement = targetStatements.get(db);
  if (!statement) targetStatements.set(db, (statement = buildTargetStatement(db)));
  const rows = await statement.execute({ threadId, eventId: scope.eventId, me: scope.me });
  if (!rows[0]) throw new AppError('event.invalid', 'Please use valid link provided by the event organizer');
  if (!rows[0].allowed) throw new AppError('access.not_joined', 'You have not joined this event yet.');
  const mine = rows.find((r) => r.id === scope.me);
  if (!mine?.person) throw new AppError('inbox.thread_not_found', 'This conversation does not exist (any more).');
  const others = rows.filter((r) => r.id !== null && r.id !== scope.me);
  if (others.some((r) => r.blocked)) throw new AppError('inbox.blocked', 'You cannot write to this person.');
  return { others: others.map((r) => r.id!), author: mine.person };
}

/** A reply as stored: `fresh` false when its temp_id was stored before (the earlier message is answered). */
export interface AddedReply {
  id: number;
  fresh: boolean;
  message: string;
  created_at: Date;
  updated_at: Date;
}

/** One transaction writes at most this many replies of a thread; the rest go in the next one. */
const MAX_BATCH = 200;
/** Per database handle (a test's, the app's), per thread: replies waiting while one write is in flight. */
const queues = new WeakMap<Db, Map<number, ThreadQueue>>();

/**
 * Adds a reply to a thread as addMessage (post-message.ts) does — the message stored, the thread
 * moved (last message, updated_at at clock_timestamp()), the author's read_at set to that instant,
 * a retried temp_id stored once (`fresh` false) — but written together with the other replies to
 * the same thread that arrive while a write of it is in flight. Every message of a thread updates
 * that thread's one row, so with one transaction per message each waited for the previous one's
 * commit and a busy thread took about a hundred messages a second (issue #18, `npm run bench --
 * inbox`: nearly all of Postgres's time was that row lock). A reply to an idle thread is written at
 * once, alone; one that comes while a write is in flight joins the next. A failed batch is written
 * again one reply at a time, so each reply fails or succeeds on its own, as before.
 */
export function addReply(db: Db, scope: InboxScope, threadId: number, message: string, tempId: string | null): Promise<AddedReply> {
  let byThread = queues.get(db);
  if (!byThread) queues.set(db, (byThread = new Map()));
  const queue = byThread.get(threadId);
  return new Promise((resolve, reject) => {
    const reply = { scope, message, tempId, resolve, reject };
    if (queue) return void queue.waiting.push(reply);
    const fresh: ThreadQueue = { waiting: [reply] };
    byThread.set(threadId, fresh);
    void drain(db, byThread, threadId, fresh);
  });
}

async function drain(db: Db, byThread: Map<number, ThreadQueue>, threadId: number, queue: ThreadQueue) {
  try {
    while (queue.waiting.length) {
      const batch = queue.waiting.splice(0, MAX_BATCH);
      try {
        const added = await writeReplies(db, threadId, batch);
        batch.forEach((r, i) => r.resolve(added[i]!));
      } catch (err) {
        if (batch.length === 1) batch[0]!.reject(err);
        else for (const r of batch) await writeReplies(db, threadId, [r]).then(([added]) => r.resolve(added!), r.reject);
      }
    }
  } finally {
    byThread.delete(threadId);
  }
}

/**
 * The replies' rows in one statement — its own transaction, one round trip instead of five
 * (begin, insert, two updates, commit): the messages stored, the thread moved to the newest of
 * them at clock_timestamp() (not now(): a message committed after another began must still sort
 * after it), their authors' read_at set to that instant. Answers each reply's stored message and
 * whether it is new, in order.
 */
async function writeReplies(db: Db, threadId: number, replies: Reply[]): Promise<AddedReply[]> {
  const m = schema.inbox_messages;
  const t = schema.inbox_threads;
  const mem = schema.inbox_thread_members;
  const stored = { id: m.id, user_id: m.user_id, temp_id: m.temp_id, message: m.message, created_at: m.created_at, updated_at: m.updated_at };
  const inserted = db.$with('inserted').as(
    db
      .insert(m)
      .values(replies.map((r) => ({ event_id: r.scope.eventId, inbox_thread_id: threadId, user_id: r.scope.me, message: r.message, temp_id: r.tempId })))
      .onConflictDoNothing()
      .returning(stored),
  );
  const moved = db.$with('moved').as(
    db
      .update(t)
      .set({ last_message_id: sql`(select max(${inserted.id}) from ${inserted})`, updated_at: sql`clock_timestamp()` })
      .where(and(eq(t.id, threadId), sql`exists (select 1 from ${inserted})`))
      .returning({ at: t.updated_at }),
  );
  const readers = db.$with('readers').as(
    db
      .update(mem)
      .set({ read_at: sql`(select ${moved.at} from ${moved})` })
      .where(and(eq(mem.inbox_thread_id, threadId), sql`${mem.user_id} in (select ${inserted.user_id} from ${inserted})`))
      .returning({ id: mem.id }),
  );
  const rows = await db.with(inserted, moved, readers).select().from(inserted);
  // Ids come from the sequence in the order the rows were inserted, which is the order given; a
  // skipped row (a temp_id stored before, or twice in this batch) is missing from them.
  rows.sort((a, b) => a.id - b.id);
  const out: AddedReply[] = [];
  const retried: number[] = [];
  let k = 0;
  for (const [i, r] of replies.entries()) {
    const row = rows[k];
    if (row && row.user_id === r.scope.me && row.temp_id === r.tempId) {
      out[i] = { id: row.id, fresh: true, message: row.message, created_at: row.created_at, updated_at: row.updated_at };
      k += 1;
    } else retried.push(i);
  }
  if (retried.length) {
    // A retry's first send is committed already (or earlier in this very statement): read it.
    const firsts = await db
      .select(stored)
      .from(m)
      .where(and(eq(m.inbox_thread_id, threadId), inArray(m.temp_id, retried.map((i) => replies[i]!.tempId ?? ''))));
    for (const i of retried) {
      const first = firsts.find((f) => f.user_id === replies[i]!.scope.me && f.temp_id === replies[i]!.tempId);
      if (!first) throw new Error(`inbox: reply ${i} of a batch was neither stored nor found`);
      out[i] = { id: first.id, fresh: false, message: first.message, created_at: first.created_at, updated_at: first.updated_at };
    }
  }
  return out;
}

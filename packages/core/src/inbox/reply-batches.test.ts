import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { channels } from '../platform/pubsub.ts';
import { openInbox } from './inbox-scope.ts';
import { replyAs, respond, responseInput } from './messages.ts';
import { administratorTag } from '../access/is-event-admin.ts';
import { selectMessages } from './inbox-rows.ts';

let ctx: TestCtx;
let people: TestUser[];
let eventId: number;

beforeAll(async () => {
  ctx = await createTestCtx();
  people = await Promise.all(Array.from({ length: 4 }, (_, i) => insertTestUser(ctx, { first_name: `P${i}`, last_name: 'Batch' })));
  eventId = (await insertEvent(ctx)).id;
  await ctx.db.insert(schema.event_memberships).values(people.map((u) => ({ event_id: eventId, user_id: u.viewer.id, joined: true })));
});
afterAll(() => ctx.close());

/** A thread of all four, written to directly so only respond() is under test. */
async function thread() {
  const [t] = await ctx.db.insert(schema.inbox_threads).values({ event_id: eventId, created_by_user_id: people[0]!.viewer.id }).returning();
  await ctx.db.insert(schema.inbox_thread_members).values(people.map((u) => ({ event_id: eventId, inbox_thread_id: t!.id, user_id: u.viewer.id })));
  return t!.id;
}
const reply = async (who: TestUser, threadId: number, message: string, temp_id?: string) => respond(ctx, await openInbox(ctx, who.viewer, eventId), threadId, responseInput.parse({ message, temp_id }));

describe('replies written together (reply-batches.ts)', () => {
  it('60 replies at once by four people, retries among them: each stored once, the thread moved to the last, each author read at that instant', async () => {
    const threadId = await thread();
    const heard: number[] = [];
    const stop = await ctx.pubsub.subscribe(channels.user(people[3]!.viewer.id), (m) => heard.push((m as { message_id: number }).message_id));
    // Every third reply repeats the temp_id of the one before it (a client's retry), the rest are
    // new; some have no temp_id at all.
    const sends = Array.from({ length: 60 }, (_, i) => {
      const who = people[i % 3]!;
      const temp = i % 5 === 4 ? undefined : `t-${who.viewer.id}-${i % 3 === 2 ? i - 3 : i}`;
      return { who, temp, text: `message ${i}` };
    });
    const answers = await Promise.all(sends.map((s) => reply(s.who, threadId, s.text, s.temp)));

    const m = schema.inbox_messages;
    const stored = await ctx.db.select().from(m).where(eq(m.inbox_thread_id, threadId)).orderBy(asc(m.id));
    const keys = new Set(sends.map((s, i) => (s.temp ? `${s.who.viewer.id}|${s.temp}` : `none|${i}`)));
    expect(stored).toHaveLength(keys.size);
    // Some were written together (one transaction: the same created_at), so batches are what is tested.
    expect(new Set(stored.map((r) => r.created_at.getTime())).size).toBeLessThan(stored.length);
    // Each answer is the stored row of its author and temp_id (a retry gets the first one's).
    for (const [i, a] of answers.entries()) {
      const row = stored.find((r) => r.id === a.id)!;
      expect(row.user_id).toBe(sends[i]!.who.viewer.id);
      expect(row.temp_id).toBe(sends[i]!.temp ?? null);
      if (!sends[i]!.temp) expect(row.message).toBe(sends[i]!.text);
    }
    // Answered without reading it back, yet exactly as the thread shows it to its author (a retry: the first one's).
    for (const [i, a] of answers.entries()) expect(a).toEqual((await selectMessages(ctx.db, sends[i]!.who.viewer.id, eq(m.id, a.id), []))[0]);
    // Announced once per stored message, never for a retry.
    await new Promise((r) => setTimeout(r, 50));
    await stop();
    expect([...heard].sort((a, b) => a - b)).toEqual(stored.map((r) => r.id));

    const [t] = await ctx.db.select().from(schema.inbox_threads).where(eq(schema.inbox_threads.id, threadId));
    expect(t!.last_message_id).toBe(stored.at(-1)!.id);
    const members = await ctx.db.select().from(schema.inbox_thread_members).where(eq(schema.inbox_thread_members.inbox_thread_id, threadId));
    for (const mem of members) {
      if (mem.user_id === people[3]!.viewer.id) expect(mem.read_at).toBeNull();
      else {
        // Read no earlier than their own last message, and never after the thread moved.
        const own = stored.filter((r) => r.user_id === mem.user_id).at(-1)!;
        expect(mem.read_at!.getTime()).toBeGreaterThanOrEqual(own.created_at.getTime());
        expect(mem.read_at!.getTime()).toBeLessThanOrEqual(t!.updated_at.getTime());
      }
    }
    // The last writer's read_at is the thread's updated_at: their own message is not unread.
    const lastAuthor = members.find((x) => x.user_id === stored.at(-1)!.user_id)!;
    expect(lastAuthor.read_at!.getTime()).toBe(t!.updated_at.getTime());
  });

  it('a reply alone to an idle thread, and a retry of it later, as before', async () => {
    const threadId = await thread();
    const first = await reply(people[0]!, threadId, 'Hello', 'only-once');
    const again = await reply(people[0]!, threadId, 'Hello', 'only-once');
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ temp_id: 'only-once', mine: true, message: 'Hello' });
    const rows = await ctx.db.select().from(schema.inbox_messages).where(and(eq(schema.inbox_messages.inbox_thread_id, threadId)));
    expect(rows).toHaveLength(1);
  });

  it('who may reply (replyTarget): members of this event’s thread; not another event’s scope, not a non-member, not across a block', async () => {
    const threadId = await thread();
    const otherEvent = (await insertEvent(ctx)).id;
    await ctx.db.insert(schema.event_memberships).values({ event_id: otherEvent, user_id: people[0]!.viewer.id, joined: true });
    await expect(respond(ctx, await openInbox(ctx, people[0]!.viewer, otherEvent), threadId, responseInput.parse({ message: 'wrong event' }))).rejects.toMatchObject({ code: 'inbox.thread_not_found' });
    const [outsider] = await Promise.all([insertTestUser(ctx)]);
    await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: outsider!.viewer.id, joined: true });
    await expect(reply(outsider!, threadId, 'let me in')).rejects.toMatchObject({ code: 'inbox.thread_not_found' });
    // A block either way between the writer and any other member closes the thread to both.
    await ctx.db.insert(schema.user_blocks).values({ blocker_user_id: people[2]!.viewer.id, blocked_user_id: people[1]!.viewer.id });
    await expect(reply(people[1]!, threadId, 'hello?')).rejects.toMatchObject({ code: 'inbox.blocked' });
    await expect(reply(people[2]!, threadId, 'no')).rejects.toMatchObject({ code: 'inbox.blocked' });
    await ctx.db.delete(schema.user_blocks).where(eq(schema.user_blocks.blocker_user_id, people[2]!.viewer.id));
    expect((await reply(people[1]!, threadId, 'better')).message).toBe('better');
    const stored = await ctx.db.select().from(schema.inbox_messages).where(eq(schema.inbox_messages.inbox_thread_id, threadId));
    expect(stored.map((r) => r.message)).toEqual(['better']);
  });

  it('replyAs (the API) checks in the reply’s own statement what openInbox checks: signed in, joined or running the event', async () => {
    const threadId = await thread();
    const send = (viewer: { id: number } | null, event = eventId) =>
      replyAs(ctx, viewer, event, threadId, responseInput.parse({ message: 'hi' })).then(
        (m) => m.message,
        (e: { code?: string }) => e.code,
      );
    expect(await send(people[0]!.viewer)).toBe('hi');
    expect(await send(null)).toBe('common.not_authenticated');
    expect(await send(people[0]!.viewer, 2_000_000_000)).toBe('event.invalid');
    // A member of the thread who left the event writes no more.
    const [leaver, admin, stranger] = await Promise.all([insertTestUser(ctx), insertTestUser(ctx), insertTestUser(ctx)]);
    await ctx.db.insert(schema.event_memberships).values([
      { event_id: eventId, user_id: leaver!.viewer.id, joined: false },
      { event_id: eventId, user_id: admin!.viewer.id, joined: false, user_tags: [administratorTag] },
    ]);
    await ctx.db.insert(schema.inbox_thread_members).values({ event_id: eventId, inbox_thread_id: threadId, user_id: leaver!.viewer.id });
    expect(await send(leaver!.viewer)).toBe('access.not_joined');
    expect(await send(stranger!.viewer)).toBe('access.not_joined');
    // Running the event opens the inbox, not other people's threads.
    expect(await send(admin!.viewer)).toBe('inbox.thread_not_found');
  });

  it('one failing reply in a batch fails alone: the others are stored', async () => {
    const threadId = await thread();
    const scope = await openInbox(ctx, people[1]!.viewer, eventId);
    const { addReply } = await import('./reply-batches.ts');
    // Sent together: the first is written at once, alone; the other three wait and are written as
    // one batch, in which the reply with a wrong event (a foreign key) fails — the batch is then
    // written again one by one, so only that reply fails.
    const mixed = [
      addReply(ctx.db, scope, threadId, 'good a', 'mix-a'),
      addReply(ctx.db, scope, threadId, 'good b', 'mix-b'),
      addReply(ctx.db, { ...scope, eventId: 2_000_000_000 }, threadId, 'bad event', 'mix-bad'),
      addReply(ctx.db, scope, threadId, 'good c', 'mix-c'),
    ];
    const settled = await Promise.allSettled(mixed);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const stored = await ctx.db.select({ message: schema.inbox_messages.message }).from(schema.inbox_messages).where(eq(schema.inbox_messages.inbox_thread_id, threadId)).orderBy(asc(schema.inbox_messages.id));
    expect(stored.map((m) => m.message)).toEqual(['good a', 'good b', 'good c']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { channels } from '../platform/pubsub.ts';
import { openInbox } from './inbox-scope.ts';
import { checkThreads, checkThreadsInput, createInput, createThread, getThread, listMyThreads, markAsRead, myThreadsUpdate, threadsPage, threadsUpdate, unreadThreads } from './threads.ts';
import { listMessages, messagesPage, messageUpdates, messagesUpdate, respond, responseInput } from './messages.ts';
import { blockUser, listBlocked, unblockUser } from './blocks.ts';

let ctx: TestCtx;
let ada: TestUser;
let bob: TestUser;
let cy: TestUser;
let outsider: TestUser;
let eventId: number;
let otherEventId: number;

beforeAll(async () => {
  ctx = await createTestCtx();
  [ada, bob, cy, outsider] = [await insertTestUser(ctx, { first_name: 'Ada', last_name: 'A' }), await insertTestUser(ctx, { first_name: 'Bob', last_name: 'B' }), await insertTestUser(ctx, { first_name: 'Cy', last_name: 'C' }), await insertTestUser(ctx)];
  eventId = (await insertEvent(ctx)).id;
  otherEventId = (await insertEvent(ctx)).id;
  await ctx.db.insert(schema.event_memberships).values([
    ...[ada, bob, cy].map((u) => ({ event_id: eventId, user_id: u.viewer.id, joined: true })),
    ...[ada, bob, outsider].map((u) => ({ event_id: otherEventId, user_id: u.viewer.id, joined: true })),
  ]);
});
afterAll(() => ctx.close());

const inbox = (who: TestUser, event = eventId) => openInbox(ctx, who.viewer, event);
const token = (u: TestUser) => u.viewer.user_identity_token;
const write = async (from: TestUser, to: TestUser[], message: string, event = eventId) => createThread(ctx, await inbox(from, event), createInput.parse({ message, users: to.map(token) }));
const reply = async (from: TestUser, threadId: number, message: string, temp_id?: string) => respond(ctx, await inbox(from), threadId, responseInput.parse({ message, temp_id }));
const unread = async (who: TestUser) => unreadThreads(ctx, await inbox(who));

describe('the inbox', () => {
  it('is for the event’s members: a guest is 401, a non-member 403', async () => {
    await expect(openInbox(ctx, null, eventId)).rejects.toMatchObject({ code: 'common.not_authenticated' });
    await expect(inbox(outsider)).rejects.toMatchObject({ code: 'access.not_joined' });
  });

  it('a first message makes a thread; check_threads finds it; writing again to the same person uses it', async () => {
    const thread = await write(ada, [bob], 'Hello Bob');
    expect(thread).toMatchObject({ unread: false, users: [{ first_name: 'Bob' }], message: { message: 'Hello Bob', mine: true } });
    const found = await checkThreads(ctx, await inbox(bob), checkThreadsInput.parse({ users: token(ada) }));
    expect(found.inbox_thread?.id).toBe(thread.id);
    expect(found.inbox_thread).toMatchObject({ unread: true, users: [{ first_name: 'Ada' }] });
    expect((await write(bob, [ada], 'Hi Ada')).id).toBe(thread.id);
    // A group is another thread; check_threads for a set nobody wrote to is null.
    expect((await write(ada, [bob, cy], 'Hi both')).id).not.toBe(thread.id);
    expect((await checkThreads(ctx, await inbox(cy), checkThreadsInput.parse({ users: [token(bob)] }))).inbox_thread).toBeNull();
  });

  it('refuses oneself alone, a non-attendee, an empty or non-text message', async () => {
    await expect(write(ada, [ada], 'me')).rejects.toMatchObject({ code: 'common.validation' });
    await expect(write(ada, [outsider], 'hi')).rejects.toMatchObject({ code: 'inbox.user_not_found' });
    expect(createInput.safeParse({ message: '   ', users: [token(bob)] }).success).toBe(false);
    expect(createInput.safeParse({ message: 'bad\u0000byte', users: [token(bob)] }).success).toBe(false);
    expect(createInput.safeParse({ message: 'x'.repeat(5001), users: [token(bob)] }).success).toBe(false);
    expect(responseInput.safeParse({ message: 'ok', temp_id: 'x'.repeat(65) }).success).toBe(false);
  });

  it('nobody reads or writes another pair’s thread, nor one of another event (404)', async () => {
    const thread = await write(ada, [bob], 'Private');
    const cyInbox = await inbox(cy);
    await expect(getThread(ctx, cyInbox, thread.id)).rejects.toMatchObject({ code: 'inbox.thread_not_found' });
    await expect(listMessages(ctx, cyInbox, thread.id, messagesPage.parse({}))).rejects.toMatchObject({ code: 'inbox.thread_not_found' });
    await expect(messageUpdates(ctx, cyInbox, thread.id, messagesUpdate.parse({}))).rejects.toMatchObject({ code: 'inbox.thread_not_found' });
    await expect(reply(cy, thread.id, 'let me in')).rejects.toMatchObject({ code: 'inbox.thread_not_found' });
    await expect(markAsRead(ctx, cyInbox, thread.id)).rejects.toMatchObject({ code: 'inbox.thread_not_found' });
    // Ada herself, through another event she belongs to, does not reach it either.
    await expect(getThread(ctx, await inbox(ada, otherEventId), thread.id)).rejects.toMatchObject({ code: 'inbox.thread_not_found' });
    expect((await listMyThreads(ctx, cyInbox, threadsPage.parse({}))).inbox_threads.map((t) => t.id)).not.toContain(thread.id);
  });

  it('unread per SPEC §4: a new message makes it unread for the others; marked read only if unread', async () => {
    const thread = await write(cy, [bob], 'Coffee?');
    const before = await unread(bob);
    expect((await getThread(ctx, await inbox(bob), thread.id)).unread).toBe(true);
    expect(await markAsRead(ctx, await inbox(bob), thread.id)).toMatchObject({ marked: true, unread_threads: before - 1 });
    expect(await markAsRead(ctx, await inbox(bob), thread.id)).toMatchObject({ marked: false });
    const readAt = (await getThread(ctx, await inbox(bob), thread.id)).read_at;
    await reply(cy, thread.id, 'At 10?');
    const seen = await getThread(ctx, await inbox(bob), thread.id);
    expect(seen).toMatchObject({ unread: true, read_at: readAt, message: { message: 'At 10?', mine: false } });
    // The author's own message never makes it unread for them.
    expect((await getThread(ctx, await inbox(cy), thread.id)).unread).toBe(false);
  });

  it('echoes temp_id to its author only, and a retried send is stored once', async () => {
    const thread = await write(ada, [cy], 'Start');
    const first = await reply(ada, thread.id, 'Optimistic', 'tmp-1');
    const again = await reply(ada, thread.id, 'Optimistic', 'tmp-1');
    expect(first).toMatchObject({ temp_id: 'tmp-1', mine: true, message: 'Optimistic' });
    expect(again.id).toBe(first.id);
    const seenByCy = (await listMessages(ctx, await inbox(cy), thread.id, messagesPage.parse({}))).inbox_messages;
    expect(seenByCy.map((m) => m.message)).toEqual(['Optimistic', 'Start']);
    expect(seenByCy[0]).toMatchObject({ temp_id: null, mine: false });
    const newer = await messageUpdates(ctx, await inbox(cy), thread.id, messagesUpdate.parse({ max_id: seenByCy[1]!.id }));
    expect(newer.inbox_messages.map((m) => m.id)).toEqual([first.id]);
    const changed = await myThreadsUpdate(ctx, await inbox(cy), threadsUpdate.parse({ max_id: first.id - 1 }));
    expect(changed.inbox_threads.map((t) => t.id)).toContain(thread.id);
  });

  it('keeps stored markup as text (inert when rendered as text)', async () => {
    const xss = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const thread = await write(bob, [cy], xss);
    const [m] = (await listMessages(ctx, await inbox(cy), thread.id, messagesPage.parse({}))).inbox_messages;
    expect(m!.message).toBe(xss);
  });

  it('parallel first messages of one pair make one thread', async () => {
    const [p, q] = [await insertTestUser(ctx), await insertTestUser(ctx)];
    await ctx.db.insert(schema.event_memberships).values([p, q].map((u) => ({ event_id: eventId, user_id: u.viewer.id, joined: true })));
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? write(p, [q], `from p ${i}`) : write(q, [p], `from q ${i}`))));
    expect(new Set(made.map((t) => t.id)).size).toBe(1);
    const mem = schema.inbox_thread_members;
    const rows = await ctx.db.select({ id: mem.id }).from(mem).where(and(eq(mem.event_id, eventId), eq(mem.user_id, p.viewer.id)));
    expect(rows).toHaveLength(1);
    expect((await listMessages(ctx, await inbox(p), made[0]!.id, messagesPage.parse({}))).inbox_messages).toHaveLength(12);
  });

  it('announces to the members’ own streams, ids only', async () => {
    const heard: unknown[] = [];
    const stop = await ctx.pubsub.subscribe(channels.user(bob.viewer.id), (m) => heard.push(m));
    const unrelated: unknown[] = [];
    const stopCy = await ctx.pubsub.subscribe(channels.user(cy.viewer.id), (m) => unrelated.push(m));
    const thread = await write(ada, [bob], 'Secret words');
    await new Promise((r) => setTimeout(r, 50));
    await stop();
    await stopCy();
    expect(heard).toContainEqual(expect.objectContaining({ type: 'inbox', thread_id: thread.id, event_id: eventId, change: 'message' }));
    expect(JSON.stringify(heard)).not.toContain('Secret words');
    expect(unrelated).toHaveLength(0);
  });

  it('a block closes the conversation both ways until lifted', async () => {
    const thread = await write(ada, [cy], 'Before the block');
    await blockUser(ctx, cy.viewer, token(ada));
    expect((await listBlocked(ctx, cy.viewer)).blocked_users.map((u) => u.first_name)).toEqual(['Ada']);
    await expect(reply(ada, thread.id, 'Hello?')).rejects.toMatchObject({ code: 'inbox.blocked' });
    await expect(write(ada, [cy], 'New thread?')).rejects.toMatchObject({ code: 'inbox.blocked' });
    await expect(reply(cy, thread.id, 'Me neither')).rejects.toMatchObject({ code: 'inbox.blocked' });
    await expect(blockUser(ctx, cy.viewer, token(cy))).rejects.toMatchObject({ code: 'common.validation' });
    await unblockUser(ctx, cy.viewer, token(ada));
    await unblockUser(ctx, cy.viewer, token(ada));
    expect((await reply(ada, thread.id, 'Thanks')).message).toBe('Thanks');
  });
});

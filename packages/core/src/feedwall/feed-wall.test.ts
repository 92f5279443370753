import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { administratorTag } from '../access/is-event-admin.ts';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { openFeedWall } from './feed-scope.ts';
import { createThread, deleteThread, editThread, likeThread, listChannels, listThreads, pageInput, threadUpdates, threadInput } from './threads.ts';
import { commentInput, createComment, deleteComment, listComments } from './comments.ts';
import { listReports, reportPost, resolveReports } from './complaints.ts';

let ctx: TestCtx;
let author: TestUser;
let other: TestUser;
let admin: TestUser;
let otherEventAdmin: TestUser;
let eventId: number;
let componentId: number;
let channelId: number;
let secondChannelId: number;
let otherComponentId: number;

beforeAll(async () => {
  ctx = await createTestCtx();
  [author, other, admin, otherEventAdmin] = [await insertTestUser(ctx, { first_name: 'Ada', last_name: 'Author' }), await insertTestUser(ctx), await insertTestUser(ctx), await insertTestUser(ctx)];
  eventId = (await insertEvent(ctx)).id;
  const otherEventId = (await insertEvent(ctx)).id;
  await ctx.db.insert(schema.event_memberships).values([
    { event_id: eventId, user_id: author.viewer.id, joined: true },
    { event_id: eventId, user_id: other.viewer.id, joined: true },
    { event_id: eventId, user_id: admin.viewer.id, joined: true, user_tags: [administratorTag] },
    { event_id: otherEventId, user_id: otherEventAdmin.viewer.id, joined: true, user_tags: [administratorTag] },
    { event_id: eventId, user_id: otherEventAdmin.viewer.id, joined: true },
  ]);
  const [wall, second] = await ctx.db
    .insert(schema.components)
    .values([
      { event_id: eventId, component_name: 'feed_wall', label: 'Wall', order: 1 },
      { event_id: eventId, component_name: 'feed_wall', label: 'Another wall', order: 2 },
    ])
    .returning();
  componentId = wall!.id;
  otherComponentId = second!.id;
  const [general, networking] = await ctx.db
    .insert(schema.feed_wall_channels)
    .values([
      { event_id: eventId, event_component_id: componentId, name: 'Networking', default: false, order: 1 },
      { event_id: eventId, event_component_id: componentId, name: 'General', default: true, order: 2 },
    ])
    .returning();
  channelId = networking!.id;
  secondChannelId = general!.id;
});
afterAll(() => ctx.close());

const scopeOf = (who: TestUser | null, component = componentId) => openFeedWall(ctx, { eventId, viewer: who?.viewer ?? null, locale: 'en', componentId: component });
const post = async (who: TestUser, message = 'Hello from the wall', channel = channelId) => createThread(ctx, await scopeOf(who), channel, threadInput.parse({ message }));
const page = (input: Record<string, unknown> = {}) => pageInput(100, 10).parse(input);

describe('the feed wall', () => {
  it('lists the channels with the default first', async () => {
    const { feed_wall_channels } = await listChannels(ctx, await scopeOf(other));
    expect(feed_wall_channels.map((c) => [c.name, c.default])).toEqual([
      ['General', true],
      ['Networking', false],
    ]);
  });

  it('an attendee posts; others see it with its author, not liked, no comments; a guest may not post', async () => {
    const thread = await post(author, '  Who is up for coffee at 10?  ');
    expect(thread).toMatchObject({ message: 'Who is up for coffee at 10?', likes_counter: 0, comments_counter: 0, liked_by_me: false, mine: true, user: { first_name: 'Ada', last_name: 'Author' }, feed_wall_comment: null });
    const seen = (await listThreads(ctx, await scopeOf(other), channelId, page())).feed_wall_threads.find((t) => t.id === thread.id);
    expect(seen).toMatchObject({ mine: false, message: 'Who is up for coffee at 10?' });
    await expect(createThread(ctx, await scopeOf(null), channelId, threadInput.parse({ message: 'hi there' }))).rejects.toMatchObject({ code: 'common.not_authenticated' });
  });

  it('refuses a message too short or not text, naming the field', () => {
    expect(threadInput.safeParse({ message: ' a ' }).error?.issues[0]?.path).toEqual(['message']);
    expect(threadInput.safeParse({ message: 'bad\u0000byte' }).success).toBe(false);
    expect(commentInput.safeParse({ message: 'x'.repeat(5001) }).success).toBe(false);
  });

  it('a channel or thread of another wall is not found here', async () => {
    const thread = await post(author);
    await expect(listThreads(ctx, await scopeOf(other, otherComponentId), channelId, page())).rejects.toMatchObject({ code: 'feed_wall.channel_not_found' });
    await expect(likeThread(ctx, await scopeOf(other), secondChannelId, thread.id, true)).rejects.toMatchObject({ code: 'feed_wall.thread_not_found' });
  });

  it('pages by timestamp, ten at a time, with all_items and is_more; sticky posts come first', async () => {
    const [empty] = await ctx.db.insert(schema.feed_wall_channels).values({ event_id: eventId, event_component_id: componentId, name: 'Paging', order: 9 }).returning();
    const base = Date.now() - 3600_000;
    await ctx.db.insert(schema.feed_wall_threads).values(
      Array.from({ length: 23 }, (_, i) => ({ event_id: eventId, channel_id: empty!.id, user_id: author.viewer.id, message: `post ${i}`, created_at: new Date(base + i * 1000), updated_at: new Date(base + i * 1000), is_sticky: i === 0 })),
    );
    const scope = await scopeOf(other);
    const first = await listThreads(ctx, scope, empty!.id, page());
    expect(first.feed_wall_threads.map((t) => t.message)).toEqual(['post 0', ...Array.from({ length: 10 }, (_, i) => `post ${22 - i}`)]);
    expect(first.meta).toEqual({ all_items: 23, is_more: true });
    const second = await listThreads(ctx, scope, empty!.id, page({ timestamp: first.feed_wall_threads.at(-1)!.created_at }));
    expect(second.feed_wall_threads.map((t) => t.message)).toEqual(Array.from({ length: 10 }, (_, i) => `post ${12 - i}`));
    const third = await listThreads(ctx, scope, empty!.id, page({ timestamp: second.feed_wall_threads.at(-1)!.created_at }));
    expect(third.feed_wall_threads.map((t) => t.message)).toEqual(['post 2', 'post 1']);
    expect(third.meta.is_more).toBe(false);
  });

  it('likes: once per person (a second is feed_wall.already_liked), unlike of one not liked is feed_wall.not_liked; rating answers', async () => {
    const thread = await post(author);
    const scope = await scopeOf(other);
    expect(await likeThread(ctx, scope, channelId, thread.id, true)).toEqual({ rating: 1, liked_by_me: true });
    await expect(likeThread(ctx, scope, channelId, thread.id, true)).rejects.toMatchObject({ code: 'feed_wall.already_liked' });
    expect(await likeThread(ctx, scope, channelId, thread.id, false)).toEqual({ rating: 0, liked_by_me: false });
    await expect(likeThread(ctx, scope, channelId, thread.id, false)).rejects.toMatchObject({ code: 'feed_wall.not_liked' });
  });

  it('100 parallel likes by one person count once; by many people, each once', async () => {
    const thread = await post(author);
    const scope = await scopeOf(other);
    const one = await Promise.allSettled(Array.from({ length: 100 }, () => likeThread(ctx, scope, channelId, thread.id, true)));
    expect(one.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const people = await Promise.all(Array.from({ length: 30 }, () => insertTestUser(ctx)));
    await ctx.db.insert(schema.event_memberships).values(people.map((p) => ({ event_id: eventId, user_id: p.viewer.id, joined: true })));
    await Promise.all(people.map(async (p) => likeThread(ctx, await scopeOf(p), channelId, thread.id, true)));
    const [row] = await ctx.db.select().from(schema.feed_wall_threads).where(eq(schema.feed_wall_threads.id, thread.id));
    const [likes] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(schema.feed_wall_thread_likes).where(eq(schema.feed_wall_thread_likes.feed_wall_thread_id, thread.id));
    expect(row!.likes_counter).toBe(31);
    expect(likes!.n).toBe(31);
  });

  it('comments count up and down with the rows, even in parallel, never below 0; the latest shows under the post', async () => {
    const thread = await post(author);
    const scope = await scopeOf(other);
    const comments = await Promise.all(Array.from({ length: 20 }, (_, i) => createComment(ctx, scope, thread.id, commentInput.parse({ message: `comment ${i}` }))));
    await Promise.all([...comments.slice(0, 10).map((c) => deleteComment(ctx, scope, c.id)), ...comments.slice(0, 10).map((c) => deleteComment(ctx, scope, c.id).catch(() => null))]);
    const [row] = await ctx.db.select().from(schema.feed_wall_threads).where(eq(schema.feed_wall_threads.id, thread.id));
    const [n] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(schema.feed_wall_comments).where(eq(schema.feed_wall_comments.feed_wall_thread_id, thread.id));
    expect(row!.comments_counter).toBe(n!.n);
    expect(n!.n).toBe(10);
    const list = await listComments(ctx, scope, thread.id, page());
    expect(list.meta).toEqual({ all_items: 10, is_more: false });
    const listed = (await listThreads(ctx, scope, channelId, page())).feed_wall_threads.find((t) => t.id === thread.id)!;
    expect(listed.feed_wall_comment?.id).toBe(list.feed_wall_comments[0]!.id);
  });

  it('comments written and deleted at once leave the post showing its newest comment', async () => {
    const scope = await scopeOf(other);
    for (let round = 0; round < 3; round++) {
      const thread = await post(author);
      const first = await Promise.all(Array.from({ length: 6 }, (_, i) => createComment(ctx, scope, thread.id, commentInput.parse({ message: `first ${i}` }))));
      await Promise.all([
        ...first.map((c) => deleteComment(ctx, scope, c.id)),
        ...Array.from({ length: 12 }, (_, i) => createComment(ctx, scope, thread.id, commentInput.parse({ message: `second ${i}` }))),
      ]);
      const list = await listComments(ctx, scope, thread.id, page());
      expect(list.meta.all_items).toBe(12);
      const listed = (await listThreads(ctx, scope, channelId, page())).feed_wall_threads.find((t) => t.id === thread.id)!;
      expect(listed.feed_wall_comment?.id).toBe(list.feed_wall_comments[0]!.id);
      expect(listed.comments_counter).toBe(12);
    }
  });

  it('authors edit and delete their own; another attendee may not; an administrator deletes anyone’s through the admin path; an admin of another event is an attendee here', async () => {
    const thread = await post(author);
    await expect(editThread(ctx, await scopeOf(other), channelId, thread.id, { message: 'hijacked' })).rejects.toMatchObject({ code: 'common.forbidden' });
    await expect(deleteThread(ctx, await scopeOf(other), channelId, thread.id)).rejects.toMatchObject({ code: 'common.forbidden' });
    await expect(deleteThread(ctx, await scopeOf(otherEventAdmin), channelId, thread.id, true)).rejects.toMatchObject({ code: 'common.forbidden' });
    await expect(deleteThread(ctx, await scopeOf(author), channelId, thread.id, true)).rejects.toMatchObject({ code: 'common.forbidden' });
    expect((await editThread(ctx, await scopeOf(author), channelId, thread.id, { message: 'Edited by me' })).message).toBe('Edited by me');
    const comment = await createComment(ctx, await scopeOf(other), thread.id, { message: 'nice one' });
    await expect(deleteComment(ctx, await scopeOf(author), comment.id)).rejects.toMatchObject({ code: 'common.forbidden' });
    await deleteComment(ctx, await scopeOf(admin), comment.id, true);
    await deleteThread(ctx, await scopeOf(admin), channelId, thread.id, true);
    await expect(likeThread(ctx, await scopeOf(other), channelId, thread.id, true)).rejects.toMatchObject({ code: 'feed_wall.thread_not_found' });
  });

  it('a poll since a moment returns the posts written or liked since, oldest change first', async () => {
    const scope = await scopeOf(other);
    const since = new Date(Date.now() - 1000).toISOString();
    const a = await post(author, 'first news');
    const b = await post(author, 'second news');
    await likeThread(ctx, scope, channelId, a.id, true);
    const changes = (await threadUpdates(ctx, scope, channelId, page({ timestamp: since }))).feed_wall_threads.map((t) => t.id);
    expect(changes).toContain(a.id);
    expect(changes).toContain(b.id);
  });

  it('reports: anyone signed in reports a post or comment once; administrators see them, most reported first, and keep or delete', async () => {
    const spam = await post(author, 'Buy cheap followers at spam.example');
    const fine = await post(author, 'A fine post someone dislikes');
    const comment = await createComment(ctx, await scopeOf(author), fine.id, { message: 'a rude comment' });
    await reportPost(ctx, await scopeOf(other), { threadId: spam.id }, { reason: 'Spam' });
    await reportPost(ctx, await scopeOf(other), { threadId: spam.id }, { reason: 'Spam again' });
    await reportPost(ctx, await scopeOf(otherEventAdmin), { threadId: spam.id }, {});
    await reportPost(ctx, await scopeOf(other), { threadId: fine.id }, {});
    await reportPost(ctx, await scopeOf(other), { commentId: comment.id }, { reason: 'Rude' });
    await expect(reportPost(ctx, await scopeOf(null), { threadId: spam.id }, {})).rejects.toMatchObject({ code: 'common.not_authenticated' });
    await expect(reportPost(ctx, await scopeOf(other, otherComponentId), { threadId: spam.id }, {})).rejects.toMatchObject({ code: 'feed_wall.thread_not_found' });
    await expect(listReports(ctx, await scopeOf(other))).rejects.toMatchObject({ code: 'common.forbidden' });
    await expect(listReports(ctx, await scopeOf(otherEventAdmin))).rejects.toMatchObject({ code: 'common.forbidden' });

    const open = await listReports(ctx, await scopeOf(admin));
    expect(open.map((r) => [r.kind, r.message, r.reports])).toEqual([
      ['thread', 'Buy cheap followers at spam.example', 2],
      ['thread', 'A fine post someone dislikes', 1],
      ['comment', 'a rude comment', 1],
    ]);
    expect(open[0]).toMatchObject({ author: 'Ada Author', reasons: ['Spam'] });
    await resolveReports(ctx, await scopeOf(admin), { threadId: fine.id }, 'keep');
    await resolveReports(ctx, await scopeOf(admin), { threadId: spam.id }, 'delete');
    await resolveReports(ctx, await scopeOf(admin), { commentId: comment.id }, 'delete');
    expect(await listReports(ctx, await scopeOf(admin))).toEqual([]);
    const left = (await listThreads(ctx, await scopeOf(other), channelId, page())).feed_wall_threads.map((t) => t.id);
    expect(left).toContain(fine.id);
    expect(left).not.toContain(spam.id);
    await expect(resolveReports(ctx, await scopeOf(other), { threadId: fine.id }, 'delete')).rejects.toMatchObject({ code: 'common.forbidden' });
  });

  it('tells a post’s author of a comment or like by someone else, in the author’s language, linking to the post; not of their own', async () => {
    await ctx.db.update(schema.users).set({ locale: 'pl' }).where(eq(schema.users.id, author.viewer.id));
    const thread = await post(author, 'Notify me, please');
    const n = schema.notifications;
    const mine = () => ctx.db.select().from(n).where(and(eq(n.user_id, author.viewer.id), eq(n.target_id, thread.id))).orderBy(asc(n.id));
    await createComment(ctx, await scopeOf(author), thread.id, commentInput.parse({ message: 'My own note' }));
    await likeThread(ctx, await scopeOf(author), channelId, thread.id, true);
    expect(await mine()).toHaveLength(0);
    await createComment(ctx, await scopeOf(other), thread.id, commentInput.parse({ message: 'See you there!' }));
    await likeThread(ctx, await scopeOf(other), channelId, thread.id, true);
    await likeThread(ctx, await scopeOf(other), channelId, thread.id, false);
    const made = await mine();
    expect(made.map((n) => [n.notify_type, n.notify_subtype, n.target_id])).toEqual([
      ['feed_wall', 'comment', thread.id],
      ['feed_wall', 'like', thread.id],
    ]);
    expect(made[0]).toMatchObject({ title: 'Nowy komentarz pod twoim postem', message: expect.stringContaining('See you there!') });
    expect(made[1]?.message).toBe('„Notify me, please”');
    expect(made[0]?.dl).toMatch(new RegExp(`/component/${componentId}\\?channel=${channelId}&thread=${thread.id}#thread-${thread.id}$`));
  });
});

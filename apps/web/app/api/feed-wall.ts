import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { coercedId } from '@foyer/core/platform/input-vocabulary';
import { openFeedWall } from '@foyer/core/feedwall/feed-scope';
import { createThread, deleteThread, editThread, getThread, likeThread, listChannels, listThreads, pageInput, threadEdit, threadInput, threadUpdates, THREAD_PAGE, UPDATE_LIMIT } from '@foyer/core/feedwall/threads';
import { COMMENT_PAGE, commentInput, commentUpdates, createComment, deleteComment, editComment, listComments } from '@foyer/core/feedwall/comments';
import { xAccess, type AccessLevel } from './access-levels.ts';
import { jsonBody, ok, StatusOkBody } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { contentRequest } from './content.ts';

const id = (name: string) => coercedId().openapi({ param: { name, in: 'path' }, example: 1 });
const Wall = z.object({ eventId: id('eventId'), componentId: id('componentId') });
const Channel = Wall.extend({ channelId: id('channelId') });
const Thread = Channel.extend({ threadId: id('threadId') });
const Comment = Wall.extend({ commentId: id('commentId') });

const User = z.object({ user_identity_token: z.string(), first_name: z.string(), last_name: z.string(), company: z.string().nullable(), position: z.string().nullable(), picture: z.string().nullable() });
const CommentBody = z
  .object({ id: z.number().int(), uuid: z.string(), message: z.string(), feed_wall_thread_id: z.number().int(), created_at: z.string(), updated_at: z.string(), user: User, mine: z.boolean() })
  .openapi('FeedWallComment');
const ThreadBody = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    channel_id: z.number().int(),
    message: z.string(),
    is_highlighted: z.boolean(),
    is_sticky: z.boolean(),
    likes_counter: z.number().int(),
    comments_counter: z.number().int(),
    liked_by_me: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
    user: User,
    image: z.string().nullable(),
    feed_wall_comment_id: z.number().int().nullable(),
    feed_wall_comment: CommentBody.nullable(),
    mine: z.boolean(),
  })
  .openapi('FeedWallThread');
const Meta = z.object({ all_items: z.number().int(), is_more: z.boolean() });

const base = '/events/{eventId}/components/{componentId}/feed_wall';
const head = (access: AccessLevel, method: 'get' | 'post' | 'patch' | 'delete', path: string, summary: string) => ({ ...xAccess(access), method, path: `${base}${path}`, tags: ['feed wall'], summary });

const threadsPage = pageInput(THREAD_PAGE, THREAD_PAGE);
const commentsPage = pageInput(COMMENT_PAGE, COMMENT_PAGE);
const updatesPage = pageInput(UPDATE_LIMIT, UPDATE_LIMIT);
const Rating = z.object({ rating: z.number().int(), liked_by_me: z.boolean() });

const routes = {
  channels: createRoute({ ...head('event', 'get', '', 'The wall’s channels, the default first'), request: { params: Wall }, responses: ok(z.object({ feed_wall_channels: z.array(z.object({ id: z.number().int(), name: z.string(), default: z.boolean() })) }), 'Channels') }),
  threads: createRoute({ ...head('event', 'get', '/channels/{channelId}/threads', 'A channel’s threads: sticky ones first, then the newest 10; `timestamp` (the created_at of the last one shown) pages on'), request: { params: Channel, query: threadsPage }, responses: ok(z.object({ feed_wall_threads: z.array(ThreadBody), meta: Meta }), 'Threads') }),
  updates: createRoute({ ...head('event', 'get', '/channels/{channelId}/threads/update', 'Threads written or changed (likes, comments) since `timestamp`, up to 100, oldest change first'), request: { params: Channel, query: updatesPage }, responses: ok(z.object({ feed_wall_threads: z.array(ThreadBody) }), 'Changes') }),
  thread: createRoute({ ...head('event', 'get', '/channels/{channelId}/thread/{threadId}', 'One thread'), request: { params: Thread }, responses: ok(ThreadBody, 'The thread') }),
  create: createRoute({ ...head('event-user', 'post', '/channels/{channelId}/thread', 'Post a thread: `message` (2–5,000 characters) and optionally `image` (an attachment id the poster uploaded)'), request: { params: Channel, ...jsonBody(threadInput) }, responses: ok(ThreadBody, 'The new thread') }),
  edit: createRoute({ ...head('owner', 'patch', '/channels/{channelId}/thread/{threadId}', 'Change the message of one’s own thread'), request: { params: Thread, ...jsonBody(threadEdit) }, responses: ok(ThreadBody, 'The thread') }),
  remove: createRoute({ ...head('owner', 'delete', '/channels/{channelId}/thread/{threadId}', 'Delete one’s own thread, with its comments and likes'), request: { params: Thread }, responses: ok(StatusOkBody, 'Deleted') }),
  removeAdmin: createRoute({ ...head('admin', 'delete', '/channels/{channelId}/thread/{threadId}/admin', 'Delete anyone’s thread (event administrators)'), request: { params: Thread }, responses: ok(StatusOkBody, 'Deleted') }),
  like: createRoute({ ...head('event-user', 'post', '/channels/{channelId}/thread/{threadId}/like', 'Like a thread; 422 feed_wall.already_liked when already liked. Answers the new `rating`'), request: { params: Thread }, responses: ok(Rating, 'The rating') }),
  unlike: createRoute({ ...head('event-user', 'post', '/channels/{channelId}/thread/{threadId}/unlike', 'Take a like back; 422 feed_wall.not_liked when not liked. Answers the new `rating`'), request: { params: Thread }, responses: ok(Rating, 'The rating') }),
  comments: createRoute({ ...head('event', 'get', '/channels/{channelId}/threads/{threadId}/comments', 'A thread’s comments, the newest 10 first; `timestamp` (the created_at of the last one shown) pages on'), request: { params: Thread, query: commentsPage }, responses: ok(z.object({ feed_wall_comments: z.array(CommentBody), meta: Meta }), 'Comments') }),
  commentUpdates: createRoute({ ...head('event', 'get', '/channels/{channelId}/threads/{threadId}/comments/update', 'Comments written or changed since `timestamp`, up to 100'), request: { params: Thread, query: updatesPage }, responses: ok(z.object({ feed_wall_comments: z.array(CommentBody) }), 'Changes') }),
  comment: createRoute({ ...head('event-user', 'post', '/channels/{channelId}/threads/{threadId}/comment', 'Comment on a thread: `message` (2–5,000 characters)'), request: { params: Thread, ...jsonBody(commentInput) }, responses: ok(CommentBody, 'The new comment') }),
  editComment: createRoute({ ...head('owner', 'patch', '/comment/{commentId}', 'Change one’s own comment'), request: { params: Comment, ...jsonBody(commentInput) }, responses: ok(CommentBody, 'The comment') }),
  removeComment: createRoute({ ...head('owner', 'delete', '/comment/{commentId}', 'Delete one’s own comment'), request: { params: Comment }, responses: ok(StatusOkBody, 'Deleted') }),
  removeCommentAdmin: createRoute({ ...head('admin', 'delete', '/comment/{commentId}/admin', 'Delete anyone’s comment (event administrators)'), request: { params: Comment }, responses: ok(StatusOkBody, 'Deleted') }),
};

/** The wall opened for the caller: the event's gate and the component's (SPEC §4, §6), as the content calls open theirs. */
async function wall(c: Context<ApiEnv>, p: { eventId: number; componentId: number }) {
  return openFeedWall(c.var.ctx, { ...(await contentRequest(c, p.eventId)), componentId: p.componentId });
}

/** SPEC §7 "Feed wall", under the paths it names; the rules are core feedwall's. */
export function feedWallApi() {
  const app = new OpenAPIHono<ApiEnv>();
  const ctx = (c: Context<ApiEnv>) => c.var.ctx;
  app.openapi(routes.channels, async (c) => c.json(await listChannels(ctx(c), await wall(c, c.req.valid('param'))), 200));
  app.openapi(routes.threads, async (c) => {
    const p = c.req.valid('param');
    return c.json(await listThreads(ctx(c), await wall(c, p), p.channelId, c.req.valid('query')), 200);
  });
  app.openapi(routes.updates, async (c) => {
    const p = c.req.valid('param');
    return c.json(await threadUpdates(ctx(c), await wall(c, p), p.channelId, c.req.valid('query')), 200);
  });
  app.openapi(routes.thread, async (c) => {
    const p = c.req.valid('param');
    return c.json(await getThread(ctx(c), await wall(c, p), p.channelId, p.threadId), 200);
  });
  app.openapi(routes.create, async (c) => {
    const p = c.req.valid('param');
    return c.json(await createThread(ctx(c), await wall(c, p), p.channelId, c.req.valid('json')), 200);
  });
  app.openapi(routes.edit, async (c) => {
    const p = c.req.valid('param');
    return c.json(await editThread(ctx(c), await wall(c, p), p.channelId, p.threadId, c.req.valid('json')), 200);
  });
  app.openapi(routes.remove, async (c) => {
    const p = c.req.valid('param');
    return c.json(await deleteThread(ctx(c), await wall(c, p), p.channelId, p.threadId), 200);
  });
  app.openapi(routes.removeAdmin, async (c) => {
    const p = c.req.valid('param');
    return c.json(await deleteThread(ctx(c), await wall(c, p), p.channelId, p.threadId, true), 200);
  });
  app.openapi(routes.like, async (c) => {
    const p = c.req.valid('param');
    return c.json(await likeThread(ctx(c), await wall(c, p), p.channelId, p.threadId, true), 200);
  });
  app.openapi(routes.unlike, async (c) => {
    const p = c.req.valid('param');
    return c.json(await likeThread(ctx(c), await wall(c, p), p.channelId, p.threadId, false), 200);
  });
  app.openapi(routes.comments, async (c) => {
    const p = c.req.valid('param');
    return c.json(await listComments(ctx(c), await wall(c, p), p.threadId, c.req.valid('query')), 200);
  });
  app.openapi(routes.commentUpdates, async (c) => {
    const p = c.req.valid('param');
    return c.json(await commentUpdates(ctx(c), await wall(c, p), p.threadId, c.req.valid('query')), 200);
  });
  app.openapi(routes.comment, async (c) => {
    const p = c.req.valid('param');
    return c.json(await createComment(ctx(c), await wall(c, p), p.threadId, c.req.valid('json')), 200);
  });
  app.openapi(routes.editComment, async (c) => {
    const p = c.req.valid('param');
    return c.json(await editComment(ctx(c), await wall(c, p), p.commentId, c.req.valid('json')), 200);
  });
  app.openapi(routes.removeComment, async (c) => {
    const p = c.req.valid('param');
    return c.json(await deleteComment(ctx(c), await wall(c, p), p.commentId), 200);
  });
  app.openapi(routes.removeCommentAdmin, async (c) => {
    const p = c.req.valid('param');
    return c.json(await deleteComment(ctx(c), await wall(c, p), p.commentId, true), 200);
  });
  return app;
}

import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { coercedId } from '@foyer/core/platform/input-vocabulary';
import { openInbox, userToken } from '@foyer/core/inbox/inbox-scope';
import { checkThreads, checkThreadsInput, createInput, createThread, getThread, listMyThreads, markAsRead, myThreadsUpdate, threadsPage, threadsUpdate } from '@foyer/core/inbox/threads';
import { listMessages, messagesPage, messageUpdates, messagesUpdate, replyAs, responseInput } from '@foyer/core/inbox/messages';
import { blockUser, listBlocked, unblockUser } from '@foyer/core/inbox/blocks';
import { xAccess, type AccessLevel } from './access-levels.ts';
import { jsonBody, ok, StatusOkBody } from './access-schemas.ts';
import { eventViewer } from './event-viewer.ts';
import { requireViewer } from './viewer.ts';
import type { ApiEnv } from './env.ts';

const id = (name: string) => coercedId().openapi({ param: { name, in: 'path' }, example: 1 });
const EventParams = z.object({ eventId: id('eventId') });
// SPEC §7 writes `inbox/threads/{id}`; the parameter is named for what it is, as `{id}` already means a speaker or exhibitor elsewhere.
const ThreadParams = EventParams.extend({ inboxThreadId: id('inboxThreadId') });
const TokenParams = z.object({ user_identity_token: userToken.openapi({ param: { name: 'user_identity_token', in: 'path' } }) });

const User = z
  .object({ user_identity_token: z.string(), first_name: z.string(), last_name: z.string(), company: z.string().nullable(), position: z.string().nullable(), picture: z.string().nullable() })
  .openapi('InboxUser');
const Message = z
  .object({ id: z.number().int(), inbox_thread_id: z.number().int(), message: z.string(), temp_id: z.string().nullable(), created_at: z.string(), updated_at: z.string(), user: User, mine: z.boolean() })
  .openapi('InboxMessage');
const Thread = z
  .object({ id: z.number().int(), name: z.string().nullable(), message: Message.nullable(), users: z.array(User), created_at: z.string(), updated_at: z.string(), read_at: z.string().nullable(), unread: z.boolean() })
  .openapi('InboxThread');

const base = '/events/{eventId}/inbox';
const head = (access: AccessLevel, method: 'get' | 'post' | 'delete', path: string, summary: string) => ({ ...xAccess(access), method, path, tags: ['inbox'], summary });

const routes = {
  myThreads: createRoute({ ...head('member', 'get', `${base}/my_threads`, 'The caller’s threads in the event, the latest message first (up to 1,000); `timestamp` (the updated_at of the last one shown) pages on'), request: { params: EventParams, query: threadsPage }, responses: ok(z.object({ inbox_threads: z.array(Thread), meta: z.object({ is_more: z.boolean(), unread_threads: z.number().int() }) }), 'Threads') }),
  myThreadsUpdate: createRoute({ ...head('member', 'get', `${base}/my_threads/update`, 'Threads whose last message is newer than `max_id` (the highest message id seen), latest first'), request: { params: EventParams, query: threadsUpdate }, responses: ok(z.object({ inbox_threads: z.array(Thread), meta: z.object({ unread_threads: z.number().int() }) }), 'Changed threads') }),
  checkThreads: createRoute({ ...head('member', 'get', `${base}/check_threads`, 'The existing thread with exactly the caller and `users` (user_identity_tokens, repeatable), or null'), request: { params: EventParams, query: z.object({ users: checkThreadsInput.shape.users.openapi({ param: { name: 'users', in: 'query' }, example: 'token' }) }) }, responses: ok(z.object({ inbox_thread: Thread.nullable() }), 'The thread or null') }),
  create: createRoute({ ...head('member', 'post', `${base}/create`, 'Write to `users` (user_identity_tokens of attendees): into their existing thread, else a new one. 422 inbox.blocked when a block stands between'), request: { params: EventParams, ...jsonBody(createInput) }, responses: ok(Thread, 'The thread with the message') }),
  thread: createRoute({ ...head('owner', 'get', `${base}/threads/{inboxThreadId}`, 'One of the caller’s threads; anyone else’s is 404'), request: { params: ThreadParams }, responses: ok(Thread, 'The thread') }),
  messages: createRoute({ ...head('owner', 'get', `${base}/threads/{inboxThreadId}/messages`, 'A thread’s messages, newest first, 20 a page; `timestamp` (the created_at of the oldest shown) pages back'), request: { params: ThreadParams, query: messagesPage }, responses: ok(z.object({ inbox_messages: z.array(Message), meta: z.object({ is_more: z.boolean() }) }), 'Messages') }),
  messagesUpdate: createRoute({ ...head('owner', 'get', `${base}/threads/{inboxThreadId}/messages/update`, 'Messages after `max_id`, oldest first, 10 at a time (without it, the latest)'), request: { params: ThreadParams, query: messagesUpdate }, responses: ok(z.object({ inbox_messages: z.array(Message) }), 'New messages') }),
  response: createRoute({ ...head('owner', 'post', `${base}/threads/{inboxThreadId}/response`, 'Reply: `message` (1–5,000 characters) and the client’s `temp_id`, echoed back; a repeated temp_id is stored once'), request: { params: ThreadParams, ...jsonBody(responseInput) }, responses: ok(Message, 'The message') }),
  markAsRead: createRoute({ ...head('owner', 'post', `${base}/threads/{inboxThreadId}/mark_as_read`, 'Mark the thread read (only if unread); answers the unread threads left'), request: { params: ThreadParams }, responses: ok(z.object({ status: z.literal('ok'), marked: z.boolean(), unread_threads: z.number().int() }), 'Marked') }),
  blocked: createRoute({ ...head('user', 'get', '/blocked_users', 'The people the caller blocked'), responses: ok(z.object({ blocked_users: z.array(User) }), 'Blocked people') }),
  block: createRoute({ ...head('user', 'post', '/blocked_users', 'Block a user: they can no longer message the caller (nor the caller them) nor invite them as a friend'), request: jsonBody(z.object({ user_identity_token: userToken })), responses: ok(StatusOkBody, 'Blocked') }),
  unblock: createRoute({ ...head('user', 'delete', '/blocked_users/{user_identity_token}', 'Lift one’s block of a user'), request: { params: TokenParams }, responses: ok(StatusOkBody, 'Unblocked') }),
};

/** The caller's inbox in the event: signed in, consents given, a member (core inbox-scope). */
async function inbox(c: Context<ApiEnv>, eventId: number) {
  return openInbox(c.var.ctx, await eventViewer(c), eventId);
}

/** SPEC §7 "Inbox", under the paths it names, and the blocks of issue #18; the rules are core inbox's. */
export function inboxApi() {
  const app = new OpenAPIHono<ApiEnv>();
  const ctx = (c: Context<ApiEnv>) => c.var.ctx;
  app.openapi(routes.myThreads, async (c) => c.json(await listMyThreads(ctx(c), await inbox(c, c.req.valid('param').eventId), c.req.valid('query')), 200));
  app.openapi(routes.myThreadsUpdate, async (c) => c.json(await myThreadsUpdate(ctx(c), await inbox(c, c.req.valid('param').eventId), c.req.valid('query')), 200));
  app.openapi(routes.checkThreads, async (c) => c.json(await checkThreads(ctx(c), await inbox(c, c.req.valid('param').eventId), c.req.valid('query')), 200));
  app.openapi(routes.create, async (c) => c.json(await createThread(ctx(c), await inbox(c, c.req.valid('param').eventId), c.req.valid('json')), 200));
  app.openapi(routes.thread, async (c) => {
    const p = c.req.valid('param');
    return c.json(await getThread(ctx(c), await inbox(c, p.eventId), p.inboxThreadId), 200);
  });
  app.openapi(routes.messages, async (c) => {
    const p = c.req.valid('param');
    return c.json(await listMessages(ctx(c), await inbox(c, p.eventId), p.inboxThreadId, c.req.valid('query')), 200);
  });
  app.openapi(routes.messagesUpdate, async (c) => {
    const p = c.req.valid('param');
    return c.json(await messageUpdates(ctx(c), await inbox(c, p.eventId), p.inboxThreadId, c.req.valid('query')), 200);
  });
  app.openapi(routes.response, async (c) => {
    const p = c.req.valid('param');
    return c.json(await replyAs(ctx(c), await eventViewer(c), p.eventId, p.inboxThreadId, c.req.valid('json')), 200);
  });
  app.openapi(routes.markAsRead, async (c) => {
    const p = c.req.valid('param');
    return c.json(await markAsRead(ctx(c), await inbox(c, p.eventId), p.inboxThreadId), 200);
  });
  app.openapi(routes.blocked, async (c) => c.json(await listBlocked(ctx(c), await requireViewer(c)), 200));
  app.openapi(routes.block, async (c) => c.json(await blockUser(ctx(c), await requireViewer(c), c.req.valid('json').user_identity_token), 200));
  app.openapi(routes.unblock, async (c) => c.json(await unblockUser(ctx(c), await requireViewer(c), c.req.valid('param').user_identity_token), 200));
  return app;
}

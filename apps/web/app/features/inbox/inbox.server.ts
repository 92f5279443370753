import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { Ctx } from '@foyer/core/context';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { openInbox, type InboxScope } from '@foyer/core/inbox/inbox-scope';
import { checkThreads, createInput, createThread, getThread, listMyThreads, markAsRead, threadsPage, unreadThreads } from '@foyer/core/inbox/threads';
import { listMessages, messagesPage, respond, responseInput } from '@foyer/core/inbox/messages';
import { blockUser, listBlocked, unblockUser } from '@foyer/core/inbox/blocks';
import { findRecipients, MAX_RECIPIENTS, searchRecipients } from '@foyer/core/inbox/recipients';
import { basePathFor, requireSignedIn } from '../../server/require-access.server.ts';
import { eventForRequest } from '../../server/request-event.server';
import { asScreenResponse } from '../components/app-error-response.server';
import { coercedId } from '@foyer/core/platform/input-vocabulary';
import { isAppError } from '@foyer/core/errors';

async function open(ctx: Ctx, request: Request, slug: string | undefined) {
  const event = await eventForRequest(ctx, request, slug);
  if (!event) throw data({ code: 'event.invalid' }, { status: 404 });
  const viewer = await requireSignedIn(ctx, request, event);
  const scope = await asScreenResponse(() => openInbox(ctx, viewer, event.id));
  return { event, viewer, scope, basePath: basePathFor(request, event) };
}

/** `inbox`: the viewer's threads, the latest first (SPEC §9: up to 1,000). */
export async function inboxListLoader(ctx: Ctx, request: Request, params: { slug?: string }) {
  const { scope, event } = await open(ctx, request, params.slug);
  const page = await listMyThreads(ctx, scope, threadsPage.parse({}));
  return { eventId: event.id, threads: page.inbox_threads, unread: page.meta.unread_threads };
}

/**
 * Who a new conversation is for: the path's person first (a profile's Message link), then every
 * `?with=` added on the screen, in order, without repeats (at most MAX_RECIPIENTS).
 */
function pickedTokens(url: URL, userId: string | undefined): string[] {
  return [...new Set([userId ?? '', ...url.searchParams.getAll('with')].map((t) => t.trim()).filter((t) => t && t.length <= 200))].slice(0, MAX_RECIPIENTS);
}

/**
 * `inbox/create/user/:userId?`: a new conversation with one or more attendees, found by searching
 * the event's (`?q=`) and added one by one (`?with=`). A profile's Message link (the path's person
 * alone) goes straight to the thread the two already have; for a group the screen says there is
 * one (SPEC §7 check_threads) — writing then goes into it.
 */
export async function inboxCreateLoader(ctx: Ctx, request: Request, params: { slug?: string; userId?: string }) {
  const { scope, event, basePath } = await open(ctx, request, params.slug);
  const url = new URL(request.url);
  const tokens = pickedTokens(url, params.userId);
  const q = url.searchParams.get('q')?.replaceAll('\u0000', '').trim().slice(0, 200) ?? '';
  const [people, found] = await Promise.all([findRecipients(ctx, scope, tokens), searchRecipients(ctx, scope, q, tokens)]);
  // Someone named in the profile link who is not (or no longer) an attendee: as before, not found.
  if (params.userId && !people.some((p) => p.user_identity_token === params.userId)) throw data({ code: 'common.not_found' }, { status: 404 });
  const existing = people.length ? (await asScreenResponse(() => checkThreads(ctx, scope, { users: people.map((p) => p.user_identity_token) }))).inbox_thread : null;
  if (existing && params.userId && people.length === 1 && !url.searchParams.has('with') && !q) throw redirect(`${basePath}/inbox/thread/${existing.id}`);
  return { eventId: event.id, basePath, people, q, results: found.users, added: people.filter((p) => found.added.includes(p.user_identity_token)), more: found.is_more, existing: existing ? { id: existing.id } : null };
}

/** A form's refusal, answered as every form's is (FormAnswer). */
const refused = (intent: string, code: string) => data({ ok: false as const, intent, code }, { status: 422 });

export async function inboxCreateAction(ctx: Ctx, request: Request, params: { slug?: string; userId?: string }) {
  const { scope, basePath } = await open(ctx, request, params.slug);
  const form = await request.formData();
  const users = form.getAll('users').map(String);
  const parsed = createInput.safeParse({ message: form.get('message'), users: users.length ? users : [params.userId ?? ''], name: form.get('name') || null });
  if (!parsed.success) return refused('create', 'common.validation');
  // createThread keeps a name for groups only.
  const thread = await asScreenResponse(() => createThread(ctx, scope, parsed.data));
  throw redirect(`${basePath}/inbox/thread/${thread.id}`);
}

const threadId = coercedId();

async function threadOf(ctx: Ctx, scope: InboxScope, raw: string | undefined) {
  const id = threadId.safeParse(raw);
  if (!id.success) throw data({ code: 'inbox.thread_not_found' }, { status: 404 });
  return asScreenResponse(() => getThread(ctx, scope, id.data));
}

/** `inbox/thread/:threadId`: the newest 20 messages (oldest first on screen), marked read on sight. */
export async function inboxThreadLoader(ctx: Ctx, request: Request, params: { slug?: string; threadId?: string }) {
  const { scope, event, viewer } = await open(ctx, request, params.slug);
  let thread = await threadOf(ctx, scope, params.threadId);
  const before = z.iso.datetime({ offset: true }).safeParse(new URL(request.url).searchParams.get('before'));
  const [page, blocked] = await Promise.all([listMessages(ctx, scope, thread.id, messagesPage.parse({ timestamp: before.success ? before.data : undefined })), listBlocked(ctx, viewer)]);
  if (thread.unread) {
    await markAsRead(ctx, scope, thread.id);
    thread = { ...thread, unread: false };
  }
  const other = thread.users.length === 1 ? thread.users[0]! : null;
  return {
    eventId: event.id,
    thread,
    messages: [...page.inbox_messages].reverse(),
    olderCursor: page.meta.is_more ? (page.inbox_messages.at(-1)?.created_at ?? null) : null,
    // A one-to-one thread offers blocking its other member (issue #18).
    other: other ? { token: other.user_identity_token, blocked: blocked.blocked_users.some((u) => u.user_identity_token === other.user_identity_token) } : null,
  };
}

const intent = z.enum(['send', 'block', 'unblock']);

/**
 * Send (optimistic on the client, `temp_id` keeps a retried send single), block or unblock;
 * answered as every form's answer is (FormAnswer: done, or refused with a code).
 */
export async function inboxThreadAction(ctx: Ctx, request: Request, params: { slug?: string; threadId?: string }) {
  const { scope, viewer, basePath } = await open(ctx, request, params.slug);
  const thread = await threadOf(ctx, scope, params.threadId);
  const form = await request.formData();
  const what = intent.safeParse(form.get('intent') ?? 'send');
  if (!what.success) return refused('send', 'common.validation');
  if (what.data !== 'send') {
    const other = thread.users.length === 1 ? thread.users[0]!.user_identity_token : null;
    if (!other) return refused(what.data, 'common.validation');
    await asScreenResponse(() => (what.data === 'block' ? blockUser(ctx, viewer, other) : unblockUser(ctx, viewer, other)));
    return { ok: true as const, intent: what.data };
  }
  const parsed = responseInput.safeParse({ message: form.get('message'), temp_id: form.get('temp_id') || null });
  if (!parsed.success) return refused('send', 'common.validation');
  try {
    await respond(ctx, scope, thread.id, parsed.data);
  } catch (err) {
    // A block is the person's answer, shown by the form; anything else is the error page's.
    if ((err as { code?: string }).code === 'inbox.blocked') return refused('send', 'inbox.blocked');
    throw err;
  }
  // A plain post (no JavaScript yet) lands on the thread by a redirect: a reload does not send it again.
  if (request.headers.get('sec-fetch-mode') === 'navigate') throw redirect(`${basePath}/inbox/thread/${thread.id}`);
  return { ok: true as const, intent: 'send' };
}

/** The top bar's inbox link and its count of unread threads; null for guests and non-members. */
export async function inboxHeader(ctx: Ctx, viewer: Viewer | null, eventId: number, basePath: string) {
  if (!viewer) return null;
  try {
    const scope = await openInbox(ctx, viewer, eventId);
    return { eventId, href: `${basePath}/inbox`, unread: await unreadThreads(ctx, scope) };
  } catch (err) {
    // Not a member (yet): no inbox to show. Anything else is a real failure.
    if (isAppError(err)) return null;
    throw err;
  }
}

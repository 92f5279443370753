import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { idFrom, coercedId } from '@foyer/core/platform/input-vocabulary';
import { createThread, deleteThread, editThread, likeThread, listChannels, listThreads, pageInput, THREAD_PAGE } from '@foyer/core/feedwall/threads';
import { COMMENT_PAGE, createComment, deleteComment, editComment, listComments } from '@foyer/core/feedwall/comments';
import { feedMessage } from '@foyer/core/feedwall/feed-rows';
import { createAttachment } from '@foyer/core/profile/create-attachment';
import { listReports, reportInput, reportPost, resolveReports } from '@foyer/core/feedwall/complaints';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';
import { componentScope } from '../components/component-scope.server';
import { loadComponent } from '../components/load-component.server';
import { safeRedirect } from '../access/safe-redirect.ts';
import { refuseForm } from '../../server/refuse-form.server.ts';
import { eventWords } from '../../server/request-event.server.ts';
import type { FormAnswer } from '../../components/ui/use-form-answer.ts';

/**
 * The feed wall screen (`component/{id}`, SPEC §2): the channels, the chosen one's threads (a
 * page of ten, `?before=` for older ones) and, for `?thread=`, that thread's comments.
 */
export async function loadFeedWall({ ctx, request, event, component }: ScreenLoaderArgs) {
  const scope = await componentScope(ctx, request, event, component.id, 'feed_wall');
  const url = new URL(request.url);
  const [listed, words] = await Promise.all([listChannels(ctx, scope), eventWords(ctx, request, event)]);
  // Channel names are the organizer's words (the posts are the attendees' own and stay as written).
  const channels = listed.feed_wall_channels.map((c) => ({ ...c, name: words(c.name) }));
  const wanted = idFrom(url.searchParams.get('channel'));
  const channel = channels.find((c) => c.id === wanted) ?? channels[0] ?? null;
  const before = pageInput(THREAD_PAGE, THREAD_PAGE).safeParse({ timestamp: url.searchParams.get('before') ?? undefined });
  const threads = channel ? await listThreads(ctx, scope, channel.id, before.success ? before.data : { limit: THREAD_PAGE }) : null;
  const threadId = idFrom(url.searchParams.get('thread'));
  let open: { threadId: number; comments: Awaited<ReturnType<typeof listComments>> } | null = null;
  if (threadId !== null) {
    try {
      open = { threadId, comments: await listComments(ctx, scope, threadId, { limit: COMMENT_PAGE }) };
    } catch (err) {
      if (!isAppError(err)) throw err;
    }
  }
  // Administrators see what attendees reported, on the wall itself.
  const reports = scope.isAdmin && scope.viewer ? await listReports(ctx, scope) : [];
  return { eventId: event.id, channels, channel, threads, open, reports, signedIn: scope.viewer !== null, isAdmin: scope.isAdmin, timeZone: event.timezone, older: before.success && before.data.timestamp !== undefined };
}

export type FeedWallData = Awaited<ReturnType<typeof loadFeedWall>>;

const form = z.discriminatedUnion('intent', [
  // `image`: the composer's optional picture (an empty file when none was chosen); its type and size are checked by content in createAttachment.
  z.object({ intent: z.literal('post'), channel: coercedId(), message: feedMessage, image: z.instanceof(File).optional() }),
  z.object({ intent: z.enum(['like', 'unlike']), channel: coercedId(), thread: coercedId() }),
  z.object({ intent: z.literal('comment'), thread: coercedId(), message: feedMessage }),
  z.object({ intent: z.enum(['delete-thread', 'delete-thread-admin']), channel: coercedId(), thread: coercedId() }),
  z.object({ intent: z.enum(['delete-comment', 'delete-comment-admin']), comment: coercedId() }),
  z.object({ intent: z.literal('report'), thread: coercedId().optional(), comment: coercedId().optional(), reason: reportInput.shape.reason }),
  z.object({ intent: z.literal('edit-thread'), channel: coercedId(), thread: coercedId(), message: feedMessage }),
  z.object({ intent: z.literal('edit-comment'), comment: coercedId(), message: feedMessage }),
  z.object({ intent: z.literal('resolve'), thread: coercedId().optional(), comment: coercedId().optional(), decision: z.enum(['delete', 'keep']) }),
]);

export type FeedWallAnswer = FormAnswer;

/**
 * `component/{id}/feed` (POST): what the wall's forms send — post, like / unlike, comment,
 * delete. Sent back to the wall (`redirectTo`), which shows the change; a refusal answers JSON
 * naming its code (and the field), which the page's fetcher shows.
 */
export async function feedWallAction(ctx: Ctx, request: Request, params: { slug?: string; componentId?: string }) {
  const { event, component } = await loadComponent(ctx, request, params);
  if (component.component_name !== 'feed_wall') throw data({ code: 'component.not_found' }, { status: 404 });
  const scope = await componentScope(ctx, request, event, component.id, 'feed_wall');
  const fields = Object.fromEntries(await request.formData());
  const back = fields.redirectTo ? safeRedirect(fields.redirectTo, '') : '';
  const refuse = (answer: FeedWallAnswer & { ok: false }, status: number) => refuseForm(request, back, answer, status);
  const parsed = form.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse({ ok: false, intent: String(fields.intent ?? ''), code: 'common.validation', field: String(issue?.path[0] ?? '') }, 422);
  }
  const input = parsed.data;
  try {
    if (input.intent === 'post') {
      // A picture comes with the post (the composer's optional file): stored first, as POST attachments stores one (type by content, 5 MB).
      const picture = input.image && input.image.size > 0 ? input.image : null;
      const image = picture && scope.viewer ? (await createAttachment(ctx, scope.viewer, { filename: picture.name, bytes: new Uint8Array(await picture.arrayBuffer()) })).id : null;
      await createThread(ctx, scope, input.channel, { message: input.message, image });
    }
    else if (input.intent === 'like' || input.intent === 'unlike') await likeThread(ctx, scope, input.channel, input.thread, input.intent === 'like');
    else if (input.intent === 'comment') await createComment(ctx, scope, input.thread, { message: input.message });
    else if (input.intent === 'delete-thread' || input.intent === 'delete-thread-admin') await deleteThread(ctx, scope, input.channel, input.thread, input.intent === 'delete-thread-admin');
    else if (input.intent === 'delete-comment' || input.intent === 'delete-comment-admin') await deleteComment(ctx, scope, input.comment, input.intent === 'delete-comment-admin');
    else if (input.intent === 'report') {
      const target = input.comment !== undefined ? { commentId: input.comment } : input.thread !== undefined ? { threadId: input.thread } : null;
      if (!target) return refuse({ ok: false, intent: input.intent, code: 'common.validation', field: 'thread' }, 422);
      await reportPost(ctx, scope, target, { reason: input.reason });
    }
    else if (input.intent === 'edit-thread') await editThread(ctx, scope, input.channel, input.thread, { message: input.message });
    else if (input.intent === 'edit-comment') await editComment(ctx, scope, input.comment, { message: input.message });
    else if (input.intent === 'resolve') {
      const target = input.comment !== undefined ? { commentId: input.comment } : input.thread !== undefined ? { threadId: input.thread } : null;
      if (!target) return refuse({ ok: false, intent: input.intent, code: 'common.validation', field: 'thread' }, 422);
      await resolveReports(ctx, scope, target, input.decision);
    }
  } catch (err) {
    if (!isAppError(err)) throw err;
    // A second like (or an unlike of one not liked) means the page was behind: it is what the person wanted.
    if (err.code === 'feed_wall.already_liked' || err.code === 'feed_wall.not_liked') return { ok: true, intent: input.intent } satisfies FeedWallAnswer;
    return refuse({ ok: false, intent: input.intent, code: err.code }, err.status);
  }
  // Back to the wall, which shows the change (a form without JavaScript; a fetcher follows it too).
  if (back) throw redirect(back);
  return { ok: true, intent: input.intent } satisfies FeedWallAnswer;
}

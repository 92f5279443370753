import { and, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { mailLocale } from '../accounts/user-locale.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { notificationStrings, templateOf } from '../notifications/notification-template.ts';
import { fillTemplate as fill } from '../mail/mail-strings.ts';
import type { FeedScope } from './feed-scope.ts';

/** `notifications.feed_wall` (packages/i18n/locales/<lng>/notifications.json); {{name}} {{text}}. */
interface FeedWallStrings {
  comment_title: string;
  comment_message: string;
  like_title: string;
  like_message: string;
}

/** A notification quotes the start of the post or comment, not all of it. */
const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text);

/**
 * Tells a post's author that someone commented on it or liked it (SPEC §2 feed-wall
 * notifications), in the author's language, linking to the post with its comments open. Nobody
 * is told of their own comments or likes. A notification that cannot be made is logged: the
 * comment or like itself has been saved and stays.
 */
export async function notifyThreadAuthor(ctx: Pick<Ctx, 'db' | 'pubsub' | 'log'>, scope: FeedScope, p: { threadId: number; actorId: number; kind: 'comment' | 'like'; text?: string }) {
  try {
    const t = schema.feed_wall_threads;
    const u = schema.users;
    const [thread] = await ctx.db
      .select({ author: t.user_id, channel: t.channel_id, message: t.message, locale: u.locale, lp_url: schema.events.lp_url })
      .from(t)
      .innerJoin(u, eq(u.id, t.user_id))
      .innerJoin(schema.events, eq(schema.events.id, t.event_id))
      .where(and(eq(t.id, p.threadId), eq(t.event_id, scope.eventId)));
    if (!thread || thread.author === p.actorId) return;
    const [actor] = await ctx.db.select({ first_name: u.first_name, last_name: u.last_name }).from(u).where(eq(u.id, p.actorId));
    const s = notificationStrings<FeedWallStrings>('notifications', 'feed_wall', mailLocale(thread.locale));
    const vars = { name: `${actor?.first_name ?? ''} ${actor?.last_name ?? ''}`.trim(), text: excerpt(p.kind === 'comment' ? (p.text ?? '') : thread.message) };
    await createNotification(ctx, {
      eventId: scope.eventId,
      userId: thread.author,
      title: fill(p.kind === 'comment' ? s.comment_title : s.like_title, vars),
      message: fill(p.kind === 'comment' ? s.comment_message : s.like_message, vars),
      notify_type: 'feed_wall',
      notify_subtype: p.kind,
      target_type: 'feed_wall_thread',
      target_id: p.threadId,
      dl: `/${thread.lp_url}/component/${scope.componentId}?channel=${thread.channel}&thread=${p.threadId}#thread-${p.threadId}`,
      template: templateOf('notifications', 'feed_wall', p.kind, vars),
    });
  } catch (error) {
    ctx.log.warn({ error, threadId: p.threadId }, 'feed wall notification not made');
  }
}

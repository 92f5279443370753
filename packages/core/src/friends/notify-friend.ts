import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { mailLocale } from '../accounts/user-locale.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { notificationStrings, templateOf } from '../notifications/notification-template.ts';
import { fillTemplate as fill } from '../mail/mail-strings.ts';
import { channels } from '../platform/pubsub.ts';
import type { FriendScope } from './friend-scope.ts';

/** `friends.notification` (packages/i18n/locales/<lng>/friends.json); {{name}} is the one who acted. */
interface FriendStrings {
  invited_title: string;
  invited_message: string;
  accepted_title: string;
  accepted_message: string;
}

/**
 * Tells `recipientId` that the viewer invited them (linking to their invitations) or accepted
 * their invitation (linking to their friends): SPEC §2's friends notifications, in the
 * recipient's language. The invitation or friendship is already saved; a notification that
 * cannot be made is logged, not thrown.
 */
export async function notifyFriend(ctx: Pick<Ctx, 'db' | 'pubsub' | 'log'>, scope: FriendScope, p: { recipientId: number; recipientLocale: string | null; kind: 'invited' | 'accepted' }) {
  try {
    const u = schema.users;
    const [[actor], [event]] = await Promise.all([
      ctx.db.select({ first_name: u.first_name, last_name: u.last_name }).from(u).where(eq(u.id, scope.viewerId)),
      ctx.db.select({ lp_url: schema.events.lp_url }).from(schema.events).where(eq(schema.events.id, scope.eventId)),
    ]);
    const s = notificationStrings<FriendStrings>('friends', 'notification', mailLocale(p.recipientLocale));
    const vars = { name: `${actor?.first_name ?? ''} ${actor?.last_name ?? ''}`.trim() };
    const invited = p.kind === 'invited';
    await createNotification(ctx, {
      eventId: scope.eventId,
      userId: p.recipientId,
      title: fill(invited ? s.invited_title : s.accepted_title, vars),
      message: fill(invited ? s.invited_message : s.accepted_message, vars),
      notify_type: 'friends',
      notify_subtype: p.kind,
      target_type: 'user',
      target_id: null,
      dl: `/${event?.lp_url ?? ''}/friends${invited ? '/invitations' : ''}`.replace(/^\/\//, '/'),
      template: templateOf('friends', 'notification', p.kind, vars),
    });
  } catch (error) {
    ctx.log.warn({ error, eventId: scope.eventId, recipientId: p.recipientId }, 'friends notification not made');
  }
}

/**
 * Tells both people's own streams (`user:<id>`) that their friendship or invitation changed, so
 * their open friends screens load again. Ids only (the lists decide what each sees); also for the
 * changes that notify nobody (a declined or withdrawn invitation, a removed friend). A failed
 * publish is logged; the screens poll while their stream is down.
 */
export async function announceFriendChange(ctx: Pick<Ctx, 'pubsub' | 'log'>, scope: FriendScope, otherId: number) {
  const note = { type: 'friends', event_id: scope.eventId };
  await Promise.all([scope.viewerId, otherId].map((id) => ctx.pubsub.publish(channels.user(id), note))).catch((error: unknown) => ctx.log.warn({ error, eventId: scope.eventId }, 'friends change not announced'));
}

import { schema, type Db } from '@foyer/db';
import { z } from 'zod';
import type { PubSub } from '../platform/pubsub.ts';
import { channels } from '../platform/pubsub.ts';
import type { NotificationMessage } from '../realtime/messages.ts';
import { countUnreadNotifications } from './count-unread.ts';
import { getNotification } from './get-notification.ts';
import { NOTIFY_TYPES, type NotificationRecord } from './notification-record.ts';
import { entityId } from '../platform/input-vocabulary.ts';

export const createNotificationInput = z.object({
  eventId: entityId,
  userId: entityId,
  title: z.string().trim().min(1).max(500),
  message: z.string().trim().min(1).max(5000),
  notify_type: z.enum(NOTIFY_TYPES),
  notify_subtype: z.string().max(100).nullish(),
  target_type: z.string().max(100).nullish(),
  target_id: z.number().int().nullish(),
  /** A path inside this site (the attendee area); never an outside URL. */
  dl: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .max(2000)
    .nullish(),
  /** The i18n keys title and message were made from, so a reader in another language reads them in theirs. */
  template: z
    .object({ ns: z.string().max(50), title: z.string().max(200), message: z.string().max(200), vars: z.record(z.string(), z.string().max(5000)) })
    .nullish(),
});
export type CreateNotificationInput = z.input<typeof createNotificationInput>;

/**
 * The one way to notify someone: stores the row and announces it on the user's channel
 * (`user:<id>`), so an open /realtime/me stream shows it at once. Inside a transaction pass the
 * transaction as `db` and a HeldPublisher as `pubsub`, then flush it after the commit.
 */
export async function createNotification(
  ctx: { db: Db; pubsub: Pick<PubSub, 'publish'> },
  raw: CreateNotificationInput,
): Promise<NotificationRecord> {
  const input = createNotificationInput.parse(raw);
  const [row] = await ctx.db
    .insert(schema.notifications)
    .values({
      event_id: input.eventId,
      user_id: input.userId,
      title: input.title,
      message: input.message,
      notify_type: input.notify_type,
      notify_subtype: input.notify_subtype ?? null,
      target_type: input.target_type ?? null,
      target_id: input.target_id ?? null,
      dl: input.dl ?? null,
      template: input.template ?? null,
    })
    .returning({ id: schema.notifications.id });
  // One after the other: inside a transaction both run on its single connection anyway.
  const notification = await getNotification(ctx, input.userId, row!.id);
  const unread = await countUnreadNotifications(ctx, input.userId);
  const message: NotificationMessage = { type: 'notification', notification: notification!, unread };
  await ctx.pubsub.publish(channels.user(input.userId), message);
  return notification!;
}

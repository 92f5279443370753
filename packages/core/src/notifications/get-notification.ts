import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { notificationColumns, toNotificationRecord, type NotificationRecord } from './notification-record.ts';

/** One of the user's own notifications, or null (also for another user's id: it is not told apart). */
export async function getNotification(ctx: Pick<Ctx, 'db'>, userId: number, id: number, locale?: string | null): Promise<NotificationRecord | null> {
  const n = schema.notifications;
  const [row] = await ctx.db
    .select(notificationColumns)
    .from(n)
    .innerJoin(schema.events, eq(schema.events.id, n.event_id))
    .where(and(eq(n.user_id, userId), eq(n.id, id)))
    .limit(1);
  return row ? toNotificationRecord(row, locale) : null;
}

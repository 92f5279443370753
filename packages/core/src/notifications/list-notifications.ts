import { schema } from '@foyer/db';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { notificationColumns, toNotificationRecord, type NotificationRecord } from './notification-record.ts';

export type { NotificationRecord } from './notification-record.ts';

/** SPEC §9: notifications 20 a page. */
export const NOTIFICATIONS_PAGE = 20;
export const MAX_NOTIFICATIONS_PAGE = 100;

export interface NotificationsPage {
  notifications: NotificationRecord[];
  meta: { all_items: number; is_more: boolean };
}

/**
 * The viewer's notifications, newest first. The cursor is `timestamp`: the created_at of the
 * last notification of the previous page; the next page holds those created strictly before it.
 */
export async function listNotifications(
  ctx: Pick<Ctx, 'db'>,
  userId: number,
  q: { limit: number; timestamp?: Date | null; locale?: string | null },
): Promise<NotificationsPage> {
  const n = schema.notifications;
  const e = schema.events;
  const limit = Math.max(1, Math.min(MAX_NOTIFICATIONS_PAGE, Math.trunc(q.limit)));
  const mine = eq(n.user_id, userId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(notificationColumns)
      .from(n)
      .innerJoin(e, eq(e.id, n.event_id))
      .where(and(mine, q.timestamp ? lt(n.created_at, q.timestamp) : undefined))
      .orderBy(desc(n.created_at), desc(n.id))
      .limit(limit + 1),
    ctx.db.select({ n: count() }).from(n).where(mine),
  ]);
  return {
    notifications: rows.slice(0, limit).map((r) => toNotificationRecord(r, q.locale)),
    meta: { all_items: Number(total?.n ?? 0), is_more: rows.length > limit },
  };
}

import type { NotificationRecord } from '@foyer/core/notifications/notification-record';

/**
 * Each id once, in order: `extra` (live arrivals, newest first) on top of `list`, except those
 * `list` already holds — its copy came from the server later, so its read state is the current one.
 */
export function mergeNotifications(extra: readonly NotificationRecord[], list: readonly NotificationRecord[]): NotificationRecord[] {
  const have = new Set(list.map((n) => n.id));
  const seen = new Set<number>();
  const top = extra.filter((n) => !have.has(n.id) && !seen.has(n.id) && (seen.add(n.id), true));
  return [...top, ...list];
}

/** `?timestamp=` for the JSON route: the next page holds those created before the cursor. */
export const pageUrl = (jsonUrl: string, timestamp: string) => `${jsonUrl}?${new URLSearchParams({ timestamp })}`;

/** The JSON route's page as the paged list reads it (usePagedList). */
export const readNotificationsPage = (body: unknown) => {
  const page = body as { notifications: NotificationRecord[]; next: string | null };
  return { items: page.notifications, next: page.next };
};
export const notificationKey = (n: NotificationRecord) => n.id;

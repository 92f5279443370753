import { schema } from '@foyer/db';
import { renderNotification, type NotificationTemplate } from './notification-template.ts';

/** SPEC §2 "notifications by type". Anything else is refused by createNotification. */
export const NOTIFY_TYPES = ['event', 'business_matching', 'feed_wall', 'friends', 'video_call'] as const;
export type NotifyType = (typeof NOTIFY_TYPES)[number];

/** SPEC §3 notifications, as the API and the realtime stream send them. */
export interface NotificationRecord {
  id: number;
  title: string;
  message: string;
  created_at: string;
  read_at: string | null;
  notify_type: string;
  notify_subtype: string | null;
  target_type: string | null;
  target_id: number | null;
  dl: string | null;
  event: { id: number; title: string; logo: string | null };
}

const n = schema.notifications;
const e = schema.events;

/** The columns of a NotificationRecord; select them from notifications joined with events. */
export const notificationColumns = {
  id: n.id,
  title: n.title,
  message: n.message,
  created_at: n.created_at,
  read_at: n.read_at,
  notify_type: n.notify_type,
  notify_subtype: n.notify_subtype,
  target_type: n.target_type,
  target_id: n.target_id,
  dl: n.dl,
  template: n.template,
  event: { id: e.id, title: e.title, logo: e.logo },
};

type Row = Omit<NotificationRecord, 'created_at' | 'read_at'> & { created_at: Date; read_at: Date | null; template: NotificationTemplate | null };

/**
 * A stored notification as its reader sees it: in `locale` (the reader's language, when the
 * caller knows it) where it was made from a template, else with the words stored when it was
 * made — in the recipient's account language, which the page's language may not be.
 */
export function toNotificationRecord(r: Row, locale?: string | null): NotificationRecord {
  const { template, ...rest } = r;
  const words = template && locale ? renderNotification(template, locale) : null;
  return { ...rest, ...words, created_at: r.created_at.toISOString(), read_at: r.read_at?.toISOString() ?? null };
}

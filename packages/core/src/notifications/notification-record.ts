import { schema } from '@foyer/db';

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
  event: { id: e.id, title: e.title, logo: e.logo },
};

type Row = Omit<NotificationRecord, 'created_at' | 'read_at'> & { created_at: Date; read_at: Date | null };

export function toNotificationRecord(r: Row): NotificationRecord {
  return { ...r, created_at: r.created_at.toISOString(), read_at: r.read_at?.toISOString() ?? null };
}

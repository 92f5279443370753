import type { NotificationRecord } from '../notifications/notification-record.ts';

/**
 * What travels on `user:<id>` and `event:<id>` (platform/pubsub.ts). `type` becomes the SSE
 * event name, so a client listens per type; new kinds add a member here.
 */
export interface NotificationMessage {
  type: 'notification';
  notification: NotificationRecord;
  /** The user's unread count right after this one, so the badge never has to count itself. */
  unread: number;
}

export type RealtimeMessage = NotificationMessage | { type: string; [key: string]: unknown };

/** The SSE event name of a message: its `type` when it is a plain word, else "message". */
export function messageType(message: unknown): string {
  const type = (message as { type?: unknown } | null)?.type;
  return typeof type === 'string' && /^[a-z][a-z0-9_.-]{0,63}$/i.test(type) ? type : 'message';
}

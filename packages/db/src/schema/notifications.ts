import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.ts';
import { users } from './accounts.ts';
import { eventId } from './event-scope.ts';

/**
 * Where a notification's words come from: i18n keys of namespace `ns` and the values of their
 * placeholders. title/message hold them in the recipient's language when it was made; a reader in
 * another language gets them again in theirs. Null for free text (an organizer's announcement).
 */
export interface NotificationTemplate {
  ns: string;
  title: string;
  message: string;
  vars: Record<string, string>;
}

/** notify_type: 'event' | 'business_matching' | 'feed_wall' | 'friends' | 'video_call' (SPEC §2). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    event_id: eventId(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    message: text().notNull(),
    notify_type: text().notNull(),
    notify_subtype: text(),
    target_type: text(),
    target_id: integer(),
    /** Deep link into the attendee area. */
    dl: text(),
    template: jsonb().$type<NotificationTemplate>(),
    created_at: createdAt(),
    read_at: tstz(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.user_id, t.created_at),
    index('notifications_event_user_idx').on(t.event_id, t.user_id, t.created_at),
  ],
);

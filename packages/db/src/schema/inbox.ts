import { type AnyPgColumn, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { eventId } from './event-scope.ts';

/**
 * Conversations between attendees of one event. updated_at moves with each message, so a
 * member's thread is unread when read_at is null or older than it (SPEC §4).
 */
export const inbox_threads = pgTable(
  'inbox_threads',
  {
    id: id(),
    event_id: eventId(),
    name: text(),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The last message (SPEC: inbox_threads.message). */
    last_message_id: integer().references((): AnyPgColumn => inbox_messages.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('inbox_threads_event_updated_idx').on(t.event_id, t.updated_at)],
);

export const inbox_thread_members = pgTable(
  'inbox_thread_members',
  {
    id: id(),
    event_id: eventId(),
    inbox_thread_id: integer()
      .notNull()
      .references(() => inbox_threads.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    read_at: tstz(),
    created_at: createdAt(),
  },
  (t) => [
    unique('inbox_thread_members_thread_user_uq').on(t.inbox_thread_id, t.user_id),
    index('inbox_thread_members_event_user_idx').on(t.event_id, t.user_id),
  ],
);

export const inbox_messages = pgTable(
  'inbox_messages',
  {
    id: id(),
    event_id: eventId(),
    inbox_thread_id: integer()
      .notNull()
      .references((): AnyPgColumn => inbox_threads.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    /** The client's temporary id (POST .../response {temp_id}); a retried send is stored once. */
    temp_id: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('inbox_messages_thread_created_idx').on(t.inbox_thread_id, t.created_at),
    index('inbox_messages_event_idx').on(t.event_id, t.created_at),
    unique('inbox_messages_thread_user_temp_uq').on(t.inbox_thread_id, t.user_id, t.temp_id),
  ],
);

/**
 * One user blocking another (issue #18): the blocked one can no longer write to them (a new
 * thread or a reply in one they share) nor invite them as a friend. Not per event: someone
 * unwelcome in one event's inbox is unwelcome in the next.
 */
export const user_blocks = pgTable(
  'user_blocks',
  {
    id: id(),
    blocker_user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blocked_user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [unique('user_blocks_pair_uq').on(t.blocker_user_id, t.blocked_user_id), index('user_blocks_blocked_idx').on(t.blocked_user_id)],
);

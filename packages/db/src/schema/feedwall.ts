import { type AnyPgColumn, boolean, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, order, tstz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { components } from './events.ts';
import { attachments } from './attachments.ts';
import { eventId } from './event-scope.ts';

export const feed_wall_channels = pgTable(
  'feed_wall_channels',
  {
    id: id(),
    event_id: eventId(),
    event_component_id: integer()
      .notNull()
      .references(() => components.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    default: boolean().notNull().default(false),
    order: order(),
    created_at: createdAt(),
  },
  (t) => [index('feed_wall_channels_component_idx').on(t.event_component_id, t.order), index('feed_wall_channels_event_idx').on(t.event_id)],
);

/** A post. likes_counter / comments_counter are kept by the services (never below 0). */
export const feed_wall_threads = pgTable(
  'feed_wall_threads',
  {
    id: id(),
    event_id: eventId(),
    channel_id: integer()
      .notNull()
      .references(() => feed_wall_channels.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uuid: uuid().notNull().defaultRandom().unique(),
    message: text().notNull(),
    is_highlighted: boolean().notNull().default(false),
    is_sticky: boolean().notNull().default(false),
    likes_counter: integer().notNull().default(0),
    comments_counter: integer().notNull().default(0),
    image_id: integer().references(() => attachments.id, { onDelete: 'set null' }),
    /** The latest comment, shown under the post in lists. */
    feed_wall_comment_id: integer().references((): AnyPgColumn => feed_wall_comments.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('feed_wall_threads_channel_created_idx').on(t.channel_id, t.created_at),
    index('feed_wall_threads_event_updated_idx').on(t.event_id, t.updated_at),
    index('feed_wall_threads_user_idx').on(t.user_id),
  ],
);

export const feed_wall_thread_likes = pgTable(
  'feed_wall_thread_likes',
  {
    id: id(),
    event_id: eventId(),
    feed_wall_thread_id: integer()
      .notNull()
      .references(() => feed_wall_threads.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    unique('feed_wall_thread_likes_thread_user_uq').on(t.feed_wall_thread_id, t.user_id),
    index('feed_wall_thread_likes_event_user_idx').on(t.event_id, t.user_id),
  ],
);

export const feed_wall_comments = pgTable(
  'feed_wall_comments',
  {
    id: id(),
    event_id: eventId(),
    feed_wall_thread_id: integer()
      .notNull()
      .references((): AnyPgColumn => feed_wall_threads.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uuid: uuid().notNull().defaultRandom().unique(),
    message: text().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('feed_wall_comments_thread_created_idx').on(t.feed_wall_thread_id, t.created_at),
    index('feed_wall_comments_event_updated_idx').on(t.event_id, t.updated_at),
  ],
);

/** An attendee's report of a post or comment, for the organizer to review. */
export const feed_wall_complaints = pgTable(
  'feed_wall_complaints',
  {
    id: id(),
    event_id: eventId(),
    feed_wall_thread_id: integer().references(() => feed_wall_threads.id, { onDelete: 'cascade' }),
    feed_wall_comment_id: integer().references(() => feed_wall_comments.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text(),
    resolved_at: tstz(),
    created_at: createdAt(),
  },
  (t) => [index('feed_wall_complaints_event_idx').on(t.event_id, t.created_at)],
);

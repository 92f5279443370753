import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './accounts.ts';
import { optionalEventId } from './event-scope.ts';

/** An uploaded file (POST attachments); pictures, exhibitor files, invoice and ticket PDFs. */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    /** Null for a user's own upload (profile photo) made outside any event. */
    event_id: optionalEventId(),
    owner_user_id: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Where the storage driver keeps the bytes; file_url is what clients load. */
    storage_key: text().notNull(),
    file_url: text().notNull(),
    file_name: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    file_thumbnail_200_url: text(),
    file_thumbnail_750_url: text(),
    meta: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    created_at: createdAt(),
  },
  (t) => [
    index('attachments_event_idx').on(t.event_id, t.created_at),
    index('attachments_owner_idx').on(t.owner_user_id),
  ],
);

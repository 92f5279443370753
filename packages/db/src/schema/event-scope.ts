import { integer } from 'drizzle-orm/pg-core';
import { events } from './events.ts';

/**
 * The tenancy column: every event-scoped row carries it, even when a parent already leads to
 * the event, so one `where event_id = ?` scopes any query and deleting an event cascades.
 * A function declaration (hoisted) because schema files import each other in a cycle; the
 * reference to events is resolved lazily.
 */
export function eventId() {
  return integer()
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' });
}

/** For rows that may belong to an event but need not (uploads, mail). */
export function optionalEventId() {
  return integer().references(() => events.id, { onDelete: 'cascade' });
}

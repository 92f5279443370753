import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './accounts.ts';
import { eventId } from './event-scope.ts';

/**
 * Every saved landing-page document (the builder's history): `version` is the event's
 * `lp_version` after that save, so the newest row is what the page shows. A restore saves an
 * old document again as a new version (`restored_from`), so history only grows.
 */
export const lp_settings_versions = pgTable(
  'lp_settings_versions',
  {
    id: id(),
    event_id: eventId(),
    version: integer().notNull(),
    lp_settings: text().notNull(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    restored_from: integer(),
    created_at: createdAt(),
  },
  // The unique key also serves the history list (newest first by event).
  (t) => [unique('lp_settings_versions_event_version_uq').on(t.event_id, t.version)],
);

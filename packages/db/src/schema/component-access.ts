import { index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { eventId } from './event-scope.ts';
import { components } from './events.ts';
import { users } from './accounts.ts';

/**
 * Who may open a component whose `access_limited` is set (SPEC §6 "access to components … can be
 * limited to users with access"; the `users_with_access` lists of SPEC §7). Admins of the event
 * always may; for a component that is not limited the table is not consulted.
 */
export const component_accesses = pgTable(
  'component_accesses',
  {
    id: id(),
    event_id: eventId(),
    component_id: integer()
      .notNull()
      .references(() => components.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [unique('component_accesses_component_user_uq').on(t.component_id, t.user_id), index('component_accesses_user_idx').on(t.user_id, t.event_id)],
);

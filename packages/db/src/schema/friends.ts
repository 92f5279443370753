import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.ts';
import { users } from './accounts.ts';
import { eventId } from './event-scope.ts';

/**
 * A friendship or a pending invitation between two attendees of one event. The pair is stored
 * ordered (user_a_id < user_b_id) so one row exists per pair whoever asked; declined and
 * cancelled invitations and removed friends are deleted (SPEC §4).
 */
export const friendships = pgTable(
  'friendships',
  {
    id: id(),
    event_id: eventId(),
    user_a_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user_b_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requested_by_user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<'pending' | 'accepted'>().notNull().default('pending'),
    created_at: createdAt(),
    accepted_at: tstz(),
  },
  (t) => [
    unique('friendships_event_pair_uq').on(t.event_id, t.user_a_id, t.user_b_id),
    index('friendships_event_b_idx').on(t.event_id, t.user_b_id),
    check('friendships_pair_order_ck', sql`${t.user_a_id} < ${t.user_b_id}`),
    check('friendships_requester_ck', sql`${t.requested_by_user_id} in (${t.user_a_id}, ${t.user_b_id})`),
  ],
);

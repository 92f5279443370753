import { sql } from 'drizzle-orm';
import { schema } from '@foyer/db';

/**
 * Who checked a ticket in, as "First Last" (null when unknown); needs `users` left-joined on
 * `ticket_reservations.checked_in_by_user_id`.
 */
export const checkedInByName = sql<string | null>`nullif(trim(${schema.users.first_name} || ' ' || ${schema.users.last_name}), '')`;

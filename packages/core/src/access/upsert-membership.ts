import { schema } from '@foyer/db';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';

/**
 * Marks the user as joined, creating the membership if needed. The names are copied so the
 * attendee list pages through one index (see event_memberships); tags are left as they are.
 */
export async function upsertMembership(
  ctx: Pick<Ctx, 'db'>,
  eventId: number,
  user: { id: number; first_name: string; last_name: string },
): Promise<void> {
  await ctx.db
    .insert(schema.event_memberships)
    .values({ event_id: eventId, user_id: user.id, joined: true, first_name: user.first_name, last_name: user.last_name })
    .onConflictDoUpdate({
      target: [schema.event_memberships.event_id, schema.event_memberships.user_id],
      set: { joined: true, first_name: sql`excluded.first_name`, last_name: sql`excluded.last_name`, updated_at: sql`now()` },
    });
}

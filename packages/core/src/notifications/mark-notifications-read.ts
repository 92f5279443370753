import { schema } from '@foyer/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Ctx } from '../context.ts';

/**
 * Marks the viewer's own notifications read. Ids of other users' notifications are skipped
 * silently, so the answer never tells whether such an id exists.
 */
export async function markNotificationsRead(ctx: Pick<Ctx, 'db' | 'clock'>, userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const n = schema.notifications;
  await ctx.db
    .update(n)
    .set({ read_at: ctx.clock.now() })
    .where(and(eq(n.user_id, userId), inArray(n.id, ids), isNull(n.read_at)));
}

import { schema } from '@foyer/db';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../context.ts';

/** How many of the user's notifications are unread (the bell's badge). */
export async function countUnreadNotifications(ctx: Pick<Ctx, 'db'>, userId: number): Promise<number> {
  const n = schema.notifications;
  const [row] = await ctx.db.select({ n: count() }).from(n).where(and(eq(n.user_id, userId), isNull(n.read_at)));
  return Number(row?.n ?? 0);
}

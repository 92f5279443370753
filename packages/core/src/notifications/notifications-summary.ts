import { schema } from '@foyer/db';
import { eq, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';

export interface NotificationsSummary {
  unread: number;
  /** The newest notification's id (0 without any): a client announces only ids above it. */
  latest_id: number;
}

/** The bell's numbers in one indexed read. */
export async function notificationsSummary(ctx: Pick<Ctx, 'db'>, userId: number): Promise<NotificationsSummary> {
  const n = schema.notifications;
  const [row] = await ctx.db
    .select({
      unread: sql<number>`count(*) filter (where ${n.read_at} is null)`.mapWith(Number),
      latest_id: sql<number>`coalesce(max(${n.id}), 0)`.mapWith(Number),
    })
    .from(n)
    .where(eq(n.user_id, userId));
  return { unread: row?.unread ?? 0, latest_id: row?.latest_id ?? 0 };
}

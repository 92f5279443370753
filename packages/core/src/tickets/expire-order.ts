import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { isLockFailure, LOCK_TIMEOUT, giveStockBack, orderStock } from './order-stock.ts';
import { AppError } from '../errors.ts';

/**
 * Ends an unpaid order's hold: pending and due (or `force`, when the gateway refused to start a
 * payment) → expired, reservations canceled, and its tickets, seats and discount-code uses given
 * back. The state change and the give-back share one transaction under the order's row lock, so
 * the stock comes back exactly once however often the job runs. Anything else is a no-op.
 */
export async function expireOrder(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  args: { orderId: number; force?: boolean },
): Promise<{ changed: boolean; status: schema.OrderStatus | null }> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(LOCK_TIMEOUT);
      const o = schema.orders;
      const [order] = await tx.select().from(o).where(eq(o.id, args.orderId)).for('update').limit(1);
      if (!order) return { changed: false, status: null };
      const due = args.force || (order.expires_at !== null && order.expires_at.getTime() <= ctx.clock.now().getTime());
      if (order.status !== 'pending' || !due) return { changed: false, status: order.status };
      await tx.update(o).set({ status: 'expired' }).where(eq(o.id, order.id));
      await tx
        .update(schema.ticket_reservations)
        .set({ status: 'canceled' })
        .where(and(eq(schema.ticket_reservations.order_id, order.id), eq(schema.ticket_reservations.event_id, order.event_id)));
      await giveStockBack(tx, await orderStock(tx, order));
      return { changed: true, status: 'expired' as const };
    });
  } catch (e) {
    if (isLockFailure(e)) throw new AppError('tickets.busy', 'The order is busy, please try again');
    throw e;
  }
}

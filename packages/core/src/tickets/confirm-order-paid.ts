import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import { upsertMembership } from '../access/upsert-membership.ts';
import type { Ctx } from '../context.ts';
import { AppError, isAppError } from '../errors.ts';
import { fulfilOrderJob, orderFulfilJobId } from './jobs.ts';
import { isLockFailure, LOCK_TIMEOUT, orderStock, takeStock } from './order-stock.ts';

export type ConfirmStatus = schema.OrderStatus | 'late_payment';

/**
 * THE only function that marks an order paid (docs/locking.md rule 5). Under the order's row
 * lock: pending → paid; paid → nothing (a duplicate notification has the effect of one); an
 * order that expired or was canceled before the money arrived takes its stock again if it is
 * still there, else stays as it is and answers 'late_payment' — the organizer must refund that
 * payment (logged as a warning).
 */
export async function confirmOrderPaid(
  ctx: Pick<Ctx, 'db' | 'clock' | 'jobs' | 'log'>,
  args: { orderId: number; paymentId?: number | null },
): Promise<{ changed: boolean; status: ConfirmStatus }> {
  let result: { changed: boolean; status: ConfirmStatus; eventId: number };
  try {
    result = await ctx.db.transaction(async (tx) => {
      await tx.execute(LOCK_TIMEOUT);
      const o = schema.orders;
      const [order] = await tx.select().from(o).where(eq(o.id, args.orderId)).for('update').limit(1);
      if (!order) throw new AppError('payment.order_not_found', 'Order not found');
      if (order.status === 'paid' || order.status === 'refunded') return { changed: false, status: order.status, eventId: order.event_id };
      if (order.status === 'expired' || order.status === 'canceled') {
        try {
          // A savepoint, so a failed re-take leaves the order exactly as it was.
          await tx.transaction(async (sp) => takeStock(sp, await orderStock(sp, order)));
        } catch (e) {
          if (!isAppError(e)) throw e;
          ctx.log.warn({ orderId: order.id, paymentId: args.paymentId ?? null, reason: e.code }, 'payment arrived for an order whose stock is gone; refund it');
          return { changed: false, status: 'late_payment' as const, eventId: order.event_id };
        }
      }
      const now = ctx.clock.now();
      await tx.update(o).set({ status: 'paid', paid_at: now }).where(eq(o.id, order.id));
      await tx
        .update(schema.ticket_reservations)
        .set({ status: 'active' })
        .where(and(eq(schema.ticket_reservations.order_id, order.id), eq(schema.ticket_reservations.event_id, order.event_id)));
      if (order.user_id) {
        const [buyer] = await tx
          .select({ id: schema.users.id, first_name: schema.users.first_name, last_name: schema.users.last_name })
          .from(schema.users)
          .where(eq(schema.users.id, order.user_id))
          .limit(1);
        // A paying buyer joins the event (SPEC §4: a ticket is the way in for ticketed events).
        if (buyer) await upsertMembership({ db: tx }, order.event_id, buyer);
      }
      return { changed: true, status: 'paid' as const, eventId: order.event_id };
    });
  } catch (e) {
    if (isLockFailure(e)) throw new AppError('tickets.busy', 'The order is busy, please try again');
    throw e;
  }
  if (result.changed) {
    await ctx.jobs.enqueue(fulfilOrderJob, { orderId: args.orderId }, { jobId: orderFulfilJobId(args.orderId) });
  }
  return { changed: result.changed, status: result.status };
}

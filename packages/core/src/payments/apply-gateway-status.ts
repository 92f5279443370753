import { schema } from '@foyer/db';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { confirmOrderPaid } from '../tickets/confirm-order-paid.ts';
import { expireOrder } from '../tickets/expire-order.ts';
import type { GatewayStatus } from './gateway.ts';

export type PaymentRow = typeof schema.payments.$inferSelect;

/**
 * Moves a payment to what its gateway reported. A confirmed payment never moves again, whatever
 * arrives later (notifications may come out of order); only confirmOrderPaid marks the order
 * paid, and it is idempotent, so it is called again even for a payment already confirmed (a
 * crash between the two steps heals on the next notification or poll). A payment the buyer
 * canceled gives the order's stock back at once instead of at the end of the hold.
 */
export async function applyGatewayStatus(
  ctx: Pick<Ctx, 'db' | 'clock' | 'jobs' | 'log'>,
  payment: Pick<PaymentRow, 'id' | 'order_id' | 'event_id'>,
  status: GatewayStatus,
  extra: { externalOrderId?: string | null; error?: string | null } = {},
): Promise<{ orderPaid: boolean; lateForStock: boolean }> {
  const p = schema.payments;
  const now = ctx.clock.now();
  if (status === 'confirmed') {
    await ctx.db
      .update(p)
      .set({
        state: 'confirmed',
        confirmed_at: now,
        error: null,
        ...(extra.externalOrderId ? { external_order_id: extra.externalOrderId } : {}),
        updated_at: now,
      })
      .where(and(eq(p.id, payment.id), ne(p.state, 'confirmed')));
    const result = await confirmOrderPaid(ctx, { orderId: payment.order_id, paymentId: payment.id });
    return { orderPaid: result.status === 'paid', lateForStock: result.status === 'late_payment' };
  }
  if (status === 'pending') {
    await ctx.db
      .update(p)
      .set({ state: 'pending', ...(extra.externalOrderId ? { external_order_id: extra.externalOrderId } : {}), updated_at: now })
      .where(and(eq(p.id, payment.id), eq(p.state, 'created')));
    return { orderPaid: false, lateForStock: false };
  }
  const moved = await ctx.db
    .update(p)
    .set({ state: status, error: extra.error ?? sql`${p.error}`, updated_at: now })
    .where(and(eq(p.id, payment.id), inArray(p.state, ['created', 'pending', 'failed', 'canceled'])))
    .returning({ id: p.id });
  if (moved.length && status === 'canceled') {
    // Only when no other attempt of the same order is still alive.
    const alive = await ctx.db
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.order_id, payment.order_id), ne(p.id, payment.id), inArray(p.state, ['created', 'pending', 'confirmed'])))
      .limit(1);
    if (!alive.length) await expireOrder(ctx, { orderId: payment.order_id, force: true });
  }
  return { orderPaid: false, lateForStock: false };
}

import { schema } from '@foyer/db';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseInput } from '../accounts/parse-input.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError, isAppError } from '../errors.ts';
import { applyGatewayStatus } from './apply-gateway-status.ts';
import { verifyBluemediaReturn } from './bluemedia.ts';
import { gatewayModules } from './gateways.ts';
import { entityId } from '../platform/input-vocabulary.ts';
import { firstExceeded } from '../accounts/rate-limit.ts';
import { statusCheckLimits } from './payment-limits.ts';

const checkInput = z.object({
  eventId: entityId,
  gateway: z.enum(['payu', 'bluemedia']),
  order_id: z.uuid(),
  hash: z.string().trim().regex(/^[0-9a-fA-F]{64}$/, 'Invalid hash').optional(),
});

export type CheckStatusCode = 'paid' | 'pending' | 'canceled' | 'failed' | 'expired';

/**
 * SPEC §7 payment/payu/check {order_id} and payment/bluemedia/check {order_id, hash}: asks the
 * gateway (PayU order retrieve; BlueMedia has no status call, its ITNs decide) about the
 * order's latest payment there, applies the answer, and says where the order stands. For
 * BlueMedia the hash of the return address (ServiceID|OrderID|key) must match.
 * Only the buyer may ask (as only the buyer sees the outcome, get-order-outcome.ts): a guest is
 * 401, anyone else is told the order does not exist, and no gateway is asked on their behalf.
 */
export async function checkPayment(
  ctx: Pick<Ctx, 'db' | 'clock' | 'jobs' | 'log' | 'config' | 'rateLimiter'>,
  viewer: Pick<Viewer, 'id'> | null,
  raw: { eventId: number; gateway: 'payu' | 'bluemedia'; order_id: string; hash?: string },
): Promise<{ status_code: CheckStatusCode; order_status: string }> {
  if (!viewer) throw new AppError('common.not_authenticated', 'Not authenticated');
  const args = parseInput(checkInput, raw);
  const o = schema.orders;
  const p = schema.payments;
  const [order] = await ctx.db
    .select({ id: o.id, status: o.status })
    .from(o)
    .where(and(eq(o.uuid, args.order_id), eq(o.event_id, args.eventId), eq(o.user_id, viewer.id)))
    .limit(1);
  if (!order) throw new AppError('payment.order_not_found', 'Order not found');
  const [payment] = await ctx.db
    .select()
    .from(p)
    .where(and(eq(p.order_id, order.id), eq(p.event_id, args.eventId), eq(p.gateway, args.gateway)))
    .orderBy(desc(p.id))
    .limit(1);
  if (!payment) throw new AppError('payment.order_not_found', 'No payment of this order through this gateway');
  if (args.gateway === 'bluemedia') {
    if (!args.hash || !payment.external_id || !verifyBluemediaReturn(ctx, payment.external_id, args.hash)) {
      throw new AppError('payment.signature_invalid', 'The return hash does not match', 'hash');
    }
  }
  // Past statusCheckLimits the stored state answers (see there): a polling app is never refused.
  if (order.status === 'pending' && (payment.state === 'confirmed' || (await firstExceeded(ctx, statusCheckLimits(viewer.id, order.id))) === null)) {
    try {
      // A payment already confirmed is applied again (idempotent) in case the order missed it.
      const status = payment.state === 'confirmed' ? 'confirmed' : await gatewayModules[args.gateway].checkStatus(ctx, payment);
      await applyGatewayStatus(ctx, payment, status);
    } catch (err) {
      // The buyer's page keeps polling; an unreachable gateway is "still pending", not an error page.
      if (!isAppError(err) || err.code !== 'payment.gateway_error') throw err;
    }
  }
  const [after] = await ctx.db.select({ status: o.status }).from(o).where(eq(o.id, order.id)).limit(1);
  const [pay] = await ctx.db.select({ state: p.state }).from(p).where(eq(p.id, payment.id)).limit(1);
  const orderStatus = after!.status;
  const code: CheckStatusCode =
    orderStatus === 'paid'
      ? 'paid'
      : pay!.state === 'canceled'
        ? 'canceled'
        : pay!.state === 'failed'
          ? 'failed'
          : orderStatus === 'expired' || orderStatus === 'canceled'
            ? 'expired'
            : 'pending';
  return { status_code: code, order_status: orderStatus };
}

import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseInput } from '../accounts/parse-input.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { verifyBluemediaReturn } from './bluemedia.ts';

const returnParams = z.object({
  ServiceID: z.string().min(1).max(64),
  OrderID: z.string().regex(/^[A-Za-z0-9]{1,32}$/),
  Hash: z.string().regex(/^[0-9a-fA-F]{64}$/),
});

/**
 * BlueMedia sends every buyer back to one return address fixed in its panel, with ServiceID,
 * OrderID and Hash. We check the hash and forward the buyer to the confirmation page of that
 * payment (kept on the payment row), passing the parameters on for bluemedia/check.
 */
export async function bluemediaReturnTarget(ctx: Pick<Ctx, 'db' | 'config'>, raw: Record<string, string | undefined>): Promise<string> {
  const q = parseInput(returnParams, raw);
  const c = ctx.config.payments.bluemedia;
  if (!c) throw new AppError('payment.gateway_unavailable', 'BlueMedia is not configured');
  if (q.ServiceID !== c.serviceId || !verifyBluemediaReturn(ctx, q.OrderID, q.Hash)) throw new AppError('payment.signature_invalid', 'The return hash does not match', 'Hash');
  const p = schema.payments;
  const [payment] = await ctx.db.select({ return_url: p.return_url }).from(p).where(and(eq(p.gateway, 'bluemedia'), eq(p.external_id, q.OrderID))).limit(1);
  if (!payment?.return_url) throw new AppError('payment.order_not_found', 'Order not found');
  const target = new URL(payment.return_url);
  // Only back to this site, whatever a row made before return paths were checked holds.
  if (target.origin !== new URL(ctx.config.publicUrl).origin) throw new AppError('payment.order_not_found', 'Order not found');
  target.searchParams.set('ServiceID', q.ServiceID);
  target.searchParams.set('OrderID', q.OrderID);
  target.searchParams.set('Hash', q.Hash.toLowerCase());
  return target.toString();
}

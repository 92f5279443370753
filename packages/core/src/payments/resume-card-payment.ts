import { and, desc, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { isUuid } from '../platform/input-vocabulary.ts';
import { gatewayModules } from './gateways.ts';
import { enforceRateLimits } from '../accounts/rate-limit.ts';
import { cardResumeLimit } from './payment-limits.ts';

export interface ResumedCardPayment {
  client_secret: string;
  publishable_key: string;
  /** Our confirmation page of the order, where the card form sends the buyer once paid. */
  return_url: string;
  /** The card form is the built-in sandbox's stand-in page (no money moves). */
  sandbox: boolean;
}

/**
 * Takes up a card payment the buyer started and left (closed the tab before paying): Stripe's
 * form lives on our page, so there is no gateway page to go back to — the same PaymentIntent is
 * asked for its client secret again and the form is shown anew. Only the buyer's own order of
 * the event, still pending and held, whose last attempt is a Stripe one still waiting for a card
 * (never paid, or declined: the same intent takes another card); anything else answers
 * payment.order_not_payable (or order_not_found for another buyer's order). A card that pays
 * after a decline confirms the payment as any confirmation does (applyGatewayStatus).
 * Nothing is written: the intent, its amount and the order's hold stay as they were.
 */
export async function resumeCardPayment(
  ctx: Pick<Ctx, 'db' | 'clock' | 'config' | 'log' | 'rateLimiter'>,
  viewer: Pick<Viewer, 'id'> | null,
  args: { eventId: number; orderUuid: string },
): Promise<ResumedCardPayment> {
  if (!viewer) throw new AppError('common.not_authenticated', 'Log in first');
  await enforceRateLimits(ctx, [cardResumeLimit(viewer.id)]);
  const o = schema.orders;
  const [order] = isUuid(args.orderUuid)
    ? await ctx.db
        .select({ id: o.id, status: o.status, expires_at: o.expires_at })
        .from(o)
        .where(and(eq(o.uuid, args.orderUuid), eq(o.event_id, args.eventId), eq(o.user_id, viewer.id)))
        .limit(1)
    : [];
  if (!order) throw new AppError('payment.order_not_found', 'Order not found', 'order_id');
  const notPayable = () => new AppError('payment.order_not_payable', 'This order can no longer be paid by card', 'order_id');
  if (order.status !== 'pending' || !order.expires_at || order.expires_at <= ctx.clock.now()) throw notPayable();
  const p = schema.payments;
  const [last] = await ctx.db
    .select()
    .from(p)
    .where(and(eq(p.event_id, args.eventId), eq(p.order_id, order.id)))
    .orderBy(desc(p.id))
    .limit(1);
  const stripe = ctx.config.payments.stripe;
  if (!last || last.gateway !== 'stripe' || !stripe || !last.return_url) throw notPayable();
  // A declined card (failed) may be followed by another on the same intent; Stripe says whether it still takes one.
  if (last.state !== 'created' && last.state !== 'pending' && last.state !== 'failed') throw notPayable();
  const resumed = await gatewayModules.stripe.resume!(ctx, last);
  if (!resumed) throw notPayable();
  return { client_secret: resumed.client_secret, publishable_key: stripe.publishableKey, return_url: last.return_url, sandbox: stripe.sandbox === true };
}

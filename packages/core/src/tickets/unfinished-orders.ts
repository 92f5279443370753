import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { orderReference } from '../documents/load-ticket-pdf-data.ts';
import { expireOrder } from './expire-order.ts';
import { isUuid } from '../platform/input-vocabulary.ts';

/**
 * A card or bank-gateway order whose payment was started and not finished (the buyer closed the
 * gateway's page or came back without paying). It holds its tickets until `expires_at`, and the
 * checkout counts it as the buyer's ticket meanwhile: without this list the buyer saw "no
 * tickets" on My tickets and "you already have a ticket" at the checkout, for half an hour.
 */
export interface UnfinishedOrder {
  order_uuid: string;
  order_reference: string;
  total_amount: number;
  currency: string;
  /** When the hold ends and the tickets go back on sale. */
  expires_at: string;
  tickets: number;
  /** The gateway's payment page of the last attempt, while it can still be paid; else null. */
  pay_url: string | null;
  /**
   * The last attempt is a card payment whose form is on our page (Stripe), still open or declined:
   * the buyer takes it up again (another card) through resumeCardPayment instead of a gateway page.
   */
  card: boolean;
}

const gatewayPayments = ['payu', 'p24', 'stripe', 'bluemedia'] as const;

/**
 * The buyer's own unfinished gateway orders of one event, oldest first: pending, still held, and
 * last tried through a card or bank gateway (an order whose last attempt is a proforma waits for
 * a transfer: listAwaitingPayment's).
 */
export async function listUnfinishedOrders(ctx: Pick<Ctx, 'db' | 'clock'>, args: { userId: number; eventId: number }): Promise<UnfinishedOrder[]> {
  const o = schema.orders;
  const p = schema.payments;
  const orders = await ctx.db
    .select({ id: o.id, uuid: o.uuid, total: o.total_amount, currency: o.currency, expires_at: o.expires_at })
    .from(o)
    .where(
      and(
        eq(o.user_id, args.userId),
        eq(o.event_id, args.eventId),
        eq(o.status, 'pending'),
        gt(o.expires_at, ctx.clock.now()),
      ),
    )
    .orderBy(o.created_at, o.id);
  if (!orders.length) return [];
  const ids = orders.map((x) => x.id);
  const r = schema.ticket_reservations;
  const [payments, reservations] = await Promise.all([
    ctx.db
      .select({ order_id: p.order_id, gateway: p.gateway, state: p.state, redirect_url: p.redirect_url, external_id: p.external_id })
      .from(p)
      .where(and(eq(p.event_id, args.eventId), inArray(p.order_id, ids)))
      .orderBy(desc(p.id)),
    ctx.db.select({ order_id: r.order_id }).from(r).where(and(eq(r.event_id, args.eventId), inArray(r.order_id, ids))),
  ]);
  return orders.flatMap((row) => {
    const last = payments.find((x) => x.order_id === row.id);
    if (!last || !(gatewayPayments as readonly string[]).includes(last.gateway)) return [];
    const open = last.state === 'created' || last.state === 'pending';
    return [
      {
        order_uuid: row.uuid,
        order_reference: orderReference(row.uuid),
        total_amount: row.total,
        currency: row.currency,
        expires_at: row.expires_at!.toISOString(),
        tickets: reservations.filter((x) => x.order_id === row.id).length,
        pay_url: open && last.redirect_url && /^https?:\/\//.test(last.redirect_url) ? last.redirect_url : null,
        // A declined card leaves its intent waiting for another one: the attempt is failed, the form is not.
        card: (open || last.state === 'failed') && last.gateway === 'stripe' && last.external_id !== null,
      },
    ];
  });
}

/**
 * The buyer gives up an unfinished order: it ends at once as its hold would (expireOrder), its
 * tickets go back on sale and the buyer may buy again. Only the buyer's own pending order of the
 * event; one already paid, expired or canceled is left as it is (answering its status). A payment
 * that still arrives afterwards is handled as one that arrives after the hold ran out.
 */
export async function cancelUnfinishedOrder(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  viewer: Pick<Viewer, 'id'> | null,
  args: { eventId: number; orderUuid: string },
): Promise<{ canceled: boolean }> {
  if (!viewer) throw new AppError('common.not_authenticated', 'Log in first');
  const o = schema.orders;
  const uuidOk = isUuid(args.orderUuid);
  const [order] = uuidOk
    ? await ctx.db
        .select({ id: o.id })
        .from(o)
        .where(and(eq(o.uuid, args.orderUuid), eq(o.event_id, args.eventId), eq(o.user_id, viewer.id)))
        .limit(1)
    : [];
  // Another buyer's order is as unknown as one that does not exist.
  if (!order) throw new AppError('payment.order_not_found', 'Order not found', 'order_id');
  return { canceled: (await expireOrder(ctx, { orderId: order.id, force: true })).changed };
}

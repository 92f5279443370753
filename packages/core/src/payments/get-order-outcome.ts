import { schema } from '@foyer/db';
import { and, desc, eq } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { isAppError } from '../errors.ts';
import { invoiceDownloadPath } from '../invoices/request-proforma.ts';
import { getOrderForViewer } from '../tickets/get-order-for-viewer.ts';
import type { OrderView } from '../tickets/types.ts';
import { isUuid } from '../platform/input-vocabulary.ts';

/** SPEC §4 payment final outcomes. */
export type PaymentOutcome = 'success' | 'free_success' | 'processing' | 'proforma_sent' | 'canceled' | 'delayed' | 'unauthorized' | 'error';

/** After this long without a gateway's answer the page says "unknown or delayed" instead of "processing". */
export const NOTIFICATION_WINDOW_MS = 10 * 60_000;

/**
 * What the final-status page (checkout step 4) shows for an order. Only the buyer sees it; an
 * unknown order id is 'error'. `returnParams` are the query parameters the gateway sent the
 * buyer back with (PayU adds `error` when the payment was abandoned).
 */
export async function getOrderOutcome(
  ctx: Pick<Ctx, 'db' | 'clock' | 'config'>,
  args: { eventId: number; orderUuid: string; viewer: Pick<Viewer, 'id'> | null; returnParams?: Record<string, string | undefined> },
): Promise<{ outcome: PaymentOutcome; order: OrderView | null; invoice_url: string | null }> {
  const o = schema.orders;
  const uuidOk = isUuid(args.orderUuid);
  const [row] = uuidOk ? await ctx.db.select({ id: o.id, user_id: o.user_id }).from(o).where(and(eq(o.uuid, args.orderUuid), eq(o.event_id, args.eventId))).limit(1) : [];
  if (!row) return { outcome: args.viewer ? 'error' : 'unauthorized', order: null, invoice_url: null };
  if (!args.viewer || row.user_id !== args.viewer.id) return { outcome: 'unauthorized', order: null, invoice_url: null };

  let order: OrderView;
  try {
    order = await getOrderForViewer(ctx, { eventId: args.eventId, orderUuid: args.orderUuid, userId: args.viewer.id });
  } catch (err) {
    if (isAppError(err) && err.code === 'payment.order_not_found') return { outcome: 'unauthorized', order: null, invoice_url: null };
    throw err;
  }
  const p = schema.payments;
  const [payment] = await ctx.db
    .select({ gateway: p.gateway, state: p.state, created_at: p.created_at })
    .from(p)
    .where(and(eq(p.order_id, row.id), eq(p.event_id, args.eventId)))
    .orderBy(desc(p.id))
    .limit(1);
  const firstHolder = order.holders[0]?.ticket_reservation_uuid;
  const invoice_url = order.has_invoice && firstHolder ? invoiceDownloadPath(args.eventId, firstHolder) : null;
  const answer = (outcome: PaymentOutcome) => ({ outcome, order, invoice_url });

  if (order.status === 'paid') return answer(order.total_amount === 0 ? 'free_success' : 'success');
  if (order.status === 'refunded') return answer('error');
  // Paid after the hold ended and the tickets were gone: the organizer refunds; not a cancellation.
  if ((order.status === 'expired' || order.status === 'canceled') && payment?.state === 'confirmed') return answer('error');
  if (order.status === 'expired' || order.status === 'canceled') return answer('canceled');
  // pending from here on
  if (payment?.gateway === 'proforma') return answer('proforma_sent');
  if (payment?.state === 'canceled' || payment?.state === 'failed') return answer('canceled');
  if (args.returnParams?.error) return answer('canceled');
  const since = payment ? ctx.clock.now().getTime() - payment.created_at.getTime() : 0;
  return answer(since > NOTIFICATION_WINDOW_MS ? 'delayed' : 'processing');
}

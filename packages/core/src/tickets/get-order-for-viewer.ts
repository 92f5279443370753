import { schema } from '@foyer/db';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import type { QuoteLineKind } from './pricing.ts';
import type { OrderView } from './types.ts';

/**
 * The buyer's view of one order (confirmation page, payment outcome). An order of someone else or
 * of another event is not found (payment.order_not_found), never shown.
 */
export async function getOrderForViewer(ctx: Pick<Ctx, 'db'>, args: { eventId: number; orderUuid: string; userId: number }): Promise<OrderView> {
  const o = schema.orders;
  const uuidOk = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(args.orderUuid);
  const [order] = uuidOk
    ? await ctx.db
        .select()
        .from(o)
        .where(and(eq(o.uuid, args.orderUuid.toLowerCase()), eq(o.event_id, args.eventId), eq(o.user_id, args.userId)))
        .limit(1)
    : [];
  if (!order) throw new AppError('payment.order_not_found', 'Order not found');
  const r = schema.ticket_reservations;
  const i = schema.order_items;
  const [holders, items, [payment], [invoice]] = await Promise.all([
    ctx.db.select().from(r).where(and(eq(r.order_id, order.id), eq(r.event_id, order.event_id))).orderBy(asc(r.id)),
    ctx.db.select().from(i).where(and(eq(i.order_id, order.id), eq(i.event_id, order.event_id))).orderBy(asc(i.id)),
    ctx.db
      .select({ gateway: schema.payments.gateway })
      .from(schema.payments)
      .where(and(eq(schema.payments.order_id, order.id), eq(schema.payments.event_id, order.event_id)))
      .orderBy(desc(schema.payments.id))
      .limit(1),
    ctx.db
      .select({ id: schema.invoices.id })
      .from(schema.invoices)
      .where(and(eq(schema.invoices.order_id, order.id), eq(schema.invoices.event_id, order.event_id)))
      .limit(1),
  ]);
  // Names as sold, so a renamed ticket still shows what was bought.
  const soldAs = (kind: string, id: number | null) => items.find((it) => it.kind === kind && (it.event_ticket_id ?? it.agenda_session_ticket_id) === id)?.name ?? '';
  return {
    id: order.id,
    uuid: order.uuid,
    status: order.status,
    total_amount: order.total_amount,
    currency: order.currency,
    paid_at: order.paid_at?.toISOString() ?? null,
    expires_at: order.expires_at?.toISOString() ?? null,
    gateway_hint: payment?.gateway ?? order.gateway ?? null,
    has_invoice: Boolean(invoice),
    invoice_requested_proforma: (order.invoice_form as { proforma?: unknown } | null)?.proforma === true,
    test_mode: order.test_mode,
    holders: holders.map((h) => ({
      ticket_reservation_uuid: h.ticket_reservation_uuid,
      first_name: h.holder_first_name,
      last_name: h.holder_last_name,
      email: h.holder_email,
      this_is_me: order.user_id !== null && h.user_id === order.user_id,
      status: h.status,
      ticket_name: h.kind === 'event' ? soldAs('event_ticket', h.event_ticket_id) : soldAs('agenda_session_ticket', h.agenda_session_ticket_id),
    })),
    items: items.map((it) => ({
      kind: it.kind as QuoteLineKind,
      ref_id: (it.event_ticket_id ?? it.event_addon_id ?? it.agenda_session_ticket_id)!,
      name: it.name,
      quantity: it.quantity,
      unit_price: it.unit_price,
      discount_amount: it.discount_amount,
      total_amount: it.total_amount,
    })),
  };
}

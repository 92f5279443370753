import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';
import { computeInvoice, type ComputedInvoice } from './vat.ts';

export type OrderRow = typeof schema.orders.$inferSelect;
export type InvoiceRow = typeof schema.invoices.$inferSelect;

export interface OrderForInvoice {
  order: OrderRow;
  event: { id: number; organization_id: number; timezone: string; title: string };
}

/** The order with the event facts invoices need; null when either is missing. */
export async function loadOrderForInvoice(db: Db, orderId: number): Promise<OrderForInvoice | null> {
  const [row] = await db
    .select({ order: schema.orders, event: { id: schema.events.id, organization_id: schema.events.organization_id, timezone: schema.events.timezone, title: schema.events.title } })
    .from(schema.orders)
    .innerJoin(schema.events, eq(schema.events.id, schema.orders.event_id))
    .where(eq(schema.orders.id, orderId));
  if (!row || row.event.organization_id == null) return null;
  return { order: row.order, event: { ...row.event, organization_id: row.event.organization_id } };
}

/**
 * Invoice lines from the order's items. Prices are gross (Polish B2C tickets); a line's gross is
 * what was charged for it after discounts, and its VAT rate is the event tax stored on the item.
 */
export async function computeOrderInvoice(db: Db, order: Pick<OrderRow, 'id' | 'event_id'>): Promise<ComputedInvoice> {
  const items = await db
    .select()
    .from(schema.order_items)
    .where(and(eq(schema.order_items.order_id, order.id), eq(schema.order_items.event_id, order.event_id)))
    .orderBy(schema.order_items.id);
  const lines = items
    .filter((i) => i.quantity > 0)
    .map((i) => ({ name: i.name, quantity: i.quantity, rate: i.tax, unit_gross: i.unit_price, gross: i.total_amount }));
  if (lines.length === 0) throw new Error(`order ${order.id} has no items to invoice`);
  return computeInvoice(lines);
}

export async function findOrderInvoice(db: Db, orderId: number, proforma: boolean): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(schema.invoices)
    .where(and(eq(schema.invoices.order_id, orderId), eq(schema.invoices.proforma, proforma)))
    .limit(1);
  return row ?? null;
}

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, currency, id, money, tstz, updatedAt } from './columns.ts';
import { orders } from './tickets.ts';
import { eventId, optionalEventId } from './event-scope.ts';

export const paymentGateways = ['payu', 'p24', 'stripe', 'bluemedia', 'free', 'proforma'] as const;
export type PaymentGateway = (typeof paymentGateways)[number];

export const paymentStates = ['created', 'pending', 'confirmed', 'failed', 'canceled', 'refunded'] as const;
export type PaymentState = (typeof paymentStates)[number];

/** One attempt to pay an order through one gateway; an order may have several (DESIGN, pretix). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    event_id: eventId(),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text().$type<PaymentGateway>().notNull(),
    state: text().$type<PaymentState>().notNull().default('created'),
    amount: money(),
    currency: currency(),
    /** The gateway's id for the payment (PayU orderId, P24 sessionId, Stripe PaymentIntent id, ...). */
    external_id: text(),
    /** A second gateway reference where one exists (P24 orderId, BlueMedia remote id). */
    external_order_id: text(),
    redirect_url: text(),
    /** Where the buyer returns after paying (our confirmation page with ?order_id=); gateways
     * whose return address is fixed in their panel (BlueMedia) are bounced there by us. */
    return_url: text(),
    error: text(),
    confirmed_at: tstz(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('payments_gateway_external_uq').on(t.gateway, t.external_id),
    index('payments_order_idx').on(t.order_id),
    index('payments_event_created_idx').on(t.event_id, t.created_at),
    check(
      'payments_state_ck',
      sql`${t.state} in ('created', 'pending', 'confirmed', 'failed', 'canceled', 'refunded')`,
    ),
  ],
);

/**
 * Every notification a gateway sent, raw, before it is trusted; dedupe_key makes processing
 * idempotent. event_id is null until the notification is matched to a payment.
 */
export const payment_notifications = pgTable(
  'payment_notifications',
  {
    id: id(),
    event_id: optionalEventId(),
    payment_id: integer().references(() => payments.id, { onDelete: 'set null' }),
    gateway: text().$type<PaymentGateway>().notNull(),
    dedupe_key: text().notNull(),
    headers: jsonb().$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    body: text().notNull(),
    signature_valid: boolean().notNull().default(false),
    processed_at: tstz(),
    error: text(),
    created_at: createdAt(),
  },
  (t) => [
    unique('payment_notifications_gateway_dedupe_uq').on(t.gateway, t.dedupe_key),
    index('payment_notifications_payment_idx').on(t.payment_id),
    index('payment_notifications_event_idx').on(t.event_id, t.created_at),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, currency, id, money, order, tstz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { agenda_sessions } from './content.ts';
import { eventId } from './event-scope.ts';

/** What an event sells. tickets_left null means unlimited; stock rules: docs/locking.md. */
export const event_tickets = pgTable(
  'event_tickets',
  {
    id: id(),
    event_id: eventId(),
    name: text().notNull(),
    description: text(),
    price: money(),
    currency: currency(),
    tickets_left: integer(),
    /** Null: sales end at the event's end_date (SPEC §5). */
    sales_end: tstz(),
    /** The per-ticket purchase form config (SPEC: "Ticket forms are stored per event ticket"). */
    form_config: jsonb().$type<Record<string, unknown>>(),
    order: order(),
    visible: boolean().notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('event_tickets_event_idx').on(t.event_id, t.order),
    check('event_tickets_stock_ck', sql`${t.tickets_left} is null or ${t.tickets_left} >= 0`),
    check('event_tickets_price_ck', sql`${t.price} >= 0`),
  ],
);

export const event_addons = pgTable(
  'event_addons',
  {
    id: id(),
    event_id: eventId(),
    name: text().notNull(),
    description: text(),
    price: money(),
    currency: currency(),
    order: order(),
  },
  (t) => [index('event_addons_event_idx').on(t.event_id, t.order)],
);

/** Which add-ons can be bought with which ticket. */
export const event_ticket_addons = pgTable(
  'event_ticket_addons',
  {
    id: id(),
    event_id: eventId(),
    event_ticket_id: integer()
      .notNull()
      .references(() => event_tickets.id, { onDelete: 'cascade' }),
    event_addon_id: integer()
      .notNull()
      .references(() => event_addons.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('event_ticket_addons_ticket_addon_uq').on(t.event_ticket_id, t.event_addon_id),
    index('event_ticket_addons_event_idx').on(t.event_id),
  ],
);

/** Buying at least `threshold` tickets gives `discount` percent off; the highest threshold wins. */
export const event_ticket_bulk_discounts = pgTable(
  'event_ticket_bulk_discounts',
  {
    id: id(),
    event_id: eventId(),
    event_ticket_id: integer()
      .notNull()
      .references(() => event_tickets.id, { onDelete: 'cascade' }),
    threshold: integer().notNull(),
    discount: integer().notNull(),
  },
  (t) => [
    unique('event_ticket_bulk_discounts_ticket_threshold_uq').on(t.event_ticket_id, t.threshold),
    index('event_ticket_bulk_discounts_event_idx').on(t.event_id),
    check('event_ticket_bulk_discounts_discount_ck', sql`${t.discount} between 0 and 100`),
  ],
);

/** SPEC "tickets (agenda-session ticket)". */
export const agenda_session_tickets = pgTable(
  'agenda_session_tickets',
  {
    id: id(),
    event_id: eventId(),
    agenda_session_id: integer()
      .notNull()
      .references(() => agenda_sessions.id, { onDelete: 'cascade' }),
    name: text(),
    description: text(),
    price: money(),
    currency: currency(),
    tickets_left: integer(),
    created_at: createdAt(),
  },
  (t) => [
    index('agenda_session_tickets_event_idx').on(t.event_id, t.agenda_session_id),
    check('agenda_session_tickets_stock_ck', sql`${t.tickets_left} is null or ${t.tickets_left} >= 0`),
  ],
);

/** Codes are stored uppercased; used_quantity is taken in the order transaction. */
export const discount_codes = pgTable(
  'discount_codes',
  {
    id: id(),
    event_id: eventId(),
    code: text().notNull(),
    discount_percentage: integer().notNull(),
    /** Null: no cap on how many tickets the code discounts. */
    max_tickets_quantity: integer(),
    used_quantity: integer().notNull().default(0),
    valid_until: tstz(),
    created_at: createdAt(),
  },
  (t) => [
    unique('discount_codes_event_code_uq').on(t.event_id, t.code),
    check('discount_codes_percentage_ck', sql`${t.discount_percentage} between 0 and 100`),
    check(
      'discount_codes_quantity_ck',
      sql`${t.max_tickets_quantity} is null or ${t.used_quantity} <= ${t.max_tickets_quantity}`,
    ),
  ],
);

export const discount_code_tickets = pgTable(
  'discount_code_tickets',
  {
    id: id(),
    event_id: eventId(),
    discount_code_id: integer()
      .notNull()
      .references(() => discount_codes.id, { onDelete: 'cascade' }),
    event_ticket_id: integer()
      .notNull()
      .references(() => event_tickets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('discount_code_tickets_code_ticket_uq').on(t.discount_code_id, t.event_ticket_id),
    index('discount_code_tickets_event_idx').on(t.event_id),
  ],
);

export const orderStatuses = ['pending', 'paid', 'canceled', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** A purchase. Pending orders hold stock until expires_at, then give it back. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    event_id: eventId(),
    /** Public id sent to gateways and shown in redirect URLs. */
    uuid: uuid().notNull().defaultRandom().unique(),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<OrderStatus>().notNull().default('pending'),
    currency: currency(),
    subtotal_amount: money(),
    discount_amount: money(),
    total_amount: money(),
    discount_code_id: integer().references(() => discount_codes.id, { onDelete: 'set null' }),
    /** How many tickets took the code's quantity; given back once when the order expires. */
    discount_quantity: integer().notNull().default(0),
    /** The gateway chosen at checkout (a hint for the status page; payments rows are the truth). */
    gateway: text(),
    /**
     * Paid (or to be paid) through a sandbox gateway: no money moved. Its tickets and invoices say
     * TEST everywhere and it never counts as revenue (Stripe's test mode, in one table).
     */
    test_mode: boolean().notNull().default(false),
    marketing_agreement: boolean().notNull().default(false),
    gdpr_consent: boolean().notNull().default(false),
    /** Buyer's personal_form as submitted (SPEC "Purchase payload"). */
    personal_form: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** Invoice fields requested at checkout; null when no invoice was asked for. */
    invoice_form: jsonb().$type<Record<string, unknown>>(),
    locale: text(),
    expires_at: tstz(),
    paid_at: tstz(),
    /**
     * When `orders.fulfil` finished (PDFs, invoice, mails queued). A paid order without it after a
     * few minutes lost its job (Redis down when it was enqueued, or restarted without its data):
     * the order sweep enqueues it again.
     */
    fulfilled_at: tstz(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('orders_event_created_idx').on(t.event_id, t.created_at),
    index('orders_unfulfilled_idx').on(t.paid_at).where(sql`${t.status} = 'paid' and ${t.fulfilled_at} is null`),
    index('orders_user_idx').on(t.user_id),
    index('orders_status_expires_idx').on(t.status, t.expires_at),
    check('orders_status_ck', sql`${t.status} in ('pending', 'paid', 'canceled', 'expired', 'refunded')`),
  ],
);

export const orderItemKinds = ['event_ticket', 'event_addon', 'agenda_session_ticket'] as const;
export type OrderItemKind = (typeof orderItemKinds)[number];

export const order_items = pgTable(
  'order_items',
  {
    id: id(),
    event_id: eventId(),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text().$type<OrderItemKind>().notNull(),
    event_ticket_id: integer().references(() => event_tickets.id, { onDelete: 'restrict' }),
    event_addon_id: integer().references(() => event_addons.id, { onDelete: 'restrict' }),
    agenda_session_ticket_id: integer().references(() => agenda_session_tickets.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    quantity: integer().notNull().default(1),
    unit_price: money(),
    discount_amount: money(),
    total_amount: money(),
    currency: currency(),
    /** Net conversion uses the event tax at order time (SPEC §9). */
    tax: integer().notNull().default(23),
  },
  (t) => [index('order_items_order_idx').on(t.order_id), index('order_items_event_idx').on(t.event_id)],
);

export const reservationStatuses = ['reserved', 'active', 'canceled'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

/** One admission (event or agenda-session ticket) held by one person; its QR code is scanned. */
export const ticket_reservations = pgTable(
  'ticket_reservations',
  {
    id: id(),
    event_id: eventId(),
    ticket_reservation_uuid: uuid().notNull().defaultRandom(),
    order_id: integer().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text().$type<'event' | 'agenda_session'>().notNull().default('event'),
    event_ticket_id: integer().references(() => event_tickets.id, { onDelete: 'restrict' }),
    agenda_session_ticket_id: integer().references(() => agenda_session_tickets.id, { onDelete: 'restrict' }),
    /** The holder's account when known (the buyer's own ticket or a registered guest). */
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<ReservationStatus>().notNull().default('reserved'),
    holder_first_name: text().notNull(),
    holder_last_name: text().notNull(),
    holder_email: text().notNull(),
    specific_fields: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    addon_ids: integer().array().notNull().default(sql`'{}'::integer[]`),
    filter_group_responses: jsonb()
      .$type<{ filter_group_id: number; filter_tag_ids: number[] }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    amount: money(),
    currency: currency(),
    has_invoice: boolean().notNull().default(false),
    qrcode: text().notNull(),
    checked_in_at: tstz(),
    checked_in_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The offline door's own id for the scan that checked this ticket in: a sync sent twice is the same check-in, not a conflict. */
    check_in_scan_id: uuid(),
    created_at: createdAt(),
  },
  (t) => [
    unique('ticket_reservations_uuid_uq').on(t.ticket_reservation_uuid),
    unique('ticket_reservations_qrcode_uq').on(t.qrcode),
    index('ticket_reservations_event_holder_idx').on(t.event_id, t.holder_last_name, t.holder_first_name),
    index('ticket_reservations_user_idx').on(t.user_id, t.event_id),
    // My tickets and "already has a ticket" also find holders by their (normalized) e-mail.
    index('ticket_reservations_holder_email_idx').on(t.holder_email, t.event_id),
    index('ticket_reservations_order_idx').on(t.order_id),
  ],
);

import { randomUUID } from 'node:crypto';
import type { schema } from '@foyer/db';
import { normalizeEmail } from '../access/normalize-email.ts';
import type { PreparedOrder } from './prepare-order.ts';
import { signTicketQr } from './ticket-qr.ts';

/** A free order is born paid (docs/locking.md rule 5): its confirmed attempt is written with it. */
export interface SettleFree {
  externalId: (orderUuid: string) => string;
  returnUrl: (orderUuid: string) => string;
}

export interface OrderDraftArgs {
  prepared: PreparedOrder;
  eventId: number;
  viewer: { id: number; email: string };
  gateway: schema.PaymentGateway;
  /** Paid through a sandbox gateway (a zero total is settled for real, whatever the gateway). */
  testMode: boolean;
  locale: string;
  expiresAt: Date;
  now: Date;
  sessionSecret: string;
  /** Guests' accounts by normalized e-mail. */
  accounts: Map<string, number>;
  settleFree: SettleFree | null;
}

/**
 * Everything one order writes, as plain data: the rows (keyed by the order's uuid, so that many
 * orders can go to Postgres in one set-based batch, see order-statements.ts), the stock it
 * takes and the rule its buyer must pass. No SQL here.
 */
export interface OrderDraft {
  eventId: number;
  kind: 'event' | 'agenda_session';
  buyer: { id: number; email: string };
  /**
   * SPEC §8 "already has a ticket" for event tickets, re-checked under the buyer's lock: true =
   * the order holds the buyer's own ticket (the buyer must not hold one yet), false = only
   * guests (the buyer must already hold one). Null for session seats (not admissions).
   */
  mine: boolean | null;
  status: schema.OrderStatus;
  order: Record<string, unknown>;
  items: Record<string, unknown>[];
  reservations: Record<string, unknown>[];
  /** The confirmed `free` attempt of an order born paid; null otherwise. */
  payment: Record<string, unknown> | null;
  /** Tickets (or seats) taken per event ticket (or agenda-session ticket) id. */
  stock: Map<number, number>;
  code: { id: number; quantity: number } | null;
  /**
   * An order left to wait for its payment holds its tickets, and a buyer's held tickets have a
   * ceiling (unpaid-hold-limit.ts), checked under the buyer's lock in the order's transaction:
   * the clock's now (what "still held" means) and the tickets this order adds. Null when paid.
   */
  unpaidHold: { now: string; adding: number } | null;
  holders: { ticket_reservation_uuid: string; first_name: string; last_name: string; email: string; this_is_me: boolean }[];
}

/** Builds the rows of one order from its validated, priced form (prepareOrder). */
export function draftOrder(a: OrderDraftArgs): OrderDraft {
  const { quote, input, holders, code, kind } = a.prepared;
  const paid = a.settleFree !== null;
  const uuid = randomUUID();
  const discountQuantity = quote.discount?.tickets_discounted ?? 0;
  const codeUse = code && discountQuantity > 0 ? { id: code.id, quantity: discountQuantity } : null;
  const order = {
    uuid,
    user_id: a.viewer.id,
    status: paid ? 'paid' : 'pending',
    currency: quote.currency,
    subtotal_amount: quote.subtotal_amount,
    discount_amount: quote.discount_amount,
    total_amount: quote.total_amount,
    discount_code_id: codeUse?.id ?? null,
    discount_quantity: discountQuantity,
    gateway: paid ? 'free' : a.gateway,
    test_mode: !paid && a.testMode,
    marketing_agreement: input.marketing_agreement,
    gdpr_consent: input.gdpr_consent,
    personal_form: input.personal_form,
    invoice_form: input.invoice ?? null,
    locale: a.locale,
    expires_at: a.expiresAt.toISOString(),
    paid_at: paid ? a.now.toISOString() : null,
  };
  const items = quote.lines.map((l) => ({
    order_uuid: uuid,
    kind: l.kind,
    event_ticket_id: l.kind === 'event_ticket' ? l.ref_id : null,
    event_addon_id: l.kind === 'event_addon' ? l.ref_id : null,
    agenda_session_ticket_id: l.kind === 'agenda_session_ticket' ? l.ref_id : null,
    name: l.name,
    quantity: l.quantity,
    unit_price: l.unit_price,
    discount_amount: l.discount_amount,
    total_amount: l.total_amount,
    currency: quote.currency,
    tax: quote.tax,
  }));
  const reservations = holders.map((h, i) => {
    const reservationUuid = randomUUID();
    return {
      order_uuid: uuid,
      ticket_reservation_uuid: reservationUuid,
      kind: kind === 'event_ticket' ? 'event' : 'agenda_session',
      event_ticket_id: kind === 'event_ticket' ? h.ref_id : null,
      agenda_session_ticket_id: kind === 'agenda_session_ticket' ? h.ref_id : null,
      user_id: h.this_is_me ? a.viewer.id : (a.accounts.get(h.email) ?? null),
      status: paid ? 'active' : 'reserved',
      holder_first_name: h.first_name,
      holder_last_name: h.last_name,
      holder_email: h.email,
      specific_fields: h.specific_fields,
      addon_ids: h.addon_ids,
      filter_group_responses: h.filter_group_responses,
      amount: quote.lines.filter((l) => l.holder_index === i).reduce((s, l) => s + l.total_amount, 0),
      currency: quote.currency,
      has_invoice: input.invoice !== null,
      qrcode: signTicketQr(a.sessionSecret, reservationUuid),
    };
  });
  const payment = a.settleFree
    ? { order_uuid: uuid, currency: quote.currency, external_id: a.settleFree.externalId(uuid), return_url: a.settleFree.returnUrl(uuid), confirmed_at: a.now.toISOString() }
    : null;
  const stock = new Map<number, number>();
  for (const h of holders) stock.set(h.ref_id, (stock.get(h.ref_id) ?? 0) + 1);
  return {
    eventId: a.eventId,
    kind: kind === 'event_ticket' ? 'event' : 'agenda_session',
    buyer: { id: a.viewer.id, email: normalizeEmail(a.viewer.email) },
    mine: kind === 'event_ticket' ? holders.some((h) => h.this_is_me) : null,
    status: paid ? 'paid' : 'pending',
    order,
    items,
    reservations,
    payment,
    stock,
    code: codeUse,
    unpaidHold: paid ? null : { now: a.now.toISOString(), adding: holders.length },
    holders: reservations.map((r, i) => ({
      ticket_reservation_uuid: r.ticket_reservation_uuid,
      first_name: r.holder_first_name,
      last_name: r.holder_last_name,
      email: r.holder_email,
      this_is_me: holders[i]!.this_is_me,
    })),
  };
}

import type { schema } from '@foyer/db';
import type { Quote, QuoteLineKind } from './pricing.ts';

/** SPEC §3 "Event ticket (purchase)" as the checkout and GET events/{id}/tickets show it. */
export interface EventTicketView {
  id: number;
  name: string;
  description: string | null;
  price: number;
  currency: string;
  /** Null: unlimited. */
  tickets_left: number | null;
  /** When sales stop (the ticket's own end, else the event's end date), ISO. */
  sales_end: string;
  on_sale: boolean;
  sold_out: boolean;
  event_addons: { id: number; name: string; description: string | null; price: number; currency: string }[];
  event_ticket_bulk_discounts: { threshold: number; discount: number }[];
  form_config: Record<string, unknown> | null;
}

/** An agenda-session ticket (a seat) as the checkout shows it. */
export interface SessionTicketView {
  id: number;
  agenda_session_id: number;
  session_name: string;
  starts_at: string;
  name: string | null;
  description: string | null;
  price: number;
  currency: string;
  /** Seats left; null: unlimited. */
  tickets_left: number | null;
  sold_out: boolean;
}

export interface OrderHolder {
  ticket_reservation_uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  this_is_me: boolean;
}

export interface PlacedOrder {
  id: number;
  uuid: string;
  status: schema.OrderStatus;
  /** Paid through a sandbox gateway (orders.test_mode). */
  test_mode: boolean;
  total_amount: number;
  currency: string;
  expires_at: string;
  quote: Quote;
  holders: OrderHolder[];
}

export interface OrderItemView {
  kind: QuoteLineKind;
  ref_id: number;
  name: string;
  quantity: number;
  unit_price: number;
  discount_amount: number;
  total_amount: number;
}

export interface OrderView {
  id: number;
  uuid: string;
  status: schema.OrderStatus;
  total_amount: number;
  currency: string;
  paid_at: string | null;
  expires_at: string | null;
  gateway_hint: string | null;
  has_invoice: boolean;
  invoice_requested_proforma: boolean;
  /** Paid, if at all, in the payment sandbox: a TEST order (orders.test_mode). */
  test_mode: boolean;
  holders: (OrderHolder & { status: 'reserved' | 'active' | 'canceled'; ticket_name: string })[];
  items: OrderItemView[];
}

/** SPEC §3 eventDisplay. */
export interface EventDisplay {
  id: number;
  title: string;
  place_address: string | null;
  start_date: string;
  end_date: string;
  timezone: string;
  logo: string | null;
  app_id: number;
  entrance_with_tickets: boolean;
}

interface UserTicketBase {
  id: number;
  ticket_reservation_uuid: string;
  has_invoice: boolean;
  amount: number;
  currency: string;
  status: 'reserved' | 'active' | 'canceled';
  holder: { first_name: string; last_name: string; email: string };
  qrcode: string;
  event_display_data: EventDisplay;
  pdf_url: string;
  invoice_url: string | null;
  /** Bought in the payment sandbox: a TEST ticket that admits nobody. */
  test_mode: boolean;
}

/** SPEC §3 userEventTickets (plus holder, QR and download links). */
export interface UserEventTicket extends UserTicketBase {
  event_ticket: { id: number; name: string; price: number; currency: string };
  /** The holder's answers to the event's matching questions, as given at purchase (SPEC §3). */
  filter_group_responses: { filter_group_id: number; filter_tag_ids: number[] }[];
}

/** SPEC §3 userAgendaSessionTickets. */
export interface UserAgendaSessionTicket extends UserTicketBase {
  agenda_session_display_data: { id: number; name: string; start_date: string; end_date: string; place: string | null };
  agenda_session_ticket: { id: number; name: string | null; price: number; currency: string };
}

export interface MyTickets {
  event_ticket_reservations: UserEventTicket[];
  agenda_session_ticket_reservations: UserAgendaSessionTicket[];
  /** Tickets the user bought for guests (held by someone else), so the buyer can download them. */
  bought_for_others: {
    event_ticket_reservations: UserEventTicket[];
    agenda_session_ticket_reservations: UserAgendaSessionTicket[];
  };
}

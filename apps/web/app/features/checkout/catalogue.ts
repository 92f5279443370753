import type { EventTicketView, SessionTicketView } from '@foyer/core/tickets/types';
import { ticketFormFields, type TicketFormField } from './ticket-form-fields.ts';
import type { ChosenItem } from './validate-step.ts';

/** One thing the first step offers: an event ticket or a seat at an agenda session. */
export interface CatalogueItem {
  /** The radio value: `ticket:<id>` or `session:<id>`. */
  key: string;
  kind: 'ticket' | 'session';
  id: number;
  name: string;
  description: string | null;
  price: number;
  currency: string;
  tickets_left: number | null;
  on_sale: boolean;
  sold_out: boolean;
  sales_end: string | null;
  session: { name: string; starts_at: string } | null;
  addons: { id: number; name: string; description: string | null; price: number; currency: string }[];
  bulk: { threshold: number; discount: number }[];
  form_fields: TicketFormField[];
}

/** A business-matching question the guest form asks (radios when it takes one answer). */
export interface FilterGroupOption {
  id: number;
  name: string;
  question: string | null;
  multi_choice: boolean;
  tags: { id: number; value: string }[];
}

export function toCatalogue(list: { tickets: EventTicketView[]; agenda_session_tickets: SessionTicketView[] }): CatalogueItem[] {
  return [
    ...list.tickets.map(
      (t): CatalogueItem => ({
        key: `ticket:${t.id}`,
        kind: 'ticket',
        id: t.id,
        name: t.name,
        description: t.description,
        price: t.price,
        currency: t.currency,
        tickets_left: t.tickets_left,
        on_sale: t.on_sale,
        sold_out: t.sold_out,
        sales_end: t.sales_end,
        session: null,
        addons: t.event_addons,
        bulk: [...t.event_ticket_bulk_discounts].sort((a, b) => a.threshold - b.threshold),
        form_fields: ticketFormFields(t.form_config),
      }),
    ),
    ...list.agenda_session_tickets.map(
      (s): CatalogueItem => ({
        key: `session:${s.id}`,
        kind: 'session',
        id: s.id,
        // Seats are told apart by their session; the seat's own name goes under it.
        name: s.session_name,
        description: s.description,
        price: s.price,
        currency: s.currency,
        tickets_left: s.tickets_left,
        on_sale: !s.sold_out,
        sold_out: s.sold_out,
        sales_end: null,
        session: { name: s.name ?? '', starts_at: s.starts_at },
        addons: [],
        bulk: [],
        form_fields: [],
      }),
    ),
  ];
}

export function chosenItem(catalogue: readonly CatalogueItem[], choice: string): CatalogueItem | null {
  return catalogue.find((c) => c.key === choice) ?? null;
}

/** The facts validateStep needs about the chosen item. */
export function asChosen(item: CatalogueItem | null): ChosenItem | null {
  return item ? { kind: item.kind, on_sale: item.on_sale, sold_out: item.sold_out, tickets_left: item.tickets_left, addon_ids: item.addons.map((a) => a.id), form_fields: item.form_fields } : null;
}

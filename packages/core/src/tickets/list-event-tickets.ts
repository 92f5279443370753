import type { Ctx } from '../context.ts';
import { getEventById } from '../events/find-event.ts';
import { loadCatalogue, loadSessionTickets, type Catalogue, type CatalogueTicket } from './load-catalogue.ts';
import type { EventTicketView, SessionTicketView } from './types.ts';

export function toEventTicketView(t: CatalogueTicket, catalogue: Catalogue, now: Date): EventTicketView {
  return {
    id: t.id,
    name: t.name,
    description: t.row.description,
    price: t.price,
    currency: t.currency,
    tickets_left: t.row.tickets_left,
    sales_end: t.sales_end.toISOString(),
    on_sale: t.sales_end.getTime() > now.getTime(),
    sold_out: t.row.tickets_left === 0,
    event_addons: t.addon_ids.flatMap((id) => {
      const a = catalogue.addons.get(id);
      return a ? [{ id: a.id, name: a.name, description: a.description, price: a.price, currency: a.currency }] : [];
    }),
    event_ticket_bulk_discounts: t.bulk_discounts,
    form_config: t.form_config,
  };
}

/**
 * SPEC §7 GET events/{id}/tickets: visible tickets by display order, and the session seats on sale;
 * with `locale`, a seat's session is named in that language where the session has a translation.
 */
export async function listEventTickets(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  input: { eventId: number; locale?: string | null },
): Promise<{ tickets: EventTicketView[]; agenda_session_tickets: SessionTicketView[] }> {
  const event = await getEventById(ctx, input.eventId);
  const now = ctx.clock.now();
  const [catalogue, sessions] = await Promise.all([loadCatalogue(ctx.db, event), loadSessionTickets(ctx.db, event.id, undefined, input.locale)]);
  return {
    tickets: [...catalogue.tickets.values()].filter((t) => t.row.visible).map((t) => toEventTicketView(t, catalogue, now)),
    agenda_session_tickets: [...sessions.values()].map((s) => ({
      id: s.id,
      agenda_session_id: s.session.id,
      session_name: s.session.name,
      starts_at: s.session.time_start.toISOString(),
      name: s.row.name,
      description: s.row.description,
      price: s.price,
      currency: s.currency,
      tickets_left: s.row.tickets_left,
      sold_out: s.row.tickets_left === 0,
    })),
  };
}

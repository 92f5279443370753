import { and, eq, inArray } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import type { TicketPdfData } from './render-ticket-pdf.ts';
import { localizedColumn } from '../content/localized-column.ts';
import { storedEventText } from '../events/stored-event-text.ts';

export type ReservationRow = typeof schema.ticket_reservations.$inferSelect;

/** The printed order reference: short, stable, and not the guessable serial id. */
export function orderReference(orderUuid: string): string {
  return orderUuid.slice(0, 8).toUpperCase();
}

/** The columns a ticket prints besides the reservation's own; ensureTicketPdf selects them with the reservation. */
export const ticketPrintColumns = {
  event: { title: schema.events.title, start_date: schema.events.start_date, end_date: schema.events.end_date, place_address: schema.events.place_address, timezone: schema.events.timezone },
  order_uuid: schema.orders.uuid,
  test_mode: schema.orders.test_mode,
  locale: schema.orders.locale,
  ticket_name: schema.event_tickets.name,
  /** Names the event's translations of its own words (events/stored-event-text), read once per save. */
  lp_version: schema.events.lp_version,
};

export interface TicketPrintRow {
  event: TicketPdfData['event'];
  order_uuid: string | null;
  test_mode: boolean | null;
  locale: string | null;
  ticket_name: string | null;
  lp_version: number;
}

/**
 * What the ticket of one reservation shows, in one round trip for the common case (event ticket,
 * no add-ons): the queued render should cost little more than the render itself. The organizer's
 * words (event, ticket type, seat, add-ons, places) are printed in the order's language where the
 * event translates them, as My tickets and the checkout show them.
 */
export async function loadTicketPdfData(ctx: Pick<Ctx, 'db'>, reservation: ReservationRow, prefetched?: TicketPrintRow): Promise<TicketPdfData | null> {
  const { db } = ctx;
  const row =
    prefetched ??
    (
      await db
        .select(ticketPrintColumns)
        .from(schema.events)
        .leftJoin(schema.orders, and(eq(schema.orders.id, reservation.order_id ?? -1), eq(schema.orders.event_id, schema.events.id)))
        .leftJoin(schema.event_tickets, and(eq(schema.event_tickets.id, reservation.event_ticket_id ?? -1), eq(schema.event_tickets.event_id, schema.events.id)))
        .where(eq(schema.events.id, reservation.event_id))
    )[0];
  if (!row) return null;
  const locale = row.locale ?? 'en';
  const words = await storedEventText(db, reservation.event_id, row.lp_version, locale);

  let ticketName = words(row.ticket_name ?? '');
  let session: TicketPdfData['session'] = null;
  if (reservation.agenda_session_ticket_id) {
    const [t] = await db
      .select({
        name: schema.agenda_session_tickets.name,
        // As the agenda names the session in this language.
        session_name: localizedColumn(schema.agenda_sessions.name, schema.agenda_sessions.translations, 'name', locale),
        starts_at: schema.agenda_sessions.time_start,
        ends_at: schema.agenda_sessions.time_end,
        place: schema.agenda_session_places.value,
      })
      .from(schema.agenda_session_tickets)
      .innerJoin(schema.agenda_sessions, eq(schema.agenda_sessions.id, schema.agenda_session_tickets.agenda_session_id))
      .leftJoin(schema.agenda_session_places, eq(schema.agenda_session_places.id, schema.agenda_sessions.tag_agenda_place_id))
      .where(and(eq(schema.agenda_session_tickets.id, reservation.agenda_session_ticket_id), eq(schema.agenda_session_tickets.event_id, reservation.event_id)));
    if (t) {
      ticketName = t.name ? words(t.name) : t.session_name;
      session = { name: t.session_name, starts_at: t.starts_at, ends_at: t.ends_at, place: t.place === null ? null : words(t.place) };
    }
  }
  const addons = reservation.addon_ids.length
    ? (
        await db
          .select({ name: schema.event_addons.name })
          .from(schema.event_addons)
          .where(and(inArray(schema.event_addons.id, reservation.addon_ids), eq(schema.event_addons.event_id, reservation.event_id)))
      ).map((a) => words(a.name))
    : [];

  return {
    locale,
    event: { ...row.event, title: words(row.event.title), place_address: row.event.place_address === null ? null : words(row.event.place_address) },
    ticket_name: ticketName,
    holder: { first_name: reservation.holder_first_name, last_name: reservation.holder_last_name, email: reservation.holder_email },
    order_number: row.order_uuid ? orderReference(row.order_uuid) : '—',
    reservation_uuid: reservation.ticket_reservation_uuid,
    qrcode: reservation.qrcode,
    amount: reservation.amount,
    currency: reservation.currency,
    addons,
    session,
    test_mode: row.test_mode ?? false,
  };
}

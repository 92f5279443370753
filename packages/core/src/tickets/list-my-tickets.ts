import { schema } from '@foyer/db';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { normalizeEmail } from '../access/normalize-email.ts';
import type { Ctx } from '../context.ts';
import { toEventDisplay } from '../events/event-record.ts';
import { localizedColumn } from '../content/localized-column.ts';
import type { MyTickets, UserAgendaSessionTicket, UserEventTicket } from './types.ts';

export const ticketPdfPath = (eventId: number, uuid: string) => `/api/v1/events/${eventId}/ticket/get/${uuid}`;
export const invoicePdfPath = (eventId: number, uuid: string) => `/api/v1/events/${eventId}/invoice/get/${uuid}`;

/**
 * SPEC §7 GET current_user/tickets: the paid tickets the user holds (by account or by e-mail),
 * and separately the ones they bought for guests so they can pass the PDFs on.
 */
export async function listMyTickets(ctx: Pick<Ctx, 'db'>, args: { userId: number; eventId?: number; locale?: string | null }): Promise<MyTickets> {
  const [user] = await ctx.db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, args.userId)).limit(1);
  const empty = { event_ticket_reservations: [], agenda_session_ticket_reservations: [] };
  if (!user) return { ...empty, bought_for_others: { ...empty } };
  const r = schema.ticket_reservations;
  // holder_email is stored normalized (SPEC §5), so plain equality uses no function.
  const held = or(eq(r.user_id, args.userId), eq(r.holder_email, normalizeEmail(user.email)))!;
  const scope = args.eventId === undefined ? undefined : eq(r.event_id, args.eventId);
  const mine = await loadTickets(ctx, and(eq(r.status, 'active'), held, scope)!, args.locale);
  const ordered = await loadTickets(
    ctx,
    and(
      eq(r.status, 'active'),
      scope,
      sql`${r.order_id} in (select ${schema.orders.id} from ${schema.orders} where ${schema.orders.user_id} = ${args.userId})`,
      // Null-safe: guests without an account have no user_id.
      sql`${r.user_id} is distinct from ${args.userId}`,
      sql`${r.holder_email} <> ${normalizeEmail(user.email)}`,
    )!,
    args.locale,
  );
  return { ...mine, bought_for_others: ordered };
}

/** `locale`: a seat's session named in it where translated, as the agenda names it. */
async function loadTickets(ctx: Pick<Ctx, 'db'>, where: SQL, locale?: string | null) {
  const r = schema.ticket_reservations;
  const rows = await ctx.db.select().from(r).where(where).orderBy(asc(r.created_at), asc(r.id));
  const ids = (pick: (x: (typeof rows)[number]) => number | null) => [...new Set(rows.map(pick).filter((v): v is number => v !== null))];
  const eventIds = ids((x) => x.event_id);
  const ticketIds = ids((x) => x.event_ticket_id);
  const seatIds = ids((x) => x.agenda_session_ticket_id);
  const orderIds = ids((x) => x.order_id);
  const s = schema.agenda_sessions;
  const st = schema.agenda_session_tickets;
  const o = schema.orders;
  const [events, tickets, seats, testOrders] = await Promise.all([
    eventIds.length ? ctx.db.select().from(schema.events).where(inArray(schema.events.id, eventIds)) : [],
    ticketIds.length ? ctx.db.select().from(schema.event_tickets).where(inArray(schema.event_tickets.id, ticketIds)) : [],
    seatIds.length
      ? ctx.db
          .select({ seat: st, session: { id: s.id, name: localizedColumn(s.name, s.translations, 'name', locale), time_start: s.time_start, time_end: s.time_end }, place: schema.agenda_session_places.value })
          .from(st)
          .innerJoin(s, eq(s.id, st.agenda_session_id))
          .leftJoin(schema.agenda_session_places, eq(schema.agenda_session_places.id, s.tag_agenda_place_id))
          .where(inArray(st.id, seatIds))
      : [],
    orderIds.length ? ctx.db.select({ id: o.id }).from(o).where(and(inArray(o.id, orderIds), eq(o.test_mode, true))) : [],
  ]);
  const testOrderIds = new Set(testOrders.map((x) => x.id));
  const eventById = new Map(events.map((e) => [e.id, toEventDisplay(e)]));
  const ticketById = new Map(tickets.map((t) => [t.id, t]));
  const seatById = new Map(seats.map((x) => [x.seat.id, x]));
  const event_ticket_reservations: UserEventTicket[] = [];
  const agenda_session_ticket_reservations: UserAgendaSessionTicket[] = [];
  for (const row of rows) {
    const event = eventById.get(row.event_id);
    if (!event) continue;
    const base = {
      id: row.id,
      ticket_reservation_uuid: row.ticket_reservation_uuid,
      has_invoice: row.has_invoice,
      amount: row.amount,
      currency: row.currency,
      status: row.status,
      holder: { first_name: row.holder_first_name, last_name: row.holder_last_name, email: row.holder_email },
      qrcode: row.qrcode,
      event_display_data: event,
      pdf_url: ticketPdfPath(row.event_id, row.ticket_reservation_uuid),
      invoice_url: row.has_invoice ? invoicePdfPath(row.event_id, row.ticket_reservation_uuid) : null,
      test_mode: row.order_id !== null && testOrderIds.has(row.order_id),
    };
    const ticket = row.event_ticket_id ? ticketById.get(row.event_ticket_id) : undefined;
    const seat = row.agenda_session_ticket_id ? seatById.get(row.agenda_session_ticket_id) : undefined;
    if (row.kind === 'event' && ticket) {
      event_ticket_reservations.push({
        ...base,
        event_ticket: { id: ticket.id, name: ticket.name, price: ticket.price, currency: ticket.currency },
        filter_group_responses: row.filter_group_responses,
      });
    } else if (row.kind === 'agenda_session' && seat) {
      agenda_session_ticket_reservations.push({
        ...base,
        agenda_session_display_data: {
          id: seat.session.id,
          name: seat.session.name,
          start_date: seat.session.time_start.toISOString(),
          end_date: seat.session.time_end.toISOString(),
          place: seat.place ?? null,
        },
        agenda_session_ticket: { id: seat.seat.id, name: seat.seat.name, price: seat.seat.price, currency: seat.seat.currency },
      });
    }
  }
  return { event_ticket_reservations, agenda_session_ticket_reservations };
}

import { and, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { loadTicketPdfData, ticketPrintColumns, type ReservationRow } from './load-ticket-pdf-data.ts';
import { renderPdfToStorage } from './render-pdf.ts';
import { documentTarget, saveDocument, type DocumentRow } from './save-document.ts';

/** "bilet-jan-kowalski-0b6f3f0e.pdf"-style names: readable, ASCII, unique per reservation. */
export function ticketFileName(reservation: Pick<ReservationRow, 'holder_first_name' | 'holder_last_name' | 'ticket_reservation_uuid'>): string {
  const slug = `${reservation.holder_first_name}-${reservation.holder_last_name}`
    .normalize('NFKD')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 40);
  return `ticket-${slug ? `${slug}-` : ''}${reservation.ticket_reservation_uuid.slice(0, 8)}.pdf`;
}

/** Built once per database: every ticket of every paid order asks it. */
const readQueries = new WeakMap<Db, ReturnType<typeof buildReadQuery>>();

function buildReadQuery(db: Db) {
  const r = schema.ticket_reservations;
  return db
    .select({ reservation: r, document: schema.documents, ...ticketPrintColumns })
    .from(r)
    .innerJoin(schema.events, eq(schema.events.id, r.event_id))
    .leftJoin(schema.orders, and(eq(schema.orders.id, r.order_id), eq(schema.orders.event_id, r.event_id)))
    .leftJoin(schema.event_tickets, and(eq(schema.event_tickets.id, r.event_ticket_id), eq(schema.event_tickets.event_id, r.event_id)))
    .leftJoin(schema.documents, and(eq(schema.documents.kind, 'ticket'), eq(schema.documents.ticket_reservation_id, r.id)))
    .where(and(eq(r.id, sql.placeholder('reservationId')), eq(r.event_id, sql.placeholder('eventId'))))
    .prepare('foyer_ticket_pdf_reservation');
}

/**
 * The ticket PDF of one paid reservation, rendered and stored the first time it is asked for.
 * Idempotent: a repeated or concurrent call returns the one stored document (see saveDocument).
 * Only active (paid) reservations have tickets: a reserved one is document.not_ready, a
 * canceled or unknown one tickets.not_found.
 */
export async function ensureTicketPdf(ctx: Pick<Ctx, 'db' | 'config'>, input: { eventId: number; reservationId: number }): Promise<DocumentRow> {
  // One round trip for the reservation, its document if there is one already, and what the
  // ticket prints (event, order, ticket type): the queued render costs little more than the render.
  let query = readQueries.get(ctx.db);
  if (!query) readQueries.set(ctx.db, (query = buildReadQuery(ctx.db)));
  const [row] = await query.execute({ reservationId: input.reservationId, eventId: input.eventId });
  if (row?.document) return row.document;
  const reservation = row?.reservation;
  if (!reservation || reservation.status === 'canceled') throw new AppError('tickets.not_found');
  if (reservation.status !== 'active') throw new AppError('document.not_ready');
  const data = await loadTicketPdfData(ctx, reservation, { event: row.event, order_uuid: row.order_uuid, test_mode: row.test_mode, locale: row.locale, ticket_name: row.ticket_name });
  if (!data) throw new AppError('tickets.not_found');
  const owner = { kind: 'ticket', reservationId: reservation.id } as const;
  const fileName = ticketFileName(reservation);
  const stored = await renderPdfToStorage('ticket', data, documentTarget(ctx, input.eventId, owner, fileName));
  return saveDocument(ctx, { eventId: input.eventId, owner, fileName, stored });
}

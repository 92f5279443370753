import { and, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { coalesce } from '../platform/coalesce.ts';
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
const readers = new WeakMap<Db, ReturnType<typeof buildReader>>();

/**
 * One statement for the reservations asked in the same turn of the event loop (a worker runs
 * several fulfil jobs at once; each asks for its tickets): a statement costs the process about
 * as much CPU as a fifth of a render, so one per ticket made the queued PDF half again dearer.
 */
function buildReader(db: Db) {
  const r = schema.ticket_reservations;
  const query = db
    .select({ reservation: r, document: schema.documents, ...ticketPrintColumns })
    .from(r)
    .innerJoin(schema.events, eq(schema.events.id, r.event_id))
    .leftJoin(schema.orders, and(eq(schema.orders.id, r.order_id), eq(schema.orders.event_id, r.event_id)))
    .leftJoin(schema.event_tickets, and(eq(schema.event_tickets.id, r.event_ticket_id), eq(schema.event_tickets.event_id, r.event_id)))
    .leftJoin(schema.documents, and(eq(schema.documents.kind, 'ticket'), eq(schema.documents.ticket_reservation_id, r.id)))
    .where(sql`(${r.id}, ${r.event_id}) in (select * from unnest(${sql.placeholder('ids')}::integer[], ${sql.placeholder('eventIds')}::integer[]))`)
    .prepare('foyer_ticket_pdf_reservations');
  return coalesce(async (keys: { reservationId: number; eventId: number }[]) => {
    const rows = await query.execute({ ids: keys.map((k) => k.reservationId), eventIds: keys.map((k) => k.eventId) });
    const byId = new Map(rows.map((row) => [row.reservation.id, row]));
    return keys.map((k) => {
      const row = byId.get(k.reservationId);
      return row?.reservation.event_id === k.eventId ? row : undefined;
    });
  });
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
  let read = readers.get(ctx.db);
  if (!read) readers.set(ctx.db, (read = buildReader(ctx.db)));
  const row = await read({ reservationId: input.reservationId, eventId: input.eventId });
  if (row?.document) return row.document;
  const reservation = row?.reservation;
  if (!reservation || reservation.status === 'canceled') throw new AppError('tickets.not_found');
  if (reservation.status !== 'active') throw new AppError('document.not_ready');
  const data = await loadTicketPdfData(ctx, reservation, { event: row.event, order_uuid: row.order_uuid, test_mode: row.test_mode, locale: row.locale, ticket_name: row.ticket_name, lp_version: row.lp_version });
  if (!data) throw new AppError('tickets.not_found');
  const owner = { kind: 'ticket', reservationId: reservation.id } as const;
  const fileName = ticketFileName(reservation);
  const stored = await renderPdfToStorage('ticket', data, documentTarget(ctx, input.eventId, owner, fileName));
  return saveDocument(ctx, { eventId: input.eventId, owner, fileName, stored });
}

import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { ensureTicketPdf } from './ensure-ticket-pdf.ts';
import { findReservationForViewer } from './find-reservation-for-viewer.ts';
import { readDocument, type DocumentFile } from './read-document.ts';

/**
 * GET events/{eventId}/ticket/get/{uuid} and the UI's download route: the ticket PDF, to its
 * holder or its buyer only (anyone else: 404, the same as an unknown uuid). Rendered on demand
 * when the fulfil job has not run yet; an unpaid reservation is document.not_ready.
 */
export async function getTicketPdfForViewer(ctx: Pick<Ctx, 'db' | 'config'>, input: { eventId: number; uuid: string; userId: number }): Promise<DocumentFile> {
  const found = await findReservationForViewer(ctx, input);
  if (!found || !(found.isHolder || found.isBuyer)) throw new AppError('tickets.not_found', 'Ticket not found');
  const ensure = () => ensureTicketPdf(ctx, { eventId: input.eventId, reservationId: found.reservation.id });
  return readDocument(ctx, await ensure(), ensure);
}

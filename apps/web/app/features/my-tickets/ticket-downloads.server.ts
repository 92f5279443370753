import { data, redirect } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { errorStatus, isAppError } from '@foyer/core/errors';
import { getTicketPdfForViewer } from '@foyer/core/documents/get-ticket-pdf-for-viewer';
import { getInvoicePdfForViewer } from '@foyer/core/documents/get-invoice-pdf-for-viewer';
import { routeEvent } from '../access/route-event.server.ts';
import { requireSignedIn } from '../../server/require-access.server.ts';
import { withOutcome } from '../components/outcome-query.ts';
import { downloadOutcomes } from './ticket-outcomes.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** RFC 6266: an ASCII fallback name plus the UTF-8 one (Polish letters in event titles). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'document.pdf';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The PDF of a ticket (or the invoice/proforma of its order) for the signed-in holder or buyer.
 * Anyone else, or an unknown uuid, gets 404 (the core services decide who may see what).
 */
export async function ticketDocument(ctx: Ctx, request: Request, params: { slug?: string | undefined; uuid?: string | undefined }, kind: 'ticket' | 'invoice'): Promise<Response> {
  const { event, basePath } = await routeEvent(ctx, request, params.slug);
  const viewer = await requireSignedIn(ctx, request, event);
  const uuid = params.uuid ?? '';
  if (!uuidPattern.test(uuid)) throw data({ code: 'tickets.not_found' }, { status: 404 });
  let doc: { fileName: string; bytes: Uint8Array };
  try {
    const args = { eventId: event.id, uuid, userId: viewer.id };
    doc = kind === 'ticket' ? await getTicketPdfForViewer(ctx, args) : await getInvoicePdfForViewer(ctx, args);
  } catch (err) {
    if (!isAppError(err)) throw err;
    // A link was followed: answer with the my-tickets page saying why, not a bare error body.
    if (request.headers.get('accept')?.includes('text/html')) throw redirect(withOutcome(downloadOutcomes, new URL(`${basePath}/profile/tickets`, 'http://x'), { error: err.code }));
    throw data({ code: err.code }, { status: errorStatus[err.code] ?? 500 });
  }
  return new Response(doc.bytes as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(doc.fileName),
      'Content-Length': String(doc.bytes.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import type { Context } from 'hono';
import { AppError } from '@foyer/core/errors';
import { getEventById } from '@foyer/core/events/find-event';
import { getTicketPdfForViewer } from '@foyer/core/documents/get-ticket-pdf-for-viewer';
import { getInvoicePdfForViewer } from '@foyer/core/documents/get-invoice-pdf-for-viewer';
import type { DocumentFile } from '@foyer/core/documents/read-document';
import { checkVatNumberForClient } from '@foyer/core/invoices/check-vat-number';
import { accessErrorResponses, ok } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { requestMeta, requireViewer } from './viewer.ts';
import { coercedId } from '@foyer/core/platform/input-vocabulary';

const tags = ['tickets'];

const EventDocParam = z.object({
  eventId: coercedId().openapi({ param: { name: 'eventId', in: 'path' }, example: 1 }),
  uuid: z.string().max(64).openapi({ param: { name: 'uuid', in: 'path' }, description: 'ticket_reservation_uuid' }),
});

const pdfResponses = (description: string) => ({
  200: { description, content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
  ...accessErrorResponses,
});

const ticketPdf = createRoute({
  ...xAccess('owner'),
  method: 'get',
  path: '/events/{eventId}/ticket/get/{uuid}',
  tags,
  summary: 'The ticket PDF of a reservation (its holder or buyer only; anyone else 404)',
  request: { params: EventDocParam },
  responses: pdfResponses('The ticket, application/pdf'),
});

const invoicePdf = createRoute({
  ...xAccess('owner'),
  method: 'get',
  path: '/events/{eventId}/invoice/get/{uuid}',
  tags,
  summary: "The VAT invoice (or, before payment, the proforma) of the reservation's order; the buyer only",
  request: { params: EventDocParam },
  responses: pdfResponses('The invoice, application/pdf'),
});

const ViesBody = z
  .object({
    status: z.enum(['valid', 'unavailable']),
    country: z.string(),
    number: z.string(),
    name: z.string().nullable(),
    address: z.string().nullable(),
  })
  .openapi('VatNumberCheck');

const vies = createRoute({
  ...xAccess('public'),
  method: 'get',
  path: '/events/{eventId}/payment/invoice/vies/{vat_number}',
  tags: ['payments'],
  summary: 'Check an EU VAT number in VIES',
  description:
    'A malformed number is 422 invoice.vat_number_invalid; a number VIES does not know is 422 invoice.vat_number_not_found; when VIES cannot be asked the answer is 200 with status "unavailable" so checkout can go on.',
  request: {
    params: z.object({
      eventId: coercedId().openapi({ param: { name: 'eventId', in: 'path' }, example: 1 }),
      vat_number: z.string().max(40).openapi({ param: { name: 'vat_number', in: 'path' }, example: 'DE811569869' }),
    }),
  },
  responses: ok(ViesBody, 'The VIES answer'),
});

/** ASCII-only attachment name (our file names are ASCII already; this keeps the header safe). */
export function sendPdf(c: Context<ApiEnv>, file: DocumentFile) {
  const name = file.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}

/** SPEC §7 ticket and invoice downloads, and the VIES check of the checkout's invoice step. */
export function documentsApi() {
  const app = new OpenAPIHono<ApiEnv>();

  app.openapi(ticketPdf, async (c) => {
    const viewer = await requireViewer(c);
    const { eventId, uuid } = c.req.valid('param');
    // The typed-response union of zod-openapi has no binary member; the body is application/pdf.
    return sendPdf(c, await getTicketPdfForViewer(c.var.ctx, { eventId, uuid, userId: viewer.id })) as never;
  });

  app.openapi(invoicePdf, async (c) => {
    const viewer = await requireViewer(c);
    const { eventId, uuid } = c.req.valid('param');
    return sendPdf(c, await getInvoicePdfForViewer(c.var.ctx, { eventId, uuid, userId: viewer.id })) as never;
  });

  app.openapi(vies, async (c) => {
    const { eventId, vat_number } = c.req.valid('param');
    await getEventById(c.var.ctx, eventId);
    const r = await checkVatNumberForClient(c.var.ctx, vat_number, requestMeta(c).ip);
    if (r.status === 'invalid') throw new AppError('invoice.vat_number_not_found', 'VAT number not found in VIES', 'vat_number');
    return c.json({ status: r.status, country: r.country, number: r.number, name: r.name, address: r.address }, 200);
  });

  return app;
}

import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { stream } from 'hono/streaming';
import { AppError } from '@foyer/core/errors';
import { requireEventAdmin } from '@foyer/core/access/is-event-admin';
import { coercedId, idFrom } from '@foyer/core/platform/input-vocabulary';
import { importInvoicesAsAdmin, MAX_IMPORT_BYTES } from '@foyer/core/invoice-import/import-invoice-csv';
import { getImportBatch, importBatchQuery, listImportBatches } from '@foyer/core/invoice-import/read-import-batches';
import { importBatchZipForAdmin, invoicePdfForAdmin } from '@foyer/core/invoice-import/import-batch-zip';
import { xAccess } from './access-levels.ts';
import { accessErrorResponses, ok } from './access-schemas.ts';
import { sendPdf } from './documents.ts';
import type { ApiEnv } from './env.ts';
import { eventViewer } from './event-viewer.ts';
import { EventIdParam } from './schemas.ts';

const tags = ['invoice-generator'];
const Issue = z.object({ field: z.string(), code: z.string(), message: z.string() });
const Summary = z.object({
  id: z.number().int(),
  file_name: z.string(),
  status: z.enum(['pending', 'processing', 'done', 'failed']),
  total_rows: z.number().int(),
  good_rows: z.number().int(),
  processed_rows: z.number().int(),
  failed_rows: z.number().int(),
  skipped_rows: z.number().int(),
  send_mail: z.boolean(),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
const Report = z
  .object({
    batch_id: z.number().int().nullable(),
    already_imported: z.boolean(),
    dry_run: z.boolean(),
    total_rows: z.number().int(),
    good_rows: z.number().int(),
    failed_rows: z.number().int(),
    skipped_rows: z.number().int(),
    problems: z.array(Issue.extend({ line: z.number().int() })),
    resumed: z.boolean().optional().openapi({ description: 'The same file again while its batch was unfinished: it was queued again.' }),
  })
  .openapi('InvoiceImportReport');
const BatchParam = EventIdParam.extend({ batchId: coercedId().openapi({ param: { name: 'batchId', in: 'path' }, example: 1 }) });
const flag = z.enum(['true', 'false', '1', '0', 'on']).optional();

const upload = createRoute({
  ...xAccess('admin'),
  method: 'post',
  path: '/events/{eventId}/invoice_imports',
  tags,
  summary: 'Import a CSV of invoices (docs/invoice-import.md; at most 10 MB, 50,000 rows); event administrators',
  description:
    'Every row is checked; bad rows come back in `problems` with their line, column and reason, and the good ones are numbered and rendered by a job (follow it at GET …/invoice_imports/{batchId}). The same file again answers its first batch with already_imported. A wrong header is 422 with one item per column.',
  request: {
    params: EventIdParam,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }), dry_run: flag, send_mail: flag }),
        },
      },
    },
  },
  responses: ok(Report, 'Checked, and stored unless dry_run'),
});

const list = createRoute({
  ...xAccess('admin'),
  method: 'get',
  path: '/events/{eventId}/invoice_imports',
  tags,
  summary: 'The event’s invoice imports, newest first (event administrators)',
  request: { params: EventIdParam },
  responses: ok(z.object({ batches: z.array(Summary) }), 'The imports'),
});

const detail = createRoute({
  ...xAccess('admin'),
  method: 'get',
  path: '/events/{eventId}/invoice_imports/{batchId}',
  tags,
  summary: 'One import: progress, every bad or skipped line with its problems (first 1,000), a page (50) of its invoices',
  request: { params: BatchParam, query: importBatchQuery },
  responses: ok(
    Summary.extend({
      problems_more: z.boolean(),
      problems: z.array(z.object({ line: z.number().int(), status: z.enum(['failed', 'skipped']), issues: z.array(Issue) })),
      invoices: z.array(z.object({ line: z.number().int(), invoice_id: z.number().int(), full_number: z.string(), buyer: z.string(), gross_amount: z.number().int(), currency: z.string(), pdf_ready: z.boolean() })),
      page: z.number().int(),
      has_more: z.boolean(),
    }),
    'The import',
  ),
});

const zip = createRoute({
  ...xAccess('admin'),
  method: 'get',
  path: '/events/{eventId}/invoice_imports/{batchId}/zip',
  tags,
  summary: 'An import’s invoices as one ZIP: each PDF, invoices.csv (line → number) and problems.csv',
  request: { params: BatchParam },
  responses: { 200: { description: 'application/zip', content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } } }, ...accessErrorResponses },
});

const pdf = createRoute({
  ...xAccess('admin'),
  method: 'get',
  path: '/events/{eventId}/invoices/{invoiceId}/pdf',
  tags,
  summary: 'Any invoice of the event as PDF (event administrators)',
  request: { params: EventIdParam.extend({ invoiceId: coercedId().openapi({ param: { name: 'invoiceId', in: 'path' }, example: 1 }) }) },
  responses: { 200: { description: 'application/pdf', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } }, ...accessErrorResponses },
});

const yes = (v: unknown) => v === 'true' || v === '1' || v === 'on';

/** The CSV invoice generator over HTTP (issue #16). */
export function invoiceImportsApi() {
  const app = new OpenAPIHono<ApiEnv>();
  const path = '/events/:eventId/invoice_imports';
  app.use(path, async (c, next) => {
    if (c.req.method !== 'POST') return next();
    // Who may upload is settled before a byte of the upload is read (and before its size counts).
    const eventId = idFrom(c.req.param('eventId'));
    if (eventId) await requireEventAdmin(c.var.ctx, await eventViewer(c), eventId);
    if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) throw new AppError('common.required', 'Send the file as multipart/form-data', 'file');
    await next();
  });
  app.use(
    path,
    bodyLimit({
      maxSize: MAX_IMPORT_BYTES + 64 * 1024,
      onError: () => {
        throw new AppError('invoice_import.file_too_large', 'The file is larger than 10 MB; split it into smaller files.', 'file');
      },
    }),
  );
  app.openapi(upload, async (c) => {
    const viewer = await eventViewer(c);
    const { eventId } = c.req.valid('param');
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File) || file.size === 0) throw new AppError('common.required', 'Field is required', 'file');
    const report = await importInvoicesAsAdmin(c.var.ctx, viewer, eventId, {
      fileName: file.name || 'invoices.csv',
      csv: file.stream() as unknown as AsyncIterable<Uint8Array>,
      dryRun: yes(form.dry_run),
      sendMail: yes(form.send_mail),
    });
    return c.json(report, 200);
  });
  app.openapi(list, async (c) => c.json({ batches: await listImportBatches(c.var.ctx, await eventViewer(c), c.req.valid('param').eventId) }, 200));
  app.openapi(detail, async (c) => {
    const { eventId, batchId } = c.req.valid('param');
    return c.json(await getImportBatch(c.var.ctx, await eventViewer(c), eventId, batchId, c.req.valid('query')), 200);
  });
  app.openapi(zip, async (c) => {
    const { eventId, batchId } = c.req.valid('param');
    const { fileName, stream: chunks } = await importBatchZipForAdmin(c.var.ctx, await eventViewer(c), eventId, batchId);
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', `attachment; filename="${fileName}"`);
    c.header('Cache-Control', 'private, no-store');
    return stream(c, async (s) => {
      for await (const chunk of chunks) await s.write(chunk);
    }) as never;
  });
  app.openapi(pdf, async (c) => {
    const { eventId, invoiceId } = c.req.valid('param');
    return sendPdf(c, await invoicePdfForAdmin(c.var.ctx, await eventViewer(c), eventId, invoiceId)) as never;
  });
  return app;
}

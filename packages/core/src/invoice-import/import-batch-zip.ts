import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { AppError } from '../errors.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';
import { ensureInvoicePdf } from '../invoices/ensure-invoice-pdf.ts';
import { readDocument } from '../documents/read-document.ts';
import { formatGrosze } from '../invoices/vat.ts';
import { csvLines } from '../platform/csv-field.ts';

type ZipCtx = Pick<Ctx, 'db' | 'config'>;

/** Checks the batch is this event's, for the ZIP's callers. */
async function findBatch(ctx: ZipCtx, eventId: number, batchId: number) {
  const b = schema.invoice_import_batches;
  const [batch] = await ctx.db.select({ id: b.id, file_name: b.file_name }).from(b).where(and(eq(b.id, batchId), eq(b.event_id, eventId)));
  if (!batch) throw new AppError('invoice_import.not_found', 'No such import in this event');
  return batch;
}

export const importZipName = (batch: { id: number; file_name: string }) => `invoices-${batch.id}-${batch.file_name.replace(/\.csv$/i, '').replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60)}.zip`;

/**
 * A batch as one ZIP: each invoice's PDF (stored, not deflated: PDFs are compressed already),
 * invoices.csv (line → number, buyer, amounts, file) and problems.csv (every bad or skipped line
 * with its reasons). Streamed a PDF at a time, so a batch of thousands never sits in memory.
 * An invoice whose PDF is not rendered yet is rendered now.
 */
export async function* importBatchZip(ctx: ZipCtx, eventId: number, batchId: number): AsyncGenerator<Uint8Array> {
  await findBatch(ctx, eventId, batchId);
  const out: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    out.push(chunk);
  });
  const drain = function* () {
    yield* out.splice(0);
  };

  const r = schema.invoice_import_rows;
  const i = schema.invoices;
  const rows = await ctx.db
    .select({ line: r.row_number, status: r.status, issues: r.issues, value: r.value, invoice: i })
    .from(r)
    .leftJoin(i, eq(i.id, r.invoice_id))
    .where(and(eq(r.batch_id, batchId), inArray(r.status, ['done', 'failed', 'skipped'])))
    .orderBy(asc(r.row_number));

  const index: (string | number | null)[][] = [];
  for (const row of rows) {
    const inv = row.invoice;
    if (row.status !== 'done' || !inv) continue;
    const ensure = () => ensureInvoicePdf(ctx, { invoiceId: inv.id });
    const file = await readDocument(ctx, await ensure(), ensure);
    const entry = new ZipPassThrough(file.fileName);
    zip.add(entry);
    entry.push(file.bytes, true);
    yield* drain();
    const buyer = inv.company_name ?? [inv.first_name, inv.last_name].filter(Boolean).join(' ');
    index.push([row.line, (row.value?.external_id as string | null | undefined) ?? null, inv.full_number, buyer, inv.vat_number, formatGrosze(inv.net_amount, { group: '' }), formatGrosze(inv.vat_amount, { group: '' }), formatGrosze(inv.gross_amount, { group: '' }), inv.currency, file.fileName]);
  }
  const text = (name: string, content: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(new TextEncoder().encode(`\uFEFF${content}`), true);
  };
  text('invoices.csv', csvLines(['line', 'external_id', 'number', 'buyer', 'vat_number', 'net', 'vat', 'gross', 'currency', 'file'], index));
  const problems = rows.filter((x) => x.status !== 'done').flatMap((x) => (x.issues ?? []).map((p) => [x.line, x.status, p.field, p.code, p.message]));
  text('problems.csv', csvLines(['line', 'status', 'field', 'code', 'reason'], problems));
  zip.end();
  yield* drain();
}

/** The ZIP for an event administrator (the admin screen and the API); the CLI calls importBatchZip. */
export async function importBatchZipForAdmin(ctx: ZipCtx, viewer: Viewer | null, eventId: number, batchId: number) {
  await requireEventAdmin(ctx, viewer, eventId);
  const batch = await findBatch(ctx, eventId, batchId);
  return { fileName: importZipName(batch), stream: importBatchZip(ctx, eventId, batchId) };
}

/** One imported (or any) invoice of the event as PDF, for its administrators. */
export async function invoicePdfForAdmin(ctx: ZipCtx, viewer: Viewer | null, eventId: number, invoiceId: number) {
  await requireEventAdmin(ctx, viewer, eventId);
  const [inv] = await ctx.db.select({ id: schema.invoices.id }).from(schema.invoices).where(and(eq(schema.invoices.id, invoiceId), eq(schema.invoices.event_id, eventId)));
  if (!inv) throw new AppError('document.not_ready', 'No such invoice in this event');
  const ensure = () => ensureInvoicePdf(ctx, { invoiceId: inv.id });
  return readDocument(ctx, await ensure(), ensure);
}

/**
 * `npm run bench`, the invoice generator (issue #16):
 *  - importing a 10,000-row CSV (stream, parse, zod-validate every row, store the batch and its
 *    rows) vs csv-parse alone reading the same bytes — target ≥ 50 %; median of BENCH_ROUNDS after
 *    a warm-up round of each;
 *  - invoices numbered and rendered to PDF per second on one core (the job, PDFs on this thread).
 * The job queue of the import figure records instead of running, so the rows/s measure the import
 * alone; the PDF figure then runs the job itself.
 */
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { createEvent } from '@foyer/core/events/create-event';
import { importInvoiceCsv } from '@foyer/core/invoice-import/import-invoice-csv';
import { processImportBatch } from '@foyer/core/invoice-import/process-import-batch';
import { chunked, sampleCsv, sampleRows } from '@foyer/core/invoice-import/testing/sample-csv';

export interface InvoiceImportFigures {
  rows: number;
  bytes: number;
  csvParseRowsPerSecond: number;
  importRowsPerSecond: number;
  rounds: { csvParse: number; imported: number }[];
  pdfInvoices: number;
  invoicesPerSecond: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A file of `n` good rows dated in the past, its external ids unique to `tag` (a fresh import each round). */
const fileOf = (n: number, tag: string) =>
  sampleCsv(sampleRows(n).map((r) => ({ ...r, external_id: `${tag}-${r.external_id}`, issue_date: '2026-01-15', sale_date: '2026-01-14', due_date: r.due_date ? '2026-01-29' : '' })));

async function csvParseAlone(text: string): Promise<number> {
  const started = performance.now();
  let n = 0;
  const parser = parse({ bom: true, delimiter: ';', relax_column_count: true, skip_empty_lines: true });
  const done = (async () => {
    for await (const _ of parser) n++;
  })();
  for await (const chunk of chunked(text)) if (!parser.write(chunk)) await new Promise((r) => parser.once('drain', r));
  parser.end();
  await done;
  return (n - 1) / ((performance.now() - started) / 1000);
}

export async function benchInvoiceImport(ctx: Ctx, opts: { rows?: number; rounds?: number; pdfInvoices?: number } = {}): Promise<InvoiceImportFigures> {
  const rows = opts.rows ?? 10_000;
  const roundCount = opts.rounds ?? Number(process.env.BENCH_ROUNDS ?? 3);
  const event = await createEvent({ db: ctx.db }, { organization_slug: 'bench-invoices', title: 'Bench invoices', lp_url: `bench-invoices-${Date.now()}`, start_date: new Date('2027-06-01T08:00:00Z'), end_date: new Date('2027-06-02T16:00:00Z'), languages: ['en'] });
  const recording = { ...ctx, jobs: { enqueue: async () => {} } };
  const rounds: InvoiceImportFigures['rounds'] = [];
  let bytes = 0;
  // A warm-up round of each, not counted: the first import of the process compiled its code
  // (JIT) and sized its heap while it ran, and csv-parse's first run likewise.
  for (let k = -1; k < roundCount; k++) {
    const text = fileOf(rows, `r${k}`);
    bytes = Buffer.byteLength(text);
    const csvParse = await csvParseAlone(text);
    const started = performance.now();
    const report = await importInvoiceCsv(recording, { eventId: event.id, userId: null, fileName: `bench-${k}.csv`, csv: chunked(text) });
    const imported = report.good_rows / ((performance.now() - started) / 1000);
    if (report.good_rows !== rows) throw new Error(`bench file: ${report.failed_rows} rows failed (${JSON.stringify(report.problems.slice(0, 3))})`);
    if (k >= 0) rounds.push({ csvParse, imported });
  }

  const pdfInvoices = opts.pdfInvoices ?? 200;
  const report = await importInvoiceCsv(recording, { eventId: event.id, userId: null, fileName: 'bench-pdf.csv', csv: chunked(fileOf(pdfInvoices, 'pdf')) });
  const started = performance.now();
  await processImportBatch(ctx, { batchId: report.batch_id! });
  const invoicesPerSecond = pdfInvoices / ((performance.now() - started) / 1000);
  const [made] = await ctx.db.select({ n: schema.invoice_import_batches.processed_rows }).from(schema.invoice_import_batches).where(eq(schema.invoice_import_batches.id, report.batch_id!));
  if (made?.n !== pdfInvoices) throw new Error(`bench batch: ${made?.n} of ${pdfInvoices} invoices made`);

  return {
    rows,
    bytes,
    csvParseRowsPerSecond: median(rounds.map((r) => r.csvParse)),
    importRowsPerSecond: median(rounds.map((r) => r.imported)),
    rounds,
    pdfInvoices,
    invoicesPerSecond,
  };
}

import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { findEventByUrlSuffix } from '@foyer/core/events/index';
import { importInvoiceCsv, MAX_IMPORT_BYTES, type ImportReport } from '@foyer/core/invoice-import/import-invoice-csv';
import { importBatchDetail } from '@foyer/core/invoice-import/read-import-batches';
import { openCliRuntime } from '../open-runtime.ts';
import { progressReporter } from '../progress.ts';
import { CliInputError, printable } from '../report-error.ts';
import { fromCaller } from '../flags.ts';
import { isAppError } from '@foyer/core/errors';

const importFlags = z.object({
  file: z.string().min(1, 'is required').transform(fromCaller),
  event: z.string({ error: 'is required' }).trim().min(1, 'is required'),
  dryRun: z.boolean().default(false),
  send: z.boolean().default(false),
  wait: z.boolean().default(true),
  json: z.boolean().default(false),
});

/** Waits for the batch's invoices while drawing their progress; the in-process queue also finishes its mail. */
async function followBatch(ctx: Ctx, queued: boolean, eventId: number, batchId: number, quiet: boolean) {
  const bar = progressReporter('invoices');
  const started = Date.now();
  let hinted = false;
  for (;;) {
    const b = await importBatchDetail(ctx, eventId, batchId);
    if (!quiet) bar.update(b.status === 'done' ? 'done' : 'numbering and rendering', b.processed_rows, b.good_rows);
    if (b.status === 'done') break;
    if (queued && !hinted && b.processed_rows === 0 && Date.now() - started > 15_000) {
      hinted = true;
      console.error('\nwaiting for a worker: is `npm run worker` running with the same REDIS_URL? (Ctrl+C leaves the batch queued)');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  if (!queued) await (ctx.jobs as { drain?: () => Promise<void> }).drain?.();
  if (!quiet) process.stderr.write('\n');
}

function printReport(report: ImportReport, fileName: string) {
  const what = report.dry_run ? 'Checked (dry run, nothing stored)' : report.already_imported ? `Already imported as batch ${report.batch_id}; nothing new was made` : `Imported as batch ${report.batch_id}`;
  console.log(`${what}: ${fileName}`);
  console.log(`  rows: ${report.total_rows}, invoices: ${report.good_rows}, bad: ${report.failed_rows}, invoiced before: ${report.skipped_rows}`);
  for (const p of report.problems) console.log(printable(`  line ${p.line}: ${p.field}: ${p.message}`));
}

/** `foyer invoices import`: a spreadsheet of invoices to numbered PDFs (issue #16). */
export function registerInvoicesImport(invoices: Command) {
  invoices
    .command('import')
    .description('Turn a CSV of invoices (docs/invoice-import.md) into numbered VAT invoices with PDFs; bad rows are listed by line and the good ones proceed. Importing the same file again makes nothing new.')
    .argument('<file.csv>', 'the CSV file (UTF-8, , or ; separated)')
    .requiredOption('--event <slug>', 'the event’s url suffix (the organizer it belongs to issues the invoices)')
    .option('--dry-run', 'check every row and report, store nothing')
    .option('--send', 'mail each buyer their invoice')
    .option('--no-wait', 'return once the batch is queued (with REDIS_URL the worker renders it; without, import the file again to make the invoices)')
    .option('--json', 'print the report as JSON')
    .action(async (file: string, raw: Record<string, unknown>) => {
      const flags = importFlags.parse({ ...raw, file });
      let size: number;
      try {
        const stat = statSync(flags.file);
        if (!stat.isFile() && !stat.isFIFO() && !stat.isCharacterDevice()) throw new Error('not a file');
        size = stat.isFile() ? stat.size : 0;
      } catch {
        throw new CliInputError('file', `cannot read ${flags.file} as a file`);
      }
      if (size > MAX_IMPORT_BYTES) throw new CliInputError('file', `${flags.file} is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB; split it into smaller files`);
      const rt = await openCliRuntime();
      try {
        const event = await findEventByUrlSuffix({ db: rt.ctx.db }, flags.event);
        if (!event) throw new CliInputError('event', `no event with the slug "${flags.event}"`);
        const [org] = await rt.ctx.db.select({ id: schema.events.organization_id }).from(schema.events).where(eq(schema.events.id, event.id));
        if (!org?.id) throw new CliInputError('event', `"${flags.event}" belongs to no organization, so nobody can issue its invoices (event create --organization)`);
        const bar = flags.json ? null : progressReporter('rows');
        // Without Redis no process is left to make the invoices once this command returns, and a
        // job this process started on its way out made some of them or none, at random. So
        // --no-wait then stores and checks the batch only; importing the file again makes them.
        const heldBack = !flags.wait && !rt.queued;
        const ctx = heldBack ? { ...rt.ctx, jobs: { enqueue: async () => undefined } } : rt.ctx;
        const report = await importInvoiceCsv(ctx, {
          eventId: event.id,
          userId: null,
          fileName: basename(flags.file),
          csv: createReadStream(flags.file),
          dryRun: flags.dryRun,
          sendMail: flags.send,
          onProgress: (n) => bar?.update('read and checked', n, n),
        }).catch((err: unknown) => {
          // The file as a whole cannot be imported (its header, its size, no rows): named by the
          // file and its line, not as a flag (a column is not an option), in JSON when asked.
          if (!isAppError(err) || !err.items.every((i) => i.code.startsWith('invoice_import.'))) throw err;
          if (bar) process.stderr.write('\n');
          if (flags.json) console.log(JSON.stringify({ errors: err.items.map((i) => ({ code: i.code, message: i.message, ...(i.field ? { field: i.field } : {}) })) }));
          else for (const i of err.items) console.error(printable(`error: ${basename(flags.file)}: ${i.message}`));
          process.exitCode = 1;
          return null;
        });
        if (!report) return;
        if (bar) process.stderr.write('\n');
        if (report.batch_id && !report.dry_run && flags.wait) await followBatch(rt.ctx, rt.queued, event.id, report.batch_id, flags.json);
        const batch = report.batch_id ? await importBatchDetail(rt.ctx, event.id, report.batch_id) : null;
        if (flags.json) {
          console.log(JSON.stringify({ ...report, resumed: report.resumed ?? false, status: batch?.status ?? null, processed_rows: batch?.processed_rows ?? 0 }));
        } else {
          printReport(report, basename(flags.file));
          if (report.resumed) console.log('  its invoices were not all made: the batch is queued again and goes on where it stopped');
          if (heldBack && batch?.status !== 'done') console.log('  without REDIS_URL nothing makes the invoices after this command: import the file again without --no-wait to make them');
          else if (batch) console.log(batch.status === 'done' ? `  ${batch.processed_rows} invoices ready: npm run foyer -- invoices zip --event ${flags.event} --batch ${batch.id}` : `  queued: ${batch.processed_rows}/${batch.good_rows} rendered so far (npm run foyer -- invoices list --event ${flags.event})`);
        }
        // Bad rows are a result, not a failure of the command; but scripts want to know.
        process.exitCode = report.failed_rows > 0 ? 3 : 0;
      } finally {
        await rt.close();
      }
    });
}

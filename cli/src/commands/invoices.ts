import { open } from 'node:fs/promises';
import type { Command } from 'commander';
import { z } from 'zod';
import { findEventByUrlSuffix } from '@foyer/core/events/index';
import { importBatchRows, importBatchDetail } from '@foyer/core/invoice-import/read-import-batches';
import { importBatchZip, importZipName } from '@foyer/core/invoice-import/import-batch-zip';
import { isAppError } from '@foyer/core/errors';
import { toConfigView } from '@foyer/core/config/config-view';
import { openCliDb } from '../open-context.ts';
import { CliFailure, CliInputError } from '../report-error.ts';
import { fromCaller, idFlag } from '../flags.ts';
import { registerInvoicesImport } from './invoices-import.ts';

const eventFlag = z.string({ error: 'is required' }).trim().min(1, 'is required');
const listFlags = z.object({ event: eventFlag, json: z.boolean().default(false) });
const zipFlags = z.object({
  event: eventFlag,
  batch: idFlag('must be a batch id (a whole number)'),
  out: z.string().min(1, 'must name a file').optional(),
  json: z.boolean().default(false),
});

async function withEvent<T>(slug: string, work: (db: Awaited<ReturnType<typeof openCliDb>>, eventId: number) => Promise<T>): Promise<T> {
  const db = await openCliDb();
  try {
    const event = await findEventByUrlSuffix({ db: db.db }, slug);
    if (!event) throw new CliInputError('event', `no event with the slug "${slug}"`);
    return await work(db, event.id);
  } finally {
    await db.close();
  }
}

/** `foyer invoices import|list|zip`: the CSV invoice generator for operators (issue #16). */
export function registerInvoices(program: Command) {
  const invoices = program.command('invoices').description('The CSV invoice generator: import a spreadsheet, list the imports, download a batch’s PDFs.');
  registerInvoicesImport(invoices);

  invoices
    .command('list')
    .description('The event’s imports, newest first: rows, invoices made, bad and skipped rows, status.')
    .requiredOption('--event <slug>', 'the event’s url suffix')
    .option('--json', 'print JSON')
    .action(async (raw: Record<string, unknown>) => {
      const flags = listFlags.parse(raw);
      await withEvent(flags.event, async (db, eventId) => {
        const batches = await importBatchRows({ db: db.db }, eventId);
        if (flags.json) return console.log(JSON.stringify(batches));
        if (batches.length === 0) return console.log('No imports yet: npm run foyer -- invoices import <file.csv> --event <slug>');
        for (const b of batches) {
          console.log(`#${b.id}  ${b.created_at.slice(0, 16).replace('T', ' ')}  ${b.status.padEnd(10)} ${b.processed_rows}/${b.good_rows} invoices, ${b.failed_rows} bad, ${b.skipped_rows} invoiced before  ${b.file_name}`);
        }
      });
    });

  invoices
    .command('zip')
    .description('Write a batch’s invoice PDFs as one ZIP, with invoices.csv (line → number) and problems.csv (every bad line and why).')
    .requiredOption('--event <slug>', 'the event’s url suffix')
    .requiredOption('--batch <id>', 'the batch id (invoices list)')
    .option('--out <file.zip>', 'where to write it (default: invoices-<batch>-<file>.zip here)')
    .option('--json', 'print the result as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const flags = zipFlags.parse(raw);
      await withEvent(flags.event, async (db, eventId) => {
        const ctx = { db: db.db, config: toConfigView(db.config) };
        const batch = await importBatchDetail(ctx, eventId, flags.batch).catch((err: unknown) => {
          if (isAppError(err) && err.code === 'invoice_import.not_found') throw new CliInputError('batch', `no batch ${flags.batch} in "${flags.event}"`);
          throw err;
        });
        const out = fromCaller(flags.out ?? importZipName(batch));
        const why = (err: unknown) => (err as NodeJS.ErrnoException).code ?? String(err);
        // Opened first, so a folder or a missing directory is named as --out (a write stream
        // crashed the process with an unhandled 'error' event and a stack).
        const file = await open(out, 'w').catch((err: unknown) => {
          throw new CliInputError('out', `cannot write ${out} (${why(err)})`);
        });
        try {
          for await (const chunk of importBatchZip(ctx, eventId, batch.id)) await file.write(chunk);
        } catch (err) {
          if (!(err as NodeJS.ErrnoException).code) throw err;
          throw new CliFailure(`writing ${out} failed (${why(err)})`);
        } finally {
          await file.close();
        }
        const problems = batch.failed_rows + batch.skipped_rows;
        if (flags.json) return console.log(JSON.stringify({ file: out, batch: batch.id, invoices: batch.processed_rows, problems }));
        console.log(`${out}: ${batch.processed_rows} invoices${problems ? `, problems.csv lists ${problems} lines` : ''}`);
      });
    });
}

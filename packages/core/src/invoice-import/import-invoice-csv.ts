import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';
import { dateIn } from '../invoices/invoice-number.ts';
import { storableText } from '../platform/input-vocabulary.ts';
import type { RowIssue } from './import-row.ts';
import { importBatchJob, importBatchJobId } from './jobs.ts';
import { stageRows, type StagedFile, type StagedRow } from './stage-rows.ts';
import { insertRows, markInvoicedBefore, storeStagedRows } from './store-import-rows.ts';

export { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './stage-rows.ts';

/** Rows per statement: big enough that a statement's cost is shared, small enough to overlap with reading. */
const INSERT_CHUNK = 1000;

export interface ImportProblem extends RowIssue {
  line: number;
}

export interface ImportReport {
  /** Null for a dry run (nothing stored). */
  batch_id: number | null;
  /** The same file was imported before: this is that batch, and nothing new was made. */
  already_imported: boolean;
  dry_run: boolean;
  total_rows: number;
  good_rows: number;
  failed_rows: number;
  /** Rows invoiced before (by an earlier import, or twice in this file). */
  skipped_rows: number;
  /** Every problem of every bad row, by line. */
  problems: ImportProblem[];
  /** The same file's batch was unfinished (its run stopped): it was queued again. */
  resumed?: boolean;
}

export interface ImportInput {
  eventId: number;
  userId: number | null;
  fileName: string;
  csv: AsyncIterable<Uint8Array | string>;
  dryRun?: boolean;
  sendMail?: boolean;
  onProgress?: (rowsRead: number) => void;
}

/** Thrown inside the transaction to undo it: the file was imported before. */
class SameFile extends Error {
  constructor(readonly batchId: number) {
    super('same file');
  }
}

/** Counts and problems as rows go by; only the bad rows are kept in memory. */
class Tally {
  total = 0;
  good = 0;
  failed = 0;
  skipped = 0;
  readonly problems: ImportProblem[] = [];
  add(row: StagedRow) {
    this.total++;
    if (row.status === 'pending') this.good++;
    else {
      if (row.status === 'failed') this.failed++;
      else this.skipped++;
      for (const i of row.issues ?? []) this.problems.push({ line: row.line, ...i });
    }
  }
  /** Good rows that turned out to be invoiced before. */
  skip(rows: StagedRow[]) {
    this.good -= rows.length;
    this.skipped += rows.length;
    for (const row of rows) for (const i of row.issues ?? []) this.problems.push({ line: row.line, ...i });
    this.problems.sort((a, b) => a.line - b.line);
  }
  report(batchId: number | null, dryRun: boolean): ImportReport {
    return { batch_id: batchId, already_imported: false, dry_run: dryRun, total_rows: this.total, good_rows: this.good, failed_rows: this.failed, skipped_rows: this.skipped, problems: this.problems };
  }
}

/**
 * The invoice generator's first half: streams a CSV through the tokenizer, validates each row
 * with zod and stores the rows while the rest is still being read — all inside one transaction, so a
 * file that fails half-way (too large, a database error) leaves nothing behind — then queues the
 * job that numbers and renders the good rows. Bad rows are stored with their problems and never
 * block the good ones. Idempotent: the same file again answers its first batch, and a row
 * invoiced by any earlier import (same external_id, or same content) is skipped, naming it.
 * The caller has checked that the viewer may do this (importInvoicesAsAdmin, or the CLI's operator).
 */
export async function importInvoiceCsv(ctx: Pick<Ctx, 'db' | 'clock' | 'jobs'>, input: ImportInput): Promise<ImportReport> {
  const [event] = await ctx.db.select({ timezone: schema.events.timezone }).from(schema.events).where(eq(schema.events.id, input.eventId));
  if (!event) throw new AppError('event.invalid', 'Event not found');
  const today = dateIn(ctx.clock.now(), event.timezone);
  if (input.dryRun) return checkOnly(ctx, input, today);

  const tally = new Tally();
  let batchId: number;
  try {
    batchId = await ctx.db.transaction(async (tx) => {
      // One import per event at a time: "invoiced before" must see every earlier import's rows.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('invoice_import'), ${input.eventId})`);
      const [batch] = await tx
        .insert(schema.invoice_import_batches)
        .values({ event_id: input.eventId, uploaded_by_user_id: input.userId, file_name: storableText(input.fileName).slice(0, 255), send_mail: input.sendMail ?? false })
        .returning({ id: schema.invoice_import_batches.id });
      const id = batch!.id;
      const writes: Promise<StagedRow[]>[] = [];
      // Each chunk's statement runs while the next chunk is read and checked.
      const file: StagedFile = { sha256: null };
      const write = (rows: StagedRow[]) => {
        // stageRows yields rows only once it has read the header, which sets both.
        if (!file.columns || !file.delimiter) throw new Error('a row was staged before its header');
        const p = storeStagedRows(tx, input.eventId, id, { columns: file.columns, delimiter: file.delimiter, day: today }, rows);
        p.catch(() => {}); // awaited below; a failure must not surface as unhandled meanwhile
        writes.push(p);
      };
      let chunk: StagedRow[] = [];
      for await (const row of stageRows(input.csv, today, file)) {
        tally.add(row);
        chunk.push(row);
        if (chunk.length === INSERT_CHUNK) {
          write(chunk);
          chunk = [];
          input.onProgress?.(tally.total);
          // A file read from memory or a fast disk never returns to the event loop by itself: give
          // the statement just queued its turn (so Postgres stores this chunk while the next one is
          // read) and the rest of the process — other requests, the progress bar — theirs.
          await yieldToEventLoop();
        }
      }
      write(chunk);
      input.onProgress?.(tally.total);
      const invoicedBefore = (await Promise.all(writes)).flat();
      const again = await findBatchByFile(tx, input.eventId, file.sha256!);
      if (again) throw new SameFile(again);
      if (invoicedBefore.length) {
        await markInvoicedBefore(tx, input.eventId, invoicedBefore);
        await insertRows(tx, input.eventId, id, invoicedBefore);
        tally.skip(invoicedBefore);
      }
      await tx
        .update(schema.invoice_import_batches)
        .set({
          file_sha256: file.sha256,
          total_rows: tally.total,
          failed_rows: tally.failed,
          skipped_rows: tally.skipped,
          status: tally.good > 0 ? 'pending' : 'done',
          finished_at: tally.good > 0 ? null : ctx.clock.now(),
        })
        .where(eq(schema.invoice_import_batches.id, id));
      return id;
    });
  } catch (err) {
    if (err instanceof SameFile) return { ...(await batchReport(ctx.db, err.batchId)), already_imported: true, resumed: await resumeUnfinished(ctx, err.batchId) };
    throw err;
  }
  if (tally.good > 0) await ctx.jobs.enqueue(importBatchJob, { batchId }, { jobId: importBatchJobId(batchId) });
  return tally.report(batchId, false);
}

/** A dry run: every row checked, rows invoiced before named, nothing stored. */
async function checkOnly(ctx: Pick<Ctx, 'db'>, input: ImportInput, today: string): Promise<ImportReport> {
  const file = { sha256: null as string | null };
  const rows: StagedRow[] = [];
  for await (const row of stageRows(input.csv, today, file)) {
    rows.push(row);
    if (rows.length % INSERT_CHUNK === 0) input.onProgress?.(rows.length);
  }
  input.onProgress?.(rows.length);
  const already = await findBatchByFile(ctx.db, input.eventId, file.sha256!);
  if (already) return { ...(await batchReport(ctx.db, already)), already_imported: true, dry_run: true };
  await markInvoicedBefore(ctx.db, input.eventId, rows);
  const tally = new Tally();
  for (const row of rows) tally.add(row);
  return tally.report(null, true);
}

/** The upload of the admin screen and the API: event administrators only, recorded as theirs. */
export async function importInvoicesAsAdmin(ctx: Pick<Ctx, 'db' | 'clock' | 'jobs'>, viewer: Viewer | null, eventId: number, input: Omit<ImportInput, 'eventId' | 'userId'>): Promise<ImportReport> {
  await requireEventAdmin(ctx, viewer, eventId);
  return importInvoiceCsv(ctx, { ...input, eventId, userId: viewer!.id });
}

/**
 * The same file again while its batch is unfinished — a run stopped with the process (Ctrl+C in
 * the CLI, a web process restarted while its in-process runner rendered) leaves nobody to finish
 * it: it is queued again. The job resumes from the rows' own state and numbers none twice, also
 * when two runs meet; under Redis a job still queued is not doubled (same jobId).
 */
async function resumeUnfinished(ctx: Pick<Ctx, 'db' | 'jobs'>, batchId: number): Promise<boolean> {
  const b = schema.invoice_import_batches;
  const [batch] = await ctx.db.select({ status: b.status }).from(b).where(eq(b.id, batchId));
  if (!batch || batch.status === 'done') return false;
  await ctx.jobs.enqueue(importBatchJob, { batchId }, { jobId: importBatchJobId(batchId) });
  return true;
}

async function findBatchByFile(db: Db, eventId: number, fileSha: string): Promise<number | null> {
  const b = schema.invoice_import_batches;
  const [row] = await db.select({ id: b.id }).from(b).where(and(eq(b.event_id, eventId), eq(b.file_sha256, fileSha)));
  return row?.id ?? null;
}

/** A stored batch as the import reports it (good = numbered or waiting to be): its counts, and its bad rows' problems. */
async function batchReport(db: Db, batchId: number): Promise<ImportReport> {
  const b = schema.invoice_import_batches;
  const r = schema.invoice_import_rows;
  const [batch] = await db.select({ total: b.total_rows, failed: b.failed_rows, skipped: b.skipped_rows }).from(b).where(eq(b.id, batchId));
  const rows = await db
    .select({ line: r.row_number, status: r.status, issues: r.issues })
    .from(r)
    .where(and(eq(r.batch_id, batchId), inArray(r.status, ['failed', 'skipped'])))
    .orderBy(r.row_number);
  const tally = new Tally();
  for (const row of rows) tally.add({ line: row.line, status: row.status as StagedRow['status'], issues: row.issues, data: null, raw: null, value: null, key: null });
  tally.total = batch?.total ?? rows.length;
  tally.good = tally.total - tally.failed - tally.skipped;
  return tally.report(batchId, false);
}

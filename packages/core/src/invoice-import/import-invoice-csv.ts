import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';
import { dateIn } from '../invoices/invoice-number.ts';
import { checkHeader, recordToRow } from './csv-columns.ts';
import { validateImportRow, type RowIssue } from './import-row.ts';
import { CsvTooLargeError, readCsvRecords } from './read-csv-records.ts';
import { importBatchJob, importBatchJobId } from './jobs.ts';

/** What one upload may hold: a spreadsheet of invoices, not an archive. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;
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
}

type StagedRow = {
  line: number;
  data: Record<string, string>;
  status: 'pending' | 'failed' | 'skipped';
  value: Record<string, unknown> | null;
  key: string | null;
  issues: RowIssue[] | null;
};

const summary = (issues: RowIssue[]) => issues.map((i) => `${i.field}: ${i.message}`).join('; ');

/**
 * The invoice generator's first half: streams a CSV through csv-parse, validates each row with
 * zod and stores the batch with all its rows in one transaction (nothing half-written), then
 * queues the job that numbers and renders the good rows. Bad rows are stored with their
 * problems and never block the good ones. Idempotent: the same file again answers its first
 * batch, and a row invoiced by any earlier import (same external_id, or same content) is skipped.
 * The caller has checked that the viewer may do this (importInvoicesAsAdmin, or the CLI's operator).
 */
export async function importInvoiceCsv(
  ctx: Pick<Ctx, 'db' | 'clock' | 'jobs'>,
  input: { eventId: number; userId: number | null; fileName: string; csv: AsyncIterable<Uint8Array | string>; dryRun?: boolean; sendMail?: boolean; onProgress?: (rowsRead: number) => void },
): Promise<ImportReport> {
  const [event] = await ctx.db.select({ timezone: schema.events.timezone }).from(schema.events).where(eq(schema.events.id, input.eventId));
  if (!event) throw new AppError('event.invalid', 'Event not found');
  const today = dateIn(ctx.clock.now(), event.timezone);

  const hash = createHash('sha256');
  async function* hashed() {
    for await (const chunk of input.csv) {
      hash.update(chunk);
      yield chunk;
    }
  }

  let columns: string[] | null = null;
  const rows: StagedRow[] = [];
  const firstLineOfKey = new Map<string, number>();
  try {
    for await (const item of readCsvRecords(hashed(), { maxBytes: MAX_IMPORT_BYTES })) {
      if (!columns) {
        if (item.kind === 'broken') throw AppError.many([{ code: 'invoice_import.header_invalid', message: `line 1: ${item.message}` }]);
        const header = checkHeader(item.fields);
        if (header.problems.length) throw AppError.many(header.problems.map((p) => ({ code: p.code, message: `line 1: ${p.message}`, field: p.column })));
        columns = header.columns;
        continue;
      }
      if (rows.length >= MAX_IMPORT_ROWS) throw new AppError('invoice_import.too_many_rows', `The file has more than ${MAX_IMPORT_ROWS} rows; split it into smaller files.`);
      rows.push(stageRow(item, columns, today, firstLineOfKey));
      if (input.onProgress && rows.length % 500 === 0) input.onProgress(rows.length);
    }
  } catch (err) {
    if (err instanceof CsvTooLargeError) throw new AppError('invoice_import.file_too_large', `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB; split it into smaller files.`, 'file');
    throw err;
  }
  if (!columns || rows.length === 0) throw new AppError('invoice_import.empty', 'The file has no invoice rows under its header.', 'file');
  input.onProgress?.(rows.length);
  const fileSha = hash.digest('hex');

  const already = await findBatchByFile(ctx, input.eventId, fileSha);
  if (already) return { ...(await batchReport(ctx, already)), already_imported: true, dry_run: input.dryRun ?? false };
  if (input.dryRun) {
    await markInvoicedBefore(ctx, input.eventId, rows);
    return reportOf(null, rows, true);
  }

  const batchId = await ctx.db.transaction(async (tx) => {
    // One import per event at a time: the check for rows invoiced before must see every commit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('invoice_import'), ${input.eventId})`);
    const again = await findBatchByFile({ db: tx }, input.eventId, fileSha);
    if (again) return again;
    await markInvoicedBefore({ db: tx }, input.eventId, rows);
    const count = (s: StagedRow['status']) => rows.filter((r) => r.status === s).length;
    const pending = count('pending');
    const [batch] = await tx
      .insert(schema.invoice_import_batches)
      .values({
        event_id: input.eventId,
        uploaded_by_user_id: input.userId,
        file_name: input.fileName.slice(0, 255),
        file_sha256: fileSha,
        send_mail: input.sendMail ?? false,
        status: pending > 0 ? 'pending' : 'done',
        total_rows: rows.length,
        failed_rows: count('failed'),
        skipped_rows: count('skipped'),
        finished_at: pending > 0 ? null : ctx.clock.now(),
      })
      .returning({ id: schema.invoice_import_batches.id });
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await tx.insert(schema.invoice_import_rows).values(
        rows.slice(i, i + INSERT_CHUNK).map((r) => ({
          event_id: input.eventId,
          batch_id: batch!.id,
          row_number: r.line,
          data: r.data,
          value: r.value,
          row_key: r.key,
          status: r.status,
          issues: r.issues,
          error: r.issues ? summary(r.issues) : null,
        })),
      );
    }
    return batch!.id;
  });
  if (rows.some((r) => r.status === 'pending')) await ctx.jobs.enqueue(importBatchJob, { batchId }, { jobId: importBatchJobId(batchId) });
  return { ...(await batchReport(ctx, batchId)), already_imported: false, dry_run: false };
}

/** The upload of the admin screen and the API: event administrators only, recorded as theirs. */
export async function importInvoicesAsAdmin(
  ctx: Pick<Ctx, 'db' | 'clock' | 'jobs'>,
  viewer: Viewer | null,
  eventId: number,
  input: Omit<Parameters<typeof importInvoiceCsv>[1], 'eventId' | 'userId'>,
): Promise<ImportReport> {
  await requireEventAdmin(ctx, viewer, eventId);
  return importInvoiceCsv(ctx, { ...input, eventId, userId: viewer!.id });
}

function stageRow(item: { kind: 'record'; line: number; fields: string[] } | { kind: 'broken'; line: number; message: string }, columns: string[], today: string, firstLineOfKey: Map<string, number>): StagedRow {
  if (item.kind === 'broken') {
    return { line: item.line, data: {}, status: 'failed', value: null, key: null, issues: [{ field: 'row', code: 'invoice_import.csv_broken', message: `broken quoting: ${item.message}` }] };
  }
  const data = recordToRow(columns, item.fields);
  const extra = item.fields.slice(columns.length).filter((f) => f.trim() !== '');
  if (extra.length > 0) {
    return { line: item.line, data, status: 'failed', value: null, key: null, issues: [{ field: 'row', code: 'invoice_import.csv_cells', message: `has ${item.fields.length} cells but the header has ${columns.length} (a separator inside an unquoted value?)` }] };
  }
  const r = validateImportRow(data, today);
  if (!r.ok) return { line: item.line, data, status: 'failed', value: null, key: null, issues: r.issues };
  const first = firstLineOfKey.get(r.key);
  if (first !== undefined) {
    return { line: item.line, data, status: 'skipped', value: null, key: null, issues: [{ field: 'row', code: 'invoice_import.duplicate_in_file', message: `is the same invoice as line ${first}` }] };
  }
  firstLineOfKey.set(r.key, item.line);
  return { line: item.line, data, status: 'pending', value: r.value as unknown as Record<string, unknown>, key: r.key, issues: null };
}

/** Good rows whose invoice an earlier import already made become 'skipped', naming that invoice. */
async function markInvoicedBefore(ctx: Pick<Ctx, 'db'>, eventId: number, rows: StagedRow[]) {
  const keyed = rows.filter((r) => r.status === 'pending' && r.key);
  const r = schema.invoice_import_rows;
  for (let i = 0; i < keyed.length; i += INSERT_CHUNK) {
    const chunk = keyed.slice(i, i + INSERT_CHUNK);
    const found = await ctx.db
      .select({ key: r.row_key, batch_id: r.batch_id, line: r.row_number, number: schema.invoices.full_number })
      .from(r)
      .leftJoin(schema.invoices, eq(schema.invoices.id, r.invoice_id))
      .where(and(eq(r.event_id, eventId), inArray(r.row_key, chunk.map((c) => c.key!)), inArray(r.status, ['pending', 'done'])));
    const byKey = new Map(found.map((f) => [f.key, f]));
    for (const row of chunk) {
      const f = byKey.get(row.key);
      if (!f) continue;
      row.status = 'skipped';
      row.issues = [{ field: 'row', code: 'invoice_import.invoiced_before', message: `was imported before (batch ${f.batch_id}, line ${f.line}${f.number ? `, invoice ${f.number}` : ''})` }];
      row.key = null;
      row.value = null;
    }
  }
}

async function findBatchByFile(ctx: Pick<Ctx, 'db'>, eventId: number, fileSha: string): Promise<number | null> {
  const b = schema.invoice_import_batches;
  const [row] = await ctx.db.select({ id: b.id }).from(b).where(and(eq(b.event_id, eventId), eq(b.file_sha256, fileSha)));
  return row?.id ?? null;
}

function reportOf(batchId: number | null, rows: Pick<StagedRow, 'line' | 'status' | 'issues'>[], dryRun: boolean): ImportReport {
  const count = (s: StagedRow['status']) => rows.filter((r) => r.status === s).length;
  return {
    batch_id: batchId,
    already_imported: false,
    dry_run: dryRun,
    total_rows: rows.length,
    good_rows: count('pending'),
    failed_rows: count('failed'),
    skipped_rows: count('skipped'),
    problems: rows.filter((r) => r.status !== 'pending' && r.issues).flatMap((r) => r.issues!.map((i) => ({ line: r.line, ...i }))),
  };
}

/** A stored batch as the import reports it (good = numbered or waiting to be). */
async function batchReport(ctx: Pick<Ctx, 'db'>, batchId: number): Promise<ImportReport> {
  const r = schema.invoice_import_rows;
  const rows = await ctx.db
    .select({ line: r.row_number, status: r.status, issues: r.issues })
    .from(r)
    .where(eq(r.batch_id, batchId))
    .orderBy(r.row_number);
  return reportOf(
    batchId,
    rows.map((x) => ({ ...x, status: x.status === 'done' ? 'pending' : x.status })),
    false,
  );
}

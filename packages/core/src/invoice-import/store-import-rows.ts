import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';
import { recordReader } from './csv-columns.ts';
import { CsvTokenizer, type CsvItem } from './csv-tokenizer.ts';
import { validateImportRow } from './import-row.ts';
import { rowsOf } from '../tickets/rows-of.ts';
import type { StagedRow } from './stage-rows.ts';

const summary = (issues: StagedRow['issues']) => (issues ? issues.map((i) => `${i.field}: ${i.message}`).join('; ') : null);

/** How a file's rows read and the day they were checked on: what checks a stored row again to the same invoice. */
export type Sheet = Pick<schema.ImportChunk, 'columns' | 'delimiter' | 'day'>;

/**
 * Stores one chunk of staged rows. Good rows go as one chunk row (invoice_import_chunks: their
 * cells as read) and their keys into invoice_import_keys, in one statement; a key an earlier
 * import holds is not taken, and its row is returned, so the caller can store it as skipped with
 * the earlier invoice named (markInvoicedBefore) — the job then leaves that line of the chunk
 * alone. Failed and skipped rows are stored one table row each, with their cells and problems.
 */
export async function storeStagedRows(db: Db, eventId: number, batchId: number, sheet: Sheet, rows: StagedRow[]): Promise<StagedRow[]> {
  const good = rows.filter((r) => r.status === 'pending');
  const bad = rows.filter((r) => r.status !== 'pending');
  const [taken] = await Promise.all([storeGoodRows(db, eventId, batchId, sheet, good), insertRows(db, eventId, batchId, bad)]);
  if (taken.size === good.length) return [];
  return good.filter((r) => !taken.has(r.line));
}

/** The lines whose keys this batch took. */
async function storeGoodRows(db: Db, eventId: number, batchId: number, sheet: Sheet, rows: StagedRow[]): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  // The rows' own text, not their cells as JSON arrays: one string to serialise, not 26 a row.
  const chunk: schema.ImportChunk = { ...sheet, keys: rows.map((r) => [r.line, r.key!]), text: rows.map((r) => r.raw!).join('\n') };
  const keys = JSON.stringify(chunk.keys);
  const stored = await db.execute(sql`
    with chunk as (
      insert into invoice_import_chunks (batch_id, first_row, rows) values (${batchId}, ${rows[0]!.line}, ${JSON.stringify(chunk)}::json)
    )
    insert into invoice_import_keys (event_id, row_key, batch_id, row_number)
    select ${eventId}, x->>1, ${batchId}, (x->>0)::int from json_array_elements(${keys}::json) as x
    on conflict do nothing
    returning row_number`);
  return new Set(rowsOf<{ row_number: number }>(stored).map((r) => r.row_number));
}

/**
 * Rows stored one table row each, in one statement: the rows travel as one JSON parameter that
 * Postgres unpacks (json_to_recordset), which costs a fraction of a statement with nine
 * parameters a row.
 */
export async function insertRows(db: Db, eventId: number, batchId: number, rows: StagedRow[], opts: { skipTaken?: boolean } = {}): Promise<void> {
  if (rows.length === 0) return;
  const payload = rows.map((r) => ({ n: r.line, d: r.data ?? {}, v: r.value, k: r.key, s: r.status, i: r.issues, e: summary(r.issues) }));
  await db.execute(sql`
    insert into invoice_import_rows (event_id, batch_id, row_number, data, value, row_key, status, issues, error)
    select ${eventId}, ${batchId}, x.n, x.d::jsonb, x.v, x.k, x.s, x.i::jsonb, x.e
    from json_to_recordset(${JSON.stringify(payload)}::json) as x(n int, d json, v json, k text, s text, i json, e text)
    ${opts.skipTaken ? sql`on conflict do nothing` : sql``}`);
}

/**
 * The numbering job's first step: each chunk's rows are checked again (the same cells on the same
 * day give the invoice the import checked) and become one pending row each, with the chunk's
 * removal in the same transaction (a run killed here leaves the chunk to the next run). A line
 * the import stored as skipped (its key was taken before) keeps that row. A row that no longer
 * passes — the checks changed between the import and the job — is stored as failed, with why.
 */
export async function unpackChunks(db: Db, eventId: number, batchId: number): Promise<void> {
  const c = schema.invoice_import_chunks;
  for (;;) {
    const more = await db.transaction(async (tx) => {
      const [chunk] = await tx.select().from(c).where(eq(c.batch_id, batchId)).orderBy(asc(c.first_row)).limit(1).for('update');
      if (!chunk) return false;
      const rows = checkAgain(chunk.rows);
      await insertRows(tx, eventId, batchId, rows, { skipTaken: true });
      const failed = rows.filter((r) => r.status === 'failed').length;
      // The batch's counts (the screen's good rows are its total less these) follow.
      if (failed) await tx.update(schema.invoice_import_batches).set({ failed_rows: sql`${schema.invoice_import_batches.failed_rows} + ${failed}` }).where(eq(schema.invoice_import_batches.id, batchId));
      await tx.delete(c).where(and(eq(c.batch_id, batchId), eq(c.first_row, chunk.first_row)));
      return true;
    });
    if (!more) return;
  }
}

/** Good rows whose invoice an earlier import already made become 'skipped', naming that invoice. */
export async function markInvoicedBefore(db: Db, eventId: number, rows: StagedRow[]): Promise<void> {
  const k = schema.invoice_import_keys;
  const r = schema.invoice_import_rows;
  const keyed = rows.filter((x) => x.status === 'pending' && x.key);
  for (let i = 0; i < keyed.length; i += 1000) {
    const chunk = keyed.slice(i, i + 1000);
    const found = await db
      .select({ key: k.row_key, batch_id: k.batch_id, line: k.row_number, number: schema.invoices.full_number })
      .from(k)
      .leftJoin(r, and(eq(r.batch_id, k.batch_id), eq(r.row_number, k.row_number)))
      .leftJoin(schema.invoices, eq(schema.invoices.id, r.invoice_id))
      .where(and(eq(k.event_id, eventId), inArray(k.row_key, chunk.map((c) => c.key!))));
    const byKey = new Map(found.map((f) => [f.key, f]));
    for (const row of chunk) {
      const f = byKey.get(row.key!);
      if (!f) continue;
      row.status = 'skipped';
      row.issues = [{ field: 'row', code: 'invoice_import.invoiced_before', message: `was imported before (batch ${f.batch_id}, line ${f.line}${f.number ? `, invoice ${f.number}` : ''})` }];
      row.key = null;
      row.value = null;
      row.raw = null;
    }
  }
}

/** A chunk's rows read and checked again, as the import did. */
function checkAgain(chunk: schema.ImportChunk): StagedRow[] {
  const items: CsvItem[] = [];
  const tokenizer = new CsvTokenizer(chunk.delimiter);
  tokenizer.push(chunk.text, items);
  tokenizer.end(items);
  if (items.length !== chunk.keys.length) throw new Error(`an import chunk reads as ${items.length} records, not ${chunk.keys.length}`);
  const toRow = recordReader(chunk.columns);
  return items.map((item, i): StagedRow => {
    const [line, key] = chunk.keys[i]!;
    const data = item.kind === 'record' ? toRow(item.fields) : {};
    const r = item.kind === 'record' ? validateImportRow(data, chunk.day) : { ok: false as const, issues: [{ field: 'row', code: 'invoice_import.csv_broken', message: item.message }] };
    if (r.ok) return { line, status: 'pending', data: null, raw: null, value: r.value as unknown as Record<string, unknown>, key, issues: null };
    return { line, status: 'failed', data, raw: null, value: null, key: null, issues: r.issues };
  });
}

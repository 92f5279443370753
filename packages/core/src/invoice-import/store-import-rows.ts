import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';
import { rowsOf } from '../tickets/rows-of.ts';
import type { StagedRow } from './stage-rows.ts';

const summary = (issues: StagedRow['issues']) => (issues ? issues.map((i) => `${i.field}: ${i.message}`).join('; ') : null);

/**
 * Stores staged rows in one statement: the rows travel as one JSON parameter that Postgres
 * unpacks (json_to_recordset), which costs a fraction of a statement with nine parameters a row.
 * A good row whose invoice key an earlier import holds is not stored; it is returned, so the
 * caller can store it as skipped with the earlier invoice named (markInvoicedBefore).
 */
export async function insertStagedRows(db: Db, eventId: number, batchId: number, rows: StagedRow[]): Promise<StagedRow[]> {
  if (rows.length === 0) return [];
  const payload = rows.map((r) => ({ n: r.line, d: r.data ?? {}, v: r.value, k: r.key, s: r.status, i: r.issues, e: summary(r.issues) }));
  const stored = await db.execute(sql`
    insert into invoice_import_rows (event_id, batch_id, row_number, data, value, row_key, status, issues, error)
    select ${eventId}, ${batchId}, x.n, x.d::jsonb, x.v, x.k, x.s, x.i::jsonb, x.e
    from json_to_recordset(${JSON.stringify(payload)}::json) as x(n int, d json, v json, k text, s text, i json, e text)
    on conflict (event_id, row_key) where status in ('pending', 'done') do nothing
    returning row_number`);
  const list = rowsOf<{ row_number: number }>(stored);
  if (list.length === rows.length) return [];
  const kept = new Set(list.map((r) => r.row_number));
  return rows.filter((r) => !kept.has(r.line));
}

/** Good rows whose invoice an earlier import already made become 'skipped', naming that invoice. */
export async function markInvoicedBefore(db: Db, eventId: number, rows: StagedRow[]): Promise<void> {
  const r = schema.invoice_import_rows;
  const keyed = rows.filter((x) => x.status === 'pending' && x.key);
  for (let i = 0; i < keyed.length; i += 1000) {
    const chunk = keyed.slice(i, i + 1000);
    const found = await db
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

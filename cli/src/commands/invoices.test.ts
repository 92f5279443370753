import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { asc, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { sampleCsv, sampleRow, sampleRows } from '@foyer/core/invoice-import/testing/sample-csv';
import { cliHarness } from '../testing/cli-harness.ts';

const { foyer, withDb, setUp, tearDown } = cliHarness('invoices');
const dir = mkdtempSync(join(tmpdir(), 'foyer-invoices-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
/** Dated in the past whenever the test runs (an invoice may not be dated in the future). */
const past = (r: Record<string, string>) => ({ ...r, issue_date: '2026-11-20', sale_date: '2026-11-18', due_date: '' });
const sample = fileURLToPath(new URL('../../../docs/samples/invoices.csv', import.meta.url));

beforeAll(async () => {
  await setUp();
  expect((await foyer('migrate')).code).toBe(0);
  const made = await foyer('event', 'create', '--title', 'Invoice Days', '--slug', 'invoice-days', '--start', '2027-06-01T09:00:00+02:00', '--end', '2027-06-02T18:00:00+02:00', '--organization', 'acme');
  expect(made.stderr).toBe('');
  await withDb((db) => db.update(schema.organizations).set({ legal_name: 'Acme Events sp. z o.o.', nip: '5260250274', city: 'Warszawa' }));
}, 180_000);
afterAll(() => tearDown());

describe('foyer invoices', { timeout: 120_000 }, () => {
  it('imports the documented sample file into numbered invoices, and the same file again makes nothing', async () => {
    const first = await foyer('invoices', 'import', sample, '--event', 'invoice-days', '--json');
    expect(first.code).toBe(0);
    const report = JSON.parse(first.stdout);
    expect(report).toMatchObject({ total_rows: 4, good_rows: 4, failed_rows: 0, status: 'done', processed_rows: 4, problems: [] });
    const again = JSON.parse((await foyer('invoices', 'import', sample, '--event', 'invoice-days', '--json')).stdout);
    expect(again).toMatchObject({ batch_id: report.batch_id, already_imported: true });
    const numbers = await withDb((db) => db.select({ n: schema.invoices.full_number }).from(schema.invoices).orderBy(asc(schema.invoices.id)));
    expect(numbers.map((x) => x.n)).toEqual(['FV/2026/000001', 'FV/2026/000002', 'FV/2026/000003', 'FV/2026/000004']);
  });

  it('names every bad line and why, invoices the rest, exits 3, and the ZIP holds the PDFs and the problems', async () => {
    const rows = [sampleRow(1), sampleRow(3, { vat_number: '1234567890' }), sampleRow(4, { item_1_vat_rate: '7' }), sampleRow(5)].map(past);
    const csv = file('mixed.csv', sampleCsv(rows, { separator: ',' }));
    const run = await foyer('invoices', 'import', csv, '--event', 'invoice-days');
    expect(run.code).toBe(3);
    expect(run.stdout).toContain('rows: 4, invoices: 2, bad: 2');
    expect(run.stdout).toContain('line 3: vat_number: is not a valid NIP');
    expect(run.stdout).toContain('line 4: item_1_vat_rate: must be one of 23, 8, 5, 0');
    expect(run.stderr).toContain('invoices [########################] 2/2');

    const list = JSON.parse((await foyer('invoices', 'list', '--event', 'invoice-days', '--json')).stdout);
    expect(list[0]).toMatchObject({ file_name: 'mixed.csv', status: 'done', good_rows: 2, processed_rows: 2, failed_rows: 2 });
    const out = join(dir, 'batch.zip');
    const zipped = await foyer('invoices', 'zip', '--event', 'invoice-days', '--batch', String(list[0].id), '--out', out);
    expect(zipped.stdout).toContain('2 invoices, problems.csv lists 2 lines');
    // A folder or a missing directory is named as --out (it crashed with an unhandled 'error' event).
    for (const bad of [dir, join(dir, 'missing', 'x.zip')]) {
      const refused = await foyer('invoices', 'zip', '--event', 'invoice-days', '--batch', String(list[0].id), '--out', bad);
      expect([refused.code, refused.stderr], bad).toEqual([2, expect.stringMatching(/^error: --out: cannot write .* \((EISDIR|ENOENT)\)\n$/)]);
    }
    const files = unzipSync(readFileSync(out));
    expect(Object.keys(files).sort()).toEqual(['faktura-FV-2026-000005.pdf', 'faktura-FV-2026-000006.pdf', 'invoices.csv', 'problems.csv']);
    expect(new TextDecoder().decode(files['faktura-FV-2026-000005.pdf']!.subarray(0, 5))).toBe('%PDF-');
    expect(new TextDecoder().decode(files['problems.csv'])).toContain('4,failed,item_1_vat_rate,invoice_import.rate_unknown');
  });

  it('an unfinished batch (--no-wait without Redis: nobody left to make its invoices) is finished by importing the file again', async () => {
    const csv = file('later.csv', sampleCsv([sampleRow(60), sampleRow(61)].map(past)));
    const queued = JSON.parse((await foyer('invoices', 'import', csv, '--event', 'invoice-days', '--no-wait', '--json')).stdout);
    expect(queued).toMatchObject({ good_rows: 2, status: 'pending', processed_rows: 0 });
    // Before: "already imported", the batch left pending for good (and without --no-wait, a wait for ever).
    const again = await foyer('invoices', 'import', csv, '--event', 'invoice-days', '--json');
    expect([again.code, JSON.parse(again.stdout)]).toEqual([0, expect.objectContaining({ batch_id: queued.batch_id, already_imported: true, resumed: true, status: 'done', processed_rows: 2 })]);
    const made = await withDb((db) => db.select({ n: schema.invoices.full_number }).from(schema.invoices).where(eq(schema.invoices.import_batch_id, queued.batch_id)));
    expect(made).toHaveLength(2);
    const third = JSON.parse((await foyer('invoices', 'import', csv, '--event', 'invoice-days', '--json')).stdout);
    expect(third).toMatchObject({ resumed: false, status: 'done', processed_rows: 2 });
  });

  it('a dry run stores nothing; bad flags and files are named with exit 2', async () => {
    const before = await withDb((db) => db.select().from(schema.invoice_import_batches));
    const dry = await foyer('invoices', 'import', file('dry.csv', sampleCsv(sampleRows(3, 50).map(past))), '--event', 'invoice-days', '--dry-run', '--json');
    expect(JSON.parse(dry.stdout)).toMatchObject({ batch_id: null, dry_run: true, good_rows: 3 });
    expect(await withDb((db) => db.select().from(schema.invoice_import_batches))).toHaveLength(before.length);

    const noEvent = await foyer('invoices', 'import', sample, '--event', 'nope');
    expect([noEvent.code, noEvent.stderr.trim()]).toEqual([2, 'error: --event: no event with the slug "nope"']);
    const noFile = await foyer('invoices', 'import', join(dir, 'missing.csv'), '--event', 'invoice-days');
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toContain('--file');
    const badHeader = await foyer('invoices', 'import', file('typo.csv', 'compnay_name;street\nA;B\n'), '--event', 'invoice-days');
    expect(badHeader.code).toBe(1);
    // Named by the file, not as a flag (it was "error: --compnay_name: line 1: …"), in JSON when asked, escape sequences made harmless.
    expect(badHeader.stderr.trim().split('\n')[0]).toBe('error: typo.csv: line 1: unknown column "compnay_name"');
    const ansi = await foyer('invoices', 'import', file('ansi.csv', '\u001b]0;owned\u0007\u001b[2Jcompany_name;street\nA;B\n'), '--event', 'invoice-days', '--json');
    expect(ansi.code).toBe(1);
    expect(JSON.parse(ansi.stdout).errors[0]).toMatchObject({ code: 'invoice_import.column_unknown' });
    const ansiText = await foyer('invoices', 'import', join(dir, 'ansi.csv'), '--event', 'invoice-days');
    expect(ansiText.stderr).not.toContain('\u001b');
    const folder = await foyer('invoices', 'import', dir, '--event', 'invoice-days');
    expect([folder.code, folder.stderr.trim()]).toEqual([2, `error: --file: cannot read ${dir} as a file`]);
    const badBatch = await foyer('invoices', 'zip', '--event', 'invoice-days', '--batch', 'x');
    expect([badBatch.code, badBatch.stderr]).toEqual([2, expect.stringContaining('--batch')]);
    const rows = await withDb((db) => db.select().from(schema.invoice_import_rows).where(eq(schema.invoice_import_rows.status, 'pending')));
    expect(rows).toHaveLength(0);
  });
});

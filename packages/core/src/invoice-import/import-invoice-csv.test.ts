import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { setSeller } from '../documents/testing/order-fixtures.ts';
import { extractPdfText } from '../documents/testing/extract-pdf-text.ts';
import { readDocument } from '../documents/read-document.ts';
import { importInvoiceCsv, type ImportReport } from './import-invoice-csv.ts';
import { processImportBatch } from './process-import-batch.ts';
import { chunked, sampleCsv, sampleRow, sampleRows } from './testing/sample-csv.ts';

describe('CSV invoice import (stored batches, numbered invoices)', () => {
  let ctx: TestCtx;
  let event: Awaited<ReturnType<typeof insertEvent>>;

  beforeAll(async () => {
    ctx = await createTestCtx();
    event = await insertEvent(ctx, { timezone: 'Europe/Warsaw' });
    await setSeller(ctx, event.organization_id);
  });
  afterAll(async () => ctx?.close());

  const run = (csv: string, opts: { dryRun?: boolean; fileName?: string } = {}) =>
    importInvoiceCsv(ctx, { eventId: event.id, userId: null, fileName: opts.fileName ?? 'invoices.csv', csv: chunked(csv, 1000), dryRun: opts.dryRun });

  const invoicesOf = (batchId: number) => ctx.db.select().from(schema.invoices).where(eq(schema.invoices.import_batch_id, batchId)).orderBy(asc(schema.invoices.number));

  it('invoices the good rows of a mixed file and reports every bad row by line, field and reason', async () => {
    const rows = [
      sampleRow(1),
      sampleRow(12, { vat_number: '5260250275' }), // NIP checksum
      sampleRow(3, { item_1_net_price: '-100,00' }),
      sampleRow(4, { item_1_vat_rate: '22' }),
      sampleRow(5),
      sampleRow(6, { issue_date: '31.02.2027', email: 'not-an-address' }),
    ];
    // Line 8 carries broken quoting; line 9 must still be read.
    const csv = `${sampleCsv(rows)}EXT-X;company;"Broken "quote" sp. z o.o.;;;5260250274\r\n${sampleCsv([sampleRow(9)]).split('\r\n')[1]}\r\n`;
    const report = await run(csv);
    expect(report).toMatchObject({ total_rows: 8, good_rows: 3, failed_rows: 5, skipped_rows: 0, already_imported: false });
    const at = (line: number) => report.problems.filter((p) => p.line === line).map((p) => `${p.field}:${p.code}`);
    expect(at(3)).toEqual(['vat_number:invoice_import.nip_invalid']);
    expect(at(4)).toEqual(['item_1_net_price:invoice_import.amount_negative']);
    expect(at(5)).toEqual(['item_1_vat_rate:invoice_import.rate_unknown']);
    expect(at(7).sort()).toEqual(['email:invoice_import.email_invalid', 'issue_date:invoice_import.date_invalid']);
    expect(at(8)).toEqual(['row:invoice_import.csv_broken']);

    // Nothing is numbered before the job runs; the job numbers the good rows in file order.
    expect(await invoicesOf(report.batch_id!)).toHaveLength(0);
    expect(ctx.jobs.jobs.at(-1)).toMatchObject({ name: 'invoices.import_batch', payload: { batchId: report.batch_id } });
    await processImportBatch(ctx, { batchId: report.batch_id! });
    const invoices = await invoicesOf(report.batch_id!);
    expect(invoices.map((i) => i.full_number)).toEqual(['FV/2027/000001', 'FV/2027/000002', 'FV/2027/000003']);
    expect(invoices.map((i) => i.email)).toEqual(['buyer1@example.com', 'buyer5@example.com', 'buyer9@example.com']);
    const [batch] = await ctx.db.select().from(schema.invoice_import_batches).where(eq(schema.invoice_import_batches.id, report.batch_id!));
    expect(batch).toMatchObject({ status: 'done', total_rows: 8, processed_rows: 3, failed_rows: 5 });
  });

  it('computes VAT per rate on summed net and prints an unpaid invoice with its due date', async () => {
    const report = await run(sampleCsv([sampleRow(30, { item_1_quantity: '3', item_1_net_price: '100,10' })]));
    await processImportBatch(ctx, { batchId: report.batch_id! });
    const [inv] = await invoicesOf(report.batch_id!);
    // 3 × 100,10 at 23 % and 1 × 350,00 at 8 %.
    expect(inv!.totals).toEqual([
      { rate: 23, net: 30030, vat: 6907, gross: 36937 },
      { rate: 8, net: 35000, vat: 2800, gross: 37800 },
    ]);
    expect(inv).toMatchObject({ gross_amount: 74737, currency: 'PLN', due_date: '2027-05-14', sale_date: '2027-04-28', vat_number: '5260250274', invoice_type: 'company' });
    const [doc] = await ctx.db.select().from(schema.documents).where(eq(schema.documents.invoice_id, inv!.id));
    const text = (await extractPdfText((await readDocument(ctx, doc!, () => Promise.reject(new Error('the PDF is missing')))).bytes)).join('\n');
    expect(text).toContain(inv!.full_number);
    expect(text).toContain('Do zapłaty / Amount due');
    expect(text).toContain('2027-05-14');
  });

  it('the same file twice creates nothing new; a new file repeating old rows skips them', async () => {
    const csv = sampleCsv(sampleRows(4, 100));
    const first = await run(csv);
    await processImportBatch(ctx, { batchId: first.batch_id! });
    const before = await ctx.db.select().from(schema.invoices);
    const again = await run(csv, { fileName: 'renamed.csv' });
    expect(again).toMatchObject({ batch_id: first.batch_id, already_imported: true, good_rows: 4 });
    const overlapping = await run(sampleCsv(sampleRows(6, 102)));
    expect(overlapping).toMatchObject({ total_rows: 6, good_rows: 4, skipped_rows: 2 });
    expect(overlapping.problems.filter((p) => p.code === 'invoice_import.invoiced_before').map((p) => p.line)).toEqual([2, 3]);
    expect(await ctx.db.select().from(schema.invoices)).toHaveLength(before.length);
  });

  it('rows still waiting for their job are invoiced before for the next file, and each job numbers only its own', async () => {
    const first = await run(sampleCsv(sampleRows(4, 200)));
    // The first batch's job has not run: its rows wait in chunks, their keys taken.
    const second = await run(sampleCsv(sampleRows(4, 202)));
    expect(second).toMatchObject({ good_rows: 2, skipped_rows: 2 });
    expect(second.problems.map((p) => [p.line, p.message])).toEqual([
      [2, `was imported before (batch ${first.batch_id}, line 4)`],
      [3, `was imported before (batch ${first.batch_id}, line 5)`],
    ]);
    await processImportBatch(ctx, { batchId: second.batch_id! });
    await processImportBatch(ctx, { batchId: first.batch_id! });
    const numbered = async (batchId: number) => (await invoicesOf(batchId)).map((i) => i.company_name ?? i.last_name);
    expect(await numbered(first.batch_id!)).toHaveLength(4);
    expect(await numbered(second.batch_id!)).toEqual([sampleRow(204).company_name || sampleRow(204).last_name, sampleRow(205).company_name || sampleRow(205).last_name]);
    const rows = await ctx.db.select().from(schema.invoice_import_rows).where(eq(schema.invoice_import_rows.batch_id, second.batch_id!)).orderBy(asc(schema.invoice_import_rows.row_number));
    expect(rows.map((r) => `${r.row_number}:${r.status}`)).toEqual(['2:skipped', '3:skipped', '4:done', '5:done']);
    const waiting = await ctx.db.select().from(schema.invoice_import_chunks);
    expect(waiting.filter((c) => c.batch_id === first.batch_id || c.batch_id === second.batch_id)).toEqual([]);
  });

  it('a batch that goes (with its event) takes its invoice keys along', async () => {
    const report = await run(sampleCsv(sampleRows(2, 400)));
    const keysOf = () => ctx.db.select().from(schema.invoice_import_keys).where(eq(schema.invoice_import_keys.batch_id, report.batch_id!));
    expect(await keysOf()).toHaveLength(2);
    await ctx.db.delete(schema.invoice_import_batches).where(eq(schema.invoice_import_batches.id, report.batch_id!));
    expect(await keysOf()).toEqual([]);
  });

  it('a waiting row that no longer passes when its job checks it again is failed with why, not numbered', async () => {
    const report = await run(sampleCsv([sampleRow(300, { issue_date: '2027-04-20' }), sampleRow(301, { issue_date: '' })]));
    // As if the checks had changed since the import: the stored day is now before the first row's date.
    const [chunk] = await ctx.db.select().from(schema.invoice_import_chunks).where(eq(schema.invoice_import_chunks.batch_id, report.batch_id!));
    await ctx.db.update(schema.invoice_import_chunks).set({ rows: { ...chunk!.rows, day: '2027-04-19' } }).where(eq(schema.invoice_import_chunks.batch_id, report.batch_id!));
    await processImportBatch(ctx, { batchId: report.batch_id! });
    const rows = await ctx.db.select().from(schema.invoice_import_rows).where(eq(schema.invoice_import_rows.batch_id, report.batch_id!)).orderBy(asc(schema.invoice_import_rows.row_number));
    expect(rows.map((r) => [r.row_number, r.status, r.issues?.map((i) => i.code) ?? null])).toEqual([
      [2, 'failed', ['invoice_import.date_future']],
      [3, 'done', null],
    ]);
    expect(await invoicesOf(report.batch_id!)).toHaveLength(1);
    const [batch] = await ctx.db.select().from(schema.invoice_import_batches).where(eq(schema.invoice_import_batches.id, report.batch_id!));
    expect([batch!.total_rows, batch!.failed_rows, batch!.processed_rows]).toEqual([2, 1, 1]);
  });

  it('the same file while its batch is unfinished queues the batch again; a finished one is left alone', async () => {
    const queued: unknown[] = [];
    const stopped = { ...ctx, jobs: { enqueue: async (...args: unknown[]) => void queued.push(args) } } as unknown as TestCtx;
    const csv = sampleCsv([sampleRow(990), sampleRow(991)]);
    const first = await importInvoiceCsv(stopped, { eventId: event.id, userId: null, fileName: 'stopped.csv', csv: chunked(csv, 1000) });
    expect(queued).toHaveLength(1);
    // Nobody ran it (the process that queued it stopped): the same file again queues it again.
    const again = await importInvoiceCsv(stopped, { eventId: event.id, userId: null, fileName: 'stopped.csv', csv: chunked(csv, 1000) });
    expect(again).toMatchObject({ batch_id: first.batch_id, already_imported: true, resumed: true });
    expect(queued).toHaveLength(2);
    await processImportBatch(ctx, { batchId: first.batch_id! });
    expect(await importInvoiceCsv(stopped, { eventId: event.id, userId: null, fileName: 'stopped.csv', csv: chunked(csv, 1000) })).toMatchObject({ resumed: false });
    expect(queued).toHaveLength(2);
    expect(await invoicesOf(first.batch_id!)).toHaveLength(2);
  });

  it('a dry run stores nothing but says what would happen', async () => {
    const batches = await ctx.db.select().from(schema.invoice_import_batches);
    const report: ImportReport = await run(sampleCsv([sampleRow(500), sampleRow(501, { item_1_quantity: '1,5' })]), { dryRun: true });
    expect(report).toMatchObject({ batch_id: null, dry_run: true, good_rows: 1, failed_rows: 1 });
    expect(report.problems).toEqual([{ line: 3, field: 'item_1_quantity', code: 'invoice_import.quantity_invalid', message: 'must be a whole number of at least 1' }]);
    expect(await ctx.db.select().from(schema.invoice_import_batches)).toHaveLength(batches.length);
  });

  it('reads comma-separated UTF-8 with a BOM and repeats of a row within one file', async () => {
    const row = sampleRow(700);
    const report = await run(sampleCsv([row, sampleRow(701), row], { separator: ',', bom: true }), { dryRun: true });
    expect(report).toMatchObject({ total_rows: 3, good_rows: 2, skipped_rows: 1 });
    expect(report.problems).toEqual([expect.objectContaining({ line: 4, code: 'invoice_import.duplicate_in_file' })]);
  });

  it('refuses a row with a value under a blank header cell, and keeps trailing blank header cells harmless', async () => {
    const csv = sampleCsv([sampleRow(800), sampleRow(801)]);
    const [header, ...lines] = csv.split('\r\n');
    // The e-mail column's header cell deleted by mistake: its values had nowhere to go, silently.
    const blanked = [header!.replace(';email;', ';;'), ...lines].join('\r\n');
    const report = await run(blanked, { dryRun: true });
    expect(report).toMatchObject({ good_rows: 0, failed_rows: 2 });
    expect(report.problems[0]).toMatchObject({ line: 2, code: 'invoice_import.csv_cells', message: expect.stringMatching(/^has a value in column \d+, whose header cell is empty$/) });
    // Spreadsheets often end the header with empty cells (;;;) over empty values: nothing to report.
    const trailing = [`${header};;`, ...lines.filter(Boolean).map((l) => `${l};;`)].join('\r\n');
    expect(await run(trailing, { dryRun: true })).toMatchObject({ good_rows: 2, failed_rows: 0 });
  });

  it('refuses a bad header, a file over the limit and an empty file before writing anything', async () => {
    const batches = (await ctx.db.select().from(schema.invoice_import_batches)).length;
    const typo = sampleCsv([sampleRow(800)]).replace(';city;', ';town;');
    await expect(run(typo)).rejects.toMatchObject({
      code: 'invoice_import.column_unknown',
      items: [expect.objectContaining({ field: 'town', message: 'line 1: unknown column "town"' }), expect.objectContaining({ field: 'city', message: 'line 1: column "city" is missing' })],
    });
    const huge = sampleCsv([sampleRow(801)]) + 'x;'.repeat(6 * 1024 * 1024);
    await expect(run(huge)).rejects.toMatchObject({ code: 'invoice_import.file_too_large' });
    await expect(run(sampleCsv([]))).rejects.toMatchObject({ code: 'invoice_import.empty' });
    const utf16 = Buffer.from(`\uFEFF${sampleCsv([sampleRow(802)])}`, 'utf16le');
    await expect(importInvoiceCsv(ctx, { eventId: event.id, userId: null, fileName: 'unicode.txt', csv: [utf16] as unknown as AsyncIterable<Uint8Array> })).rejects.toMatchObject({
      code: 'invoice_import.encoding_unsupported',
      items: [expect.objectContaining({ field: 'file' })],
    });
    expect(await ctx.db.select().from(schema.invoice_import_batches)).toHaveLength(batches);
  });

  it('two runs of one batch at once number each row once, with no gap', async () => {
    const report = await run(sampleCsv(sampleRows(60, 900)));
    const [series] = await ctx.db.select().from(schema.invoice_series).where(eq(schema.invoice_series.organization_id, event.organization_id));
    await Promise.all([processImportBatch(ctx, { batchId: report.batch_id! }), processImportBatch(ctx, { batchId: report.batch_id! })]);
    const numbers = (await invoicesOf(report.batch_id!)).map((i) => i.number!);
    expect(numbers).toHaveLength(60);
    expect(numbers).toEqual(Array.from({ length: 60 }, (_, k) => series!.last_number + 1 + k));
  });

  it('a big file read from memory still lets the rest of the process run between chunks', async () => {
    // The web process imports uploads itself: other requests (and the CLI's progress bar) must get
    // turns while 10,000 rows are checked, not wait for the whole file.
    let turns = 0;
    let importing = true;
    const turn = () => {
      turns++;
      if (importing) setImmediate(turn);
    };
    setImmediate(turn);
    const seen: number[] = [];
    const report = await importInvoiceCsv(ctx, { eventId: event.id, userId: null, fileName: 'big.csv', csv: chunked(sampleCsv(sampleRows(3000, 5000))), onProgress: () => seen.push(turns) });
    importing = false;
    expect(report.good_rows).toBe(3000);
    // Progress after each 1,000 rows and at the end; between two reports the process had a turn.
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < 3; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]!);
  });
});

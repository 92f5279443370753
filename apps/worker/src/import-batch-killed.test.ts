import { afterAll, beforeAll, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { setSeller } from '@foyer/core/documents/testing/order-fixtures';
import { importInvoiceCsv } from '@foyer/core/invoice-import/import-invoice-csv';
import { chunked, sampleCsv, sampleRows } from '@foyer/core/invoice-import/testing/sample-csv';
import { BullJobQueue } from '@foyer/jobs';
import { workerProcesses } from './testing/worker-process.ts';
import { deleteKeys, describeWithRedis, startFakeSmtp, uniquePrefix, type FakeSmtp } from '@foyer/jobs/testing';

/**
 * Issue #16: `npm run worker` killed (SIGKILL) in the middle of an imported CSV batch — invoices
 * being numbered, PDFs rendering, buyers being mailed — then started again. The batch must
 * complete with every good row invoiced once: no number taken twice, no gap in the series, one
 * PDF and one mail per invoice.
 */
const ROWS = 120;

describeWithRedis('a worker killed in the middle of an invoice import', (redisUrl) => {
  if (!process.env.DATABASE_URL) return; // the worker process needs a database it can share
  let ctx: TestCtx;
  let smtp: FakeSmtp;
  let queue: BullJobQueue;
  let dataDir: string;
  const prefix = uniquePrefix('import-killed');
  let eventId: number;

  beforeAll(async () => {
    ctx = await createTestCtx();
    smtp = await startFakeSmtp();
    queue = new BullJobQueue({ redisUrl, prefix });
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-import-killed-'));
    const event = await insertEvent(ctx, { title: 'Invoice Crash Summit' });
    eventId = event.id;
    await setSeller(ctx, event.organization_id);
  });
  afterAll(async () => {
    workers.stopAll();
    await queue?.close();
    await smtp?.close();
    await deleteKeys(redisUrl, prefix);
    await ctx?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const workers = workerProcesses(() => ({
    NODE_ENV: 'test',
    DATABASE_URL: ctx.databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    SMTP_URL: smtp.url,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1:3000',
    LOG_LEVEL: 'warn',
    WORKER_LOCK_MS: '1500',
  }));
  const startWorker = workers.start;
  const kill = workers.kill;
  const invoicesOf = (batchId: number) => ctx.db.select().from(schema.invoices).where(eq(schema.invoices.import_batch_id, batchId));

  it('completes the batch after a restart with every invoice numbered once, no gap, one PDF and one mail each', async () => {
    const report = await importInvoiceCsv({ ...ctx, jobs: queue }, { eventId, userId: null, fileName: 'crash.csv', csv: chunked(sampleCsv(sampleRows(ROWS))), sendMail: true });
    expect(report.good_rows).toBe(ROWS);
    const batchId = report.batch_id!;

    const first = startWorker();
    const started = Date.now();
    while ((await invoicesOf(batchId)).length < 10 && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 100));
    await kill(first);
    const atKill = (await invoicesOf(batchId)).length;
    // Killed mid-batch: there is work left for the second worker.
    expect(atKill).toBeGreaterThanOrEqual(10);
    expect(atKill).toBeLessThan(ROWS);

    startWorker();
    const deadline = Date.now() + 120_000;
    const batchDone = async () => (await ctx.db.select().from(schema.invoice_import_batches).where(eq(schema.invoice_import_batches.id, batchId)))[0]!;
    while ((await batchDone()).status !== 'done' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    await smtp.waitForMessages(ROWS, 60_000);
    await new Promise((r) => setTimeout(r, 500)); // a late duplicate would show up now

    expect(await batchDone()).toMatchObject({ status: 'done', processed_rows: ROWS, total_rows: ROWS });
    const invoices = await invoicesOf(batchId);
    expect(invoices).toHaveLength(ROWS);
    expect(invoices.map((i) => i.number!).sort((a, b) => a - b)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
    const rows = await ctx.db.select().from(schema.invoice_import_rows).where(eq(schema.invoice_import_rows.batch_id, batchId));
    expect(rows.filter((r) => r.status !== 'done')).toEqual([]);
    expect(new Set(rows.map((r) => r.invoice_id)).size).toBe(ROWS);
    const docs = await ctx.db.select().from(schema.documents).where(and(eq(schema.documents.kind, 'invoice'), inArray(schema.documents.invoice_id, invoices.map((i) => i.id))));
    expect(docs).toHaveLength(ROWS);
    const outbox = await ctx.db.select().from(schema.mail_outbox).where(eq(schema.mail_outbox.event_id, eventId));
    expect(outbox).toHaveLength(ROWS);
    expect(new Set(smtp.messages.map((m) => /^message-id:\s*(<[^>]+>)/im.exec(m.raw)?.[1])).size).toBe(ROWS);
  }, 240_000);
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { setSeller } from '@foyer/core/documents/testing/order-fixtures';
import { importInvoiceCsv } from '@foyer/core/invoice-import/import-invoice-csv';
import { processImportBatch } from '@foyer/core/invoice-import/process-import-batch';
import { chunked, SAMPLE_HEADER, sampleCsv, sampleRow, sampleRows } from '@foyer/core/invoice-import/testing/sample-csv';
import { createHttpApp } from '../../server/http-app.ts';
import { firstCode } from './testing/test-client.ts';
import { lastMail } from './testing/auth-test-helpers.ts';

// The sample rows are dated 2027-04-28/30: in the past for the test clock (2027-05-01, createTestCtx).
let ctx: TestCtx;
let app: ReturnType<typeof createHttpApp>;
let storageDir: string;
let eventId: number;
let otherEventId: number;
let attendee: TestUser;
let admin: TestUser;
let otherAdmin: TestUser;
/** A processed batch of the other event, and one of its invoices. */
let otherBatchId: number;
let otherInvoiceId: number;
/** The batch imported through the API below, and its invoices (tests in this file run in order). */
let batchId: number;
let invoiceIds: number[] = [];

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  ctx = await createTestCtx();
  storageDir = await mkdtemp(join(tmpdir(), 'foyer-api-invoices-'));
  ctx.config = { ...ctx.config, storageDir };
  app = createHttpApp({ ctx, handleDocument: async () => new Response('ui', { status: 200 }) });
  // Invoices are issued by the organization owning the event: it needs its seller data.
  const event = await insertEvent(ctx, { timezone: 'Europe/Warsaw' });
  const other = await insertEvent(ctx, { timezone: 'Europe/Warsaw' });
  [eventId, otherEventId] = [event.id, other.id];
  await setSeller(ctx, event.organization_id);
  await setSeller(ctx, other.organization_id);
  [attendee, admin, otherAdmin] = [await insertTestUser(ctx), await insertTestUser(ctx, { first_name: 'Ada', last_name: 'Admin' }), await insertTestUser(ctx)];
  const join_ = (id: number, u: TestUser, user_tags: string[] = []) => ctx.db.insert(schema.event_memberships).values({ event_id: id, user_id: u.viewer.id, joined: true, user_tags });
  await join_(eventId, attendee);
  await join_(eventId, admin, ['ADMINISTRATOR']);
  await join_(otherEventId, otherAdmin, ['ADMINISTRATOR']);
  const report = await importInvoiceCsv(ctx, { eventId: otherEventId, userId: null, fileName: 'other.csv', csv: chunked(sampleCsv(sampleRows(1, 900))) });
  otherBatchId = report.batch_id!;
  await processImportBatch(ctx, { batchId: otherBatchId });
  otherInvoiceId = (await ctx.db.select({ id: schema.invoices.id }).from(schema.invoices).where(eq(schema.invoices.import_batch_id, otherBatchId)))[0]!.id;
});
afterAll(async () => {
  await ctx?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

const base = (id = eventId) => `/api/v1/events/${id}`;

async function upload(csv: string, fields: Record<string, string> = {}, headers: Record<string, string> = admin.auth, name = 'invoices.csv') {
  const form = new FormData();
  form.append('file', new File([csv], name, { type: 'text/csv' }));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await app.request(`${base()}/invoice_imports`, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as Json };
}

async function get(path: string, user?: TestUser) {
  const res = await app.request(path, { headers: user ? user.auth : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const json: Json = res.headers.get('content-type')?.includes('json') ? JSON.parse(Buffer.from(bytes).toString('utf8')) : null;
  return { status: res.status, headers: res.headers, bytes, json };
}

const statusOf = (res: { status: number; body?: unknown; json?: unknown }) => (res.status === 200 ? 200 : [res.status, firstCode(res.body ?? res.json)]);
const errorsOf = (body: Json) => (body.errors as { code: string; field?: string }[]).map((e) => `${e.code}@${e.field}`);
const problemsOf = (body: Json) => (body.problems as { line: number; field: string; code: string }[]).map((p) => `${p.line}:${p.field}:${p.code}`);
const listed = async () => (await get(`${base()}/invoice_imports`, admin)).json.batches as Json[];
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

// Header is line 1: lines 3–5 are bad (NIP checksum, negative price, a rate that is not Polish VAT).
const mixed = sampleCsv([
  sampleRow(1),
  sampleRow(12, { vat_number: '5260250275' }),
  sampleRow(3, { item_1_net_price: '-100,00' }),
  sampleRow(4, { item_1_vat_rate: '22' }),
  sampleRow(5),
]);
const mixedProblems = ['3:vat_number:invoice_import.nip_invalid', '4:item_1_net_price:invoice_import.amount_negative', '5:item_1_vat_rate:invoice_import.rate_unknown'];

describe('POST /api/v1/events/{eventId}/invoice_imports', () => {
  it('a dry run reports every bad line and stores nothing', async () => {
    const res = await upload(mixed, { dry_run: 'true' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ batch_id: null, dry_run: true, already_imported: false, total_rows: 5, good_rows: 2, failed_rows: 3, skipped_rows: 0 });
    expect(problemsOf(res.body)).toEqual(mixedProblems);
    // The other event's batch exists: an empty list also shows the list is this event's only.
    expect(await listed()).toEqual([]);
  });

  it('imports the file, queues its job, and the same file again answers that batch', async () => {
    const res = await upload(mixed, { send_mail: 'true' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ batch_id: expect.any(Number), dry_run: false, already_imported: false, total_rows: 5, good_rows: 2, failed_rows: 3, skipped_rows: 0 });
    expect(problemsOf(res.body)).toEqual(mixedProblems);
    batchId = res.body.batch_id;
    expect(ctx.jobs.jobs.at(-1)).toMatchObject({ name: 'invoices.import_batch', payload: { batchId } });

    const again = await upload(mixed);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ batch_id: batchId, already_imported: true, good_rows: 2, failed_rows: 3 });
    const batches = await listed();
    expect(batches).toEqual([expect.objectContaining({ id: batchId, file_name: 'invoices.csv', status: 'pending', total_rows: 5, good_rows: 2, send_mail: true, uploaded_by: 'Ada Admin' })]);

    // Before the job runs: the bad lines are listed, no invoice yet.
    const detail = await get(`${base()}/invoice_imports/${batchId}`, admin);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({ id: batchId, status: 'pending', invoices: [], has_more: false });
    expect(detail.json.problems.map((p: Json) => [p.line, p.status])).toEqual([[3, 'failed'], [4, 'failed'], [5, 'failed']]);
  });

  it('names an unknown column and a missing one with their own codes, storing nothing', async () => {
    const unknown = await upload(sampleCsv([sampleRow(40, { town: 'Radom' })], { header: [...SAMPLE_HEADER, 'town'] }));
    expect(unknown.status).toBe(422);
    expect(errorsOf(unknown.body)).toEqual(['invoice_import.column_unknown@town']);
    const missing = await upload(sampleCsv([sampleRow(41)], { header: SAMPLE_HEADER.filter((h) => h !== 'city') }));
    expect(missing.status).toBe(422);
    expect(errorsOf(missing.body)).toEqual(['invoice_import.column_missing@city']);
    expect(await listed()).toHaveLength(1);
  });

  it('refuses a file over 10 MB with 413 (at the door and while reading), and one without a file with 422 naming it', async () => {
    const row = sampleCsv([sampleRow(50)]);
    // 11 MB: refused by the route's body limit before the form is parsed.
    const huge = await upload(row + 'x;'.repeat(5.5 * 1024 * 1024));
    expect([huge.status, errorsOf(huge.body)]).toEqual([413, ['invoice_import.file_too_large@file']]);
    // Who may upload is settled first: a stranger's 11 MB is refused as a stranger's, unread.
    const stranger = await upload(row + 'x;'.repeat(5.5 * 1024 * 1024), {}, {});
    expect([stranger.status, errorsOf(stranger.body)]).toEqual([401, ['common.not_authenticated@undefined']]);
    // Just over 10 MB: inside the body limit's slack, refused by the CSV reader instead.
    const over = await upload(row + 'x'.repeat(10 * 1024 * 1024 - row.length + 1));
    expect([over.status, errorsOf(over.body)]).toEqual([413, ['invoice_import.file_too_large@file']]);
    expect(await listed()).toHaveLength(1);

    const json = await app.request(`${base()}/invoice_imports`, { method: 'POST', headers: { ...admin.auth, 'content-type': 'application/json' }, body: JSON.stringify({ file: mixed }) });
    expect([json.status, errorsOf(await json.json())]).toEqual([422, ['common.required@file']]);
    // A form without the file fails the route's schema; an empty file, the handler's own check.
    const noFile = await app.request(`${base()}/invoice_imports`, { method: 'POST', headers: admin.auth, body: new FormData() });
    expect([noFile.status, errorsOf(await noFile.json())]).toEqual([422, ['common.validation@file']]);
    const empty = await upload('');
    expect([empty.status, errorsOf(empty.body)]).toEqual([422, ['common.required@file']]);
  });

  it('stores a file name sent with a NUL byte with U+FFFD in its place (it was a 500: Postgres text holds no NUL)', async () => {
    const res = await upload(sampleCsv([sampleRow(70)]), {}, admin.auth, 'march\u0000.csv');
    expect(res.status).toBe(200);
    expect((await listed())[0]).toMatchObject({ id: res.body.batch_id, file_name: 'march\uFFFD.csv' });
  });

  // Was a 500: a failed row's cells are stored as jsonb, which cannot hold "\u0000".
  it('a NUL byte in a cell is that line’s problem, not a 500', async () => {
    const res = await upload(sampleCsv([sampleRow(71), sampleRow(72, { city: 'War\u0000szawa' })]));
    expect(res.status).toBe(200);
    expect(problemsOf(res.body)).toEqual(['3:city:invoice_import.text_invalid']);
  });
});

describe('after the import job has run', () => {
  beforeAll(async () => {
    // The test ctx only records jobs (RecordingJobQueue): run the one the upload queued.
    await processImportBatch(ctx, { batchId });
  });

  it('GET detail shows the batch done with its invoices numbered in file order', async () => {
    const detail = await get(`${base()}/invoice_imports/${batchId}`, admin);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({ status: 'done', processed_rows: 2, failed_rows: 3, finished_at: expect.any(String) });
    expect(detail.json.invoices.map((i: Json) => [i.line, i.full_number, i.pdf_ready])).toEqual([
      [2, 'FV/2027/000001', true],
      [6, 'FV/2027/000002', true],
    ]);
    invoiceIds = detail.json.invoices.map((i: Json) => i.invoice_id);
    // send_mail=true: each buyer got theirs.
    expect((await lastMail(ctx, 'buyer1@example.com', 'invoices.imported'))?.event_id).toBe(eventId);
  });

  it('GET …/zip is a ZIP of the PDFs, invoices.csv and problems.csv', async () => {
    const res = await get(`${base()}/invoice_imports/${batchId}/zip`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoices-${batchId}-invoices.zip"`);
    const files = unzipSync(res.bytes);
    expect(Object.keys(files).sort()).toEqual(['faktura-FV-2027-000001.pdf', 'faktura-FV-2027-000002.pdf', 'invoices.csv', 'problems.csv']);
    expect(text(files['faktura-FV-2027-000002.pdf']!.subarray(0, 5))).toBe('%PDF-');
    expect(text(files['invoices.csv'])).toContain('6,EXT-000005,FV/2027/000002');
    expect(text(files['problems.csv'])).toContain('3,failed,vat_number,invoice_import.nip_invalid');
  });

  it('GET …/invoices/{id}/pdf serves the event’s invoice, and no other event’s', async () => {
    const res = await get(`${base()}/invoices/${invoiceIds[0]}/pdf`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(text(res.bytes.subarray(0, 5))).toBe('%PDF-');
    // Another event's invoice under this event's path: not found here.
    expect(statusOf(await get(`${base()}/invoices/${otherInvoiceId}/pdf`, admin))).toEqual([404, 'document.not_ready']);
    // Under its own event's path: this administrator is not that event's.
    expect(statusOf(await get(`${base(otherEventId)}/invoices/${otherInvoiceId}/pdf`, admin))).toEqual([403, 'common.forbidden']);
    expect(statusOf(await get(`${base()}/invoices/2147483647/pdf`, admin))).toEqual([404, 'document.not_ready']);
  });
});

describe('who may call, and which batches exist', () => {
  it('refuses guests (401), attendees and another event’s administrator (403) on every call; the administrator gets 200', async () => {
    const who = [
      ['guest', undefined, [401, 'common.not_authenticated']],
      ['attendee', attendee, [403, 'common.forbidden']],
      ['other_event_admin', otherAdmin, [403, 'common.forbidden']],
      ['admin', admin, 200],
    ] as const;
    const before = (await ctx.db.select().from(schema.invoice_import_batches)).length;
    for (const [role, user, expected] of who) {
      // A new file (dry run), so that the administrator's 200 is a real check of the rows.
      expect(statusOf(await upload(sampleCsv([sampleRow(60)]), { dry_run: 'true' }, user?.auth ?? {})), role).toEqual(expected);
      expect(statusOf(await get(`${base()}/invoice_imports`, user)), role).toEqual(expected);
      expect(statusOf(await get(`${base()}/invoice_imports/${batchId}`, user)), role).toEqual(expected);
      expect(statusOf(await get(`${base()}/invoice_imports/${batchId}/zip`, user)), role).toEqual(expected);
      expect(statusOf(await get(`${base()}/invoices/${invoiceIds[0]}/pdf`, user)), role).toEqual(expected);
    }
    expect(await ctx.db.select().from(schema.invoice_import_batches)).toHaveLength(before);
  });

  it('another event’s batch is 404 invoice_import.not_found; ids that are no ids are 422, never 500', async () => {
    expect(statusOf(await get(`${base()}/invoice_imports/${otherBatchId}`, admin))).toEqual([404, 'invoice_import.not_found']);
    expect(statusOf(await get(`${base()}/invoice_imports/${otherBatchId}/zip`, admin))).toEqual([404, 'invoice_import.not_found']);
    for (const id of ['2147483648', 'abc', '0', '-1']) {
      const res = await get(`${base()}/invoice_imports/${id}`, admin);
      expect([res.status, errorsOf(res.json)], id).toEqual([422, ['common.validation@batchId']]);
      expect((await get(`${base()}/invoice_imports/${id}/zip`, admin)).status, id).toBe(422);
    }
  });
});

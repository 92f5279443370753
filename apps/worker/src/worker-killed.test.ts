import { afterAll, beforeAll, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { fulfilOrderJob, orderFulfilJobId } from '@foyer/core/tickets/jobs';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { companyInvoiceForm, insertOrder, insertUser, setSeller } from '@foyer/core/documents/testing/order-fixtures';
import { BullJobQueue } from '@foyer/jobs';
import { workerProcesses } from './testing/worker-process.ts';
import { deleteKeys, describeWithRedis, startFakeSmtp, uniquePrefix, type FakeSmtp } from '@foyer/jobs/testing';

/**
 * Faults (issue #14): `npm run worker` killed (SIGKILL, as by the OOM killer) in the middle of a
 * batch of `orders.fulfil` jobs — PDFs rendering, invoices being numbered, mails going out — then
 * started again. Nothing may be lost or doubled: every order fulfilled, one invoice number each
 * with no gap, one mail per recipient. The only repeat allowed is a mail the SMTP server accepted
 * just before the kill and that was sent again with the same Message-ID (mail clients show it once).
 */
const ORDERS = 10;
const HOLDERS = 3; // the buyer and two guests: three ticket PDFs and three mails per order

describeWithRedis('a worker killed in the middle of fulfilling orders', (redisUrl) => {
  if (!process.env.DATABASE_URL) return; // the worker process needs a database it can share
  let ctx: TestCtx;
  let smtp: FakeSmtp;
  let queue: BullJobQueue;
  let dataDir: string;
  const prefix = uniquePrefix('killed');
  let eventId: number;
  let orderIds: number[];

  beforeAll(async () => {
    ctx = await createTestCtx();
    smtp = await startFakeSmtp();
    queue = new BullJobQueue({ redisUrl, prefix });
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-killed-'));
    const event = await insertEvent(ctx, { title: 'Crash Test Summit' });
    eventId = event.id;
    await setSeller(ctx, event.organization_id);
    orderIds = [];
    for (let i = 0; i < ORDERS; i++) {
      const buyer = await insertUser(ctx, { email: `buyer-${i}@example.test` });
      const holders = Array.from({ length: HOLDERS }, (_, h) => ({ first_name: `Holder${h}`, last_name: `Order${i}`, email: h === 0 ? buyer.email : `guest-${i}-${h}@example.test` }));
      orderIds.push((await insertOrder(ctx, { eventId, buyer, holders, invoiceForm: companyInvoiceForm })).order.id);
    }
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
        WORKER_CONCURRENCY: '4',
    WORKER_LOCK_MS: '1500',
  }));
  const startWorker = workers.start;
  const kill = workers.kill;
  const messageIds = () => smtp.messages.map((m) => /^message-id:\s*(<[^>]+>)/im.exec(m.raw)?.[1] ?? '(none)');

  it('loses no order and doubles no invoice number or mail after a restart', async () => {
    for (const id of orderIds) await queue.enqueue(fulfilOrderJob, { orderId: id }, { jobId: orderFulfilJobId(id) });

    const first = startWorker();
    await smtp.waitForMessages(2, 60_000);
    await kill(first);
    const beforeKill = new Set(messageIds()).size;
    // Killed mid-batch: there is work left for the second worker.
    expect(beforeKill).toBeLessThan(ORDERS * HOLDERS);

    startWorker();
    const deadline = Date.now() + 90_000;
    while (new Set(messageIds()).size < ORDERS * HOLDERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 500)); // a late duplicate would show up now

    const orders = await ctx.db.select().from(schema.orders).where(inArray(schema.orders.id, orderIds));
    expect(orders.filter((o) => o.fulfilled_at === null).map((o) => o.id)).toEqual([]);

    const invoices = await ctx.db.select().from(schema.invoices).where(inArray(schema.invoices.order_id, orderIds));
    expect(invoices).toHaveLength(ORDERS);
    expect(new Set(invoices.map((i) => i.full_number)).size).toBe(ORDERS);
    expect(invoices.map((i) => i.number).sort((a, b) => a! - b!)).toEqual(Array.from({ length: ORDERS }, (_, i) => i + 1));

    const tickets = await ctx.db.select().from(schema.documents).where(eq(schema.documents.event_id, eventId));
    expect(new Set(tickets.filter((d) => d.kind === 'ticket').map((d) => d.ticket_reservation_id)).size).toBe(ORDERS * HOLDERS);
    expect(tickets.filter((d) => d.kind === 'ticket')).toHaveLength(ORDERS * HOLDERS);

    const outbox = await ctx.db.select().from(schema.mail_outbox).where(eq(schema.mail_outbox.event_id, eventId));
    expect(outbox).toHaveLength(ORDERS * HOLDERS);
    expect(outbox.filter((m) => m.status !== 'sent')).toEqual([]);
    // Every message the SMTP server took names one outbox row, and every row arrived.
    const ids = messageIds();
    const rowOf = (mid: string) => Number(/^<outbox-(\d+)\./.exec(mid)?.[1]);
    expect(new Set(ids.map(rowOf))).toEqual(new Set(outbox.map((m) => m.id)));
    expect(new Set(ids).size).toBe(ORDERS * HOLDERS);
    // Each address received its own mails only: a guest one, a buyer one.
    const perAddress = new Map<string, number>();
    for (const m of smtp.messages) perAddress.set(m.to[0]!, (perAddress.get(m.to[0]!) ?? 0) + 1);
    expect([...perAddress.keys()].sort()).toEqual(outbox.map((m) => m.to_address).sort());
  }, 180_000);
});

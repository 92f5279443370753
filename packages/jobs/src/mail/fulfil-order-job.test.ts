import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb } from '@foyer/db/testing';
import type { DbHandle } from '@foyer/db';
import { fulfilOrderJob, orderFulfilJobId } from '@foyer/core/tickets/jobs';
import { insertEvent } from '@foyer/core/testing/fixtures';
import { companyInvoiceForm, insertOrder, insertUser, setSeller } from '@foyer/core/documents/testing/order-fixtures';
import { InProcessJobQueue } from '../inprocess-runner.ts';
import { startFakeSmtp, type FakeSmtp } from '../testing/fake-smtp.ts';
import { parseMime } from '../testing/parse-mime.ts';
import { captureLogger, makeTestJobCtx } from '../testing/test-ctx.ts';
import type { JobCtx } from '../types.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

describe('orders.fulfil through the real registry and SMTP', () => {
  let handle: DbHandle;
  let smtp: FakeSmtp;
  let queue: InProcessJobQueue;
  let ctx: JobCtx;
  let storageDir: string;
  const { log, lines } = captureLogger('info');

  beforeAll(async () => {
    [handle, smtp, storageDir] = await Promise.all([createTestDb(), startFakeSmtp(), mkdtemp(join(tmpdir(), 'foyer-fulfil-'))]);
    queue = new InProcessJobQueue({ ctx: () => ctx, log });
    const base = makeTestJobCtx({ db: handle.db, jobs: queue, log, mailer: createSmtpMailer({ smtpUrl: smtp.url }) });
    ctx = { ...base, config: { ...base.config, storageDir } };
  }, 120_000);

  afterAll(async () => {
    await queue?.close();
    await ctx?.mailer?.close();
    await smtp?.close();
    await handle?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  it('a job enqueued again after it ran mails each recipient once, with their PDFs', async () => {
    const event = await insertEvent(ctx, { title: 'Festiwal Żurawi' });
    await setSeller(ctx, event.organization_id);
    const buyer = await insertUser(ctx, { email: 'kupujacy@example.com' });
    const { order } = await insertOrder(ctx, {
      eventId: event.id,
      buyer,
      invoiceForm: companyInvoiceForm,
      holders: [
        { first_name: 'Anna', last_name: 'Nowak', email: buyer.email },
        { first_name: 'Jan', last_name: 'Gość', email: 'gosc@example.com' },
      ],
    });
    await queue.enqueue(fulfilOrderJob, { orderId: order.id }, { jobId: orderFulfilJobId(order.id) });
    await queue.drain();
    // At-least-once delivery: the same job again (its jobId is free once it finished).
    await queue.enqueue(fulfilOrderJob, { orderId: order.id }, { jobId: orderFulfilJobId(order.id) });
    await queue.drain();

    const received = await smtp.waitForMessages(2);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages).toHaveLength(2);
    const byTo = new Map(received.map((m) => [m.to[0], parseMime(m.raw)]));
    const pdfNames = (to: string) =>
      byTo
        .get(to)!
        .parts.filter((p) => p.contentType === 'application/pdf')
        .map((p) => /filename="?([^";]+)/.exec(p.headers['content-disposition'] ?? '')?.[1]);
    expect(pdfNames('kupujacy@example.com')).toEqual([expect.stringMatching(/^ticket-anna-nowak-/), expect.stringMatching(/^ticket-jan-gosc-/), expect.stringMatching(/^faktura-FV-\d{4}-000001\.pdf$/)]);
    expect(pdfNames('gosc@example.com')).toEqual([expect.stringMatching(/^ticket-jan-gosc-/)]);
    expect(byTo.get('gosc@example.com')!.subject).toBe('Twój bilet na Festiwal Żurawi');
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});

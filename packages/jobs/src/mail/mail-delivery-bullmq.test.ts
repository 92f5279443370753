import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mail_outbox } from '@foyer/db/schema';
import { createTestDb } from '@foyer/db/testing';
import type { DbHandle } from '@foyer/db';
import { queueMail } from '@foyer/core/mail/queue-mail';
import { mailJobId, sendMailJob } from '@foyer/core/mail/jobs';
import { BullJobQueue, startWorkers, type RunningWorkers } from '../bullmq-runner.ts';
import { startFakeSmtp, type FakeSmtp } from '../testing/fake-smtp.ts';
import { parseMime } from '../testing/parse-mime.ts';
import { deleteKeys, describeWithRedis, uniquePrefix } from '../testing/redis-test-env.ts';
import { captureLogger, makeTestJobCtx } from '../testing/test-ctx.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

describeWithRedis('e-mail through BullMQ workers (the worker process path)', (redisUrl) => {
  const prefix = uniquePrefix('mail');
  const { log } = captureLogger('info');
  let handle: DbHandle;
  let smtp: FakeSmtp;
  let queue: BullJobQueue;
  let workers: RunningWorkers;
  const mailer = () => createSmtpMailer({ smtpUrl: smtp.url.replace('smtp://', 'smtp://user:secret@'), from: 'Events <events@example.com>' });

  beforeAll(async () => {
    [handle, smtp] = await Promise.all([createTestDb(), startFakeSmtp()]);
    queue = new BullJobQueue({ redisUrl, prefix, log });
    const ctx = makeTestJobCtx({ db: handle.db, jobs: queue, log, mailer: mailer() });
    // The real registry: this is what apps/worker runs.
    workers = await startWorkers(() => ctx, { redisUrl, prefix, log, concurrency: 2 });
  }, 120_000);

  afterAll(async () => {
    await workers?.close();
    await queue?.close();
    await deleteKeys(redisUrl, prefix);
    await smtp?.close();
    await handle?.close();
  });

  it('sends a queued mail once, even when queued jobs are duplicated', async () => {
    const { id } = await queueMail(
      { db: handle.db, jobs: queue },
      { to: 'bull@example.com', subject: 'Zaproszenie ✓', text: 'tekst', html: '<p>html</p>', locale: 'pl', template: 'test.bull' },
    );
    const [received] = await smtp.waitForMessages(1, 10_000);
    expect(received!.auth).toEqual({ user: 'user', pass: 'secret' });
    const parsed = parseMime(received!.raw);
    expect(parsed).toMatchObject({ subject: 'Zaproszenie ✓', text: 'tekst', html: '<p>html</p>' });
    expect(parsed.headers.from).toBe('Events <events@example.com>');

    const deadline = Date.now() + 5_000;
    const status = async () => (await handle.db.select().from(mail_outbox).where(eq(mail_outbox.id, id)))[0]!.status;
    while ((await status()) !== 'sent' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await status()).toBe('sent');

    // Same jobId again: BullMQ keeps the completed job, so nothing new runs.
    await queue.enqueue(sendMailJob, { outboxId: id }, { jobId: mailJobId(id) });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages).toHaveLength(1);
  });
});

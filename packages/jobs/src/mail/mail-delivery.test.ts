import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mail_outbox } from '@foyer/db/schema';
import { createTestDb } from '@foyer/db/testing';
import type { DbHandle } from '@foyer/db';
import { queueMail } from '@foyer/core/mail/queue-mail';
import { deliverMail } from '@foyer/core/mail/deliver-mail';
import { listMailbox } from '@foyer/core/mail/list-mailbox';
import { mailJobId, sendMailJob } from '@foyer/core/mail/jobs';
import { InProcessJobQueue } from '../inprocess-runner.ts';
import { startFakeSmtp, type FakeSmtp } from '../testing/fake-smtp.ts';
import { parseMime } from '../testing/parse-mime.ts';
import { captureLogger, makeTestJobCtx } from '../testing/test-ctx.ts';
import type { JobCtx } from '../types.ts';
import { createSmtpMailer, defaultMailFrom } from './smtp-mailer.ts';

const mail = {
  to: 'anna@example.com',
  subject: 'Potwierdź adres e-mail — Foyer',
  // The lone dot line checks SMTP dot-stuffing both ways (nodemailer adds it, the receiver removes it).
  text: 'Cześć Anna,\n.\n..two dots\nkliknij link: https://foyer.test/confirm?t=abc\n',
  html: '<p>Cześć Anna,</p><p><a href="https://foyer.test/confirm?t=abc">Potwierdź</a></p>',
  locale: 'pl',
  template: 'test.confirm',
};

describe('e-mail: queueMail → mail.send job → SMTP', () => {
  let handle: DbHandle;
  let smtp: FakeSmtp;
  let queue: InProcessJobQueue;
  let ctx: JobCtx;
  const { log } = captureLogger('info');

  beforeAll(async () => {
    [handle, smtp] = await Promise.all([createTestDb(), startFakeSmtp()]);
    queue = new InProcessJobQueue({ ctx: () => ctx, log });
    ctx = makeTestJobCtx({ db: handle.db, jobs: queue, log, mailer: createSmtpMailer({ smtpUrl: smtp.url }) });
  }, 120_000);

  afterAll(async () => {
    await queue?.close();
    await ctx?.mailer?.close();
    await smtp?.close();
    await handle?.close();
  });

  beforeEach(() => {
    smtp.messages.length = 0;
  });

  const row = async (id: number) => (await handle.db.select().from(mail_outbox).where(eq(mail_outbox.id, id)))[0]!;

  it('delivers a queued mail with subject, text and HTML parts and marks the row sent', async () => {
    const { id } = await queueMail(ctx, mail);
    expect((await row(id)).status).toBe('queued');
    await queue.drain();

    const [received] = await smtp.waitForMessages(1);
    expect(received!.to).toEqual(['anna@example.com']);
    expect(received!.from).toBe('no-reply@foyer.local');
    const parsed = parseMime(received!.raw);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.headers.from).toBe(defaultMailFrom);
    expect(parsed.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(parsed.text?.trim()).toBe(mail.text.trim());
    expect(parsed.html).toBe(mail.html);

    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, error: null, locale: 'pl', template: 'test.confirm' });
    expect(sent.sent_at).toBeInstanceOf(Date);
  });

  it('sends once however often the job runs', async () => {
    const { id } = await queueMail(ctx, { ...mail, to: 'twice@example.com' });
    // Enqueued again while still pending: de-duplicated by its jobId `mail:<id>` …
    await queue.enqueue(sendMailJob, { outboxId: id }, { jobId: mailJobId(id) });
    await queue.drain();
    expect(smtp.messages.map((m) => m.to)).toEqual([['twice@example.com']]);
    // … and once the row is sent, running the handler again (or a late job) does nothing.
    await expect(deliverMail(ctx, ctx.mailer, { outboxId: id })).resolves.toBe('already_sent');
    await queue.enqueue(sendMailJob, { outboxId: id }, { jobId: mailJobId(id) });
    await queue.drain();
    expect(smtp.messages).toHaveLength(1);
    expect((await row(id)).attempts).toBe(1);
  });

  it('marks a row failed with the SMTP error and rethrows, then sends on the retry', async () => {
    const [inserted] = await handle.db
      .insert(mail_outbox)
      .values({ to_address: 'retry@example.com', subject: 's', text_body: 't', html_body: '<p>h</p>', locale: 'en', template: 'test.retry' })
      .returning();
    smtp.failNext(1);
    await expect(deliverMail(ctx, ctx.mailer, { outboxId: inserted!.id })).rejects.toThrow(/451/);
    expect(await row(inserted!.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(inserted!.id)).error).toMatch(/451 4\.3\.0 Temporary failure/);
    await expect(deliverMail(ctx, ctx.mailer, { outboxId: inserted!.id })).resolves.toBe('sent');
    expect(await row(inserted!.id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(smtp.messages).toHaveLength(1);
  });

  it('keeps the mail for /dev/mailbox when no SMTP is configured', async () => {
    const enqueued: unknown[] = [];
    const recorder = { enqueue: async (def: { name: string }, payload: unknown, opts: unknown) => void enqueued.push({ name: def.name, payload, opts }) };
    const first = await queueMail({ db: handle.db, jobs: recorder }, { ...mail, to: 'kept1@example.com' });
    const { id } = await queueMail({ db: handle.db, jobs: recorder }, { ...mail, to: 'kept2@example.com', eventId: null });
    expect(enqueued[1]).toEqual({ name: 'mail.send', payload: { outboxId: id }, opts: { jobId: `mail:${id}` } });

    await expect(deliverMail(ctx, null, { outboxId: id })).resolves.toBe('kept');
    await expect(deliverMail(ctx, null, { outboxId: id })).resolves.toBe('kept');
    expect(await row(id)).toMatchObject({ status: 'kept', attempts: 0, sent_at: null });
    expect(smtp.messages).toHaveLength(0);

    const box = await listMailbox(ctx, { limit: 2 });
    expect(box.map((m) => m.id)).toEqual([id, first.id]); // newest first
    expect(box[0]).toMatchObject({ to_address: 'kept2@example.com', subject: mail.subject, html_body: mail.html });
  });

  it('throws for an unknown row so the queue retries (the insert may not be committed yet)', async () => {
    await expect(deliverMail(ctx, ctx.mailer, { outboxId: 999_999 })).rejects.toThrow('mail_outbox row 999999 not found');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { mail_outbox } from '@foyer/db/schema';
import { schema } from '@foyer/db';
import { createTestDb } from '@foyer/db/testing';
import type { DbHandle } from '@foyer/db';
import { queueMail } from '@foyer/core/mail/queue-mail';
import { saveDocument } from '@foyer/core/documents/save-document';
import { insertEvent } from '@foyer/core/testing/fixtures';
import { InProcessJobQueue } from '../inprocess-runner.ts';
import { startFakeSmtp, type FakeSmtp } from '../testing/fake-smtp.ts';
import { parseMime } from '../testing/parse-mime.ts';
import { captureLogger, makeTestJobCtx } from '../testing/test-ctx.ts';
import type { JobCtx } from '../types.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

describe('e-mail with private documents attached', () => {
  let handle: DbHandle;
  let smtp: FakeSmtp;
  let queue: InProcessJobQueue;
  let ctx: JobCtx;
  let storageDir: string;
  const { log } = captureLogger('info');

  beforeAll(async () => {
    [handle, smtp, storageDir] = await Promise.all([createTestDb(), startFakeSmtp(), mkdtemp(join(tmpdir(), 'foyer-mail-att-'))]);
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

  it('sends the PDFs as attachments with their names, and a deduplicated mail only once', async () => {
    const event = await insertEvent(ctx);
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const bytes = await pdf.save();
    const [invoice] = await handle.db
      .insert(schema.invoices)
      .values({ event_id: event.id, organization_id: event.organization_id, proforma: true, full_number: 'PRO/TEST', seller: { name: 'S', nip: null, street: null, building_number: null, city: null, postal_code: null, country: 'PL', bank_account: null }, invoice_type: 'personal', payment_method: 'transfer', sale_date: '2027-05-01' })
      .returning();
    const doc = await saveDocument(ctx, { eventId: event.id, owner: { kind: 'proforma', invoiceId: invoice!.id }, fileName: 'proforma-PRO-TEST.pdf', bytes });

    const input = { to: 'anna@example.com', subject: 'Twoje bilety', text: 'W załączniku.', html: '<p>W załączniku.</p>', locale: 'pl', template: 'tickets.order_paid', eventId: event.id, documentIds: [doc.id], dedupeKey: 'order:1:buyer' };
    const a = await queueMail(ctx, input);
    const b = await queueMail(ctx, input);
    expect(b).toEqual({ id: a.id, created: false });
    await queue.drain();

    const [received] = await smtp.waitForMessages(1);
    const parsed = parseMime(received!.raw);
    expect(parsed.headers['content-type']).toMatch(/^multipart\/mixed/);
    expect(parsed.text?.trim()).toBe('W załączniku.');
    const att = parsed.parts.find((p) => p.contentType === 'application/pdf')!;
    expect(att.headers['content-disposition']).toMatch(/attachment; filename=proforma-PRO-TEST\.pdf/);
    expect(att.body.startsWith('%PDF-')).toBe(true);
    expect(smtp.messages).toHaveLength(1);
    const [row] = await handle.db.select().from(mail_outbox).where(eq(mail_outbox.id, a.id));
    expect(row).toMatchObject({ status: 'sent', document_ids: [doc.id], dedupe_key: 'order:1:buyer' });
  });
});

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { mail_outbox } from '@foyer/db/schema';
import { schema } from '@foyer/db';
import { queueMail } from '@foyer/core/mail/queue-mail';
import { saveDocumentBytes } from '@foyer/core/documents/testing/save-document-bytes';
import { insertEvent } from '@foyer/core/testing/fixtures';
import { parseMime } from '../testing/parse-mime.ts';
import { useSmtpJobEnv } from '../testing/smtp-job-env.ts';

describe('e-mail with private documents attached', () => {
  const env = useSmtpJobEnv('mail-att');

  it('sends the PDFs as attachments with their names, and a deduplicated mail only once', async () => {
    const { ctx, smtp, queue } = env;
    const event = await insertEvent(ctx);
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const bytes = await pdf.save();
    const [invoice] = await ctx.db
      .insert(schema.invoices)
      .values({ event_id: event.id, organization_id: event.organization_id, proforma: true, full_number: 'PRO/TEST', seller: { name: 'S', nip: null, street: null, building_number: null, city: null, postal_code: null, country: 'PL', bank_account: null }, invoice_type: 'personal', payment_method: 'transfer', sale_date: '2027-05-01' })
      .returning();
    const doc = await saveDocumentBytes(ctx, { eventId: event.id, owner: { kind: 'proforma', invoiceId: invoice!.id }, fileName: 'proforma-PRO-TEST.pdf', bytes });

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
    const [row] = await ctx.db.select().from(mail_outbox).where(eq(mail_outbox.id, a.id));
    expect(row).toMatchObject({ status: 'sent', document_ids: [doc.id], dedupe_key: 'order:1:buyer' });
  });
});

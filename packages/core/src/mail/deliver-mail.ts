import { eq, inArray, sql } from 'drizzle-orm';
import { documents, mail_outbox } from '@foyer/db/schema';
import type { Ctx } from '../context.ts';
import type { MailAttachment, Mailer } from './mailer.ts';
import { readPrivateFile } from '../documents/document-storage.ts';
import type { SendMailPayload } from './jobs.ts';

export type DeliverOutcome = 'sent' | 'already_sent' | 'kept';

/**
 * The `mail.send` job. Idempotent: a row already sent is left alone, so a duplicated or retried
 * job never mails twice. Without a mailer (no SMTP_URL) the row is marked 'kept' for /dev/mailbox.
 * A transport error marks the row 'failed' and is rethrown so the queue retries with backoff.
 */
export async function deliverMail(ctx: Pick<Ctx, 'db' | 'clock' | 'log'> & { config?: Pick<Ctx['config'], 'storageDir'> }, mailer: Mailer | null, payload: SendMailPayload): Promise<DeliverOutcome> {
  const [row] = await ctx.db.select().from(mail_outbox).where(eq(mail_outbox.id, payload.outboxId)).limit(1);
  // The job can outrun the commit of the transaction that queued it; throwing lets a retry find it.
  if (!row) throw new Error(`mail_outbox row ${payload.outboxId} not found`);
  const log = ctx.log.child({ outboxId: row.id, template: row.template });
  if (row.status === 'sent') {
    log.debug('mail already sent; nothing to do');
    return 'already_sent';
  }
  if (!mailer) {
    if (row.status !== 'kept') await ctx.db.update(mail_outbox).set({ status: 'kept' }).where(eq(mail_outbox.id, row.id));
    log.info({ to: row.to_address, subject: row.subject }, 'no SMTP configured; mail kept for /dev/mailbox');
    return 'kept';
  }
  const attempts = sql`${mail_outbox.attempts} + 1`;
  try {
    const attachments = await loadAttachments(ctx, row.document_ids);
    await mailer.send({
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      ...(attachments.length ? { attachments } : {}),
      idempotencyKey: `outbox-${row.id}.${row.created_at.getTime().toString(36)}`,
    });
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
    await ctx.db.update(mail_outbox).set({ status: 'failed', error, attempts }).where(eq(mail_outbox.id, row.id));
    throw err;
  }
  await ctx.db
    .update(mail_outbox)
    .set({ status: 'sent', sent_at: ctx.clock.now(), error: null, attempts })
    .where(eq(mail_outbox.id, row.id));
  log.info('mail sent');
  return 'sent';
}

/**
 * The attached documents' bytes, in the order the mail lists them. A document row that no longer
 * exists (re-rendered after its file was lost) is left out with a warning rather than blocking the
 * mail forever; an unreadable file fails the send so the job retries.
 */
async function loadAttachments(ctx: Pick<Ctx, 'db' | 'log'> & { config?: Pick<Ctx['config'], 'storageDir'> }, ids: number[]): Promise<MailAttachment[]> {
  if (ids.length === 0) return [];
  if (!ctx.config) throw new Error('mail with attachments needs ctx.config.storageDir');
  const rows = await ctx.db.select().from(documents).where(inArray(documents.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: MailAttachment[] = [];
  for (const id of ids) {
    const doc = byId.get(id);
    if (!doc) {
      ctx.log.warn({ documentId: id }, 'attachment document no longer exists; mail sent without it');
      continue;
    }
    out.push({ filename: doc.file_name, contentType: doc.mime, content: await readPrivateFile({ config: ctx.config }, doc.storage_key) });
  }
  return out;
}

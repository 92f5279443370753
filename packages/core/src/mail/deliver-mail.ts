import { eq, sql } from 'drizzle-orm';
import { mail_outbox } from '@foyer/db/schema';
import type { Ctx } from '../context.ts';
import type { Mailer } from './mailer.ts';
import type { SendMailPayload } from './jobs.ts';

export type DeliverOutcome = 'sent' | 'already_sent' | 'kept';

/**
 * The `mail.send` job. Idempotent: a row already sent is left alone, so a duplicated or retried
 * job never mails twice. Without a mailer (no SMTP_URL) the row is marked 'kept' for /dev/mailbox.
 * A transport error marks the row 'failed' and is rethrown so the queue retries with backoff.
 */
export async function deliverMail(ctx: Pick<Ctx, 'db' | 'clock' | 'log'>, mailer: Mailer | null, payload: SendMailPayload): Promise<DeliverOutcome> {
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
    await mailer.send({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
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

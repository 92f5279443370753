import { eq } from 'drizzle-orm';
import { mail_outbox } from '@foyer/db/schema';
import type { Ctx } from '../context.ts';
import { mailJobId, sendMailJob } from './jobs.ts';

export interface QueueMailInput {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
  /** What kind of mail this is (`accounts.magic_link`, …), for the dev mailbox and support. */
  template: string;
  eventId?: number | null;
  /** Private documents (documents.id) to attach. */
  documentIds?: number[];
  /**
   * For senders that may run more than once (jobs): the first call stores the mail, later calls
   * with the same key return that row, so a repeated job never mails twice.
   */
  dedupeKey?: string;
}

/**
 * Stores the mail in the outbox and enqueues its delivery. The row is the source of truth: the
 * job carries only its id, so a retried or duplicated job can check whether it was already sent.
 */
export async function queueMail(ctx: Pick<Ctx, 'db' | 'jobs'>, input: QueueMailInput): Promise<{ id: number; created: boolean }> {
  const insert = ctx.db
    .insert(mail_outbox)
    .values({
      event_id: input.eventId ?? null,
      to_address: input.to.trim(),
      subject: input.subject,
      text_body: input.text,
      html_body: input.html,
      locale: input.locale,
      template: input.template,
      status: 'queued',
      document_ids: input.documentIds ?? [],
      dedupe_key: input.dedupeKey ?? null,
    });
  const [row] = input.dedupeKey
    ? await insert.onConflictDoNothing({ target: mail_outbox.dedupe_key }).returning({ id: mail_outbox.id })
    : await insert.returning({ id: mail_outbox.id });
  if (!row) {
    const [existing] = await ctx.db.select({ id: mail_outbox.id, status: mail_outbox.status }).from(mail_outbox).where(eq(mail_outbox.dedupe_key, input.dedupeKey!));
    if (!existing) throw new Error(`mail_outbox row with dedupe key ${input.dedupeKey} vanished after a conflict`);
    // Enqueued again (same jobId) in case the first caller died between its insert and enqueue.
    if (existing.status === 'queued' || existing.status === 'failed') await ctx.jobs.enqueue(sendMailJob, { outboxId: existing.id }, { jobId: mailJobId(existing.id) });
    return { id: existing.id, created: false };
  }
  const id = row.id;
  await ctx.jobs.enqueue(sendMailJob, { outboxId: id }, { jobId: mailJobId(id) });
  return { id, created: true };
}

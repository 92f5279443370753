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
}

/**
 * Stores the mail in the outbox and enqueues its delivery. The row is the source of truth: the
 * job carries only its id, so a retried or duplicated job can check whether it was already sent.
 */
export async function queueMail(ctx: Pick<Ctx, 'db' | 'jobs'>, input: QueueMailInput): Promise<{ id: number }> {
  const [row] = await ctx.db
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
    })
    .returning({ id: mail_outbox.id });
  const id = row!.id;
  await ctx.jobs.enqueue(sendMailJob, { outboxId: id }, { jobId: mailJobId(id) });
  return { id };
}

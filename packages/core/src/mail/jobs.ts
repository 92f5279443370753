import { z } from 'zod';
import { defineJob } from '../platform/jobs.ts';
import { entityId } from '../platform/input-vocabulary.ts';

/**
 * Sends one `mail_outbox` row. Enqueued by queueMail with jobId `mail:<id>`, so a row is sent by one
 * job even if queued twice; the handler is idempotent as well, for the retry after a crash.
 * Five attempts with exponential backoff from 30 s ride out a short SMTP outage (~8 minutes in all).
 */
export const sendMailJob = defineJob({
  name: 'mail.send',
  version: 1,
  payload: z.object({ outboxId: entityId }),
  attempts: 5,
  backoffMs: 30_000,
});

export type SendMailPayload = z.infer<typeof sendMailJob.payload>;

export const mailJobId = (outboxId: number): string => `mail:${outboxId}`;

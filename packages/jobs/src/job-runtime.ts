import type { Logger } from 'pino';
import type { Ctx } from '@foyer/core/context';
import type { Mailer } from '@foyer/core/mail/mailer';
import { setPdfOffload } from '@foyer/core/documents/render-pdf';
import { createJobQueue, type RunnerJobQueue } from './create-job-queue.ts';
import { createPubSub } from './pubsub/create-pubsub.ts';
import { createRateLimiter } from './create-rate-limiter.ts';
import { createMailer } from './mail/smtp-mailer.ts';
import { PdfWorkerPool } from './pdf-pool/pdf-worker-pool.ts';

export interface JobRuntime {
  jobs: RunnerJobQueue;
  pubsub: Awaited<ReturnType<typeof createPubSub>>;
  rateLimiter: Awaited<ReturnType<typeof createRateLimiter>>;
  /** Set when this process runs the jobs (no REDIS_URL): they send the mail. */
  mailer: Mailer | null;
  /** The PDF threads of the in-process runner. */
  pdfPool: PdfWorkerPool | null;
  close(): Promise<void>;
}

/**
 * The queue, pub/sub and rate limiter of a process that serves requests or runs commands: Redis
 * when `redisUrl` is set (a worker process runs the jobs), else in-process — the jobs run here,
 * with the mailer and their PDFs in worker threads (`pdfThreads` of them; by default all cores but
 * one, leaving one to the event loop). `ctx` is called per in-process job.
 */
export async function startJobRuntime(opts: { redisUrl: string | undefined; redisPrefix?: string | undefined; smtpUrl: string | undefined; mailFrom: string | undefined; log: Logger; ctx: () => Ctx; pdfThreads?: number }): Promise<JobRuntime> {
  const { redisUrl, log } = opts;
  const [pubsub, rateLimiter] = await Promise.all([createPubSub({ redisUrl, log, channelPrefix: opts.redisPrefix }), createRateLimiter({ redisUrl, prefix: opts.redisPrefix, log })]);
  const mailer = redisUrl ? null : createMailer({ smtpUrl: opts.smtpUrl, from: opts.mailFrom });
  const pdfPool = redisUrl ? null : new PdfWorkerPool(opts.pdfThreads);
  if (pdfPool) setPdfOffload(pdfPool.render);
  const jobs = await createJobQueue({ redisUrl, prefix: opts.redisPrefix, log, ctx: () => ({ ...opts.ctx(), mailer }) });
  return {
    jobs,
    pubsub,
    rateLimiter,
    mailer,
    pdfPool,
    close: async () => {
      await jobs.close();
      if (pdfPool) {
        setPdfOffload(null);
        await pdfPool.close();
      }
      await pubsub.close();
      await rateLimiter.close();
      await mailer?.close();
    },
  };
}

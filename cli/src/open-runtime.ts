import { availableParallelism } from 'node:os';
import { systemClock, type Ctx } from '@foyer/core/context';
import { toConfigView } from '@foyer/core/config/config-view';
// Not the package's barrel: that loads BullMQ and ioredis, which only a REDIS_URL needs.
import { startJobRuntime } from '@foyer/jobs/job-runtime';
import { cliLog, openCliDb } from './open-context.ts';

/**
 * A full service context for commands that queue jobs (the invoice import). Without REDIS_URL the
 * jobs run here, in this process, as they would in the web process — their PDFs in worker threads
 * on every core, since this process has nothing else to do; with REDIS_URL they go to the queue
 * and `npm run worker` runs them.
 */
export async function openCliRuntime(): Promise<{ ctx: Ctx; queued: boolean; close(): Promise<void> }> {
  const db = await openCliDb();
  const { config } = db;
  let ctx!: Ctx; // eslint-disable-line prefer-const -- assigned after the queue that closes over it
  const parts = await startJobRuntime({ redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX, smtpUrl: config.SMTP_URL, mailFrom: config.MAIL_FROM, log: cliLog, ctx: () => ctx, pdfThreads: availableParallelism() });
  ctx = { db: db.db, clock: systemClock, jobs: parts.jobs, pubsub: parts.pubsub, log: cliLog, config: toConfigView(config), rateLimiter: parts.rateLimiter };
  return {
    ctx,
    queued: Boolean(config.REDIS_URL),
    close: async () => {
      await parts.close();
      await db.close();
    },
  };
}

import { availableParallelism } from 'node:os';
import { systemClock, type Ctx } from '@foyer/core/context';
import { toConfigView } from '@foyer/core/config/config-view';
import { setPdfOffload } from '@foyer/core/documents/render-pdf';
import { createJobQueue, createMailer, createPubSub, createRateLimiter, PdfWorkerPool } from '@foyer/jobs';
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
  const pubsub = createPubSub({ redisUrl: config.REDIS_URL, log: cliLog, channelPrefix: config.REDIS_PREFIX });
  const rateLimiter = createRateLimiter({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, log: cliLog });
  const mailer = config.REDIS_URL ? null : createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const pdfPool = config.REDIS_URL ? null : new PdfWorkerPool(availableParallelism());
  if (pdfPool) setPdfOffload(pdfPool.render);
  let ctx!: Ctx; // eslint-disable-line prefer-const -- assigned after the queue that closes over it
  const jobs = createJobQueue({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, log: cliLog, ctx: () => ({ ...ctx, mailer }) });
  ctx = { db: db.db, clock: systemClock, jobs, pubsub, log: cliLog, config: toConfigView(config), rateLimiter };
  return {
    ctx,
    queued: Boolean(config.REDIS_URL),
    close: async () => {
      await jobs.close();
      if (pdfPool) {
        setPdfOffload(null);
        await pdfPool.close();
      }
      await pubsub.close();
      await rateLimiter.close();
      await mailer?.close();
      await db.close();
    },
  };
}

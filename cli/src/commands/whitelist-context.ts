import { systemClock, type Ctx } from '@foyer/core/context';
import { toConfigView } from '@foyer/core/config/config-view';
import { MemoryRateLimiter } from '@foyer/core/platform/memory-rate-limiter';
// The CLI queues the decision e-mail like the web process does: BullMQ with REDIS_URL (a worker
// sends it), otherwise in this process before it exits.
// (Modules, not the package's barrel, which loads BullMQ and ioredis even without REDIS_URL.)
import { createJobQueue } from '@foyer/jobs/create-job-queue';
import { createMailer } from '@foyer/jobs/mail/smtp-mailer';
import { InProcessPubSub } from '@foyer/jobs/pubsub/inprocess-pubsub';
import { cliLog, openCliDb } from '../open-context.ts';

export interface CliCtx {
  ctx: Ctx;
  /** Waits for in-process mail jobs, then closes everything. */
  close(): Promise<void>;
}

export async function openCliCtx(): Promise<CliCtx> {
  const db = await openCliDb();
  const { config } = db;
  const mailer = config.REDIS_URL ? null : createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  let ctx!: Ctx; // eslint-disable-line prefer-const -- assigned after the queue that closes over it
  const jobs = await createJobQueue({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, log: cliLog, ctx: () => ({ ...ctx, mailer }) });
  ctx = {
    db: db.db,
    clock: systemClock,
    jobs,
    pubsub: new InProcessPubSub(cliLog),
    log: cliLog,
    config: toConfigView(config),
    rateLimiter: new MemoryRateLimiter(),
  };
  return {
    ctx,
    close: async () => {
      if ('drain' in jobs) await jobs.drain();
      await jobs.close();
      await mailer?.close();
      await db.close();
    },
  };
}

import type { Logger } from 'pino';
import { openDb, type DbHandle } from '@foyer/db';
import { systemClock } from '@foyer/core/context';
import { BullJobQueue, createMailer, createPubSub, createRateLimiter, type JobCtx } from '@foyer/jobs';
import { loadConfig } from '@foyer/core/config/load-config';
import { toConfigView } from '@foyer/core/config/config-view';
import type { WorkerEnv } from './env.ts';

export interface WorkerRuntime {
  ctx: JobCtx;
  db: DbHandle;
  close(): Promise<void>;
}

/** The context every job runs with: the same database, queue and pub/sub the web app uses. */
export async function buildWorkerCtx(env: WorkerEnv, log: Logger): Promise<WorkerRuntime> {
  if (!env.DATABASE_URL) {
    // PGlite is one process's database: a worker on it cannot share it with a running web app.
    log.warn({ dataDir: env.DATA_DIR }, 'DATABASE_URL is not set: the worker opens the embedded database under DATA_DIR');
  }
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  // Jobs may enqueue follow-up jobs and publish realtime messages, both through Redis.
  const jobs = new BullJobQueue({ redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX, log });
  const pubsub = await createPubSub({ redisUrl: env.REDIS_URL, log, channelPrefix: env.REDIS_PREFIX });
  const rateLimiter = await createRateLimiter({ redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX, log });
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  if (!mailer) log.info('SMTP_URL is not set: mail is kept in the outbox and shown at /dev/mailbox');
  const ctx: JobCtx = {
    db: db.db,
    clock: systemClock,
    jobs,
    pubsub,
    log,
    mailer,
    // Same rules and secrets as the web process (env already checked by parseWorkerEnv).
    config: toConfigView(loadConfig()),
    rateLimiter,
  };
  return {
    ctx,
    db,
    async close() {
      await jobs.close();
      await pubsub.close();
      await rateLimiter.close();
      await mailer?.close();
      await db.close();
    },
  };
}

import type { Logger } from 'pino';
import { openDb, type DbHandle } from '@foyer/db';
import { systemClock } from '@foyer/core/context';
import { BullJobQueue, createMailer, createPubSub, type JobCtx } from '@foyer/jobs';
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
  const jobs = new BullJobQueue({ redisUrl: env.REDIS_URL, log });
  const pubsub = createPubSub({ redisUrl: env.REDIS_URL, log });
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  if (!mailer) log.info('SMTP_URL is not set: mail is kept in the outbox and shown at /dev/mailbox');
  const ctx: JobCtx = {
    db: db.db,
    clock: systemClock,
    jobs,
    pubsub,
    log,
    mailer,
    config: {
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      defaultEventSlug: env.DEFAULT_EVENT_SLUG,
      nodeEnv: env.NODE_ENV,
    },
  };
  return {
    ctx,
    db,
    async close() {
      await jobs.close();
      await pubsub.close();
      await mailer?.close();
      await db.close();
    },
  };
}

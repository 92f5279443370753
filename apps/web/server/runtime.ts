import { scheduleOrderSweep } from '@foyer/core/tickets/sweep-expired-orders';
import { scheduleMeetingReminders } from '@foyer/core/matching/meeting-reminders';
import pino, { type Logger } from 'pino';
import { count } from 'drizzle-orm';
import { migrate, openDb, schema, type DbHandle } from '@foyer/db';
import { systemClock, type Ctx } from '@foyer/core/context';
import type { AppConfig } from '@foyer/core/config/load-config';
import { seedDemo } from '@foyer/core/seed/index';
import { ensureSystemConsents } from '@foyer/core/consents/ensure-system-consents';
// Not the package's barrel: that loads BullMQ and ioredis, which only a REDIS_URL needs.
import { startJobRuntime } from '@foyer/jobs/job-runtime';
import type { PdfWorkerPool } from '@foyer/jobs/pdf-pool/pdf-worker-pool';
import { CalendarThread } from '@foyer/jobs/calendar-thread/calendar-thread';
import { toConfigView } from '@foyer/core/config/config-view';

export interface Runtime {
  ctx: Ctx;
  db: DbHandle;
  /** The PDF threads of the in-process job runner (no REDIS_URL); the bench waits on them. */
  pdfPool: PdfWorkerPool | null;
  close(): Promise<void>;
}

/** An installation with no event yet gets the demo, so `npm start` shows something at /demo. */
async function seedWhenEmpty(ctx: Ctx, log: Logger) {
  const [row] = await ctx.db.select({ n: count() }).from(schema.events);
  if ((row?.n ?? 0) > 0) return;
  log.info('empty database: seeding the demo event');
  const result = await seedDemo(ctx.db, { seed: 1, qrSecret: ctx.config.sessionSecret });
  log.info({ slug: result.slug }, 'demo event seeded');
}

/**
 * Opens everything a web process needs, in order: database (+ migrations), job queue, pub/sub.
 * The worker and the CLI build the same context from the same pieces.
 */
export async function startRuntime(config: AppConfig, log: Logger = pino({ level: config.LOG_LEVEL })): Promise<Runtime> {
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  log.info({ database: db.kind }, 'database opened');
  await migrate(db);
  // Every installation needs the terms and GDPR consents that sign-up and sign-in check.
  await ensureSystemConsents(db.db);
  // Without Redis this process runs the jobs too: their PDFs render in worker threads, not on
  // the event loop that answers requests; with Redis the worker runs them.
  let ctx!: Ctx; // eslint-disable-line prefer-const -- assigned after the queue that closes over it
  const parts = await startJobRuntime({ redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX, smtpUrl: config.SMTP_URL, mailFrom: config.MAIL_FROM, log, ctx: () => ctx });
  // Imported calendars expand on a thread this process can stop, not on the one answering requests.
  const calendarReader = new CalendarThread();
  ctx = {
    db: db.db,
    clock: systemClock,
    jobs: parts.jobs,
    pubsub: parts.pubsub,
    log,
    config: toConfigView(config),
    rateLimiter: parts.rateLimiter,
    calendarReader,
  };
  if (config.SEED_DEMO_WHEN_EMPTY) await seedWhenEmpty(ctx, log);
  // Without Redis this process is also the worker: it starts the expired-order sweep chain.
  if (!config.REDIS_URL) {
    await scheduleOrderSweep(ctx);
    await scheduleMeetingReminders(ctx);
  }
  return {
    ctx,
    db,
    pdfPool: parts.pdfPool,
    close: async () => {
      await calendarReader.close();
      await parts.close();
      await db.close();
    },
  };
}

import pino from 'pino';
import { PdfWorkerPool, startWorkers } from '@foyer/jobs';
import { setPdfOffload } from '@foyer/core/documents/render-pdf';
import { scheduleOrderSweep } from '@foyer/core/tickets/sweep-expired-orders';
import { scheduleMeetingReminders } from '@foyer/core/matching/meeting-reminders';
import { buildWorkerCtx } from './build-worker-ctx.ts';
import { parseWorkerEnv } from './env.ts';
import { lowerPriority } from './lower-priority.ts';

// A job still running this long after SIGTERM is abandoned; BullMQ hands it to another worker.
const shutdownTimeoutMs = 30_000;

async function main(): Promise<void> {
  const parsed = parseWorkerEnv(process.env);
  if (!parsed.ok) {
    process.stderr.write(`${parsed.message}\n`);
    process.exit(1);
  }
  const env = parsed.env;
  const log = pino({ name: 'foyer-worker', level: env.LOG_LEVEL });
  lowerPriority(env.WORKER_NICE, (err) => log.warn({ err }, 'could not lower the worker priority'));
  const runtime = await buildWorkerCtx(env, log);
  log.info({ database: runtime.db.kind }, 'database opened');
  // PDFs render in worker threads: the event loop stays free for the queue's own traffic
  // (lock renewals, stalled-job checks) and for the jobs that only wait on the database.
  const pdfPool = new PdfWorkerPool();
  setPdfOffload(pdfPool.render);
  const workers = await startWorkers(() => runtime.ctx, { redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX, concurrency: env.WORKER_CONCURRENCY, lockDurationMs: env.WORKER_LOCK_MS, log });
  // Starts the expired-order sweep chain (or finds it queued already: one job per 5-minute slot).
  await scheduleOrderSweep(runtime.ctx);
  // …and the business-matching meeting reminders (one job per minute, the same way).
  await scheduleMeetingReminders(runtime.ctx);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'stopping: finishing running jobs');
    setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    try {
      await workers.close();
      setPdfOffload(null);
      await pdfPool.close();
      await runtime.close();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(`foyer worker: failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});

import type { z } from 'zod';
import pino, { type Logger } from 'pino';
import { Queue, UnrecoverableError, Worker, type Job, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { EnqueueOptions, JobDefinition, JobQueue } from '@foyer/core/platform/jobs';
import { jobRegistry } from './registry.ts';
import { connectRedis } from './redis-connection.ts';
import { retryPolicy } from './retry-policy.ts';
import { InvalidPayloadError, runHandler } from './run-handler.ts';
import type { JobCtxFactory, RegisteredJob } from './types.ts';

import { defaultPrefix } from './default-prefix.ts';

export { defaultPrefix };

// Completed jobs are kept a day so a jobId enqueued again within it is still recognised as done.
const removeOnComplete = { age: 24 * 3600, count: 10_000 };
const removeOnFail = { age: 14 * 24 * 3600 };

/**
 * BullMQ refuses ids that look like integers or contain ':' (its own separator), while our ids
 * read like `mail:42`. encodeURIComponent is injective, so distinct ids stay distinct.
 */
export function toBullJobId(jobId: string): string {
  return `id-${encodeURIComponent(jobId)}`;
}

export interface BullQueueOptions {
  redisUrl: string;
  prefix?: string;
  log?: Logger;
}

interface PendingAdd {
  name: string;
  data: unknown;
  opts: JobsOptions;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Enqueues into one BullMQ queue per job name; the worker process (startWorkers) runs them.
 * Jobs enqueued in the same turn of the event loop go to Redis together (`addBulk`, one write):
 * a batch of orders written in one transaction resolves all its buyers at once, and each then
 * enqueues its job — one round trip for all of them instead of one each.
 */
export class BullJobQueue implements JobQueue {
  readonly kind = 'bullmq' as const;
  private readonly connection: Redis;
  private readonly queues = new Map<string, Queue>();
  private readonly prefix: string;
  private readonly pending = new Map<string, PendingAdd[]>();
  private readonly flushing = new Set<Promise<void>>();
  private readonly log: Logger | undefined;
  private lastErrorLogged = 0;

  constructor(opts: BullQueueOptions) {
    this.connection = connectRedis(opts.redisUrl, 'producer', opts.log);
    this.prefix = opts.prefix ?? defaultPrefix;
    this.log = opts.log;
  }

  enqueue<P extends z.ZodType>(def: JobDefinition<P>, payload: z.input<P>, opts: EnqueueOptions = {}): Promise<void> {
    const { attempts, backoffMs } = retryPolicy(def);
    const jobOpts: JobsOptions = {
      ...(opts.jobId !== undefined ? { jobId: toBullJobId(opts.jobId) } : {}),
      ...(opts.delayMs ? { delay: opts.delayMs } : {}),
      attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete,
      removeOnFail,
    };
    return new Promise<void>((resolve, reject) => {
      let list = this.pending.get(def.name);
      if (!list) {
        this.pending.set(def.name, (list = []));
        setImmediate(() => this.flush(def.name));
      }
      list.push({ name: `${def.name}@${def.version}`, data: payload, opts: jobOpts, resolve, reject });
    });
  }

  private flush(queueName: string): void {
    const list = this.pending.get(queueName);
    if (!list) return;
    this.pending.delete(queueName);
    const queue = this.queue(queueName);
    const added = list.length === 1 ? queue.add(list[0]!.name, list[0]!.data, list[0]!.opts) : queue.addBulk(list.map(({ name, data, opts }) => ({ name, data, opts })));
    const settled = added.then(
      () => list.forEach((p) => p.resolve()),
      (err: unknown) => list.forEach((p) => p.reject(err)),
    );
    this.flushing.add(settled);
    void settled.finally(() => this.flushing.delete(settled));
  }

  /** The underlying queue, for tests and admin tools (counts, clean-up). */
  queue(name: string): Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Queue(name, { connection: this.connection, prefix: this.prefix });
      // Without a listener BullMQ prints every reconnect failure to stderr while Redis is away;
      // the connection already logs its errors, so one line per ten seconds here is enough.
      q.on('error', (err) => {
        if (Date.now() - this.lastErrorLogged < 10_000) return;
        this.lastErrorLogged = Date.now();
        this.log?.warn({ err, queue: name }, 'job queue: redis error');
      });
      this.queues.set(name, q);
    }
    return q;
  }

  async close(): Promise<void> {
    for (const name of [...this.pending.keys()]) this.flush(name);
    await Promise.all(this.flushing);
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
    await this.connection.quit().catch(() => this.connection.disconnect());
  }
}

export interface StartWorkersOptions {
  redisUrl: string;
  concurrency?: number;
  /** BullMQ's lockDuration; the stalled-job check runs as often (a dead worker's jobs move on). */
  lockDurationMs?: number;
  prefix?: string;
  log?: Logger;
  registry?: readonly RegisteredJob[];
}

export interface RunningWorkers {
  workers: Worker[];
  /** Stops taking jobs, lets running ones finish, then closes the Redis connection. */
  close(): Promise<void>;
}

/** Runs a BullMQ Worker for every registered job. Used by apps/worker. */
export async function startWorkers(ctxFactory: JobCtxFactory, opts: StartWorkersOptions): Promise<RunningWorkers> {
  const log = opts.log ?? pino({ name: 'worker' });
  const registry = opts.registry ?? jobRegistry;
  const connection = connectRedis(opts.redisUrl, 'blocking', log);
  const workers = registry.map((job) => startWorker(job, ctxFactory, connection, log, opts));
  await Promise.all(workers.map((w) => w.waitUntilReady()));
  log.info({ jobs: registry.map((j) => j.def.name), concurrency: opts.concurrency ?? 1 }, 'workers started');
  return {
    workers,
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await connection.quit().catch(() => connection.disconnect());
      log.info('workers stopped');
    },
  };
}

function startWorker(job: RegisteredJob, ctxFactory: JobCtxFactory, connection: Redis, log: Logger, opts: StartWorkersOptions): Worker {
  const name = job.def.name;
  const jobLog = (j: Job | undefined) => log.child({ job: name, jobId: j?.id, attempt: j?.attemptsMade });
  const worker = new Worker(
    name,
    async (j: Job) => {
      try {
        await runHandler(job, await ctxFactory(), j.data);
      } catch (err) {
        // Retrying a payload that does not match its schema cannot succeed: fail it now.
        if (err instanceof InvalidPayloadError) throw new UnrecoverableError(err.message);
        throw err;
      }
    },
    {
      connection,
      prefix: opts.prefix ?? defaultPrefix,
      concurrency: opts.concurrency ?? 1,
      lockDuration: opts.lockDurationMs ?? 30_000,
      stalledInterval: opts.lockDurationMs ?? 30_000,
      // A job whose worker died twice in a row (two restarts during one rush) still runs rather
      // than failing for good; every handler is idempotent, so a third try costs only time.
      maxStalledCount: 3,
    },
  );
  worker.on('completed', (j) => jobLog(j).debug('job completed'));
  worker.on('failed', (j, err) => {
    const willRetry = !!j && err.name !== 'UnrecoverableError' && j.attemptsMade < (j.opts.attempts ?? 1);
    if (willRetry) jobLog(j).warn({ err }, 'job failed; will retry');
    else jobLog(j).error({ err }, 'job failed for good');
  });
  // Without a listener an 'error' event would crash the process; connection blips are logged instead.
  worker.on('error', (err) => log.error({ err, job: name }, 'worker error'));
  return worker;
}

import type { Logger } from 'pino';
import type { BullJobQueue } from './bullmq-runner.ts';
import { InProcessJobQueue } from './inprocess-runner.ts';
import type { JobCtxFactory, RegisteredJob } from './types.ts';

export interface CreateJobQueueOptions {
  /** Set: jobs go to BullMQ and a worker process runs them. Unset: they run in this process. */
  redisUrl?: string | undefined;
  log: Logger;
  /** Builds the context in-process jobs run with (called per job, so it may refer to the queue). */
  ctx: JobCtxFactory;
  prefix?: string;
  registry?: readonly RegisteredJob[];
}

export type RunnerJobQueue = BullJobQueue | InProcessJobQueue;

/**
 * BullMQ and ioredis (some 360 modules) are loaded only when REDIS_URL is set: the embedded
 * default, every CLI command without Redis and most test files never need them.
 */
export async function createJobQueue(opts: CreateJobQueueOptions): Promise<RunnerJobQueue> {
  if (opts.redisUrl) {
    const { BullJobQueue } = await import('./bullmq-runner.ts');
    return new BullJobQueue({ redisUrl: opts.redisUrl, log: opts.log, ...(opts.prefix ? { prefix: opts.prefix } : {}) });
  }
  return new InProcessJobQueue({ ctx: opts.ctx, log: opts.log, ...(opts.registry ? { registry: opts.registry } : {}) });
}

import type { Logger } from 'pino';
import { BullJobQueue } from './bullmq-runner.ts';
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

export function createJobQueue(opts: CreateJobQueueOptions): RunnerJobQueue {
  if (opts.redisUrl) {
    return new BullJobQueue({ redisUrl: opts.redisUrl, log: opts.log, ...(opts.prefix ? { prefix: opts.prefix } : {}) });
  }
  return new InProcessJobQueue({ ctx: opts.ctx, log: opts.log, ...(opts.registry ? { registry: opts.registry } : {}) });
}

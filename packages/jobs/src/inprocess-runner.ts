import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { z } from 'zod';
import type { Logger } from 'pino';
import type { EnqueueOptions, JobDefinition, JobQueue } from '@foyer/core/platform/jobs';
import { findJob, jobRegistry } from './registry.ts';
import { backoffDelay, retryPolicy } from './retry-policy.ts';
import { InvalidPayloadError, runHandler } from './run-handler.ts';
import type { JobCtxFactory, RegisteredJob } from './types.ts';

export interface InProcessQueueOptions {
  ctx: JobCtxFactory;
  log: Logger;
  registry?: readonly RegisteredJob[];
  /** Jobs running at once (default 4); more due jobs wait their turn in order. */
  concurrency?: number;
  /**
   * Let requests go first (default true): while this process's event loop is busy, a due job
   * waits — at most `maxYieldMs` (default 10 s), so a long rush delays jobs but never starves them.
   */
  yieldToRequests?: boolean;
  maxYieldMs?: number;
}

interface Task {
  job: RegisteredJob;
  payload: unknown;
  jobId: string | undefined;
  attemptsMade: number;
  timer?: NodeJS.Timeout;
  /** When it became due (waiting for a free slot, or for the event loop to calm down). */
  readyAt?: number;
}

/** Event-loop utilisation above which the process counts as busy answering requests. */
const BUSY_ELU = 0.6;
const ELU_WINDOW_MS = 100;
const RECHECK_MS = 25;

// setTimeout fires at once past 2^31-1 ms, so longer delays are waited out in chunks.
const maxTimer = 2 ** 31 - 1;

/**
 * The JobQueue for a single process without Redis (development, tests, the embedded default).
 * Same contract as BullMQ: delay, attempts with exponential backoff, jobId de-duplication (while
 * the job is pending or running). Job failures are logged and never reach the caller of enqueue.
 * Jobs still waiting when the process stops are lost; that is what Redis is for.
 *
 * The web process runs these jobs beside its requests (the embedded default): at most
 * `concurrency` at once, and none started while the event loop is busy, up to `maxYieldMs` —
 * a rush of checkouts is answered first and its fulfilment jobs (ticket PDFs, mails) follow.
 */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'inprocess' as const;
  private readonly registry: readonly RegisteredJob[];
  private readonly pendingIds = new Set<string>();
  private readonly scheduled = new Set<Task>();
  private readonly running = new Set<Promise<void>>();
  private readonly idleWaiters: Array<() => void> = [];
  private readonly ready: Task[] = [];
  private readonly concurrency: number;
  private pumpTimer: NodeJS.Timeout | undefined;
  private elu: { at: number; sample: EventLoopUtilization; busy: boolean } = { at: 0, sample: performance.eventLoopUtilization(), busy: false };
  private closed = false;

  constructor(private readonly opts: InProcessQueueOptions) {
    this.registry = opts.registry ?? jobRegistry;
    this.concurrency = Math.max(1, opts.concurrency ?? 4);
  }

  /** Jobs due or running now (not the delayed ones): what a caller waiting for quiet waits on. */
  get pending(): number {
    return this.ready.length + this.running.size;
  }

  async enqueue<P extends z.ZodType>(def: JobDefinition<P>, payload: z.input<P>, opts: EnqueueOptions = {}): Promise<void> {
    const log = this.opts.log;
    if (this.closed) {
      log.warn({ job: def.name, jobId: opts.jobId }, 'job queue is closed; job dropped');
      return;
    }
    const job = findJob(def.name, this.registry);
    if (!job) {
      log.error({ job: def.name }, 'no handler registered for job; add it to packages/jobs/src/registry.ts');
      return;
    }
    if (opts.jobId !== undefined) {
      if (this.pendingIds.has(opts.jobId)) {
        log.debug({ job: def.name, jobId: opts.jobId }, 'job already pending; not enqueued again');
        return;
      }
      this.pendingIds.add(opts.jobId);
    }
    this.schedule({ job, payload, jobId: opts.jobId, attemptsMade: 0 }, opts.delayMs ?? 0);
  }

  /** Resolves once nothing is waiting, retrying or running (delayed jobs included). */
  drain(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Drops jobs that have not started and waits for the running ones. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of [...this.scheduled, ...this.ready.splice(0)]) {
      clearTimeout(task.timer);
      this.dropped(task);
      this.finish(task);
    }
    this.scheduled.clear();
    clearTimeout(this.pumpTimer);
    await Promise.allSettled([...this.running]);
    this.notifyIdle();
  }

  /** Said at shutdown: a warning, unless it is a sweep's next tick, which the next start arms again (a newcomer read those as errors). */
  private dropped(task: Task): void {
    const what = { job: task.job.def.name, jobId: task.jobId };
    if (task.job.def.rearmedAtStart) this.opts.log.debug(what, 'job queue closed; the next start arms this tick again');
    else this.opts.log.warn(what, 'job queue closed; pending job dropped');
  }

  private schedule(task: Task, delayMs: number): void {
    const dueAt = Date.now() + Math.max(0, delayMs);
    const arm = () => {
      const wait = dueAt - Date.now();
      task.timer = setTimeout(wait > maxTimer ? arm : () => this.start(task), Math.min(Math.max(0, wait), maxTimer));
    };
    this.scheduled.add(task);
    arm();
  }

  private start(task: Task): void {
    this.scheduled.delete(task);
    task.readyAt = Date.now();
    this.ready.push(task);
    this.pump();
  }

  /** Starts due jobs while there is a free slot and the process is not busy answering requests. */
  private pump(): void {
    while (!this.closed && this.running.size < this.concurrency && this.ready.length) {
      const oldest = this.ready[0]!;
      const yieldMs = this.opts.maxYieldMs ?? 10_000;
      if (this.opts.yieldToRequests !== false && Date.now() - oldest.readyAt! < yieldMs && this.busy()) {
        this.pumpTimer ??= setTimeout(() => {
          this.pumpTimer = undefined;
          this.pump();
        }, RECHECK_MS);
        return;
      }
      const task = this.ready.shift()!;
      const run = this.attempt(task).finally(() => {
        this.running.delete(run);
        this.pump();
        this.notifyIdle();
      });
      this.running.add(run);
    }
  }

  /** The event loop's utilisation over the last ~100 ms (sampled at most that often). */
  private busy(): boolean {
    const now = performance.now();
    if (now - this.elu.at >= ELU_WINDOW_MS) {
      const sample = performance.eventLoopUtilization();
      this.elu = { at: now, sample, busy: performance.eventLoopUtilization(sample, this.elu.sample).utilization > BUSY_ELU };
    }
    return this.elu.busy;
  }

  private async attempt(task: Task): Promise<void> {
    const { job } = task;
    const log = this.opts.log.child({ job: job.def.name, jobId: task.jobId });
    task.attemptsMade += 1;
    const { attempts, backoffMs } = retryPolicy(job.def);
    try {
      await runHandler(job, await this.opts.ctx(), task.payload);
      log.debug({ attempt: task.attemptsMade }, 'job completed');
      this.finish(task);
    } catch (err) {
      const retry = !(err instanceof InvalidPayloadError) && task.attemptsMade < attempts && !this.closed;
      if (retry) {
        const delay = backoffDelay(backoffMs, task.attemptsMade);
        log.warn({ err, attempt: task.attemptsMade, attempts, retryInMs: delay }, 'job failed; will retry');
        this.schedule(task, delay);
      } else {
        log.error({ err, attempt: task.attemptsMade, attempts }, 'job failed for good');
        this.finish(task);
      }
    }
  }

  private finish(task: Task): void {
    if (task.jobId !== undefined) this.pendingIds.delete(task.jobId);
  }

  private isIdle(): boolean {
    return this.scheduled.size === 0 && this.running.size === 0 && this.ready.length === 0;
  }

  private notifyIdle(): void {
    if (!this.isIdle()) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}

export function createInProcessJobQueue(opts: InProcessQueueOptions): InProcessJobQueue {
  return new InProcessJobQueue(opts);
}

import { ErrorCode, Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { defaultPrefix } from './default-prefix.ts';
import { jobDefinitions } from './job-catalogue.ts';

/**
 * What an operator reads and repairs in the BullMQ queues (`foyer jobs status|retry`): counts per
 * queue, the latest failed jobs with their reasons, and moving failed jobs back to waiting. The
 * queues are the ones bullmq-runner makes: one per registered job name, under the Redis prefix.
 */

export const jobCountStates = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;
export type JobCounts = Record<(typeof jobCountStates)[number], number>;

export interface FailedJobInfo {
  /** BullMQ's id (`id-mail%3A42` for the app's `mail:42`, see toBullJobId), what `--id` takes. */
  id: string;
  /** `<job name>@<version>`, as enqueued. */
  name: string;
  attempts_made: number;
  attempts: number;
  failed_reason: string;
  /** ISO time of the last failure. */
  failed_at: string | null;
}

export interface QueueStatus {
  queue: string;
  counts: JobCounts;
  /** The latest failed jobs, newest first. */
  failed: FailedJobInfo[];
}

export interface QueueAdminOptions {
  redisUrl: string;
  prefix?: string;
  /** Bounds connecting and every command, so an unreachable or silent Redis fails instead of hanging. */
  timeoutMs?: number;
}

/** Redis could not be reached (refused, timed out, refused our credentials): the message is one line. */
export class RedisUnreachableError extends Error {
  override name = 'RedisUnreachableError';
}

/** Every queue the workers take jobs from, one per job. */
export function queueNames(definitions: readonly { name: string }[] = jobDefinitions): string[] {
  return definitions.map((d) => d.name);
}

/** The URL without its password, for messages an operator may paste somewhere. */
export function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'REDIS_URL';
  }
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A one-shot connection for an operator's command: unlike the runners' connections it never
 * reconnects and bounds every command, because a person waiting at a terminal wants a clear
 * failure now rather than a retry loop.
 */
async function connect(opts: QueueAdminOptions): Promise<Redis> {
  const timeoutMs = opts.timeoutMs ?? 5_000;
  const client = new Redis(opts.redisUrl, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectionName: 'foyer-cli',
  });
  // connect() rejects with a bare "Connection is closed"; the socket's own error says why
  // (ECONNREFUSED, ETIMEDOUT, ENOTFOUND). The listener also keeps ioredis from printing it.
  let socketError: Error | undefined;
  client.on('error', (err: Error) => void (socketError ??= err));
  try {
    // connect() alone may wait on a server that accepts TCP but never answers; PING proves it is Redis and we may talk to it.
    await withTimeout(
      client.connect().then(() => client.ping()),
      timeoutMs,
      'connecting',
    );
    return client;
  } catch (err) {
    client.disconnect();
    const cause = socketError ?? err;
    const reason = cause instanceof Error ? cause.message.split('\n')[0] : String(cause);
    throw new RedisUnreachableError(`cannot reach Redis at ${redactRedisUrl(opts.redisUrl)} (REDIS_URL): ${reason}`);
  }
}

/** Opens the named queues on one connection, runs the work, and closes everything. */
async function withQueues<T>(opts: QueueAdminOptions, names: readonly string[], work: (queues: Queue[]) => Promise<T>): Promise<T> {
  const client = await connect(opts);
  const queues = names.map((name) => new Queue(name, { connection: client, prefix: opts.prefix ?? defaultPrefix }));
  try {
    return await work(queues);
  } finally {
    await Promise.all(queues.map((q) => q.close().catch(() => {})));
    client.disconnect();
  }
}

function failedJobInfo(job: Job): FailedJobInfo {
  return {
    id: job.id ?? '',
    name: job.name,
    attempts_made: job.attemptsMade,
    attempts: job.opts.attempts ?? 1,
    failed_reason: job.failedReason ?? '',
    failed_at: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}

/** Counts per queue and each queue's `failedLimit` latest failed jobs. */
export async function readQueueStatus(opts: QueueAdminOptions & { queues?: readonly string[]; failedLimit?: number }): Promise<QueueStatus[]> {
  const limit = opts.failedLimit ?? 10;
  return withQueues(opts, opts.queues ?? queueNames(), (queues) =>
    Promise.all(
      queues.map(async (q) => {
        const [counts, failed] = await Promise.all([q.getJobCounts(...jobCountStates), limit > 0 ? q.getFailed(0, limit - 1) : Promise.resolve([])]);
        return {
          queue: q.name,
          counts: Object.fromEntries(jobCountStates.map((s) => [s, counts[s] ?? 0])) as JobCounts,
          failed: failed.filter((j): j is Job => !!j).map(failedJobInfo),
        };
      }),
    ),
  );
}

/** A job that vanished (removeOnFail) or left the failed state (someone else retried it) between listing and retrying. */
function isGoneOrMoved(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === ErrorCode.JobNotExist || code === ErrorCode.JobNotInState;
}

/**
 * Back to waiting with its attempts reset: the operator retries after fixing the cause (SMTP back,
 * a bug fixed), so the job deserves its whole retry policy again, not one last try.
 */
async function retryJob(job: Job): Promise<boolean> {
  try {
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    return true;
  } catch (err) {
    if (isGoneOrMoved(err)) return false;
    throw err;
  }
}

export interface RetryAllResult {
  queue: string;
  retried: number;
}

/**
 * Retries every job that is failed when the command starts. The ids are taken first, so a job
 * that fails again while this runs (a worker is up) is not retried in a loop.
 */
export async function retryAllFailed(opts: QueueAdminOptions & { queues?: readonly string[] }): Promise<RetryAllResult[]> {
  const batch = 100;
  return withQueues(opts, opts.queues ?? queueNames(), (queues) =>
    Promise.all(
      queues.map(async (q) => {
        const ids = await q.getRanges(['failed'], 0, -1);
        let retried = 0;
        for (let i = 0; i < ids.length; i += batch) {
          const jobs = await Promise.all(ids.slice(i, i + batch).map((id) => q.getJob(id)));
          const done = await Promise.all(jobs.filter((j): j is Job => !!j).map(retryJob));
          retried += done.filter(Boolean).length;
        }
        return { queue: q.name, retried };
      }),
    ),
  );
}

export type RetryOneResult =
  | { outcome: 'retried'; queue: string; id: string }
  /** Found, but not failed (waiting, active, completed…): nothing to retry. */
  | { outcome: 'not-failed'; queue: string; id: string; state: string }
  | { outcome: 'not-found' };

/** Retries one failed job, looked up by its BullMQ id in each of the queues (the first that has it). */
export async function retryFailedJob(opts: QueueAdminOptions & { queues?: readonly string[]; id: string }): Promise<RetryOneResult> {
  return withQueues(opts, opts.queues ?? queueNames(), async (queues) => {
    for (const q of queues) {
      const job = await q.getJob(opts.id);
      if (!job) continue;
      const state = await job.getState();
      if (state === 'failed' && (await retryJob(job))) return { outcome: 'retried', queue: q.name, id: opts.id };
      return { outcome: 'not-failed', queue: q.name, id: opts.id, state: state === 'failed' ? await job.getState() : state };
    }
    return { outcome: 'not-found' };
  });
}

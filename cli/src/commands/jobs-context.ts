import { z } from 'zod';
import { parseEnv } from '@foyer/core/config/load-config';
import { queueNames, RedisUnreachableError, type QueueAdminOptions } from '@foyer/jobs/queue-status';
import { CliFailure } from '../report-error.ts';

/** `--queue`: one of the queues the workers take jobs from (one per registered job). */
export const queueFlag = z.enum(queueNames() as [string, ...string[]], { error: `unknown queue; one of: ${queueNames().join(', ')}` });

/**
 * Without REDIS_URL the web process runs the jobs itself and keeps nothing in Redis: there is no
 * queue to read or to repair, and saying so beats an error, because that is a working setup.
 */
export const inProcessMessage =
  'REDIS_URL is not set: jobs run inside the web process (in-process runner), so no queue is kept in Redis and there is nothing to show or retry. ' +
  'A job that failed for good is logged by the web process ("job failed for good"); lost mail and ticket documents are enqueued again by the 5-minute order sweep.';

/** Where the queues are (the same REDIS_URL and REDIS_PREFIX the web process and the worker read), or null for in-process jobs. */
export function queueTarget(): QueueAdminOptions | null {
  const env = parseEnv(process.env);
  return env.REDIS_URL ? { redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX } : null;
}

/** An unreachable Redis is the operator's to fix, not a bug: one line and exit 1, no stack trace. */
export async function talkToRedis<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof RedisUnreachableError) throw new CliFailure(err.message);
    throw err;
  }
}

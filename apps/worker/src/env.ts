import { z } from 'zod';
import { envSchema } from '@foyer/core/config/env-schema';
import { isRedisUrl } from '@foyer/jobs';

const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * The worker reads the same variables as the web app (same rules, from core's env schema), except
 * that REDIS_URL is required: without Redis there is no queue to take jobs from — jobs then run
 * inside the web process.
 */
export const workerEnvSchema = envSchema
  .pick({
    NODE_ENV: true,
    DATA_DIR: true,
    DATABASE_URL: true,
    SMTP_URL: true,
    MAIL_FROM: true,
    PUBLIC_URL: true,
    PORT: true,
    DEFAULT_EVENT_SLUG: true,
    LOG_LEVEL: true,
    REDIS_PREFIX: true,
  })
  .extend({
    REDIS_URL: z.preprocess(
      blankIsUnset,
      z
        .string({ error: 'is required for the worker (e.g. redis://127.0.0.1:6379); without Redis, jobs run inside the web process' })
        .trim()
        .refine(isRedisUrl, 'must be a URL starting with redis:// or rediss://, e.g. redis://127.0.0.1:6379'),
    ),
    WORKER_CONCURRENCY: z.preprocess(blankIsUnset, z.coerce.number().int().min(1).max(100).default(5)),
    /**
     * Scheduling priority of the worker (Unix nice, 0–19): background jobs yield the CPU to the
     * web process and the database on a shared machine during a rush, and catch up after it.
     */
    /**
     * How long a running job's lock lasts between renewals. A worker that dies (killed, out of
     * memory, machine lost) hands its running jobs to another worker after about this long, twice
     * this at worst; too short and a busy but healthy worker loses its jobs to another.
     */
    WORKER_LOCK_MS: z.preprocess(blankIsUnset, z.coerce.number({ error: 'must be a whole number of milliseconds from 1000 to 600000' }).int('must be a whole number of milliseconds from 1000 to 600000').min(1000, 'must be a whole number of milliseconds from 1000 to 600000').max(600_000, 'must be a whole number of milliseconds from 1000 to 600000').default(30_000)),
    WORKER_NICE: z.preprocess(blankIsUnset, z.coerce.number({ error: 'must be a whole number from 0 to 19' }).int('must be a whole number from 0 to 19').min(0, 'must be a whole number from 0 to 19').max(19, 'must be a whole number from 0 to 19').default(10)),
  });

export type WorkerEnv = z.infer<typeof workerEnvSchema>;

export type WorkerEnvResult = { ok: true; env: WorkerEnv } | { ok: false; message: string };

/** One line naming every bad variable, e.g. `REDIS_URL is required for the worker (…)`. */
export function parseWorkerEnv(env: NodeJS.ProcessEnv): WorkerEnvResult {
  const result = workerEnvSchema.safeParse(env);
  if (result.success) return { ok: true, env: result.data };
  const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
  return { ok: false, message: `foyer worker: invalid environment: ${problems.join('; ')}` };
}

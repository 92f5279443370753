import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { jobRegistry, type BullJobQueue, type InProcessJobQueue } from '@foyer/jobs';
import type { Runtime } from '../../apps/web/server/runtime.ts';
import { benchSecrets } from './bench-db.ts';
import { heapFlags } from './node-flags.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the jobs a checkout round left behind are done, so the next round's baseline is
 * measured on a quiet machine: in-process, until no job is due or running and the PDF threads are idle; with Redis, until no
 * queue of ours has a waiting or running job (delayed ones — the expiry sweep — do not count).
 */
export async function settleJobs(runtime: Runtime, mode: 'in-process' | 'redis', timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const busy = async (): Promise<number> => {
    if (mode === 'in-process') return (runtime.pdfPool?.pending ?? 0) + ((runtime.ctx.jobs as Partial<InProcessJobQueue>).pending ?? 0);
    const jobs = runtime.ctx.jobs as unknown as BullJobQueue;
    const counts = await Promise.all(jobRegistry.map((j) => jobs.queue(j.def.name).getJobCounts('waiting', 'active', 'prioritized')));
    return counts.reduce((sum, c) => sum + Object.values(c).reduce((a, b) => a + b, 0), 0);
  };
  let quiet = 0;
  while (Date.now() < deadline && quiet < 3) {
    quiet = (await busy()) === 0 ? quiet + 1 : 0;
    await sleep(200);
  }
}

/**
 * `npm run worker` beside the bench, as production runs it: the same database, Redis and
 * prefix; resolves once it says its workers started.
 */
export async function startWorkerProcess(env: { databaseUrl: string; redisUrl: string; redisPrefix: string }): Promise<{ stop(): Promise<void> }> {
  const main = fileURLToPath(new URL('../../apps/worker/src/main.ts', import.meta.url));
  // BENCH_WORKER_PROFILE=dir: the worker writes a .cpuprofile per thread there when it stops.
  const profile = process.env.BENCH_WORKER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_WORKER_PROFILE}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...heapFlags, ...profile, '--import', 'tsx', main], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: env.databaseUrl, REDIS_URL: env.redisUrl, REDIS_PREFIX: env.redisPrefix, ...benchSecrets, FOYER_DEV_MAILBOX: 'true', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench: the worker did not start within 60 s')), 60_000);
    child.stdout!.on('data', (b: Buffer) => {
      if (b.toString().includes('workers started')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`bench: the worker exited with code ${code}`)));
  });
  child.stdout!.resume();
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

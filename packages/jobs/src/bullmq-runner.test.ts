import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '@foyer/core/platform/jobs';
import type { Db } from '@foyer/db';
import { BullJobQueue, startWorkers, toBullJobId, type RunningWorkers } from './bullmq-runner.ts';
import { deleteKeys, describeWithRedis, uniquePrefix } from './testing/redis-test-env.ts';
import { captureLogger, makeTestJobCtx } from './testing/test-ctx.ts';
import { registerJob } from './types.ts';

const echoJob = defineJob({ name: 'test.echo', version: 1, payload: z.object({ n: z.number().int() }), attempts: 1 });
const flakyJob = defineJob({ name: 'test.flaky', version: 2, payload: z.object({ key: z.string() }), attempts: 3, backoffMs: 100 });

async function waitFor(cond: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

it('toBullJobId keeps ids distinct and acceptable to BullMQ', () => {
  expect(toBullJobId('mail:42')).toBe('id-mail%3A42');
  expect(toBullJobId('42')).not.toMatch(/^\d+$/);
  expect(toBullJobId('a:b')).not.toBe(toBullJobId('a%3Ab'));
});

describeWithRedis('BullMQ runner against real Redis', (redisUrl) => {
  const prefix = uniquePrefix('jobs');
  const { log, lines } = captureLogger();
  const echoed: Array<{ n: number; at: number }> = [];
  const flakyCalls: Array<{ key: string; at: number }> = [];
  let queue: BullJobQueue;
  let workers: RunningWorkers;

  beforeAll(async () => {
    queue = new BullJobQueue({ redisUrl, prefix, log });
    const registry = [
      registerJob(echoJob, async (_ctx, p) => void echoed.push({ n: p.n, at: Date.now() })),
      registerJob(flakyJob, async (_ctx, p) => {
        flakyCalls.push({ key: p.key, at: Date.now() });
        if (p.key === 'twice' && flakyCalls.filter((c) => c.key === 'twice').length < 3) throw new Error('not yet');
      }),
    ];
    const ctx = makeTestJobCtx({ db: {} as Db, jobs: queue, log });
    workers = await startWorkers(() => ctx, { redisUrl, prefix, log, registry, concurrency: 2 });
  });

  afterAll(async () => {
    await workers?.close();
    await queue?.close();
    await deleteKeys(redisUrl, prefix);
  });

  it('runs an enqueued job with its payload, in a queue named after the job under the prefix', async () => {
    await queue.enqueue(echoJob, { n: 1 });
    await waitFor(() => echoed.some((e) => e.n === 1));
    expect(queue.queue('test.echo').opts.prefix).toBe(prefix);
  });

  it('retries with exponential backoff from the definition, then succeeds', async () => {
    await queue.enqueue(flakyJob, { key: 'twice' }, { jobId: 'flaky:twice' });
    const job = await queue.queue('test.flaky').getJob(toBullJobId('flaky:twice'));
    expect(job?.opts.attempts).toBe(3);
    expect(job?.opts.backoff).toEqual({ type: 'exponential', delay: 100 });
    expect(job?.name).toBe('test.flaky@2');
    await waitFor(async () => (await job!.getState()) === 'completed');
    const calls = flakyCalls.filter((c) => c.key === 'twice');
    expect(calls).toHaveLength(3);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(95);
    expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(195);
    expect(lines.filter((l) => l.msg === 'job failed; will retry' && l.job === 'test.flaky')).toHaveLength(2);
  });

  it('runs a job once when the same jobId is enqueued twice', async () => {
    await queue.enqueue(echoJob, { n: 10 }, { jobId: 'dedupe:1', delayMs: 150 });
    await queue.enqueue(echoJob, { n: 11 }, { jobId: 'dedupe:1' });
    const job = await queue.queue('test.echo').getJob(toBullJobId('dedupe:1'));
    await waitFor(async () => (await job!.getState()) === 'completed');
    await new Promise((r) => setTimeout(r, 100));
    expect(echoed.filter((e) => e.n === 10 || e.n === 11).map((e) => e.n)).toEqual([10]);
  });

  it('delays a job by delayMs', async () => {
    const start = Date.now();
    await queue.enqueue(echoJob, { n: 20 }, { delayMs: 300 });
    await waitFor(() => echoed.some((e) => e.n === 20));
    expect(echoed.find((e) => e.n === 20)!.at - start).toBeGreaterThanOrEqual(290);
  });

  it('fails an invalid payload without retrying, and the worker keeps working', async () => {
    await queue.enqueue(flakyJob, { key: 99 } as unknown as { key: string }, { jobId: 'bad:1' });
    const job = await queue.queue('test.flaky').getJob(toBullJobId('bad:1'));
    await waitFor(async () => (await job!.getState()) === 'failed');
    const failed = await queue.queue('test.flaky').getJob(toBullJobId('bad:1'));
    expect(failed!.failedReason).toMatch(/Invalid payload for job test\.flaky: key: .*string/);
    expect(failed!.attemptsMade).toBe(1);
    expect(flakyCalls.some((c) => (c.key as unknown) === 99)).toBe(false);
    expect(lines.some((l) => l.msg === 'job failed for good' && l.job === 'test.flaky')).toBe(true);
    await queue.enqueue(echoJob, { n: 30 });
    await waitFor(() => echoed.some((e) => e.n === 30));
  });
});

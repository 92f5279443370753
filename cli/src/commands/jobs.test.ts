import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMailJob } from '@foyer/core/mail/jobs';
import type { Db } from '@foyer/db';
import { BullJobQueue, startWorkers, toBullJobId, type RunningWorkers } from '@foyer/jobs';
import { captureLogger, deleteKeys, describeWithRedis, freePort, makeTestJobCtx, uniquePrefix } from '@foyer/jobs/testing';
import { runCli } from '../testing/cli-harness.ts';

// The jobs commands read Redis only, never the database: no migrated database needed.
const baseEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'foyer-cli-jobs-')) };
delete baseEnv.REDIS_URL;
delete baseEnv.REDIS_PREFIX;
const foyer = (env: NodeJS.ProcessEnv, ...args: string[]) => runCli({ ...baseEnv, ...env }, args);
const noStack = /\n\s+at /;

describe('foyer jobs without Redis', () => {
  it('says that jobs run in-process when REDIS_URL is unset, and exits 0', async () => {
    const text = await foyer({}, 'jobs', 'status');
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('REDIS_URL is not set: jobs run inside the web process (in-process runner)');
    const json = await foyer({}, 'jobs', 'status', '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ mode: 'in-process', message: expect.stringContaining('in-process runner') });
    const retry = await foyer({}, 'jobs', 'retry', '--all');
    expect(retry.code).toBe(0);
    expect(retry.stdout).toContain('nothing to show or retry');
  }, 120_000);

  it('names a bad flag and exits 2', async () => {
    const queue = await foyer({}, 'jobs', 'retry', '--queue', 'mail.sned', '--all');
    expect(queue.code).toBe(2);
    expect(queue.stderr).toContain('error: --queue: unknown queue; one of: mail.send, orders.expire');
    const failed = await foyer({}, 'jobs', 'status', '--failed', 'many');
    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain('error: --failed: must be a whole number from 0 to 1000');
    const neither = await foyer({}, 'jobs', 'retry');
    expect(neither.code).toBe(2);
    expect(neither.stderr).toContain('error: --all: say which failed jobs to retry: --id <jobId> or --all');
    for (const run of [queue, failed, neither]) expect(run.stderr).not.toMatch(noStack);
  }, 120_000);

  it('fails in one line with exit 1 when REDIS_URL points at nothing', async () => {
    const port = await freePort();
    const res = await foyer({ REDIS_URL: `redis://127.0.0.1:${port}` }, 'jobs', 'status');
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(`error: cannot reach Redis at redis://127.0.0.1:${port} (REDIS_URL): connect ECONNREFUSED 127.0.0.1:${port}\n`);
    expect(res.stdout).toBe('');
  }, 60_000);
});

describeWithRedis('foyer jobs against real Redis', (redisUrl) => {
  const prefix = uniquePrefix('cli-jobs');
  const env = { REDIS_URL: redisUrl, REDIS_PREFIX: prefix };
  const ids = ['mail:bad-1', 'mail:bad-2'].map(toBullJobId);
  let queue: BullJobQueue;
  let workers: RunningWorkers | undefined;
  const stateOf = async (id: string) => (await queue.queue('mail.send').getJob(id))?.getState();

  beforeAll(async () => {
    const { log } = captureLogger('silent');
    queue = new BullJobQueue({ redisUrl, prefix, log });
    // The real registry and worker: a payload that breaks the job's schema fails at once, for good.
    workers = await startWorkers(() => makeTestJobCtx({ db: {} as Db, jobs: queue, log }), { redisUrl, prefix, log });
    for (const id of ['mail:bad-1', 'mail:bad-2']) await queue.enqueue(sendMailJob, { outboxId: 'not-a-number' } as never, { jobId: id });
    const deadline = Date.now() + 10_000;
    while ((await Promise.all(ids.map(stateOf))).some((s) => s !== 'failed')) {
      if (Date.now() > deadline) throw new Error('the bad jobs did not fail in time');
      await new Promise((r) => setTimeout(r, 50));
    }
    // No worker from here on, so a retried job stays waiting where the test can see it.
    await workers.close();
    workers = undefined;
  });

  afterAll(async () => {
    await workers?.close();
    await queue?.close();
    await deleteKeys(redisUrl, prefix);
  });

  it('status prints counts per queue and the failed jobs with their reasons', async () => {
    const text = await foyer(env, 'jobs', 'status');
    expect(text.stderr).toBe('');
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`(prefix "${prefix}")`);
    expect(text.stdout).toMatch(/^queue\s+waiting\s+active\s+delayed\s+completed\s+failed$/m);
    expect(text.stdout).toMatch(/^mail\.send\s+0\s+0\s+0\s+0\s+2$/m);
    expect(text.stdout).toMatch(/^orders\.fulfil\s+0\s+0\s+0\s+0\s+0$/m);
    expect(text.stdout).toContain('Failed in mail.send (latest 2 of 2):');
    expect(text.stdout).toMatch(/^ {2}\d{4}-\d\d-\d\dT\S+Z {2}id-mail%3Abad-1 {2}mail\.send@1 {2}attempts 1\/5 {2}Invalid payload for job mail\.send: outboxId: /m);

    const one = await foyer(env, 'jobs', 'status', '--failed', '1', '--json');
    const status = JSON.parse(one.stdout) as { mode: string; prefix: string; queues: Array<{ queue: string; counts: Record<string, number>; failed: Array<Record<string, unknown>> }> };
    expect(status).toMatchObject({ mode: 'bullmq', prefix });
    const mail = status.queues.find((q) => q.queue === 'mail.send')!;
    expect(mail.counts).toEqual({ waiting: 0, active: 0, delayed: 0, completed: 0, failed: 2 });
    expect(mail.failed).toEqual([
      { id: ids[1], name: 'mail.send@1', attempts_made: 1, attempts: 5, failed_reason: expect.stringMatching(/^Invalid payload for job mail\.send: outboxId:/), failed_at: expect.stringMatching(/Z$/) },
    ]);
  }, 120_000);

  it('retry --id moves one failed job back to waiting, --all the rest', async () => {
    const one = await foyer(env, 'jobs', 'retry', '--queue', 'mail.send', '--id', ids[0]!);
    expect(one.stderr).toBe('');
    expect(one.stdout).toBe(`Retried 1 failed job: ${ids[0]} in mail.send is waiting again.\n`);
    expect(await stateOf(ids[0]!)).toBe('waiting');
    expect((await queue.queue('mail.send').getJob(ids[0]!))?.attemptsMade).toBe(0);
    expect(await stateOf(ids[1]!)).toBe('failed');

    const again = await foyer(env, 'jobs', 'retry', '--id', ids[0]!);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(`error: --id: job "${ids[0]}" in mail.send is waiting, not failed`);
    const unknown = await foyer(env, 'jobs', 'retry', '--id', 'id-nope');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('error: --id: no job with the id "id-nope" in any queue');

    const all = await foyer(env, 'jobs', 'retry', '--all', '--json');
    expect(all.code).toBe(0);
    const result = JSON.parse(all.stdout) as { retried: number; queues: Array<{ queue: string; retried: number }> };
    expect(result.retried).toBe(1);
    expect(result.queues).toContainEqual({ queue: 'mail.send', retried: 1 });
    expect(await stateOf(ids[1]!)).toBe('waiting');

    const after = await foyer(env, 'jobs', 'status');
    expect(after.stdout).toMatch(/^mail\.send\s+2\s+0\s+0\s+0\s+0$/m);
    expect(after.stdout).toContain('No failed jobs.');
    const none = await foyer(env, 'jobs', 'retry', '--all', '--queue', 'mail.send');
    expect(none.stdout).toBe('No failed jobs to retry in mail.send.\n');
  }, 180_000);
});

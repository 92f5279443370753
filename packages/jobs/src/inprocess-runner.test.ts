import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '@foyer/core/platform/jobs';
import { InProcessJobQueue } from './inprocess-runner.ts';
import { captureLogger, makeTestJobCtx } from './testing/test-ctx.ts';
import { registerJob, type JobCtx, type RegisteredJob } from './types.ts';
import type { Db } from '@foyer/db';

const echoJob = defineJob({ name: 'test.echo', version: 1, payload: z.object({ n: z.number().int() }) });
const flakyJob = defineJob({ name: 'test.flaky', version: 1, payload: z.object({ key: z.string() }), attempts: 4, backoffMs: 20 });

function setup(registry: RegisteredJob[], opts: Partial<ConstructorParameters<typeof InProcessJobQueue>[0]> = {}) {
  const { log, lines } = captureLogger();
  // The factory is only called when a job runs, after ctx exists (the runtime wires it the same way).
  const queue: InProcessJobQueue = new InProcessJobQueue({ ctx: () => ctx, log, registry, ...opts });
  const ctx: JobCtx = makeTestJobCtx({ db: {} as Db, jobs: queue, log });
  return { queue, lines };
}

let open: InProcessJobQueue[] = [];
afterEach(async () => {
  await Promise.all(open.map((q) => q.close()));
  open = [];
});

describe('InProcessJobQueue', () => {
  it('runs a job with its validated payload and gives the handler the context', async () => {
    const seen: Array<{ n: number; hasJobs: boolean }> = [];
    const { queue } = setup([registerJob(echoJob, async (ctx, p) => void seen.push({ n: p.n, hasJobs: ctx.jobs === queue }))]);
    open.push(queue);
    await queue.enqueue(echoJob, { n: 7 });
    expect(seen).toEqual([]); // never on the caller's stack
    await queue.drain();
    expect(seen).toEqual([{ n: 7, hasJobs: true }]);
  });

  it('retries a failing job with exponential backoff, then succeeds', async () => {
    const calls: number[] = [];
    const { queue, lines } = setup([
      registerJob(flakyJob, async () => {
        calls.push(Date.now());
        if (calls.length < 3) throw new Error(`boom ${calls.length}`);
      }),
    ]);
    open.push(queue);
    await queue.enqueue(flakyJob, { key: 'a' });
    await queue.drain();
    expect(calls).toHaveLength(3);
    // backoff 20 ms then 40 ms (timers may fire a little late, never early)
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(19);
    expect(calls[2]! - calls[1]!).toBeGreaterThanOrEqual(39);
    const retries = lines.filter((l) => l.msg === 'job failed; will retry');
    expect(retries.map((l) => l.retryInMs)).toEqual([20, 40]);
    expect(lines.some((l) => l.msg === 'job failed for good')).toBe(false);
  });

  it('gives up after the definition’s attempts and logs instead of throwing', async () => {
    let calls = 0;
    const { queue, lines } = setup([
      registerJob(flakyJob, async () => {
        calls += 1;
        throw new Error('always');
      }),
    ]);
    open.push(queue);
    await expect(queue.enqueue(flakyJob, { key: 'b' })).resolves.toBeUndefined();
    await queue.drain();
    expect(calls).toBe(4);
    const final = lines.find((l) => l.msg === 'job failed for good');
    expect(final?.err?.message).toBe('always');
    expect(final?.job).toBe('test.flaky');
  });

  it('de-duplicates by jobId while the job is pending, and accepts the id again afterwards', async () => {
    const seen: number[] = [];
    const { queue } = setup([registerJob(echoJob, async (_ctx, p) => void seen.push(p.n))]);
    open.push(queue);
    await queue.enqueue(echoJob, { n: 1 }, { jobId: 'same', delayMs: 10 });
    await queue.enqueue(echoJob, { n: 2 }, { jobId: 'same' });
    await queue.enqueue(echoJob, { n: 3 }, { jobId: 'other' });
    await queue.drain();
    expect(seen.sort()).toEqual([1, 3]);
    await queue.enqueue(echoJob, { n: 4 }, { jobId: 'same' });
    await queue.drain();
    expect(seen).toContain(4);
  });

  it('honours delayMs', async () => {
    const seen: number[] = [];
    const { queue } = setup([registerJob(echoJob, async () => void seen.push(Date.now()))]);
    open.push(queue);
    const start = Date.now();
    await queue.enqueue(echoJob, { n: 1 }, { delayMs: 50 });
    await new Promise((r) => setTimeout(r, 10));
    expect(seen).toEqual([]);
    await queue.drain();
    expect(seen[0]! - start).toBeGreaterThanOrEqual(49);
  });

  it('fails an invalid payload once, with a clear error, and keeps running other jobs', async () => {
    let flakyCalls = 0;
    const seen: number[] = [];
    const { queue, lines } = setup([
      registerJob(flakyJob, async () => void flakyCalls++),
      registerJob(echoJob, async (_ctx, p) => void seen.push(p.n)),
    ]);
    open.push(queue);
    // Cast: the point is a payload that slipped past the types (an old job, a hand-made one).
    await queue.enqueue(flakyJob, { key: 42 } as unknown as { key: string });
    await queue.enqueue(echoJob, { n: 5 });
    await queue.drain();
    expect(flakyCalls).toBe(0);
    expect(seen).toEqual([5]);
    const failed = lines.filter((l) => l.job === 'test.flaky' && l.msg === 'job failed for good');
    expect(failed).toHaveLength(1); // not retried
    expect(failed[0]!.err?.message).toMatch(/Invalid payload for job test\.flaky: key: .*string/);
  });

  it('logs and drops a job with no registered handler', async () => {
    const { queue, lines } = setup([]);
    open.push(queue);
    await queue.enqueue(echoJob, { n: 1 });
    await queue.drain();
    expect(lines.some((l) => l.job === 'test.echo' && /no handler registered/.test(l.msg ?? ''))).toBe(true);
  });

  it('close() drops waiting jobs and waits for the running one', async () => {
    const done: string[] = [];
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const { queue } = setup([
      registerJob(echoJob, async (_ctx, p) => {
        started();
        await new Promise((r) => setTimeout(r, 30));
        done.push(`ran ${p.n}`);
      }),
    ]);
    await queue.enqueue(echoJob, { n: 1 });
    await queue.enqueue(echoJob, { n: 2 }, { delayMs: 10_000 });
    // Closed once the first job runs, not after a guessed few milliseconds: the runner lets a due
    // job wait while the event loop is busy (a loaded CI machine), and then close() came first.
    await running;
    await queue.close();
    expect(done).toEqual(['ran 1']);
    await queue.enqueue(echoJob, { n: 3 });
    await queue.drain();
    expect(done).toEqual(['ran 1']);
  });

  it("close() warns of a dropped job, but not of a sweep's next tick (the next start arms it again)", async () => {
    const tickJob = defineJob({ name: 'test.tick', version: 1, payload: z.object({}), rearmedAtStart: true });
    const { queue, lines } = setup([registerJob(echoJob, async () => {}), registerJob(tickJob, async () => {})]);
    await queue.enqueue(echoJob, { n: 1 }, { delayMs: 10_000 });
    await queue.enqueue(tickJob, {}, { delayMs: 10_000 });
    await queue.close();
    const said = (job: string) => lines.filter((l) => (l as { job?: string }).job === job).map((l) => l.level);
    expect(said('test.echo')).toEqual([40]);
    expect(said('test.tick')).toEqual([20]);
  });

  it('runs at most `concurrency` jobs at once; the others wait their turn in order', async () => {
    let now = 0;
    let most = 0;
    const order: number[] = [];
    const { queue } = setup(
      [
        registerJob(echoJob, async (_ctx, p) => {
          most = Math.max(most, ++now);
          order.push(p.n);
          await new Promise((r) => setTimeout(r, 10));
          now -= 1;
        }),
      ],
      { concurrency: 3, yieldToRequests: false },
    );
    open.push(queue);
    for (let n = 0; n < 12; n++) await queue.enqueue(echoJob, { n });
    await queue.drain();
    expect(most).toBe(3);
    expect(order).toEqual([...Array(12).keys()]);
  });

  /** Keeps this thread's event loop ~90 % busy until `until`, in slices, like a server in a rush. */
  async function rush(until: number) {
    while (Date.now() < until) {
      const end = Date.now() + 18;
      while (Date.now() < end) {
        // computing
      }
      await new Promise((r) => setImmediate(r));
    }
  }

  it('lets requests go first: a job due while the event loop is busy waits, but never past maxYieldMs', async () => {
    const started: number[] = [];
    const { queue } = setup([registerJob(echoJob, async () => void started.push(Date.now()))], { maxYieldMs: 400 });
    open.push(queue);
    const t0 = Date.now();
    const busy = rush(t0 + 1200);
    await new Promise((r) => setTimeout(r, 250)); // the rush is on
    const due = Date.now();
    await queue.enqueue(echoJob, { n: 1 });
    await busy;
    await queue.drain();
    expect(started[0]! - due).toBeGreaterThanOrEqual(350);
    expect(started[0]! - due).toBeLessThan(900);
  });

  it('starts a job at once when the process is quiet, or when told not to yield', async () => {
    const started: number[] = [];
    const quiet = setup([registerJob(echoJob, async () => void started.push(Date.now()))]);
    open.push(quiet.queue);
    await new Promise((r) => setTimeout(r, 150));
    let due = Date.now();
    await quiet.queue.enqueue(echoJob, { n: 1 });
    await quiet.queue.drain();
    expect(started[0]! - due).toBeLessThan(100);

    const eager = setup([registerJob(echoJob, async () => void started.push(Date.now()))], { yieldToRequests: false });
    open.push(eager.queue);
    const busy = rush(Date.now() + 600);
    await new Promise((r) => setTimeout(r, 250));
    due = Date.now();
    await eager.queue.enqueue(echoJob, { n: 2 });
    await eager.queue.drain();
    expect(started[1]! - due).toBeLessThan(100);
    await busy;
  });
});

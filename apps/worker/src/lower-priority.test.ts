import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const probe = fileURLToPath(new URL('./testing/lower-priority-probe.ts', import.meta.url));

describe.runIf(existsSync('/proc/self/task'))('lowerPriority (npm run worker, WORKER_NICE)', () => {
  it('lowers every thread of the process, not only the main one, and raises none', () => {
    const out = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', probe], { encoding: 'utf8', timeout: 30_000 })) as {
      lowered: number;
      main: number;
      threads: { tid: number; nice: number }[];
    };
    // V8's and libuv's threads start with the process: more than the main thread was lowered.
    expect(out.threads.length).toBeGreaterThan(2);
    expect(out.lowered).toBeGreaterThan(1);
    expect(out.threads.find((t) => t.tid === out.main)?.nice).toBe(7);
    for (const t of out.threads) expect(t.nice).toBeGreaterThanOrEqual(7);
    // The thread that chose 19 keeps it.
    expect(out.threads.some((t) => t.nice === 19)).toBe(true);
  });
});

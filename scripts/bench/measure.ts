import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
/** Runs `fn` repeatedly for about `ms` milliseconds after a warm-up; returns operations per second. */
export async function opsPerSecond(fn: () => Promise<unknown>, ms = 3000, warmup = 5): Promise<{ ops: number; perSecond: number }> {
  for (let i = 0; i < warmup; i++) await fn();
  let ops = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    await fn();
    ops += 1;
  }
  return { ops, perSecond: (ops * 1000) / (performance.now() - t0) };
}

/**
 * CPU time (user + system) of this process's main thread, ms, from /proc (Linux): the server's
 * cost per request without the load generator's thread, and unaffected by other processes'
 * load. 0 where /proc is missing.
 */
export function mainThreadCpuMs(): number {
  return procCpuMs(`/proc/self/task/${process.pid}/stat`);
}

/** CPU time (user + system) of the processes `pids` (e.g. Postgres backends on this machine), ms. */
export function processesCpuMs(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + procCpuMs(`/proc/${pid}/stat`), 0);
}

function procCpuMs(statPath: string): number {
  try {
    const stat = readFileSync(statPath, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5), counted from the state field (3).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * Starts a CPU profile of this thread (open the file in Chrome DevTools); the answer stops it and
 * writes `file`. `intervalUs` samples more finely than V8's default 1 ms where a figure is short.
 */
export async function startCpuProfile(file: string, intervalUs?: number): Promise<() => Promise<void>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  if (intervalUs) await session.post('Profiler.setSamplingInterval', { interval: intervalUs });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

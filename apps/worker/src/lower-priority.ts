import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * Lowers every thread of this process to `nice` and answers how many it lowered. Linux keeps a
 * nice value per thread, and the threads V8 (garbage collection, compilation) and libuv start
 * with the process exist before this runs: lowering only the main thread left them competing
 * with the web process at nice 0 during a rush. Threads started afterwards inherit the value
 * (the PDF threads then lower their own further). Elsewhere only the calling thread is lowered.
 */
export function lowerPriority(nice: number, onError: (err: unknown) => void): number {
  let threads: number[];
  try {
    threads = readdirSync('/proc/self/task').map(Number);
  } catch {
    threads = [0];
  }
  let lowered = 0;
  for (const tid of threads) {
    try {
      // Never raise one: a thread already lower (it chose so) keeps its value.
      if (getPriority(tid) >= nice) continue;
      setPriority(tid, nice);
      lowered++;
    } catch (err) {
      // A thread that ended meanwhile is not an error worth a word.
      if ((err as NodeJS.ErrnoException).code !== 'ESRCH') onError(err);
    }
  }
  return lowered;
}

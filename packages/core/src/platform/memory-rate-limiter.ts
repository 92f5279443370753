import type { RateLimiter } from '../context.ts';

/**
 * Fixed-window counters in this process: for the embedded single-process mode and tests. With
 * several web processes the Redis limiter (packages/jobs) must be used, or limits multiply.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowSeconds: number) {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(key, w);
    }
    w.count += 1;
    if (this.windows.size > 100_000) this.sweep(now);
    return { allowed: w.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  async refund(key: string) {
    const w = this.windows.get(key);
    if (w && w.count > 0) w.count -= 1;
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

import type { Redis } from 'ioredis';
import type { RateLimiter } from '@foyer/core/context';

/**
 * Fixed-window counters shared by every web process: INCR and the window's expiry in one
 * MULTI, so 200 parallel attempts count as 200 (no read-then-write race).
 */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'foyer',
  ) {}

  async hit(key: string, limit: number, windowSeconds: number) {
    const k = `${this.prefix}:rl:${key}`;
    const res = await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').pttl(k).exec();
    const count = Number(res?.[0]?.[1] ?? 0);
    const ttl = Number(res?.[2]?.[1] ?? windowSeconds * 1000);
    return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async reset(key: string) {
    await this.redis.del(`${this.prefix}:rl:${key}`);
  }

  /** DECR only while the window exists and is above zero, in one script (no race with hit). */
  async refund(key: string) {
    await this.redis.eval(`local n = tonumber(redis.call('GET', KEYS[1]) or '0') if n > 0 then redis.call('DECR', KEYS[1]) end`, 1, `${this.prefix}:rl:${key}`);
  }
}

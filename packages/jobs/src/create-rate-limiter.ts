import type { Logger } from 'pino';
import type { RateLimiter } from '@foyer/core/context';
import { MemoryRateLimiter } from '@foyer/core/platform/memory-rate-limiter';
import { connectRedis } from './redis-connection.ts';
import { RedisRateLimiter } from './redis-rate-limiter.ts';

/** Redis-backed when REDIS_URL is set (shared by all web processes), in-process otherwise. */
export function createRateLimiter(opts: { redisUrl?: string | undefined; prefix?: string; log?: Logger }): RateLimiter & { close(): Promise<void> } {
  if (!opts.redisUrl) return Object.assign(new MemoryRateLimiter(), { close: async () => {} });
  const redis = connectRedis(opts.redisUrl, 'producer', opts.log);
  return Object.assign(new RedisRateLimiter(redis, opts.prefix), { close: async () => void (await redis.quit()) });
}

import type { Logger } from 'pino';
import type { RateLimiter } from '@foyer/core/context';
import { MemoryRateLimiter } from '@foyer/core/platform/memory-rate-limiter';

/** Redis-backed when REDIS_URL is set (shared by all web processes), in-process otherwise (ioredis not even loaded). */
export async function createRateLimiter(opts: { redisUrl?: string | undefined; prefix?: string; log?: Logger }): Promise<RateLimiter & { close(): Promise<void> }> {
  if (!opts.redisUrl) return Object.assign(new MemoryRateLimiter(), { close: async () => {} });
  const [{ connectRedis }, { RedisRateLimiter }] = await Promise.all([import('./redis-connection.ts'), import('./redis-rate-limiter.ts')]);
  const redis = connectRedis(opts.redisUrl, 'producer', opts.log);
  return Object.assign(new RedisRateLimiter(redis, opts.prefix), { close: async () => void (await redis.quit()) });
}

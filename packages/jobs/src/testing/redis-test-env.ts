import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, it } from 'vitest';

export const testRedisUrl = process.env.REDIS_URL;

/**
 * describe() for suites that need the real Redis at REDIS_URL. Without it the suite is skipped with
 * a line saying why, except under CI=true, where a missing service fails the run instead.
 */
export function describeWithRedis(name: string, body: (redisUrl: string) => void): void {
  if (!testRedisUrl && process.env.CI === 'true') {
    describe(name, () => {
      it('needs REDIS_URL', () => {
        throw new Error('REDIS_URL is not set, but CI=true requires the Redis tests to run');
      });
    });
    return;
  }
  if (!testRedisUrl) process.stdout.write(`[skip] ${name}: REDIS_URL is not set, so the tests against real Redis are skipped\n`);
  describe.skipIf(!testRedisUrl)(name, () => body(testRedisUrl ?? ''));
}

/** A key prefix no other test run shares, e.g. `foyer-test-1a2b3c4d`. */
export function uniquePrefix(label = 'test'): string {
  return `foyer-${label}-${randomBytes(4).toString('hex')}`;
}

/** Deletes every key under the prefix (BullMQ keys are `<prefix>:<queue>:…`). */
export async function deleteKeys(redisUrl: string, prefix: string): Promise<number> {
  const redis = new Redis(redisUrl);
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
  return deleted;
}

import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Producers (web requests enqueueing, publishers) fail a command after a few reconnect tries
 * rather than hang a request; BullMQ workers and subscribers must wait forever for Redis to
 * come back (BullMQ refuses a blocking connection that gives up).
 */
export function connectRedis(url: string, role: 'producer' | 'blocking', log?: Logger): Redis {
  const client = new Redis(url, {
    maxRetriesPerRequest: role === 'producer' ? 3 : null,
    connectionName: `foyer-${role}`,
  });
  let lastLogged = 0;
  client.on('error', (err: Error) => {
    // ioredis emits an error per reconnect attempt; one line per ten seconds is enough.
    if (Date.now() - lastLogged < 10_000) return;
    lastLogged = Date.now();
    log?.error({ err, role }, 'redis connection error');
  });
  return client;
}

/** Validates a redis:// or rediss:// URL up front, so a typo fails with a clear message. */
export function isRedisUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'redis:' || u.protocol === 'rediss:') && u.hostname !== '';
  } catch {
    return false;
  }
}

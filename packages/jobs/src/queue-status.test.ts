import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueNames, readQueueStatus, redactRedisUrl, RedisUnreachableError } from './queue-status.ts';
import { jobRegistry } from './registry.ts';

describe('queue status connection', () => {
  // Accepts TCP and never answers, like a firewall that swallows packets or a port that is not Redis.
  let silent: Server;
  const sockets = new Set<Socket>();
  let port = 0;

  beforeAll(async () => {
    silent = createServer((s) => void sockets.add(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('gives up on a server that never answers after the timeout, with one line', async () => {
    const started = Date.now();
    const err = await readQueueStatus({ redisUrl: `redis://:secret@127.0.0.1:${port}`, timeoutMs: 300 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RedisUnreachableError);
    expect((err as Error).message).toBe(`cannot reach Redis at redis://:***@127.0.0.1:${port} (REDIS_URL): connecting timed out after 300 ms`);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('hides the password of a Redis URL', () => {
    expect(redactRedisUrl('redis://user:pw@redis.internal:6380/2')).toBe('redis://user:***@redis.internal:6380/2');
    expect(redactRedisUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
  });

  it('has a queue for every registered job, and the catalogue it reads lists exactly the jobs the workers run', () => {
    expect(queueNames()).toEqual(expect.arrayContaining(['mail.send', 'orders.fulfil', 'orders.sweep']));
    expect(queueNames()).toEqual(jobRegistry.map((j) => j.def.name));
  });
});

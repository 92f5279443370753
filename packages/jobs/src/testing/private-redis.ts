import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

/**
 * A redis-server of the test's own on a free loopback port, which the test may kill and start
 * again (the shared Redis keeps serving the other test files). It keeps an append-only file
 * synced on every write, as a Redis holding BullMQ queues should be run, so a restart keeps the
 * queued jobs.
 */
export interface PrivateRedis {
  url: string;
  /** SIGKILL: the server dies at once, as on a crash or an OOM kill. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data directory; resolves once it answers PING. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A loopback port nothing listens on right now (for a server to start on, or to be refused by). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'foyer-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir], { stdio: 'ignore' });
    const ping = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    ping.on('error', () => {}); // refused until the server listens: expected, and retried below
    try {
      for (let i = 0; ; i++) {
        try {
          if (ping.status !== 'ready') await ping.connect();
          if ((await ping.ping()) === 'PONG') return;
        } catch (err) {
          if (i > 100) throw err;
          ping.disconnect();
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    } finally {
      ping.disconnect();
    }
  };
  const kill = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  };
  await start();
  return {
    url,
    kill,
    start,
    async close() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

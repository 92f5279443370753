import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import pino from 'pino';
import { serve, type ServerType } from '@hono/node-server';
import { schema } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { sendMailJob, mailJobId } from '@foyer/core/mail/jobs';
import { createNotification } from '@foyer/core/notifications/create-notification';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { BullJobQueue, createRateLimiter, RedisPubSub, startWorkers, type RunningWorkers } from '@foyer/jobs';
import { describeWithRedis, makeTestJobCtx, startPrivateRedis, uniquePrefix, type PrivateRedis } from '@foyer/jobs/testing';
import { createApi } from './create-api.ts';
import { call, confirmedUser, firstError } from './testing/auth-test-helpers.ts';

/**
 * Faults (issue #14): Redis restarted under a running server. The server, its worker and its SSE
 * streams use a redis-server of this test's own, killed (SIGKILL) and started again on the same
 * port while they run; nothing is restarted but Redis.
 */
describeWithRedis('Redis restarted under a running server', () => {
  let redis: PrivateRedis;
  let base: TestCtx;
  let ctx: Ctx;
  let api: ReturnType<typeof createApi>;
  let server: ServerType;
  let url: string;
  let queue: BullJobQueue;
  let web: RedisPubSub;
  let limiter: Awaited<ReturnType<typeof createRateLimiter>>;
  let workers: RunningWorkers;
  let me: TestUser;
  let eventId: number;
  const prefix = uniquePrefix('faults');

  beforeAll(async () => {
    redis = await startPrivateRedis();
    base = await createTestCtx();
    queue = new BullJobQueue({ redisUrl: redis.url, prefix });
    web = new RedisPubSub({ redisUrl: redis.url, channelPrefix: `${prefix}:` });
    limiter = await createRateLimiter({ redisUrl: redis.url, prefix });
    ctx = { ...base, jobs: queue, pubsub: web, rateLimiter: limiter };
    api = createApi(ctx);
    const app = new Hono().route('/api/v1', api);
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
    // The worker: no SMTP, so a delivered mail is marked 'kept' (for /dev/mailbox).
    workers = await startWorkers(() => makeTestJobCtx({ db: base.db, jobs: queue }), { redisUrl: redis.url, prefix, lockDurationMs: 2_000, log: pino({ level: 'silent' }) });
    me = await insertTestUser(base);
    eventId = (await insertEvent(base)).id;
  });
  afterAll(async () => {
    server?.close();
    (server as HttpServer | undefined)?.closeAllConnections();
    await workers?.close();
    await Promise.all([queue?.close(), web?.close(), limiter?.close()]);
    await redis?.close();
    await base?.close();
  });

  const until = async <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const got = await probe().catch(() => undefined);
      if (got !== undefined) return got;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  /** Reads an SSE body as it arrives; `ended` settles true when the server ends the stream. */
  const readStream = (res: Response) => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const state = { text: '', ended: Promise.resolve(false), cancel: async () => {} };
    state.ended = (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return true;
        state.text += decoder.decode(value, { stream: true });
      }
    })();
    state.cancel = async () => {
      await reader.cancel();
      await state.ended;
    };
    return state;
  };
  const outboxStatus = async (id: number) => (await base.db.select().from(schema.mail_outbox).where(eq(schema.mail_outbox.id, id)))[0]!.status;

  it('sign-in fails closed while Redis is away; afterwards sign-in, queued jobs and live notifications work again without a restart', async () => {
    const account = await confirmedUser(base, api);
    expect((await call(api, 'POST', '/login', account)).status).toBe(200);

    // A live notification stream, open across the restart.
    const abort = new AbortController();
    const res = await fetch(`${url}/realtime/me`, { headers: me.auth, signal: abort.signal });
    expect(res.status).toBe(200);
    const stream = readStream(res);
    await until('the stream to connect', async () => (stream.text.includes(': connected') ? true : undefined));

    // A mail whose job is due after the crash: it is in Redis (append-only file) when Redis dies.
    const [row] = await base.db
      .insert(schema.mail_outbox)
      .values({ to_address: 'later@example.test', subject: 's', text_body: 't', html_body: '<p>t</p>', locale: 'en', template: 'test', status: 'queued' })
      .returning();
    await queue.enqueue(sendMailJob, { outboxId: row!.id }, { jobId: mailJobId(row!.id), delayMs: 1_500 });

    await redis.kill();
    // The stream ends, so the browser reconnects and catches up from the database.
    expect(await stream.ended).toBe(true);
    abort.abort();

    // The login limit cannot be counted: the right password is refused, not let through.
    const started = Date.now();
    const refused = await call(api, 'POST', '/login', account);
    expect(refused.status).toBe(503);
    expect(firstError(refused).code).toBe('common.unavailable');
    expect(Date.now() - started).toBeLessThan(10_000);

    await redis.start();
    await until('sign-in to work again', async () => ((await call(api, 'POST', '/login', account)).status === 200 ? true : undefined));
    await until('the delayed mail job to run after the restart', async () => ((await outboxStatus(row!.id)) === 'kept' ? true : undefined));

    // A new stream hears a notification published by another process.
    const again = readStream(await fetch(`${url}/realtime/me`, { headers: me.auth }));
    await until('the new stream to connect', async () => (again.text.includes(': connected') ? true : undefined));
    const other = new RedisPubSub({ redisUrl: redis.url, channelPrefix: `${prefix}:` });
    try {
      await createNotification({ db: base.db, pubsub: other }, { eventId, userId: me.viewer.id, title: 'After the restart', message: 'm', notify_type: 'business_matching' });
      await until('the notification', async () => (again.text.includes('"title":"After the restart"') ? true : undefined));
    } finally {
      await again.cancel();
      await other.close();
    }
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import { Redis } from 'ioredis';
import { RedisPubSub } from '@foyer/jobs';
import { describeWithRedis, uniquePrefix } from '@foyer/jobs/testing';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createNotification } from '@foyer/core/notifications/create-notification';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';

describeWithRedis('realtime over Redis pub/sub', (redisUrl) => {
  const prefix = `${uniquePrefix('sse')}:`;
  let base: TestCtx;
  let web: RedisPubSub;
  let worker: RedisPubSub;
  let redis: Redis;
  let server: ServerType;
  let url: string;
  let me: TestUser;
  let eventId: number;

  beforeAll(async () => {
    base = await createTestCtx();
    // Two connections as in production: the web process listens, the worker process publishes.
    web = new RedisPubSub({ redisUrl, channelPrefix: prefix });
    worker = new RedisPubSub({ redisUrl, channelPrefix: prefix });
    redis = new Redis(redisUrl);
    const app = new Hono().route('/api/v1', createApi({ ...base, pubsub: web }));
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
    me = await insertTestUser(base);
    eventId = (await insertEvent(base)).id;
  });
  afterAll(async () => {
    server?.close();
    (server as HttpServer | undefined)?.closeAllConnections();
    await Promise.all([web?.close(), worker?.close(), redis?.quit()]);
    await base?.close();
  });

  const listeners = async () => Number(((await redis.pubsub('NUMSUB', `${prefix}user:${me.viewer.id}`)) as [string, number])[1]);
  const settle = async (want: number) => {
    for (let i = 0; i < 100 && (await listeners()) !== want; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await listeners()).toBe(want);
  };

  it('delivers a notification published by another process and lets go of the channel on close', async () => {
    const abort = new AbortController();
    const res = await fetch(`${url}/realtime/me`, { headers: me.auth, signal: abort.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += decoder.decode(value, { stream: true });
      }
    };
    try {
      await until(': connected');
      await settle(1);
      await createNotification({ db: base.db, pubsub: worker }, { eventId, userId: me.viewer.id, title: 'Via Redis', message: 'm', notify_type: 'business_matching' });
      await until('event: notification');
      expect(text).toContain('"title":"Via Redis"');
    } finally {
      abort.abort();
    }
    await settle(0);
  });
});

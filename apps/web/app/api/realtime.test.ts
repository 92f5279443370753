import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createNotification } from '@foyer/core/notifications/create-notification';
import { channels, type PubSub } from '@foyer/core/platform/pubsub';
import { signInCookie } from '../session/web-session.server.ts';
import { createApi } from './create-api.ts';
import { directSse } from './realtime-sse.ts';
import { MAX_STREAMS_PER_USER } from './stream-slots.ts';

let base: TestCtx;
let ctx: TestCtx;
let server: ServerType;
let url: string;
let me: TestUser;
let other: TestUser;
let eventId: number;
let closedEventId: number;
let active = 0;

/** Counts live subscriptions, so a test can see a closed stream let go of its channel. */
function countingPubSub(inner: PubSub): PubSub {
  return {
    publish: (c, m) => inner.publish(c, m),
    subscribe: async (c, fn) => {
      const off = await inner.subscribe(c, fn);
      active += 1;
      let done = false;
      return async () => {
        if (done) return;
        done = true;
        active -= 1;
        await off();
      };
    },
    close: () => inner.close(),
  };
}

beforeAll(async () => {
  base = await createTestCtx();
  ctx = { ...base, pubsub: countingPubSub(base.pubsub) } as TestCtx;
  // As http-app.ts serves it: streams written straight to node:http's response (directSse).
  const app = new Hono().use('*', directSse((path) => path.startsWith('/api/v1/realtime/'))).route('/api/v1', createApi(ctx));
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  me = await insertTestUser(ctx);
  other = await insertTestUser(ctx);
  eventId = (await insertEvent(ctx, { access_mode_type: 'none' })).id;
  closedEventId = (await insertEvent(ctx, { access_mode_type: 'close' })).id;
  await ctx.db.insert(schema.event_memberships).values({ event_id: closedEventId, user_id: me.viewer.id, joined: true });
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await base.close();
});

/** Opens a stream and reads it frame by frame (frames end with a blank line). */
async function open(path: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(`${url}${path}`, { headers, signal: abort.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  async function next(match: (frame: string) => boolean): Promise<string> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (match(frame)) return frame;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  }
  return { res, next, close: () => abort.abort() };
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};
const dataOf = (frame: string) => JSON.parse(/^data: (.*)$/m.exec(frame)![1]!) as Record<string, unknown>;

describe('GET /realtime/me', () => {
  it('needs a signed-in viewer', async () => {
    const res = await fetch(`${url}/realtime/me`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('common.not_authenticated');
    expect((await fetch(`${url}/realtime/me`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });

  it('streams a notification created for the viewer (bearer), not one for someone else, and unsubscribes on close', async () => {
    const before = active;
    const s = await open('/realtime/me', me.auth);
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await s.next((f) => f.includes(': connected'));
    expect(active).toBe(before + 1);

    await createNotification(ctx, { eventId, userId: other.viewer.id, title: 'not yours', message: 'm', notify_type: 'friends' });
    await createNotification(ctx, { eventId, userId: me.viewer.id, title: 'Hello', message: 'Your session starts soon', notify_type: 'event', dl: '/demo' });
    const frame = await s.next((f) => f.startsWith('event: notification'));
    const data = dataOf(frame) as { notification: { title: string; dl: string; read_at: null; event: { id: number } }; unread: number };
    expect(data.notification).toMatchObject({ title: 'Hello', dl: '/demo', read_at: null, event: { id: eventId } });
    expect(data.unread).toBe(1);

    s.close();
    await waitFor(() => active === before);
  });

  it('accepts the web UI session cookie (EventSource sends no headers)', async () => {
    const setCookie = await signInCookie(ctx, new Request('http://localhost/'), { jwt_token: me.token, refresh_token: 'r'.repeat(43), expiration_date: new Date().toISOString() });
    const s = await open('/realtime/me', { cookie: setCookie.split(';')[0]! });
    expect(s.res.status).toBe(200);
    await s.next((f) => f.includes(': connected'));
    await ctx.pubsub.publish(channels.user(me.viewer.id), { type: 'notification', notification: { id: 1 }, unread: 3 });
    expect(dataOf(await s.next((f) => f.startsWith('event: notification'))).unread).toBe(3);
    s.close();
  });
});

describe('GET /realtime/events/{eventId}', () => {
  it('streams the event channel to those with access', async () => {
    const s = await open(`/realtime/events/${closedEventId}`, me.auth);
    expect(s.res.status).toBe(200);
    await s.next((f) => f.includes(': connected'));
    await ctx.pubsub.publish(channels.event(closedEventId), { type: 'agenda.changed', session: 7 });
    expect(dataOf(await s.next((f) => f.startsWith('event: agenda.changed')))).toEqual({ type: 'agenda.changed', session: 7 });
    s.close();
  });

  it('refuses guests of a closed event, non-members and unknown events; anyone may follow an open event', async () => {
    const code = async (res: Response) => ((await res.json()) as { errors: { code: string }[] }).errors[0]!.code;
    const guest = await fetch(`${url}/realtime/events/${closedEventId}`);
    expect([guest.status, await code(guest)]).toEqual([401, 'access.login_required']);
    const stranger = await fetch(`${url}/realtime/events/${closedEventId}`, { headers: other.auth });
    expect([stranger.status, await code(stranger)]).toEqual([403, 'access.not_joined']);
    const unknown = await fetch(`${url}/realtime/events/99999999`, { headers: me.auth });
    expect(unknown.status).toBe(404);
    expect((await fetch(`${url}/realtime/events/abc`)).status).toBe(422);
    const before = active;
    const s = await open(`/realtime/events/${eventId}`);
    expect(s.res.status).toBe(200);
    await s.next((f) => f.includes(': connected'));
    s.close();
    await waitFor(() => active === before);
  });
});

describe('streams per client', () => {
  it(`holds at most ${MAX_STREAMS_PER_USER} streams per person: the next is 429 with Retry-After, and closing one frees its place`, async () => {
    const many = await insertTestUser(ctx);
    // Refusals (no access) take no place.
    for (let i = 0; i < 3; i++) expect((await fetch(`${url}/realtime/events/${closedEventId}`, { headers: many.auth })).status).toBe(403);
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER }, (_, i) => open(i % 2 ? '/realtime/me' : `/realtime/events/${eventId}`, many.auth)));
    await Promise.all(streams.map((s) => s.next((f) => f.includes(': connected'))));
    const refused = await fetch(`${url}/realtime/me`, { headers: many.auth });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('common.rate_limited');
    // Somebody else is not affected.
    const mine = await open('/realtime/me', me.auth);
    expect(mine.res.status).toBe(200);
    mine.close();

    streams[0]!.close();
    let again: Awaited<ReturnType<typeof open>> | null = null;
    for (let i = 0; i < 50 && again?.res.status !== 200; i++) {
      again?.close();
      await new Promise((r) => setTimeout(r, 20));
      again = await open('/realtime/me', many.auth);
    }
    expect(again!.res.status).toBe(200);
    again!.close();
    for (const s of streams.slice(1)) s.close();
  });
});


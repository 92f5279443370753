import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { testClient } from './testing/test-client.ts';

let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
let me: TestUser;
let other: TestUser;
let otherIds: number[];

type Page = { notifications: { id: number; title: string; created_at: string; read_at: string | null; event: { id: number; title: string; logo: string | null } }[]; meta: { all_items: number; is_more: boolean } };

beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
  const event = await insertEvent(ctx, { title: 'Summit', logo: 'https://cdn.test/logo.png' });
  me = await insertTestUser(ctx);
  other = await insertTestUser(ctx);
  const base = Date.UTC(2027, 0, 1);
  await ctx.db.insert(schema.notifications).values(
    Array.from({ length: 25 }, (_, i) => ({
      event_id: event.id, user_id: me.viewer.id, title: `n${i}`, message: 'm', notify_type: 'event', created_at: new Date(base + i * 60_000),
    })),
  );
  otherIds = (
    await ctx.db.insert(schema.notifications).values({ event_id: event.id, user_id: other.viewer.id, title: 'secret', message: 'm', notify_type: 'friends' }).returning()
  ).map((r) => r.id);
});
afterAll(() => ctx.close());

describe('GET /notifications', () => {
  it('pages the viewer’s own notifications newest first, 20 at a time', async () => {
    const p1 = await call<Page>('GET', '/notifications', { headers: me.auth });
    expect(p1.status).toBe(200);
    expect(p1.body.notifications).toHaveLength(20);
    expect(p1.body.notifications[0]).toMatchObject({ title: 'n24', read_at: null, event: { title: 'Summit', logo: 'https://cdn.test/logo.png' } });
    expect(p1.body.meta).toEqual({ all_items: 25, is_more: true });
    const last = p1.body.notifications.at(-1)!.created_at;
    const p2 = await call<Page>('GET', `/notifications?timestamp=${encodeURIComponent(last)}`, { headers: me.auth });
    expect(p2.body.notifications.map((n) => n.title)).toEqual(['n4', 'n3', 'n2', 'n1', 'n0']);
    expect(p2.body.meta.is_more).toBe(false);
    expect([...p1.body.notifications, ...p2.body.notifications].some((n) => n.title === 'secret')).toBe(false);
  });

  it('needs a signed-in viewer', async () => {
    expect((await call('GET', '/notifications')).status).toBe(401);
  });
});

describe('PATCH /notifications', () => {
  it('marks only the viewer’s own notifications read and ignores others’ ids', async () => {
    const mine = (await call<Page>('GET', '/notifications?limit=2', { headers: me.auth })).body.notifications.map((n) => n.id);
    const res = await call('PATCH', '/notifications', { headers: me.auth, json: { ids: [...mine, ...otherIds, 99999999] } });
    expect(res).toEqual({ status: 200, body: { status: 'ok' } });
    const after = (await call<Page>('GET', '/notifications?limit=3', { headers: me.auth })).body.notifications;
    expect(after.map((n) => n.read_at !== null)).toEqual([true, true, false]);
    const [theirs] = await ctx.db.select().from(schema.notifications).where(eq(schema.notifications.id, otherIds[0]!));
    expect(theirs!.read_at).toBeNull();
    expect((await call('PATCH', '/notifications', { json: { ids: mine } })).status).toBe(401);
  });

  it('lets another attendee touch none of mine, even naming my ids', async () => {
    const mine = (await call<Page>('GET', '/notifications?limit=20', { headers: me.auth })).body.notifications.filter((n) => n.read_at === null).map((n) => n.id);
    expect(mine.length).toBeGreaterThan(0);
    expect((await call('PATCH', '/notifications', { headers: other.auth, json: { ids: mine } })).status).toBe(200);
    const still = (await call<Page>('GET', '/notifications?limit=20', { headers: me.auth })).body.notifications.filter((n) => mine.includes(n.id));
    expect(still.every((n) => n.read_at === null)).toBe(true);
  });

  it('names the field of a bad body', async () => {
    const res = await call<{ errors: { code: string; field?: string }[] }>('PATCH', '/notifications', { headers: me.auth, json: { ids: ['x'] } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ code: 'common.validation', field: 'ids.0' });
  });
});

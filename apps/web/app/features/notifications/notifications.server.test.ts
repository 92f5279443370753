import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { insertTestUser } from '@foyer/core/access/test-users';
import { createNotification } from '@foyer/core/notifications/create-notification';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';

// The signed-in user comes from the session cookie in production; here it is set per test.
let current: Viewer | null = null;
vi.mock('../../session/web-session.server.ts', () => ({
  webViewer: async () => ({ viewer: current, setCookie: null }),
}));
const { notificationsJson, notificationsRouteAction, notificationsRouteLoader } = await import('./notifications.server.ts');

let ctx: TestCtx;
let me: Viewer;
let other: Viewer;
let theirs: number;
const slug = 'noteexpo';
const params = { slug };
const url = (tail = 'notifications', q = '') => `http://foyer.test/${slug}/${tail}${q}`;
const form = (ids: (number | string)[], extra: Record<string, string> = {}) => {
  const body = new FormData();
  for (const id of ids) body.append('ids', String(id));
  for (const [k, v] of Object.entries(extra)) body.set(k, v);
  return body;
};

beforeAll(async () => {
  ctx = await createTestCtx();
  const event = await insertEvent(ctx, { lp_url: slug, title: 'Note Expo' });
  me = (await insertTestUser(ctx)).viewer;
  other = (await insertTestUser(ctx)).viewer;
  for (let i = 0; i < 23; i++) {
    await ctx.db.insert(schema.notifications).values({ event_id: event.id, user_id: me.id, title: `n${i}`, message: 'm', notify_type: 'event', created_at: new Date(Date.UTC(2027, 0, 1, 0, i)) });
  }
  theirs = (await createNotification(ctx, { eventId: event.id, userId: other.id, title: 'theirs', message: 'm', notify_type: 'friends' })).id;
});
afterAll(() => ctx?.close());

describe('notifications screen', () => {
  it('sends guests to log in', async () => {
    current = null;
    const thrown = await notificationsRouteLoader(ctx, new Request(url()), params).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe(`/${slug}/login?redirectTo=%2F${slug}%2Fnotifications`);
  });

  it('shows the viewer’s own 20 newest, the cursor of the next page, and one of them in the dialog', async () => {
    current = me;
    const first = await notificationsRouteLoader(ctx, new Request(url()), params);
    expect(first.notifications.map((n) => n.title).slice(0, 2)).toEqual(['n22', 'n21']);
    expect(first.notifications).toHaveLength(20);
    expect(first.unread).toBe(23);
    expect(first.next).toBe(first.notifications.at(-1)!.created_at);
    const second = await notificationsRouteLoader(ctx, new Request(url('notifications', `?timestamp=${encodeURIComponent(first.next!)}&notification=${first.notifications[0]!.id}`)), params);
    expect(second.notifications.map((n) => n.title)).toEqual(['n2', 'n1', 'n0']);
    expect([second.next, second.continued]).toEqual([null, true]);
    expect(second.opened?.title).toBe('n22');
    const foreign = await notificationsRouteLoader(ctx, new Request(url('notifications', `?notification=${theirs}`)), params);
    expect([foreign.opened, foreign.asked]).toEqual([null, true]);
  });
});

describe('mark as read', () => {
  it('without JavaScript: marks the posted ids of the viewer only and goes back with a notice', async () => {
    current = me;
    const [mine] = (await notificationsRouteLoader(ctx, new Request(url()), params)).notifications;
    const res = await notificationsRouteAction(ctx, new Request(url(), { method: 'POST', body: form([mine!.id, theirs], { redirectTo: `/${slug}/component/9?notification=${mine!.id}` }) }), params);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/${slug}/component/9?read=1`);
    const rows = await ctx.db.select().from(schema.notifications).where(eq(schema.notifications.id, theirs));
    expect(rows[0]!.read_at).toBeNull();
    expect((await notificationsRouteLoader(ctx, new Request(url()), params)).unread).toBe(22);
    await expect(notificationsRouteAction(ctx, new Request(url(), { method: 'POST', body: form(['x']) }), params)).rejects.toMatchObject({ init: { status: 422 } });
  });

  it('with JavaScript (notifications.json): another attendee posting my ids changes nothing; guests get a JSON 401', async () => {
    current = other;
    const mineUnread = (await ctx.db.select().from(schema.notifications).where(eq(schema.notifications.user_id, me.id))).filter((n) => !n.read_at).map((n) => n.id);
    const res = await notificationsJson(ctx, new Request(url('notifications.json'), { method: 'POST', body: form(mineUnread) }), params);
    expect(await res.json()).toEqual({ unread: 1 });
    current = me;
    expect((await notificationsRouteLoader(ctx, new Request(url()), params)).unread).toBe(22);
    const page = await notificationsJson(ctx, new Request(url('notifications.json')), params);
    expect(((await page.json()) as { notifications: unknown[] }).notifications).toHaveLength(20);
    expect((await notificationsJson(ctx, new Request(url('notifications.json', '?timestamp=nope')), params)).status).toBe(422);
    current = null;
    const guest = await notificationsJson(ctx, new Request(url('notifications.json')), params);
    expect([guest.status, await guest.json()]).toEqual([401, { code: 'common.not_authenticated' }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestUser } from '../access/test-users.ts';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { countUnreadNotifications } from './count-unread.ts';
import { createNotification } from './create-notification.ts';
import { getNotification } from './get-notification.ts';
import { markNotificationsRead } from './mark-notifications-read.ts';
import { HeldPublisher } from '../realtime/held-publisher.ts';
import { notificationsSummary } from './notifications-summary.ts';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await createTestCtx();
});
afterAll(() => ctx.close());

describe('createNotification', () => {
  it('stores the row, publishes it on the user channel with the unread count, and counts unread', async () => {
    const event = await insertEvent(ctx, { title: 'Expo', logo: '/logo.png' });
    const { viewer } = await insertTestUser(ctx);
    const first = await createNotification(ctx, { eventId: event.id, userId: viewer.id, title: ' Hi ', message: 'Welcome', notify_type: 'friends', dl: '/expo/profile' });
    expect(first).toMatchObject({ title: 'Hi', read_at: null, notify_type: 'friends', dl: '/expo/profile', event: { id: event.id, title: 'Expo', logo: '/logo.png' } });
    await createNotification(ctx, { eventId: event.id, userId: viewer.id, title: 'Again', message: 'm', notify_type: 'video_call' });
    expect(ctx.pubsub.published.filter((p) => p.channel === `user:${viewer.id}`).map((p) => (p.message as { unread: number }).unread)).toEqual([1, 2]);
    expect(await countUnreadNotifications(ctx, viewer.id)).toBe(2);
    await markNotificationsRead(ctx, viewer.id, [first.id]);
    expect(await countUnreadNotifications(ctx, viewer.id)).toBe(1);
    expect(await notificationsSummary(ctx, viewer.id)).toEqual({ unread: 1, latest_id: expect.any(Number) });
    expect((await notificationsSummary(ctx, viewer.id)).latest_id).toBeGreaterThan(first.id);
    expect((await getNotification(ctx, viewer.id, first.id))?.read_at).not.toBeNull();
  });

  it('refuses an unknown type, an empty title and an outside deep link', async () => {
    const event = await insertEvent(ctx);
    const { viewer } = await insertTestUser(ctx);
    const base = { eventId: event.id, userId: viewer.id, title: 't', message: 'm', notify_type: 'event' as const };
    await expect(createNotification(ctx, { ...base, notify_type: 'spam' as 'event' })).rejects.toThrow();
    await expect(createNotification(ctx, { ...base, title: '  ' })).rejects.toThrow();
    await expect(createNotification(ctx, { ...base, dl: 'https://evil.test' })).rejects.toThrow();
    await expect(createNotification(ctx, { ...base, dl: '//evil.test' })).rejects.toThrow();
    expect(await countUnreadNotifications(ctx, viewer.id)).toBe(0);
    expect(await notificationsSummary(ctx, viewer.id)).toEqual({ unread: 0, latest_id: 0 });
  });

  it('holds the announcement of a row made in a transaction until it commits, and drops it on rollback', async () => {
    const event = await insertEvent(ctx);
    const { viewer } = await insertTestUser(ctx);
    const held = new HeldPublisher();
    const before = ctx.pubsub.published.length;
    await ctx.db
      .transaction(async (tx) => {
        await createNotification({ db: tx as unknown as typeof ctx.db, pubsub: held }, { eventId: event.id, userId: viewer.id, title: 't', message: 'm', notify_type: 'event' });
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(ctx.pubsub.published.length).toBe(before);
    expect(await countUnreadNotifications(ctx, viewer.id)).toBe(0);
  });

  it('gives nobody else’s notification by id', async () => {
    const event = await insertEvent(ctx);
    const a = await insertTestUser(ctx);
    const b = await insertTestUser(ctx);
    const mine = await createNotification(ctx, { eventId: event.id, userId: a.viewer.id, title: 't', message: 'm', notify_type: 'event' });
    expect(await getNotification(ctx, b.viewer.id, mine.id)).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '@foyer/i18n';
import { insertTestUser } from '../access/test-users.ts';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { notifyFriend } from '../friends/notify-friend.ts';
import { listNotifications } from './list-notifications.ts';
import { getNotification } from './get-notification.ts';
import { renderNotification } from './notification-template.ts';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await createTestCtx();
});
afterAll(() => ctx.close());

/** Every template the notifying services write (their keys must exist in every language). */
const templates = [
  ...['comment', 'like'].map((k) => ({ ns: 'notifications', title: `feed_wall.${k}_title`, message: `feed_wall.${k}_message` })),
  ...['invited', 'accepted'].map((k) => ({ ns: 'friends', title: `notification.${k}_title`, message: `notification.${k}_message` })),
  ...['invited', 'accepted', 'declined', 'rescheduled', 'deleted', 'reminder'].map((k) => ({ ns: 'matching', title: `notification.${k}_title`, message: `notification.${k}_message` })),
  ...['accepted', 'rejected'].map((k) => ({ ns: 'moderation', title: `notification.${k}_title`, message: `notification.${k}_message` })),
  { ns: 'mail', title: 'agenda_reminder.title', message: 'agenda_reminder.notification' },
];

describe('a notification in the reader’s language', () => {
  it('is stored in the recipient’s account language and read in the page’s (the reviewer saw Russian on a Polish page)', async () => {
    const event = await insertEvent(ctx);
    const [actor, recipient] = await Promise.all([insertTestUser(ctx, { first_name: 'Olga', last_name: 'Nowak' }), insertTestUser(ctx, { locale: 'ru' })]);
    await notifyFriend(ctx, { eventId: event.id, viewerId: actor.viewer.id }, { recipientId: recipient.viewer.id, recipientLocale: 'ru', kind: 'invited' });
    const stored = (await listNotifications(ctx, recipient.viewer.id, { limit: 20 })).notifications[0]!;
    expect(stored.title).toBe('Olga Nowak хочет добавить вас в друзья');
    const inPolish = (await listNotifications(ctx, recipient.viewer.id, { limit: 20, locale: 'pl' })).notifications[0]!;
    expect(inPolish.title).toBe('Olga Nowak chce być twoim znajomym');
    expect((await getNotification(ctx, recipient.viewer.id, stored.id, 'pl'))?.title).toBe(inPolish.title);
    expect(inPolish).not.toHaveProperty('template');
  });

  it.each(templates.map((t) => [`${t.ns}:${t.title}`, t] as const))('%s has its words in all nine languages', (_name, t) => {
    for (const locale of locales) {
      const words = renderNotification({ ...t, vars: { name: 'A', text: 'B', minutes: '5', note: 'C', event: 'D', session: 'E', time: 'F', place: 'G' } }, locale);
      expect(words, `${t.ns}:${t.title} in ${locale}`).not.toBeNull();
      expect(words!.title).not.toMatch(/\{\{/);
    }
  });
});

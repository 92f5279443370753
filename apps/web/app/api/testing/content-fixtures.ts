import { schema } from '@foyer/db';
import { insertTestUser } from '@foyer/core/access/test-users';
import { insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';

/** Test data for the content API: one event with one component of each content kind. */
export async function contentEvent(ctx: TestCtx, over: Parameters<typeof insertEvent>[1] = {}) {
  const event = await insertEvent(ctx, over);
  const [speakers, exhibitors, partners, agenda] = await Promise.all([
    insertComponent(ctx, event.id, 'speakers', 1),
    insertComponent(ctx, event.id, 'exhibitors', 2),
    insertComponent(ctx, event.id, 'partners', 3),
    insertComponent(ctx, event.id, 'agenda', 4),
  ]);
  return { event, speakers, exhibitors, partners, agenda };
}

/** A signed-in user who joined the event (an attendee), optionally tagged ADMINISTRATOR. */
export async function member(ctx: TestCtx, eventId: number, admin = false) {
  const u = await insertTestUser(ctx);
  await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: u.viewer.id, user_tags: admin ? ['ADMINISTRATOR'] : [] });
  return u;
}

export const socials = {
  facebook_profile: 'https://fb.test/x', twitter_profile: 'https://x.test/x', linked_profile: 'https://li.test/x',
  youtube_profile: 'https://yt.test/x', instagram_profile: 'https://ig.test/x',
};
export const contact = { phone: '600100200', phone_country_code: '+48', email: 'booth@example.test', www: 'https://booth.test' };

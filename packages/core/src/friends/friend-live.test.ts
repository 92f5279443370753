import { afterAll, beforeAll, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { openFriends } from './friend-scope.ts';
import { acceptFriend, declineFriend, inviteFriend, removeFriend } from './friend-actions.ts';

let ctx: TestCtx;
let ann: TestUser;
let bob: TestUser;
let cyd: TestUser;
let eventId: number;

beforeAll(async () => {
  ctx = await createTestCtx();
  [ann, bob, cyd] = await Promise.all([insertTestUser(ctx), insertTestUser(ctx), insertTestUser(ctx)]);
  eventId = (await insertEvent(ctx)).id;
  await ctx.db.insert(schema.event_memberships).values([ann, bob, cyd].map((u) => ({ event_id: eventId, user_id: u.viewer.id, joined: true, first_name: u.viewer.first_name, last_name: u.viewer.last_name })));
});
afterAll(() => ctx?.close());

const scope = (u: TestUser) => openFriends(ctx, u.viewer, eventId);
/** The `friends` messages published since `from`, as the channels they went to. */
const heard = (from: number) =>
  ctx.pubsub.published
    .slice(from)
    .filter((p) => (p.message as { type?: string }).type === 'friends')
    .map((p) => {
      expect(p.message).toEqual({ type: 'friends', event_id: eventId });
      return p.channel;
    })
    .sort();
const both = (x: TestUser, y: TestUser) => [`user:${x.viewer.id}`, `user:${y.viewer.id}`].sort();

it('every change of a friendship is announced on both people’s own channels (open screens reload), ids only', async () => {
  let from = ctx.pubsub.published.length;
  await inviteFriend(ctx, await scope(ann), bob.viewer.user_identity_token);
  expect(heard(from)).toEqual(both(ann, bob));
  // Asking again changes nothing: nothing to announce.
  from = ctx.pubsub.published.length;
  await inviteFriend(ctx, await scope(ann), bob.viewer.user_identity_token);
  expect(heard(from)).toEqual([]);

  from = ctx.pubsub.published.length;
  await acceptFriend(ctx, await scope(bob), ann.viewer.user_identity_token);
  expect(heard(from)).toEqual(both(ann, bob));

  from = ctx.pubsub.published.length;
  await removeFriend(ctx, await scope(bob), ann.viewer.user_identity_token);
  expect(heard(from)).toEqual(both(ann, bob));

  // A withdrawn invitation notifies nobody but still refreshes the invitee's open list.
  await inviteFriend(ctx, await scope(cyd), ann.viewer.user_identity_token);
  from = ctx.pubsub.published.length;
  await declineFriend(ctx, await scope(cyd), ann.viewer.user_identity_token);
  expect(heard(from)).toEqual(both(ann, cyd));
});

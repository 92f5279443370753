import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { administratorTag } from '../access/is-event-admin.ts';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { getUser } from '../people/get-user.ts';
import { openFriends } from './friend-scope.ts';
import { acceptFriend, declineFriend, inviteFriend, removeFriend } from './friend-actions.ts';
import { listFriends, listInvitations } from './list-friends.ts';
import { friendshipState, suggestFriends } from './friendship-state.ts';
import { blockUser, unblockUser } from '../inbox/blocks.ts';

let ctx: TestCtx;
let ann: TestUser;
let bob: TestUser;
let cyd: TestUser;
let dee: TestUser;
let otherAdmin: TestUser;
let eventId: number;
let otherEventId: number;

beforeAll(async () => {
  ctx = await createTestCtx();
  [ann, bob, cyd, dee, otherAdmin] = await Promise.all([
    insertTestUser(ctx, { first_name: 'Ann', last_name: 'Zeta', locale: 'pl' }),
    insertTestUser(ctx, { first_name: 'Bob', last_name: 'Alpha' }),
    insertTestUser(ctx, { first_name: 'Cyd', last_name: 'Alpha' }),
    insertTestUser(ctx, { first_name: 'Dee', last_name: 'Mid' }),
    insertTestUser(ctx, { first_name: 'Xav', last_name: 'Elsewhere' }),
  ]);
  eventId = (await insertEvent(ctx)).id;
  otherEventId = (await insertEvent(ctx)).id;
  const member = (u: TestUser, event = eventId, user_tags: string[] = ['networking']) => ({
    event_id: event, user_id: u.viewer.id, joined: true, user_tags, first_name: u.viewer.first_name, last_name: u.viewer.last_name,
  });
  await ctx.db.insert(schema.event_memberships).values([member(ann), member(bob), member(cyd), member(dee), member(otherAdmin, otherEventId, [administratorTag])]);
});
afterAll(() => ctx?.close());

const scope = (u: TestUser, event = eventId) => openFriends(ctx, u.viewer, event);
const token = (u: TestUser) => u.viewer.user_identity_token;
const rowsBetween = (x: TestUser, y: TestUser) => {
  const f = schema.friendships;
  const [a, b] = [x.viewer.id, y.viewer.id].sort((p, q) => p - q);
  return ctx.db.select().from(f).where(and(eq(f.event_id, eventId), eq(f.user_a_id, a!), eq(f.user_b_id, b!)));
};
const notificationsOf = (u: TestUser) => ctx.db.select().from(schema.notifications).where(and(eq(schema.notifications.user_id, u.viewer.id), eq(schema.notifications.notify_type, 'friends')));
const code = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code);

describe('friends', () => {
  it('50 parallel invitations between the same two users leave one pending pair and one notification', async () => {
    const s = await scope(ann);
    const answers = await Promise.all(Array.from({ length: 50 }, () => inviteFriend(ctx, s, token(bob))));
    expect(new Set(answers.map((a) => a.type))).toEqual(new Set(['requested']));
    const rows = await rowsBetween(ann, bob);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', requested_by_user_id: ann.viewer.id });
    expect(await notificationsOf(bob)).toHaveLength(1);
    // Bob's notification is in Bob's language (en) and names Ann; it leads to his invitations.
    expect((await notificationsOf(bob))[0]).toMatchObject({ notify_subtype: 'invited', title: expect.stringContaining('Ann Zeta') });
    expect((await notificationsOf(bob))[0]!.dl).toMatch(/\/friends\/invitations$/);
  });

  it('shows the invitation to both sides, and the invited one cannot invite back', async () => {
    expect((await listInvitations(ctx, await scope(ann))).friend_invitations.map((i) => [i.user.first_name, i.type])).toEqual([['Bob', 'requested']]);
    expect((await listInvitations(ctx, await scope(bob))).friend_invitations.map((i) => [i.user.first_name, i.type])).toEqual([['Ann', 'pending']]);
    expect(await code(inviteFriend(ctx, await scope(bob), token(ann)))).toBe('friends.invitation_received');
    expect(await friendshipState(ctx, eventId, bob.viewer.id, ann.viewer.id)).toBe('pending');
    expect(await friendshipState(ctx, eventId, ann.viewer.id, bob.viewer.id)).toBe('requested');
  });

  it('nobody but the invited user accepts: not the inviter, not a third attendee', async () => {
    expect(await code(acceptFriend(ctx, await scope(ann), token(bob)))).toBe('friends.invitation_not_found');
    expect(await code(acceptFriend(ctx, await scope(cyd), token(ann)))).toBe('friends.invitation_not_found');
    expect((await rowsBetween(ann, bob))[0]!.status).toBe('pending');
  });

  it('an admin of another event is nobody special here, and a guest is not signed in', async () => {
    expect(await code(scope(otherAdmin))).toBe('access.not_joined');
    expect(await code(openFriends(ctx, null, eventId))).toBe('common.not_authenticated');
    expect(await code(openFriends(ctx, ann.viewer, null))).toBe('friends.event_required');
    // Their own event knows nothing of this event's people.
    expect(await code(inviteFriend(ctx, await scope(otherAdmin, otherEventId), token(ann)))).toBe('friends.user_not_found');
  });

  it('accepting (50 times at once) makes one friendship and tells the inviter once, in their language', async () => {
    const s = await scope(bob);
    const answers = await Promise.all(Array.from({ length: 50 }, () => code(acceptFriend(ctx, s, token(ann)))));
    expect(answers.filter((a) => a === 'ok')).toHaveLength(1);
    expect((await rowsBetween(ann, bob))[0]).toMatchObject({ status: 'accepted' });
    const told = await notificationsOf(ann);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ notify_subtype: 'accepted', title: expect.stringContaining('Bob Alpha') });
    expect(told[0]!.title).not.toMatch(/accepted your/); // Ann reads Polish
    expect((await getUser(ctx, ann.viewer.id, token(bob), eventId)).is_friend).toBe(true);
    expect(await code(inviteFriend(ctx, await scope(ann), token(bob)))).toBe('friends.already_friends');
    expect((await listInvitations(ctx, await scope(bob))).friend_invitations).toEqual([]);
  });

  it('lists friends by last then first name, pages with max_id and searches', async () => {
    const a = await scope(ann);
    await inviteFriend(ctx, await scope(cyd), token(ann));
    await acceptFriend(ctx, a, token(cyd));
    await inviteFriend(ctx, a, token(dee));
    await acceptFriend(ctx, await scope(dee), token(ann));
    const all = await listFriends(ctx, a, { limit: 20 });
    expect(all.friends.map((u) => u.first_name)).toEqual(['Bob', 'Cyd', 'Dee']);
    expect(all.meta).toMatchObject({ all_items: 3, is_more: false });
    const first = await listFriends(ctx, a, { limit: 2 });
    expect(first.friends.map((u) => u.first_name)).toEqual(['Bob', 'Cyd']);
    expect(first.meta.is_more).toBe(true);
    const next = await listFriends(ctx, a, { limit: 2, max_id: first.meta.max_id });
    expect(next.friends.map((u) => u.first_name)).toEqual(['Dee']);
    expect((await listFriends(ctx, a, { limit: 50, search: 'mid' })).friends.map((u) => u.first_name)).toEqual(['Dee']);
    expect(await code(listFriends(ctx, await scope(bob), { limit: 20, max_id: next.meta.max_id }))).toBe('common.validation');
    // Bob's view of his own friends has Ann only.
    expect((await listFriends(ctx, await scope(bob), { limit: 20 })).friends.map((u) => u.first_name)).toEqual(['Ann']);
  });

  it('declines, cancels and removes (each only in its state)', async () => {
    const b = await scope(bob);
    await inviteFriend(ctx, b, token(cyd));
    expect(await code(removeFriend(ctx, b, token(cyd)))).toBe('friends.not_friends');
    await declineFriend(ctx, b, token(cyd)); // Bob cancels his own invitation
    expect(await rowsBetween(bob, cyd)).toEqual([]);
    await inviteFriend(ctx, b, token(cyd));
    await declineFriend(ctx, await scope(cyd), token(bob)); // Cyd declines
    expect(await rowsBetween(bob, cyd)).toEqual([]);
    expect(await code(declineFriend(ctx, b, token(cyd)))).toBe('friends.invitation_not_found');
    expect(await code(declineFriend(ctx, b, token(ann)))).toBe('friends.invitation_not_found'); // friends, not an invitation
    await removeFriend(ctx, b, token(ann));
    expect((await getUser(ctx, ann.viewer.id, token(bob), eventId)).is_friend).toBe(false);
    expect(await code(removeFriend(ctx, b, token(ann)))).toBe('friends.not_friends');
  });

  it('refuses oneself and people outside the event', async () => {
    expect(await code(inviteFriend(ctx, await scope(ann), token(ann)))).toBe('friends.self');
    expect(await code(inviteFriend(ctx, await scope(ann), token(otherAdmin)))).toBe('friends.user_not_found');
    expect(await code(inviteFriend(ctx, await scope(ann), 'no-such-token'))).toBe('friends.user_not_found');
  });

  it('a block (from the inbox) closes invitations both ways; lifting it opens them again', async () => {
    const [eve, fay] = [await insertTestUser(ctx), await insertTestUser(ctx)];
    await ctx.db.insert(schema.event_memberships).values([eve, fay].map((u) => ({ event_id: eventId, user_id: u.viewer.id, joined: true })));
    await blockUser(ctx, eve.viewer, token(fay));
    expect(await code(inviteFriend(ctx, await scope(fay), token(eve)))).toBe('friends.blocked');
    expect(await code(inviteFriend(ctx, await scope(eve), token(fay)))).toBe('friends.blocked');
    await unblockUser(ctx, eve.viewer, token(fay));
    expect(await code(inviteFriend(ctx, await scope(fay), token(eve)))).toBe('ok');
  });

  it('suggests people with shared interests the viewer has no friendship or invitation with', async () => {
    // Ann is friends with Cyd and Dee, and no longer with Bob: only Bob is suggested.
    const people = await suggestFriends(ctx, await scope(ann), token(ann));
    expect(people.map((p) => p.first_name)).toEqual(['Bob']);
  });
});

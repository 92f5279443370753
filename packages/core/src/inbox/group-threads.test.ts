import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { openInbox } from './inbox-scope.ts';
import { checkThreads, createInput, createThread } from './threads.ts';
import { findRecipients, searchRecipients } from './recipients.ts';

let ctx: TestCtx;
let ada: TestUser;
let bob: TestUser;
let cy: TestUser;
let dan: TestUser;
let outsider: TestUser;
let eventId: number;

beforeAll(async () => {
  ctx = await createTestCtx();
  ada = await insertTestUser(ctx, { first_name: 'Ada', last_name: 'Lovelace' });
  bob = await insertTestUser(ctx, { first_name: 'Bob', last_name: 'Lovell' });
  cy = await insertTestUser(ctx, { first_name: 'Cy', last_name: 'Cole' });
  dan = await insertTestUser(ctx, { first_name: 'Dan', last_name: 'Lovegood' });
  outsider = await insertTestUser(ctx, { first_name: 'Lou', last_name: 'Lovejoy' });
  await ctx.db.update(schema.users).set({ company: 'Lovell Ltd' }).where(eq(schema.users.id, bob.viewer.id));
  eventId = (await insertEvent(ctx)).id;
  await ctx.db.insert(schema.event_memberships).values([ada, bob, cy, dan].map((u) => ({ event_id: eventId, user_id: u.viewer.id, joined: true, first_name: u.viewer.first_name, last_name: u.viewer.last_name })));
  // Lou signed up but never joined: not someone to write to.
  await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: outsider.viewer.id, joined: false, first_name: 'Lou', last_name: 'Lovejoy' });
});
afterAll(() => ctx?.close());

const inbox = (who: TestUser) => openInbox(ctx, who.viewer, eventId);
const token = (u: TestUser) => u.viewer.user_identity_token;

describe('group conversations', () => {
  it('search offers joined attendees other than the writer and those already picked, by last then first name', async () => {
    const found = await searchRecipients(ctx, await inbox(ada), 'love', [token(dan)]);
    expect(found.users.map((u) => u.first_name)).toEqual(['Bob']);
    expect(found.users[0]).toEqual({ user_identity_token: token(bob), first_name: 'Bob', last_name: 'Lovell', company: 'Lovell Ltd', position: null, picture: null });
    // The picked one it matched is named as added (the screen says so, not "nobody found"); Cy, picked but not matched, is not.
    expect(found.added).toEqual([token(dan)]);
    const all = await searchRecipients(ctx, await inbox(ada), 'Lovegood', [token(cy), token(dan)]);
    expect(all).toEqual({ users: [], is_more: false, added: [token(dan)] });
    expect((await searchRecipients(ctx, await inbox(ada), '  ', [])).users).toEqual([]);
    // Named ones: in the order given, without the writer, strangers, non-members, repeats or NUL.
    const picked = await findRecipients(ctx, await inbox(ada), [token(cy), token(ada), 'nobody', token(outsider), token(bob), token(cy), 'x\u0000']);
    expect(picked.map((p) => p.first_name)).toEqual(['Cy', 'Bob']);
  });

  it('a named thread of three people: check_threads finds it for exactly them, and writing again goes into it', async () => {
    const s = await inbox(ada);
    expect((await checkThreads(ctx, s, { users: [token(bob), token(cy)] })).inbox_thread).toBeNull();
    const thread = await createThread(ctx, s, createInput.parse({ message: 'Lunch at one?', users: [token(bob), token(cy)], name: '  Lunch crew  ' }));
    expect(thread.name).toBe('Lunch crew');
    expect(thread.users.map((u) => u.first_name).sort()).toEqual(['Bob', 'Cy']);
    // Bob sees the same thread with the other two.
    const bobs = await checkThreads(ctx, await inbox(bob), { users: [token(cy), token(ada)] });
    expect(bobs.inbox_thread?.id).toBe(thread.id);
    expect(bobs.inbox_thread?.users.map((u) => u.first_name).sort()).toEqual(['Ada', 'Cy']);
    // Another set of people is another thread; the pair alone is not the group.
    expect((await checkThreads(ctx, s, { users: [token(bob)] })).inbox_thread).toBeNull();
    expect((await checkThreads(ctx, s, { users: [token(bob), token(cy), token(dan)] })).inbox_thread).toBeNull();
    const again = await createThread(ctx, await inbox(cy), createInput.parse({ message: 'Yes!', users: [token(ada), token(bob)], name: 'Another name' }));
    expect(again).toMatchObject({ id: thread.id, name: 'Lunch crew' });
  });

  it('keeps no name on a one-to-one conversation, whoever sends one (the API as well as the screen)', async () => {
    const pair = await createThread(ctx, await inbox(dan), createInput.parse({ message: 'Hi Cy', users: [token(cy)], name: 'Secret club' }));
    expect(pair.name).toBeNull();
  });

  it('refuses a name that is too long or not text, naming the field', () => {
    expect(createInput.safeParse({ message: 'x', users: ['a', 'b'], name: 'n'.repeat(101) }).error?.issues[0]?.path).toEqual(['name']);
    expect(createInput.safeParse({ message: 'x', users: ['a', 'b'], name: 'a\u0000b' }).error?.issues[0]?.path).toEqual(['name']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { administratorTag } from './is-event-admin.ts';
import { requireMemberOrAdmin } from './require-member.ts';
import { insertTestUser, type TestUser } from './test-users.ts';

let ctx: TestCtx;
let event: { id: number; organization_id: number };
let other: { id: number };
const people = {} as Record<'member' | 'notJoined' | 'tagged' | 'organizer' | 'otherAdmin' | 'stranger', TestUser>;

beforeAll(async () => {
  ctx = await createTestCtx();
  event = await insertEvent(ctx, {});
  other = await insertEvent(ctx, {});
  for (const k of ['member', 'notJoined', 'tagged', 'organizer', 'otherAdmin', 'stranger'] as const) people[k] = await insertTestUser(ctx, { last_name: k });
  const join = (eventId: number, u: TestUser, joined: boolean, tags: string[] = []) =>
    ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: u.viewer.id, joined, first_name: u.viewer.first_name, last_name: u.viewer.last_name, user_tags: tags });
  await join(event.id, people.member, true);
  await join(event.id, people.notJoined, false);
  // An administrator's tag counts even without having joined; another event's tag never does.
  await join(event.id, people.tagged, false, [administratorTag]);
  await join(other.id, people.otherAdmin, true, [administratorTag]);
  await ctx.db.insert(schema.organization_members).values({ organization_id: event.organization_id, user_id: people.organizer.viewer.id });
});
afterAll(() => ctx.close());

const outcome = (who: keyof typeof people, eventId = event.id) =>
  requireMemberOrAdmin(ctx, people[who].viewer, eventId).then(
    (e) => `event ${e.id === eventId ? 'ok' : e.id}`,
    (err: { code?: string }) => err.code,
  );

describe('member-scoped calls (inbox, friends, matching, schedule, availability)', () => {
  it('let in who joined the event and its administrators (tag or organization), in one statement', async () => {
    expect(await outcome('member')).toBe('event ok');
    expect(await outcome('tagged')).toBe('event ok');
    expect(await outcome('organizer')).toBe('event ok');
  });

  it('refuse who has not joined, a stranger and another event’s administrator', async () => {
    expect(await outcome('notJoined')).toBe('access.not_joined');
    expect(await outcome('stranger')).toBe('access.not_joined');
    expect(await outcome('otherAdmin')).toBe('access.not_joined');
    expect(await outcome('otherAdmin', other.id)).toBe('event ok');
  });

  it('answer an unknown event as such, before any membership', async () => {
    expect(await outcome('member', 2_000_000_000)).toBe('event.invalid');
  });

  it('give the event’s zone and dates (availability reads them)', async () => {
    const e = await requireMemberOrAdmin(ctx, people.member.viewer, event.id);
    expect(Object.keys(e).sort()).toEqual(['end_date', 'id', 'start_date', 'timezone']);
    expect(e.start_date).toBeInstanceOf(Date);
  });
});

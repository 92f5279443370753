import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { storeAccessCode } from '../session/access-code-cookie.server.ts';

// The session cookie is another module's business: the guard is tested with the signed-in user
// chosen per request (header x-test-user), everything else is real (events, memberships, fields).
const viewers = new Map<string, Viewer>();
vi.mock('../session/web-session.server.ts', () => ({
  webViewer: async (_ctx: unknown, request: Request) => ({ viewer: viewers.get(request.headers.get('x-test-user') ?? '') ?? null, setCookie: null }),
}));
const { requireEventAccess } = await import('./require-access.server.ts');

let ctx: TestCtx;
type EventRow = typeof schema.events.$inferSelect;
const events: Record<'open' | 'closed' | 'whitelist' | 'code' | 'fields', EventRow> = {} as never;

async function user(name: string): Promise<Viewer> {
  const [u] = await ctx.db
    .insert(schema.users)
    .values({ email: `${name}@test.foyer`, user_identity_token: `uit-${name}`, first_name: name, last_name: 'Test' })
    .returning();
  const v: Viewer = { id: u!.id, user_identity_token: u!.user_identity_token, email: u!.email, first_name: name, last_name: 'Test', locale: null, family_id: 'f' };
  viewers.set(name, v);
  return v;
}

async function member(eventId: number, v: Viewer) {
  await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: v.id, joined: true });
}

beforeAll(async () => {
  ctx = await createTestCtx();
  events.open = await insertEvent(ctx, { lp_url: 'open-day' });
  events.closed = await insertEvent(ctx, { lp_url: 'members', access_mode_type: 'close' });
  events.whitelist = await insertEvent(ctx, { lp_url: 'vip', access_mode_type: 'whitelist' });
  events.code = await insertEvent(ctx, { lp_url: 'secret', access_code_on: true, access_code: 'OPEN-SESAME' });
  events.fields = await insertEvent(ctx, { lp_url: 'forms', access_mode_type: 'close' });
  const [field] = await ctx.db.insert(schema.event_specific_fields).values({ event_id: events.fields.id, name: 'T-shirt size', required: true }).returning();
  const anna = await user('anna'); // member of closed, whitelist, fields (answered)
  await user('bob'); // member of nothing
  const cleo = await user('cleo'); // member of fields, no answer
  await member(events.closed.id, anna);
  await member(events.whitelist.id, anna);
  await member(events.fields.id, anna);
  await member(events.fields.id, cleo);
  await ctx.db.insert(schema.user_specific_field_responses).values({ event_id: events.fields.id, specific_field_id: field!.id, user_id: anna.id, response: 'M' });
});
afterAll(() => ctx.close());

async function cookieFor(eventId: number, code: string) {
  return (await storeAccessCode(ctx, eventId, code)).split(';')[0]!;
}

/** Runs the guard; answers 'ok' or where it redirected (and the Set-Cookie it sent). */
async function gate(event: EventRow, path: string, o: { as?: string; cookie?: string } = {}) {
  const headers = new Headers();
  if (o.as) headers.set('x-test-user', o.as);
  if (o.cookie) headers.set('cookie', o.cookie);
  try {
    const granted = await requireEventAccess(ctx, new Request(`http://foyer.test${path}`, { headers }), event);
    return { to: 'ok', viewer: granted.viewer?.first_name ?? null, basePath: granted.basePath, setCookie: null };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { to: thrown.headers.get('location'), viewer: null, basePath: null, setCookie: thrown.headers.get('set-cookie') };
  }
}

describe('requireEventAccess', () => {
  const cases: [string, keyof typeof events, string, { as?: string; code?: string }, string][] = [
    ['a guest of an open event is let in', 'open', '/open-day/profile', {}, 'ok'],
    ['a guest of a close event goes to login and back', 'closed', '/members/profile', {}, '/members/login?redirectTo=%2Fmembers%2Fprofile'],
    ['a guest of a whitelist event goes to login', 'whitelist', '/vip/profile?tab=1', {}, '/vip/login?redirectTo=%2Fvip%2Fprofile%3Ftab%3D1'],
    ['a signed-in outsider of a close event goes to join', 'closed', '/members/profile', { as: 'bob' }, '/members/join?redirectTo=%2Fmembers%2Fprofile'],
    ['a signed-in outsider of a whitelist event goes to join', 'whitelist', '/vip/profile', { as: 'bob' }, '/vip/join?redirectTo=%2Fvip%2Fprofile'],
    ['a member of a close event is let in', 'closed', '/members/profile', { as: 'anna' }, 'ok'],
    ['a member of a whitelist event is let in', 'whitelist', '/vip/profile', { as: 'anna' }, 'ok'],
    ['a guest without a code goes to the access-code screen', 'code', '/secret/profile', {}, '/secret/access-code?redirectTo=%2Fsecret%2Fprofile'],
    ['a wrong stored code goes to the access-code screen', 'code', '/secret/profile', { code: 'guess' }, '/secret/access-code?redirectTo=%2Fsecret%2Fprofile'],
    ['the right stored code lets a guest in', 'code', '/secret/profile', { code: 'OPEN-SESAME' }, 'ok'],
    ['a member with a required field unanswered goes to onboarding', 'fields', '/forms/profile', { as: 'cleo' }, '/forms/onboarding?step=fields&redirectTo=%2Fforms%2Fprofile'],
    ['a member who answered is let in', 'fields', '/forms/profile', { as: 'anna' }, 'ok'],
    ['the host route set has no slug in its redirects', 'closed', '/profile', {}, '/login?redirectTo=%2Fprofile'],
  ];

  it.each(cases)('%s', async (_name, event, path, o, expected) => {
    const cookie = o.code ? await cookieFor(events[event].id, o.code) : undefined;
    expect((await gate(events[event], path, { as: o.as, cookie })).to).toBe(expected);
  });

  it('clears a stored code that no longer opens the event, and only then', async () => {
    const wrong = await gate(events.code, '/secret/profile', { cookie: await cookieFor(events.code.id, 'stale') });
    expect(wrong.setCookie).toMatch(new RegExp(`^foyer_access_${events.code.id}=;.*Max-Age=0`, 'i'));
    expect(wrong.setCookie).toMatch(/HttpOnly/i);
    const none = await gate(events.code, '/secret/profile');
    expect(none.setCookie).toBeNull();
  });

  it("reads only the event's own code cookie", async () => {
    const otherEventsCookie = await cookieFor(events.open.id, 'OPEN-SESAME');
    expect((await gate(events.code, '/secret/x', { cookie: otherEventsCookie })).to).toBe('/secret/access-code?redirectTo=%2Fsecret%2Fx');
  });

  it('hands back the viewer and the base path when it lets someone in', async () => {
    expect(await gate(events.closed, '/members/profile', { as: 'anna' })).toMatchObject({ to: 'ok', viewer: 'anna', basePath: '/members' });
    expect(await gate(events.open, '/profile')).toMatchObject({ to: 'ok', viewer: null, basePath: '' });
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { ensureSystemConsents } from '@foyer/core/consents/ensure-system-consents';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';

let current: Viewer | null = null;
vi.mock('../../session/web-session.server.ts', () => ({ webViewer: async () => ({ viewer: current, setCookie: null }) }));
const { joinAction, joinLoader } = await import('./join.server.ts');

let ctx: TestCtx;

async function person(name: string): Promise<Viewer> {
  const [u] = await ctx.db.insert(schema.users).values({ email: `${name}@test.foyer`, user_identity_token: `uit-${name}`, first_name: name, last_name: 'T' }).returning();
  return { id: u!.id, user_identity_token: u!.user_identity_token, email: u!.email, first_name: name, last_name: 'T', locale: null, family_id: 'f' };
}

beforeAll(async () => {
  ctx = await createTestCtx();
  await insertEvent(ctx, { lp_url: 'vip', access_mode_type: 'whitelist', title: 'VIP Night' });
  await insertEvent(ctx, { lp_url: 'members', access_mode_type: 'close' });
});
afterAll(() => ctx.close());

async function run<T>(p: Promise<T>) {
  try {
    return { value: await p, location: null as string | null };
  } catch (thrown) {
    if (thrown instanceof Response) return { value: null, location: thrown.headers.get('location') };
    throw thrown;
  }
}
const get = (path: string) => new Request(`http://foyer.test${path}`);
const post = (path: string, fields: Record<string, string>) => new Request(`http://foyer.test${path}`, { method: 'POST', body: new URLSearchParams(fields) });

describe('the join screen (SPEC §4)', () => {
  it('shows an outsider of a whitelist event the request button, then the pending state', async () => {
    current = await person('wanda');
    expect((await run(joinLoader(ctx, get('/vip/join'), 'vip'))).value).toMatchObject({ title: 'VIP Night', mode: 'whitelist', canJoin: false, joinRequest: null });
    const refused = (await run(joinAction(ctx, post('/vip/join', { intent: 'join' }), 'vip'))).value as unknown as { data: unknown; init: { status: number } };
    expect(refused.data).toEqual({ intent: 'join', ok: false, code: 'auth.whitelist' });
    expect(refused.init.status).toBe(403);
    expect((await run(joinAction(ctx, post('/vip/join', { intent: 'request' }), 'vip'))).value).toEqual({ intent: 'request', ok: true, code: null });
    // A second click (another tab) is not an error.
    expect((await run(joinAction(ctx, post('/vip/join', { intent: 'request' }), 'vip'))).value).toMatchObject({ ok: true });
    expect((await run(joinLoader(ctx, get('/vip/join'), 'vip'))).value).toMatchObject({ canJoin: false, joinRequest: 'pending' });
  });

  it('joins a close event and goes on to redirectTo; a member is sent straight on', async () => {
    current = await person('carl');
    expect((await run(joinLoader(ctx, get('/members/join'), 'members'))).value).toMatchObject({ canJoin: true });
    const joined = await run(joinAction(ctx, post('/members/join?redirectTo=%2Fmembers%2Fprofile', { intent: 'join' }), 'members'));
    expect(joined.location).toBe('/members/profile');
    expect((await run(joinLoader(ctx, get('/members/join'), 'members'))).location).toBe('/members');
  });

  it('sends guests to login, and users who owe the system consents to the login screen that asks for them', async () => {
    current = null;
    expect((await run(joinLoader(ctx, get('/members/join'), 'members'))).location).toBe('/members/login?redirectTo=%2Fmembers%2Fjoin');
    await ensureSystemConsents(ctx.db);
    current = await person('nina');
    expect((await run(joinLoader(ctx, get('/members/join'), 'members'))).location).toBe('/members/login?redirectTo=%2Fmembers%2Fjoin');
  });
});

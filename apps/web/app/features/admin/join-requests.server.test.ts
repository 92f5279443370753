import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { hashPassword } from '@foyer/core/accounts/password-hash';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';

let current: Viewer | null = null;
vi.mock('../../session/web-session.server.ts', () => ({ webViewer: async () => ({ viewer: current, setCookie: null }) }));
const { joinRequestsAction, joinRequestsLoader } = await import('./join-requests.server.ts');

let ctx: TestCtx;
let eventId: number;
let admin: Viewer;
let guest: Viewer;
let requestId: number;

async function person(name: string, password?: string): Promise<Viewer> {
  const [u] = await ctx.db
    .insert(schema.users)
    .values({ email: `${name}@test.foyer`, user_identity_token: `uit-${name}`, first_name: name, last_name: 'Test', ...(password ? { password_hash: await hashPassword(password) } : {}) })
    .returning();
  return { id: u!.id, user_identity_token: u!.user_identity_token, email: u!.email, first_name: name, last_name: 'Test', locale: null, family_id: 'f' };
}

beforeAll(async () => {
  ctx = await createTestCtx();
  eventId = (await insertEvent(ctx, { lp_url: 'vip', access_mode_type: 'whitelist' })).id;
  admin = await person('olga', 'olga-secret-1');
  guest = await person('adam');
  await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: admin.id, user_tags: ['ADMINISTRATOR'] });
  const [r] = await ctx.db.insert(schema.event_join_requests).values({ event_id: eventId, user_id: guest.id }).returning();
  requestId = r!.id;
});
afterAll(() => ctx.close());

const url = 'http://foyer.test/vip/admin/join-requests';
const post = (fields: Record<string, string>, cookie = '') => new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie } });
async function run<T>(p: Promise<T>) {
  try {
    return { value: await p, response: null as Response | null };
  } catch (thrown) {
    if (thrown instanceof Response) return { value: null, response: thrown };
    if (thrown && typeof thrown === 'object' && 'init' in thrown) return { value: null, response: new Response(null, (thrown as { init: ResponseInit }).init) };
    throw thrown;
  }
}

describe('admin/join-requests', () => {
  it('is a 403 for members who are not the event’s administrators', async () => {
    current = guest;
    expect((await run(joinRequestsLoader(ctx, new Request(url), 'vip'))).response?.status).toBe(403);
  });

  it('asks the administrator for the password again before showing anything (SPEC §6)', async () => {
    current = admin;
    const { value } = await run(joinRequestsLoader(ctx, new Request(url), 'vip'));
    expect(value).toMatchObject({ reauth: true, pending: [], decided: [] });
    const decided = await run(joinRequestsAction(ctx, post({ requestId: String(requestId), decision: 'approve' }), 'vip'));
    expect(decided.response?.headers.get('location')).toBe('/vip/admin/join-requests');
    const [r] = await ctx.db.select().from(schema.event_join_requests).where(eq(schema.event_join_requests.id, requestId));
    expect(r!.status).toBe('pending');
  });

  it('stops guessing after five wrong passwords, the right one included', async () => {
    const other = await person('greta', 'greta-secret-1');
    await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: other.id, user_tags: ['ADMINISTRATOR'] });
    current = other;
    for (let i = 0; i < 5; i++) await run(joinRequestsAction(ctx, post({ intent: 'reauth', password: `guess-${i}` }), 'vip'));
    const { value, response } = await run(joinRequestsAction(ctx, post({ intent: 'reauth', password: 'greta-secret-1' }), 'vip'));
    expect(response).toBeNull();
    expect((value as unknown as { data: { result: { error: Record<string, string[]> } } }).data.result.error).toEqual({ password: ['common.rate_limited'] });
    current = admin;
  });

  it('refuses a wrong password and never echoes it', async () => {
    const { value } = await run(joinRequestsAction(ctx, post({ intent: 'reauth', password: 'guess' }), 'vip'));
    const result = (value as unknown as { data: { result: { error: Record<string, string[]>; initialValue?: Record<string, unknown> } } }).data.result;
    expect(result.error).toEqual({ password: ['profile:admin.wrong_password'] });
    expect(JSON.stringify(result)).not.toContain('guess');
  });

  it('lists the requests once the password is re-entered, and lets the administrator approve', async () => {
    const ok = await run(joinRequestsAction(ctx, post({ intent: 'reauth', password: 'olga-secret-1' }), 'vip'));
    const cookie = ok.response!.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^foyer_admin_reauth=/);
    const list = await run(joinRequestsLoader(ctx, new Request(url, { headers: { cookie } }), 'vip'));
    expect(list.value).toMatchObject({ reauth: false, pending: [{ id: requestId, email: 'adam@test.foyer', name: 'adam Test' }], decided: [] });

    await run(joinRequestsAction(ctx, post({ requestId: String(requestId), decision: 'approve' }, cookie), 'vip'));
    const after = await run(joinRequestsLoader(ctx, new Request(url, { headers: { cookie } }), 'vip'));
    expect(after.value).toMatchObject({ pending: [], decided: [{ id: requestId, status: 'approved' }] });
    // A right password gives its try back: more sign-ins than the limit (new devices) still open the panel.
    for (let i = 0; i < 6; i++) {
      const again = await run(joinRequestsAction(ctx, post({ intent: 'reauth', password: 'olga-secret-1' }), 'vip'));
      expect(again.response?.headers.get('set-cookie')).toMatch(/^foyer_admin_reauth=/);
    }
    const m = schema.event_memberships;
    const [joined] = await ctx.db.select().from(m).where(and(eq(m.event_id, eventId), eq(m.user_id, guest.id)));
    expect(joined?.joined).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { accessCodeAction, accessCodeLoader } from './access-code.server.ts';

let ctx: TestCtx;
let eventId: number;
beforeAll(async () => {
  ctx = await createTestCtx();
  eventId = (await insertEvent(ctx, { lp_url: 'code-night', access_code_on: true, access_code: 'OPEN-SESAME' })).id;
  await insertEvent(ctx, { lp_url: 'no-code' });
});
afterAll(() => ctx.close());

const post = (path: string, fields: Record<string, string>, cookie = '') =>
  new Request(`http://foyer.test${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie } });

async function outcome(p: Promise<unknown>) {
  try {
    const value = await p;
    return { value, response: null as Response | null };
  } catch (thrown) {
    if (thrown instanceof Response) return { value: null, response: thrown };
    throw thrown;
  }
}

describe('the access-code screen', () => {
  it('stores a right code in an httpOnly cookie and goes where the visitor was going', async () => {
    const { response } = await outcome(accessCodeAction(ctx, post('/code-night/access-code?redirectTo=%2Fcode-night%2Fprofile', { code: ' OPEN-SESAME ' }), 'code-night'));
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe('/code-night/profile');
    expect(response?.headers.get('set-cookie')).toMatch(new RegExp(`^foyer_access_${eventId}=.+HttpOnly`, 'i'));
  });

  it('goes to the introduction without redirectTo, and never off the site', async () => {
    const home = await outcome(accessCodeAction(ctx, post('/code-night/access-code', { code: 'OPEN-SESAME' }), 'code-night'));
    expect(home.response?.headers.get('location')).toBe('/code-night');
    const evil = await outcome(accessCodeAction(ctx, post('/code-night/access-code', { code: 'OPEN-SESAME', redirectTo: '//evil.example' }), 'code-night'));
    expect(evil.response?.headers.get('location')).toBe('/code-night');
  });

  it('answers a wrong code with access.code_wrong on the field and clears the stored code', async () => {
    const { value } = await outcome(accessCodeAction(ctx, post('/code-night/access-code', { code: 'guess' }), 'code-night'));
    const result = value as { data: { error: Record<string, string[]> }; init: { status: number; headers: Record<string, string> } };
    expect(result.init.status).toBe(403);
    expect(result.data.error).toEqual({ code: ['access.code_wrong'] });
    expect(new Headers(result.init.headers).get('set-cookie')).toMatch(new RegExp(`^foyer_access_${eventId}=;.*Max-Age=0`, 'i'));
  });

  it('requires a non-empty code (SPEC §5) without calling the service', async () => {
    const { value } = await outcome(accessCodeAction(ctx, post('/code-night/access-code', { code: '   ' }), 'code-night'));
    expect((value as { data: { error: Record<string, string[]> } }).data.error).toEqual({ code: ['common.required'] });
  });

  it('skips the screen when the event has no code or the stored one still opens it', async () => {
    const noCode = await outcome(accessCodeLoader(ctx, new Request('http://foyer.test/no-code/access-code'), 'no-code'));
    expect(noCode.response?.headers.get('location')).toBe('/no-code');
    const stored = (await outcome(accessCodeAction(ctx, post('/code-night/access-code', { code: 'OPEN-SESAME' }), 'code-night'))).response!.headers.get('set-cookie')!.split(';')[0]!;
    const again = await outcome(accessCodeLoader(ctx, new Request('http://foyer.test/code-night/access-code', { headers: { cookie: stored } }), 'code-night'));
    expect(again.response?.headers.get('location')).toBe('/code-night');
    const fresh = await outcome(accessCodeLoader(ctx, new Request('http://foyer.test/code-night/access-code?redirectTo=%2Fcode-night%2Fprofile'), 'code-night'));
    expect(fresh.value).toEqual({ redirectTo: '/code-night/profile' });
  });

  it('does not read a cookie written by hand: a guess per request, uncounted, would find the code', async () => {
    // The unsigned form of the right code: what a script could send without ever passing the check.
    const forged = `foyer_access_${eventId}=${btoa(JSON.stringify('OPEN-SESAME'))}`;
    const { value, response } = await outcome(accessCodeLoader(ctx, new Request('http://foyer.test/code-night/access-code', { headers: { cookie: forged } }), 'code-night'));
    expect(response).toBeNull();
    expect(value).toEqual({ redirectTo: null });
  });
});

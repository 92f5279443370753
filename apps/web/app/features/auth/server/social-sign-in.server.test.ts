import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSocialTestCtx, googleIdToken, appleIdToken, type SocialTestCtx } from '@foyer/core/accounts/testing/index';
import { insertEvent } from '@foyer/core/testing/index';
import type { AuthActionData } from '../auth-result.ts';
import { authRequest } from './auth-request.server.ts';
import { loginAction } from './login-intents.server.ts';
import { socialConfig } from './social-sign-in.server.ts';

/** Social sign-in through the login action, with Google's and Apple's tokens signed by local fakes. */
let ctx: SocialTestCtx;

beforeAll(async () => {
  ctx = await createSocialTestCtx();
  await insertEvent(ctx, { lp_url: 'open', access_mode_type: 'none' });
});
afterAll(() => ctx.close());

async function post(fields: Record<string, string>, slug = 'open') {
  const request = new Request(`http://foyer.test/${slug}/login`, { method: 'POST', body: new URLSearchParams({ intent: 'social', _js: '1', ...fields }) });
  const res = (await loginAction(await authRequest(ctx, request, slug, { readForm: true }))) as unknown as { data: AuthActionData; init?: { headers?: HeadersInit } };
  return { data: res.data, cookie: new Headers(res.init?.headers).get('set-cookie') };
}

describe('social sign-in (SPEC §2, §4, §8)', () => {
  it('shows the configured providers, and none on whitelist events', () => {
    expect(socialConfig(ctx, { access_mode_type: 'none' })).toEqual({ google: 'test-google-client', apple: 'test.apple.client', facebook: 'test-fb-app' });
    expect(socialConfig(ctx, { access_mode_type: 'whitelist' })).toBeNull();
  });

  it('asks a new Google account for the GDPR consent, then signs in with gdpr=true', async () => {
    const token = await googleIdToken(ctx.jwks, { now: ctx.clock.now(), audience: 'test-google-client', sub: 'g-1', email: 'gina@test.foyer', given_name: 'Gina', family_name: 'G' });
    const first = await post({ provider: 'google', token });
    expect(first.data).toMatchObject({ type: 'error', code: 'auth.gdpr_consent_required', social: { provider: 'google', token, needsNames: false } });
    expect(first.cookie).toBeNull();

    const second = await post({ provider: 'google', token, gdpr: 'true' });
    // Signed in; the platform consents come next (none exist in this database, so it goes on).
    expect(second.data).toMatchObject({ type: 'signed-in', next: '/open' });
    expect(second.cookie).toMatch(/^foyer_session=/);
  });

  it('asks Apple for the names the dialog collects', async () => {
    const token = await appleIdToken(ctx.jwks, { now: ctx.clock.now(), audience: 'test.apple.client', sub: 'a-1', email: 'abe@test.foyer' });
    const first = await post({ provider: 'apple', token });
    expect(first.data).toMatchObject({ code: 'auth.gdpr_consent_required', social: { provider: 'apple', needsNames: true } });
    const done = await post({ provider: 'apple', token, gdpr: 'true', first_name: 'Abe', last_name: 'A' });
    expect(done.data).toMatchObject({ type: 'signed-in' });
  });

  it('answers a forged token with the social error code', async () => {
    const a = await post({ provider: 'google', token: 'not-a-jwt' });
    expect(a.data).toMatchObject({ type: 'error', code: 'auth.social_token_invalid' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { resolveViewer } from '@foyer/core/accounts/viewer';
import { appleIdToken, createSocialTestCtx, googleIdToken, type SocialTestCtx } from '@foyer/core/accounts/testing/index';
import { createApi } from './create-api.ts';
import { call, confirmedUser, firstError, uniqueEmail, type Api } from './testing/auth-test-helpers.ts';

type Tokens = { jwt_token: string; refresh_token: string; expiration_date: string };

let ctx: SocialTestCtx;
let api: Api;
const googleAud = 'test-google-client';
const appleAud = 'test.apple.client';

beforeAll(async () => {
  ctx = await createSocialTestCtx();
  api = createApi(ctx);
});
afterAll(() => ctx.close());

const viewerOf = (t: Tokens) => resolveViewer(ctx, t.jwt_token);
const userByEmail = async (email: string) => (await ctx.db.select().from(schema.users).where(eq(schema.users.email, email)))[0];
let n = 0;
const sub = () => `sub-${process.pid}-${++n}`;

describe('POST /auth/sign_in_google', () => {
  it('a new user needs gdpr: true (auth.gdpr_consent_required), then gets a confirmed account', async () => {
    const email = uniqueEmail('google');
    const token = await googleIdToken(ctx.jwks, { now: ctx.clock.now(), audience: googleAud, sub: sub(), email, given_name: 'Gosia', family_name: 'Kowal' });
    const refused = await call(api, 'POST', '/sign_in_google', { token });
    expect(refused.status).toBe(422);
    expect(firstError(refused).code).toBe('auth.gdpr_consent_required');
    expect(await userByEmail(email)).toBeUndefined();
    expect(firstError(await call(api, 'POST', '/sign_in_google', { token, gdpr: false })).code).toBe('auth.gdpr_consent_required');

    const res = await call<Tokens>(api, 'POST', '/sign_in_google', { token, gdpr: true }, { headers: { 'accept-language': 'de' } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['expiration_date', 'jwt_token', 'refresh_token']);
    const user = await userByEmail(email);
    expect(user).toMatchObject({ first_name: 'Gosia', last_name: 'Kowal', password_hash: null, locale: 'de' });
    expect(user!.email_confirmed_at).toBeInstanceOf(Date);
    expect((await viewerOf(res.body)).email).toBe(email);
    // Known identity: no consent needed any more, same account.
    const again = await call<Tokens>(api, 'POST', '/sign_in_google', { token });
    expect(again.status).toBe(200);
    expect((await viewerOf(again.body)).user_identity_token).toBe(user!.user_identity_token);
  });

  it('links to an existing account by the verified e-mail (no consent needed)', async () => {
    const { email } = await confirmedUser(ctx, api);
    const s = sub();
    const token = await googleIdToken(ctx.jwks, { now: ctx.clock.now(), audience: googleAud, sub: s, email: email.toUpperCase() });
    const res = await call<Tokens>(api, 'POST', '/sign_in_google', { token });
    expect(res.status).toBe(200);
    const user = await userByEmail(email);
    expect((await viewerOf(res.body)).user_identity_token).toBe(user!.user_identity_token);
    const ids = await ctx.db.select().from(schema.social_identities).where(eq(schema.social_identities.user_id, user!.id));
    expect(ids).toMatchObject([{ provider: 'google', provider_user_id: s }]);
  });

  it('drops the password of a never-confirmed account it links to (pre-hijacking)', async () => {
    const email = uniqueEmail('squatted');
    await call(api, 'POST', '/register', { email, password: 'attacker1', password_confirmation: 'attacker1', first_name: 'X', last_name: 'Y' });
    const token = await googleIdToken(ctx.jwks, { now: ctx.clock.now(), audience: googleAud, sub: sub(), email });
    expect((await call(api, 'POST', '/sign_in_google', { token })).status).toBe(200);
    const user = await userByEmail(email);
    expect(user!.email_confirmed_at).toBeInstanceOf(Date);
    expect(user!.password_hash).toBeNull();
    expect(firstError(await call(api, 'POST', '/login', { email, password: 'attacker1' })).code).toBe('auth.invalid_credentials');
  });

  it('accepts the issuer without https (Google issues both)', async () => {
    const token = await googleIdToken(ctx.jwks, { now: ctx.clock.now(), audience: googleAud, sub: sub(), email: uniqueEmail('g') }, { issuer: 'accounts.google.com' });
    expect((await call(api, 'POST', '/sign_in_google', { token, gdpr: true })).status).toBe(200);
  });

  it.each([
    ['a wrong audience', { audience: 'someone-elses-client' }],
    ['a wrong issuer', { issuer: 'https://evil.example' }],
    ['an expired token', { expiresIn: -60 }],
    ['a token signed by another key', { foreignKey: true }],
  ])('refuses %s with auth.social_token_invalid', async (_, over) => {
    const token = await googleIdToken(ctx.jwks, { now: ctx.clock.now(), audience: googleAud, sub: sub(), email: uniqueEmail('bad') }, over);
    const res = await call(api, 'POST', '/sign_in_google', { token, gdpr: true });
    expect(res.status).toBe(401);
    expect(firstError(res).code).toBe('auth.social_token_invalid');
  });

  it('refuses an Apple token at the Google endpoint and garbage', async () => {
    const apple = await appleIdToken(ctx.jwks, { now: ctx.clock.now(), audience: appleAud, sub: sub(), email: uniqueEmail('a') });
    expect(firstError(await call(api, 'POST', '/sign_in_google', { token: apple, gdpr: true })).code).toBe('auth.social_token_invalid');
    expect(firstError(await call(api, 'POST', '/sign_in_google', { token: 'not.a.jwt', gdpr: true })).code).toBe('auth.social_token_invalid');
    expect((await call(api, 'POST', '/sign_in_google', { gdpr: true })).status).toBe(422);
  });

  it('does not link by an e-mail Google has not verified', async () => {
    const { email } = await confirmedUser(ctx, api);
    const token = await googleIdToken(ctx.jwks, { now: ctx.clock.now(), audience: googleAud, sub: sub(), email, email_verified: false });
    const res = await call(api, 'POST', '/sign_in_google', { token, gdpr: true });
    expect(res.status).toBe(401);
    expect(firstError(res).code).toBe('auth.social_token_invalid');
  });
});

describe('POST /auth/sign_in_apple', () => {
  it('creates an account with the names the client sends (Apple puts none in the token)', async () => {
    const email = uniqueEmail('apple');
    const s = sub();
    const token = await appleIdToken(ctx.jwks, { now: ctx.clock.now(), audience: appleAud, sub: s, email });
    expect(firstError(await call(api, 'POST', '/sign_in_apple', { token, first_name: 'Jan', last_name: 'Kos' })).code).toBe('auth.gdpr_consent_required');
    const noNames = await call(api, 'POST', '/sign_in_apple', { token, first_name: '', last_name: '', gdpr: true });
    expect(noNames.status).toBe(422);
    expect(firstError(noNames).field).toBe('first_name');
    const res = await call<Tokens>(api, 'POST', '/sign_in_apple', { token, first_name: 'Jan', last_name: 'Kos', gdpr: true });
    expect(res.status).toBe(200);
    expect(await userByEmail(email)).toMatchObject({ first_name: 'Jan', last_name: 'Kos' });
    // Later sign-ins carry no names: the existing account signs in and keeps its names.
    const later = await call<Tokens>(api, 'POST', '/sign_in_apple', { token, first_name: '', last_name: '' });
    expect(later.status).toBe(200);
    expect(await userByEmail(email)).toMatchObject({ first_name: 'Jan', last_name: 'Kos' });
  });

  it('refuses a Google token, a wrong audience and an expired token', async () => {
    const email = uniqueEmail('apple-bad');
    const google = await googleIdToken(ctx.jwks, { now: ctx.clock.now(), audience: googleAud, sub: sub(), email });
    const wrongAud = await appleIdToken(ctx.jwks, { now: ctx.clock.now(), audience: 'other.app', sub: sub(), email });
    const expired = await appleIdToken(ctx.jwks, { now: ctx.clock.now(), audience: appleAud, sub: sub(), email }, { expiresIn: -1 });
    const foreign = await appleIdToken(ctx.jwks, { now: ctx.clock.now(), audience: appleAud, sub: sub(), email }, { foreignKey: true });
    for (const token of [google, wrongAud, expired, foreign]) {
      const res = await call(api, 'POST', '/sign_in_apple', { token, first_name: 'A', last_name: 'B', gdpr: true });
      expect(res.status).toBe(401);
      expect(firstError(res).code).toBe('auth.social_token_invalid');
    }
  });
});

describe('POST /auth/sign_in_facebook', () => {
  it('verifies the token with debug_token (app token) and reads /me', async () => {
    const email = uniqueEmail('fb');
    const token = ctx.graph.issueToken({ id: `fb-${sub()}`, email, first_name: 'Piotr', last_name: 'Lis' });
    expect(firstError(await call(api, 'POST', '/sign_in_facebook', { token })).code).toBe('auth.gdpr_consent_required');
    const res = await call<Tokens>(api, 'POST', '/sign_in_facebook', { token, gdpr: true });
    expect(res.status).toBe(200);
    expect(await userByEmail(email)).toMatchObject({ first_name: 'Piotr', last_name: 'Lis' });
    const debug = ctx.graph.requests.find((u) => u.pathname.endsWith('/debug_token'));
    expect(debug?.searchParams.get('access_token')).toBe('test-fb-app|test-fb-secret');
    expect(debug?.searchParams.get('input_token')).toBe(token);
  });

  it('refuses a token debug_token calls invalid, a token of another app, and an unknown token', async () => {
    const invalid = ctx.graph.issueToken({ id: 'fb-x1', email: uniqueEmail('fb') }, { valid: false });
    const otherApp = ctx.graph.issueToken({ id: 'fb-x2', email: uniqueEmail('fb') }, { appId: 'someone-else' });
    for (const token of [invalid, otherApp, 'EAA-never-issued']) {
      const res = await call(api, 'POST', '/sign_in_facebook', { token, gdpr: true });
      expect(res.status).toBe(401);
      expect(firstError(res).code).toBe('auth.social_token_invalid');
    }
  });

  it('a new account needs an e-mail from Facebook', async () => {
    const id = `fb-${sub()}`;
    const noEmail = ctx.graph.issueToken({ id, first_name: 'No', last_name: 'Mail' });
    expect(firstError(await call(api, 'POST', '/sign_in_facebook', { token: noEmail, gdpr: true })).code).toBe('auth.social_token_invalid');
  });
});

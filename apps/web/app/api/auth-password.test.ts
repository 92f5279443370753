import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { resolveViewer } from '@foyer/core/accounts/viewer';
import { MemoryRateLimiter } from '@foyer/core/platform/memory-rate-limiter';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { call, confirmedUser, firstError, lastMail, mailedLink, uniqueEmail, type Api } from './testing/auth-test-helpers.ts';

type Tokens = { jwt_token: string; refresh_token: string; expiration_date: string };

let ctx: TestCtx;
let api: Api;
let event: { id: number; lp_url: string };

beforeAll(async () => {
  ctx = await createTestCtx();
  api = createApi(ctx);
  event = await insertEvent(ctx, { lp_url: 'gala', title: 'Gala' });
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.rateLimiter = new MemoryRateLimiter();
});

const stillSignedIn = (jwt: string) => resolveViewer(ctx, jwt).then(() => true, () => false);
const login = (email: string, password: string) => call<Tokens>(api, 'POST', '/login', { email, password });

describe('POST /auth/password/forgot', () => {
  it('answers known and unknown e-mails byte for byte the same; only the known one gets a link', async () => {
    const { email } = await confirmedUser(ctx, api);
    const ghost = uniqueEmail('ghost');
    const known = await call(api, 'POST', '/password/forgot', { email, event_id: event.id, source: 'web' });
    const unknown = await call(api, 'POST', '/password/forgot', { email: ghost, event_id: event.id, source: 'web' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.text).toBe(known.text);
    expect(known.text).toBe('{"status":"ok"}');
    expect(await lastMail(ctx, ghost)).toBeNull();
    const { url } = await mailedLink(ctx, email, 'accounts.password_reset');
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/gala/reset-password');
  });

  it('is rate limited per address', async () => {
    const email = uniqueEmail('limited');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(api, 'POST', '/password/forgot', { email })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('validates the address', async () => {
    const res = await call(api, 'POST', '/password/forgot', { email: 'nope' });
    expect(res.status).toBe(422);
    expect(firstError(res)).toMatchObject({ code: 'common.validation', field: 'email' });
  });
});

describe('POST /auth/password/reset', () => {
  it('sets the new password, ends every other session, records consents and signs in; the link works once', async () => {
    const { email, password, tokens } = await confirmedUser(ctx, api);
    const [cs] = await ctx.db.insert(schema.consent_schemas).values({ key: 'privacy-reset', is_system: true }).returning();
    await ctx.db.insert(schema.consent_schema_versions).values({ consent_schema_id: cs!.id, version_number: 1 });
    await call(api, 'POST', '/password/forgot', { email });
    const { token } = await mailedLink(ctx, email, 'accounts.password_reset');
    const rows = await ctx.db.select().from(schema.email_tokens).where(eq(schema.email_tokens.kind, 'password_reset'));
    expect(rows.some((r) => r.token_hash === token)).toBe(false);

    const body = { token, password: 'brand-new-pass', password_confirmation: 'brand-new-pass', consents: [{ consent_schema_id: cs!.id, version_number: 1, accepted: true }] };
    const res = await call<Tokens>(api, 'POST', '/password/reset', body);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['expiration_date', 'jwt_token', 'refresh_token']);
    expect(await stillSignedIn(res.body.jwt_token)).toBe(true);
    expect(await stillSignedIn(tokens.jwt_token)).toBe(false);
    expect(firstError(await login(email, password)).code).toBe('auth.invalid_credentials');
    expect((await login(email, 'brand-new-pass')).status).toBe(200);
    const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(await ctx.db.select().from(schema.user_consents).where(eq(schema.user_consents.user_id, user!.id))).toHaveLength(1);

    const again = await call(api, 'POST', '/password/reset', { ...body, consents: [] });
    expect(again.status).toBe(401);
    expect(firstError(again).code).toBe('auth.token_invalid');
  });

  it('confirms the address of an account that never confirmed it', async () => {
    const email = uniqueEmail('unconfirmed');
    await call(api, 'POST', '/register', { email, password: 'secret77', password_confirmation: 'secret77', first_name: 'A', last_name: 'B' });
    await call(api, 'POST', '/password/forgot', { email });
    const { token } = await mailedLink(ctx, email, 'accounts.password_reset');
    expect((await call(api, 'POST', '/password/reset', { token, password: 'another7', password_confirmation: 'another7' })).status).toBe(200);
    expect((await login(email, 'another7')).status).toBe(200);
  });

  it('a bad new password is refused without using up the link', async () => {
    const { email } = await confirmedUser(ctx, api);
    await call(api, 'POST', '/password/forgot', { email });
    const { token } = await mailedLink(ctx, email, 'accounts.password_reset');
    const short = await call(api, 'POST', '/password/reset', { token, password: 'abc', password_confirmation: 'abc' });
    expect(short.status).toBe(422);
    expect(firstError(short)).toMatchObject({ code: 'auth.password_too_short', field: 'password' });
    const mismatch = await call(api, 'POST', '/password/reset', { token, password: 'abcdefgh', password_confirmation: 'abcdefgX' });
    expect(firstError(mismatch)).toMatchObject({ code: 'auth.passwords_not_matching', field: 'password_confirmation' });
    expect((await call(api, 'POST', '/password/reset', { token, password: 'abcdefgh', password_confirmation: 'abcdefgh' })).status).toBe(200);
  });

  it('answers auth.token_expired after one hour, and only the newest link works', async () => {
    const { email } = await confirmedUser(ctx, api);
    await call(api, 'POST', '/password/forgot', { email });
    const first = (await mailedLink(ctx, email, 'accounts.password_reset')).token;
    await call(api, 'POST', '/password/forgot', { email });
    const second = (await mailedLink(ctx, email, 'accounts.password_reset')).token;
    const body = { password: 'abcdefgh', password_confirmation: 'abcdefgh' };
    expect(firstError(await call(api, 'POST', '/password/reset', { ...body, token: first })).code).toBe('auth.token_invalid');
    const start = ctx.clock.now();
    ctx.clock.set(new Date(start.getTime() + 3600_000 + 1000));
    try {
      const res = await call(api, 'POST', '/password/reset', { ...body, token: second });
      expect(res.status).toBe(401);
      expect(firstError(res).code).toBe('auth.token_expired');
    } finally {
      ctx.clock.set(start);
    }
  });
});

describe('PUT /auth/password', () => {
  it('changes the password with the current one and ends the other sessions, not this one', async () => {
    const { email, password, tokens } = await confirmedUser(ctx, api);
    const other = (await login(email, password)).body;
    const res = await call(api, 'PUT', '/password', { current_password: password, password: 'changed-77', password_confirmation: 'changed-77' }, { jwt: tokens.jwt_token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(await stillSignedIn(tokens.jwt_token)).toBe(true);
    expect(await stillSignedIn(other.jwt_token)).toBe(false);
    expect(firstError(await login(email, password)).code).toBe('auth.invalid_credentials');
    expect((await login(email, 'changed-77')).status).toBe(200);
  });

  it('answers auth.wrong_current_password on current_password', async () => {
    const { tokens } = await confirmedUser(ctx, api);
    const res = await call(api, 'PUT', '/password', { current_password: 'not-mine', password: 'changed-77', password_confirmation: 'changed-77' }, { jwt: tokens.jwt_token });
    expect(res.status).toBe(422);
    expect(firstError(res)).toMatchObject({ code: 'auth.wrong_current_password', field: 'current_password' });
  });

  it('a stolen token cannot guess current_password: five checks an hour, shared with the e-mail change', async () => {
    const { password, tokens } = await confirmedUser(ctx, api);
    const change = (current_password: string) =>
      call(api, 'PUT', '/password', { current_password, password: 'changed-77', password_confirmation: 'changed-77' }, { jwt: tokens.jwt_token });
    for (let i = 0; i < 4; i++) expect((await change(`guess-${i}`)).status).toBe(422);
    // The twin that asks for the same password counts against the same allowance.
    const viaEmail = await createApi(ctx).request('/current_user/email', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.jwt_token}` },
      body: JSON.stringify({ email: 'elsewhere@example.test', current_password: 'guess-4' }),
    });
    expect(viaEmail.status).toBe(422);
    const refused = await change(password);
    expect(refused.status).toBe(429);
    expect(firstError(refused).code).toBe('common.rate_limited');
  });

  it('an account without a password (made by magic link) sets its first one without a current one; then the current one is required', async () => {
    const { email, tokens } = await confirmedUser(ctx, api);
    await ctx.db.update(schema.users).set({ password_hash: null }).where(eq(schema.users.email, email));
    const first = await call(api, 'PUT', '/password', { password: 'first-pass-1', password_confirmation: 'first-pass-1' }, { jwt: tokens.jwt_token });
    expect(first.status).toBe(200);
    expect((await login(email, 'first-pass-1')).status).toBe(200);
    // From now on the account has a password: changing it asks for it, by field.
    const without = await call(api, 'PUT', '/password', { password: 'second-pass-2', password_confirmation: 'second-pass-2' }, { jwt: tokens.jwt_token });
    expect(without.status).toBe(422);
    expect(firstError(without)).toMatchObject({ code: 'common.validation', field: 'current_password' });
    expect((await login(email, 'second-pass-2')).status).toBe(401);
  });

  it('validates the new password and needs a bearer token', async () => {
    const { password, tokens } = await confirmedUser(ctx, api);
    const res = await call(api, 'PUT', '/password', { current_password: password, password: 'abc', password_confirmation: 'abd' }, { jwt: tokens.jwt_token });
    expect(res.status).toBe(422);
    expect(firstError(res).code).toBe('auth.password_too_short');
    const anonymous = await call(api, 'PUT', '/password', { current_password: password, password: 'abcdefgh', password_confirmation: 'abcdefgh' });
    expect(anonymous.status).toBe(401);
    expect(firstError(anonymous).code).toBe('common.not_authenticated');
  });
});

describe('DELETE /auth/user', () => {
  it('anonymises the account, keeps rows that must stay, ends all sessions and frees the e-mail', async () => {
    const { email, password, tokens } = await confirmedUser(ctx, api, { first_name: 'Zofia' });
    const other = (await login(email, password)).body;
    const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.email, email));
    await ctx.db.update(schema.users).set({ company: 'ACME', biography: 'Bio', phone_number: '+48 600 000 000', linked_profile: 'https://linkedin.example/z' }).where(eq(schema.users.id, user!.id));
    await ctx.db.insert(schema.event_memberships).values({ event_id: event.id, user_id: user!.id, first_name: 'Zofia', last_name: 'Nowak' });
    await ctx.db.insert(schema.social_identities).values({ user_id: user!.id, provider: 'google', provider_user_id: `g-${user!.id}`, email });
    const [order] = await ctx.db.insert(schema.orders).values({ event_id: event.id, user_id: user!.id }).returning();
    await call(api, 'POST', '/password/forgot', { email });

    const res = await call(api, 'DELETE', '/user', { current_password: password }, { jwt: tokens.jwt_token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });

    const [after] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, user!.id));
    expect(after!.deleted_at).toBeInstanceOf(Date);
    expect(after!.email).toMatch(/^deleted-[0-9a-f]+@deleted\.invalid$/);
    expect(after).toMatchObject({ first_name: '', last_name: '', company: null, biography: null, phone_number: null, linked_profile: null, password_hash: null, picture: null });
    const [kept] = await ctx.db.select().from(schema.orders).where(eq(schema.orders.id, order!.id));
    expect(kept!.user_id).toBe(user!.id);
    expect(await ctx.db.select().from(schema.event_memberships).where(eq(schema.event_memberships.user_id, user!.id))).toHaveLength(0);
    expect(await ctx.db.select().from(schema.social_identities).where(eq(schema.social_identities.user_id, user!.id))).toHaveLength(0);
    expect(await ctx.db.select().from(schema.email_tokens).where(eq(schema.email_tokens.user_id, user!.id))).toHaveLength(0);
    const sessions = await ctx.db.select().from(schema.refresh_tokens).where(eq(schema.refresh_tokens.user_id, user!.id));
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
    expect(await stillSignedIn(tokens.jwt_token)).toBe(false);
    expect(await stillSignedIn(other.jwt_token)).toBe(false);
    expect(firstError(await call(api, 'POST', '/refresh_token', { refresh_token: other.refresh_token })).code).toBe('auth.refresh_token_invalid');

    // The address can register again, as a new account.
    const again = await call(api, 'POST', '/register', { email, password: 'secret77', password_confirmation: 'secret77', first_name: 'Z', last_name: 'N' });
    expect(again.status).toBe(200);
  });

  it('needs a bearer token', async () => {
    expect((await call(api, 'DELETE', '/user')).status).toBe(401);
  });
});

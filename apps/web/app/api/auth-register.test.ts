import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { hashOpaqueToken } from '@foyer/core/accounts/tokens/opaque-token';
import { MemoryRateLimiter } from '@foyer/core/platform/memory-rate-limiter';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { resources } from '@foyer/i18n';
import { createApi } from './create-api.ts';
import { call, firstError, lastMail, mailedLink, uniqueEmail, type Api } from './testing/auth-test-helpers.ts';

let ctx: TestCtx;
let api: Api;
let event: { id: number; lp_url: string; title: string };

beforeAll(async () => {
  ctx = await createTestCtx();
  api = createApi(ctx);
  event = await insertEvent(ctx, { lp_url: 'summit', title: 'Summit 2027' });
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.rateLimiter = new MemoryRateLimiter();
});

const registration = (over: Record<string, unknown> = {}) => ({
  email: uniqueEmail('reg'),
  password: 'secret77',
  password_confirmation: 'secret77',
  first_name: 'Anna',
  last_name: 'Nowak',
  ...over,
});

const userByEmail = async (email: string) => (await ctx.db.select().from(schema.users).where(eq(schema.users.email, email)))[0];

describe('POST /auth/register', () => {
  it('creates an unconfirmed account with an argon2id hash and e-mails the confirmation link; it does not sign in', async () => {
    const body = registration({ email: '  Anna.Nowak @Example.TEST ' });
    const res = await call(api, 'POST', '/register', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', email: 'anna.nowak@example.test' });
    const user = await userByEmail('anna.nowak@example.test');
    expect(user?.email_confirmed_at).toBeNull();
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await ctx.db.select().from(schema.refresh_tokens).where(eq(schema.refresh_tokens.user_id, user!.id))).toHaveLength(0);
    const { url } = await mailedLink(ctx, 'anna.nowak@example.test', 'accounts.confirmation');
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/registration/confirm');
  });

  it('leads back to the event the registration started from, in the language of the request', async () => {
    const body = registration({ event_id: event.id, source: 'web' });
    const res = await call(api, 'POST', '/register', body, { headers: { 'accept-language': 'pl-PL,pl;q=0.9' } });
    expect(res.status).toBe(200);
    const mail = await lastMail(ctx, body.email, 'accounts.confirmation');
    expect(mail?.locale).toBe('pl');
    expect(mail?.subject).toBe(resources.pl.accounts.mail.confirmation.subject);
    expect(mail?.text_body).toContain('Summit 2027');
    expect(mail?.html_body).toContain('Summit 2027');
    expect(mail?.event_id).toBe(event.id);
    const { url, token } = await mailedLink(ctx, body.email, 'accounts.confirmation');
    expect(url.pathname).toBe('/summit/registration/confirm');
    // Stored hashed: the plain token appears nowhere in the table.
    const rows = await ctx.db.select().from(schema.email_tokens);
    expect(rows.some((r) => r.token_hash === token || r.token_hash.includes(token))).toBe(false);
    expect(rows.some((r) => r.token_hash === hashOpaqueToken(token) && r.kind === 'confirmation' && r.source === 'web' && r.event_id === event.id)).toBe(true);
    expect((await userByEmail(body.email))?.locale).toBe('pl');
  });

  it('does not tell whether an address has an account: the same answer, and the owner is told by e-mail (also for another spelling)', async () => {
    const body = registration();
    const first = await call(api, 'POST', '/register', body);
    expect(first.status).toBe(200);
    const again = await call(api, 'POST', '/register', { ...body, email: ` ${body.email.toUpperCase()}`, first_name: 'Mallory', password: 'another-one-1', password_confirmation: 'another-one-1' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const notice = await lastMail(ctx, body.email, 'accounts.account_exists');
    expect(notice?.text_body).toContain('/login');
    // Nothing about the account changed: still one account, its name and password as registered.
    const users = await ctx.db.select().from(schema.users).where(eq(schema.users.email, body.email));
    expect(users).toHaveLength(1);
    expect(users[0]!.first_name).toBe(body.first_name);
  });

  it('is rate limited per e-mail and per client address: nobody floods an inbox or burns the password hashing', async () => {
    const body = registration();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await call(api, 'POST', '/register', body, { headers: { 'x-forwarded-for': `10.20.0.${i}` } })).status);
    // Only the first creates the account; each of the next four mails its owner; then no more mail.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await call(api, 'POST', '/register', body);
    expect(firstError(refused).code).toBe('common.rate_limited');
  });

  it('refuses the 61st registration from one client address in 15 minutes, whatever the addresses registered', async () => {
    const answers = await Promise.all(Array.from({ length: 61 }, () => call(api, 'POST', '/register', registration())));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(60);
    expect(answers.filter((a) => a.status === 429).map((a) => firstError(a).code)).toEqual(['common.rate_limited']);
  });

  it('names every invalid field with SPEC §5 messages and codes', async () => {
    const res = await call(api, 'POST', '/register', { email: 'not-an-email', password: 'short', password_confirmation: 'other', first_name: ' ', last_name: '' });
    expect(res.status).toBe(422);
    const errors = (res.body as unknown as { errors: { code: string; field: string; message: string }[] }).errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { code: 'common.validation', field: 'email', message: 'Invalid email address' },
        { code: 'auth.password_too_short', field: 'password', message: 'Too short, use at least 7 characters' },
        { code: 'auth.passwords_not_matching', field: 'password_confirmation', message: 'Passwords are not matching!' },
        expect.objectContaining({ field: 'first_name' }),
        expect.objectContaining({ field: 'last_name' }),
      ]),
    );
  });

  it('translates the validation messages (Polish)', async () => {
    const res = await call(api, 'POST', '/register', registration({ email: 'nope' }), { headers: { 'accept-language': 'pl' } });
    expect(firstError(res)).toMatchObject({ field: 'email', message: 'Niepoprawny adres e-mail!' });
  });

  it('records the consents sent with the registration and refuses unknown consent versions', async () => {
    const [cs] = await ctx.db.insert(schema.consent_schemas).values({ key: `terms-${Date.now()}`, required: true, is_system: true }).returning();
    await ctx.db.insert(schema.consent_schema_versions).values({ consent_schema_id: cs!.id, version_number: 2 });
    const body = registration({ consents: [{ consent_schema_id: cs!.id, version_number: 2, accepted: true }] });
    expect((await call(api, 'POST', '/register', body)).status).toBe(200);
    const user = await userByEmail(body.email);
    const consents = await ctx.db.select().from(schema.user_consents).where(eq(schema.user_consents.user_id, user!.id));
    expect(consents).toMatchObject([{ consent_schema_id: cs!.id, version_number: 2, accepted: true }]);

    const bad = registration({ consents: [{ consent_schema_id: cs!.id, version_number: 9, accepted: true }] });
    const res = await call(api, 'POST', '/register', bad);
    expect(res.status).toBe(422);
    expect(firstError(res)).toMatchObject({ code: 'common.validation', field: 'consents' });
    expect(await userByEmail(bad.email)).toBeUndefined();
  });

  it('refuses an unknown event_id with event.invalid instead of failing', async () => {
    const res = await call(api, 'POST', '/register', registration({ event_id: 987654 }));
    expect(res.status).toBe(404);
    expect(firstError(res)).toMatchObject({ code: 'event.invalid', field: 'event_id' });
  });
});

describe('POST /auth/confirm', () => {
  it('confirms the address and signs in; the link works once', async () => {
    const body = registration({ event_id: event.id });
    await call(api, 'POST', '/register', body);
    const { token } = await mailedLink(ctx, body.email, 'accounts.confirmation');
    const res = await call(api, 'POST', '/confirm', { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['expiration_date', 'jwt_token', 'refresh_token']);
    expect((await userByEmail(body.email))?.email_confirmed_at).toBeInstanceOf(Date);
    const again = await call(api, 'POST', '/confirm', { token });
    expect(again.status).toBe(401);
    expect(firstError(again).code).toBe('auth.token_invalid');
  });

  it('answers auth.token_expired after 24 hours and auth.token_invalid for an unknown token', async () => {
    const body = registration();
    await call(api, 'POST', '/register', body);
    const { token } = await mailedLink(ctx, body.email, 'accounts.confirmation');
    const start = ctx.clock.now();
    ctx.clock.set(new Date(start.getTime() + 24 * 3600_000 + 1000));
    try {
      const res = await call(api, 'POST', '/confirm', { token });
      expect(res.status).toBe(401);
      expect(firstError(res).code).toBe('auth.token_expired');
    } finally {
      ctx.clock.set(start);
    }
    expect(firstError(await call(api, 'POST', '/confirm', { token: 'x'.repeat(43) })).code).toBe('auth.token_invalid');
    expect((await call(api, 'POST', '/confirm', {})).status).toBe(422);
  });
});

describe('POST /auth/confirm/resend', () => {
  it('sends a new link and the older one stops working', async () => {
    const body = registration();
    await call(api, 'POST', '/register', body);
    const first = await mailedLink(ctx, body.email, 'accounts.confirmation');
    const res = await call(api, 'POST', '/confirm/resend', { email: body.email, event_id: event.id, source: 'web' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    const second = await mailedLink(ctx, body.email, 'accounts.confirmation');
    expect(second.token).not.toBe(first.token);
    expect(second.url.pathname).toBe('/summit/registration/confirm');
    expect(firstError(await call(api, 'POST', '/confirm', { token: first.token })).code).toBe('auth.token_invalid');
    expect((await call(api, 'POST', '/confirm', { token: second.token })).status).toBe(200);
  });

  it('answers ok for a confirmed and for an unknown address alike; the e-mail says which (no account discovery)', async () => {
    const body = registration();
    await call(api, 'POST', '/register', body);
    await call(api, 'POST', '/confirm', { token: (await mailedLink(ctx, body.email, 'accounts.confirmation')).token });
    const confirmed = await call(api, 'POST', '/confirm/resend', { email: body.email, event_id: event.id });
    const ghost = uniqueEmail('ghost');
    const missing = await call(api, 'POST', '/confirm/resend', { email: ghost, event_id: event.id, locale: 'pl' });
    expect([confirmed.status, missing.status]).toEqual([200, 200]);
    expect(confirmed.body).toEqual(missing.body);
    expect((await lastMail(ctx, body.email, 'accounts.already_confirmed'))?.text_body).toContain('/summit/login');
    const toGhost = await lastMail(ctx, ghost, 'accounts.no_account');
    expect(toGhost?.subject).toBe('Żadne konto nie używa tego adresu e-mail');
    expect(toGhost?.text_body).toContain('/summit/register');
  });

  it('is rate limited per address', async () => {
    const body = registration();
    await call(api, 'POST', '/register', body);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await call(api, 'POST', '/confirm/resend', { email: body.email })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(firstError(await call(api, 'POST', '/confirm/resend', { email: body.email })).code).toBe('common.rate_limited');
  });
});

describe('POST /auth/login', () => {
  it('signs a confirmed user in with the e-mail in any case and spacing', async () => {
    const body = registration();
    await call(api, 'POST', '/register', body);
    await call(api, 'POST', '/confirm', { token: (await mailedLink(ctx, body.email, 'accounts.confirmation')).token });
    const res = await call(api, 'POST', '/login', { email: ` ${body.email.toUpperCase()} `, password: body.password }, { headers: { 'x-device-id': 'dev-1' } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['expiration_date', 'jwt_token', 'refresh_token']);
    expect(res.body.expiration_date).toBe(new Date(ctx.clock.now().getTime() + 15 * 60_000).toISOString());
    const user = await userByEmail(body.email);
    const rows = await ctx.db.select().from(schema.refresh_tokens).where(eq(schema.refresh_tokens.user_id, user!.id));
    expect(rows.some((r) => r.device_id === 'dev-1' && r.token_hash === hashOpaqueToken(res.body.refresh_token as string))).toBe(true);
  });

  it('answers a wrong password and an unknown e-mail identically with auth.invalid_credentials', async () => {
    const body = registration();
    await call(api, 'POST', '/register', body);
    await call(api, 'POST', '/confirm', { token: (await mailedLink(ctx, body.email, 'accounts.confirmation')).token });
    const wrong = await call(api, 'POST', '/login', { email: body.email, password: 'not-it-at-all' });
    const unknown = await call(api, 'POST', '/login', { email: uniqueEmail('ghost'), password: 'not-it-at-all' });
    expect(wrong.status).toBe(401);
    expect(firstError(wrong)).toMatchObject({ code: 'auth.invalid_credentials', message: 'Wrong password!' });
    expect(unknown.status).toBe(401);
    expect(unknown.text).toBe(wrong.text);
  });

  it('tells auth.email_not_confirmed only to someone who knows the password', async () => {
    const body = registration();
    await call(api, 'POST', '/register', body);
    expect(firstError(await call(api, 'POST', '/login', { email: body.email, password: 'wrong-password' })).code).toBe('auth.invalid_credentials');
    const res = await call(api, 'POST', '/login', { email: body.email, password: body.password });
    expect(res.status).toBe(403);
    expect(firstError(res)).toMatchObject({ code: 'auth.email_not_confirmed', field: 'email' });
  });

  it('refuses a deleted account', async () => {
    const body = registration();
    await call(api, 'POST', '/register', body);
    const { jwt_token } = (await call<{ jwt_token: string }>(api, 'POST', '/confirm', { token: (await mailedLink(ctx, body.email, 'accounts.confirmation')).token })).body;
    expect((await call(api, 'DELETE', '/user', { current_password: body.password }, { jwt: jwt_token })).status).toBe(200);
    expect(firstError(await call(api, 'POST', '/login', { email: body.email, password: body.password })).code).toBe('auth.invalid_credentials');
  });

  it('answers 422 naming the field for a malformed body', async () => {
    const res = await call(api, 'POST', '/login', { email: 'a@b.test' });
    expect(res.status).toBe(422);
    expect(firstError(res).field).toBe('password');
  });
});

describe('the auth API as a whole', () => {
  it('documents every call of SPEC §7 in the OpenAPI document', async () => {
    const doc = (await (await api.request('/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const calls = [
      ['post', '/auth/login'], ['post', '/auth/sign_in_facebook'], ['post', '/auth/sign_in_google'], ['post', '/auth/sign_in_apple'],
      ['post', '/auth/magic_link'], ['post', '/auth/magic_link/authenticate'], ['post', '/auth/register'], ['post', '/auth/refresh_token'],
      ['post', '/auth/confirm'], ['post', '/auth/confirm/resend'], ['post', '/auth/password/forgot'], ['post', '/auth/password/reset'],
      ['put', '/auth/password'], ['delete', '/auth/logout'], ['delete', '/auth/user'],
    ] as const;
    for (const [method, path] of calls) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it('answers a body that is not JSON with a 4xx envelope, not a 500', async () => {
    const res = await api.request('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(((await res.json()) as { errors: unknown[] }).errors).toHaveLength(1);
  });

  it('answers a wrongly typed field with 422, not a 500', async () => {
    const res = await call(api, 'POST', '/magic_link', { email: 'a@b.test', event_id: 'five' });
    expect(res.status).toBe(422);
    expect(firstError(res).field).toBe('event_id');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { hashPassword } from '@foyer/core/accounts/password-hash';
import { ensureSystemConsents } from '@foyer/core/consents/ensure-system-consents';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import type { AuthActionData } from '../auth-result.ts';
import { authRequest } from './auth-request.server.ts';
import { loginAction } from './login-intents.server.ts';
import { registerAction } from './register-intents.server.ts';
import { confirmRegistration } from './link-sign-in.server.ts';

/**
 * The login and registration actions against a real database: what each answer tells the UI
 * (SPEC §4 login flow, §8 first error code), cookies, redirects without JavaScript.
 */
let ctx: TestCtx;
let open: { id: number };

beforeAll(async () => {
  ctx = await createTestCtx();
  await ensureSystemConsents(ctx.db);
  open = await insertEvent(ctx, { lp_url: 'open', access_mode_type: 'none' });
  await insertEvent(ctx, { lp_url: 'vip', access_mode_type: 'whitelist' });
  const password_hash = await hashPassword('secret-pass-1');
  await ctx.db.insert(schema.users).values([
    { email: 'ann@test.foyer', first_name: 'Ann', last_name: 'A', password_hash, email_confirmed_at: new Date(), user_identity_token: 'uit-ann' },
    { email: 'una@test.foyer', first_name: 'Una', last_name: 'U', password_hash, email_confirmed_at: null, user_identity_token: 'uit-una' },
    { email: 'bob@test.foyer', first_name: 'Bob', last_name: 'B', password_hash, email_confirmed_at: new Date(), user_identity_token: 'uit-bob' },
  ]);
});
afterAll(() => ctx.close());

interface Answer {
  data: AuthActionData | null;
  status: number;
  location: string | null;
  cookie: string | null;
}

/** Runs an action like React Router does and reads what it answered (data, or a thrown redirect). */
async function post(action: typeof loginAction, path: string, fields: Record<string, string>, cookie?: string): Promise<Answer> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const request = new Request(`http://foyer.test${path}`, { method: 'POST', body: new URLSearchParams(fields), headers });
  const slug = path.split('/')[1];
  try {
    const res = (await action(await authRequest(ctx, request, slug, { readForm: true }))) as unknown as { data: AuthActionData; init?: { status?: number; headers?: HeadersInit } };
    const h = new Headers(res.init?.headers);
    return { data: res.data, status: res.init?.status ?? 200, location: null, cookie: h.get('set-cookie') };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { data: null, status: thrown.status, location: thrown.headers.get('location'), cookie: thrown.headers.get('set-cookie') };
  }
}
const session = (a: Answer) => a.cookie!.split(';')[0]!;

describe('password login', () => {
  it('answers a wrong password with its code for the error modal, not under a field', async () => {
    const a = await post(loginAction, '/open/login', { intent: 'password', email: 'ann@test.foyer', password: 'nope-nope', _js: '1' });
    expect(a.status).toBe(401);
    expect(a.data).toMatchObject({ type: 'error', form: 'login', code: 'auth.invalid_credentials', inline: false });
    expect(a.cookie).toBeNull();
  });

  it('keeps form rules under their fields and sends no password back', async () => {
    const a = await post(loginAction, '/open/login', { intent: 'password', email: 'not-an-email', password: 'x' });
    expect(a.data?.type).toBe('invalid');
    expect(a.data?.reply?.error).toMatchObject({ email: ['Invalid email address'] });
    expect(JSON.stringify(a.data)).not.toContain('"x"');
  });

  it('signs in, then asks for the missing system consents; accepting them joins the event and goes on', async () => {
    const first = await post(loginAction, '/open/login', { intent: 'password', email: ' ANN@test.foyer ', password: 'secret-pass-1', _js: '1', redirectTo: '/open/profile' });
    expect(first.data).toMatchObject({ type: 'consents' });
    expect((first.data as { consents: { key: string }[] }).consents.map((c) => c.key)).toEqual(['terms', 'gdpr']);
    expect(first.cookie).toMatch(/^foyer_session=/);

    const ids = (first.data as { consents: { id: number }[] }).consents.map((c) => c.id);
    const refused = await post(loginAction, '/open/login', { intent: 'consents', [`consent_${ids[0]}`]: 'on', _js: '1' }, session(first));
    expect(refused.data).toMatchObject({ type: 'error', form: 'consents', code: 'common.validation' });

    const fields = Object.fromEntries(ids.map((id) => [`consent_${id}`, 'on']));
    const done = await post(loginAction, '/open/login', { intent: 'consents', ...fields, redirectTo: '/open/profile', _js: '1' }, session(first));
    expect(done.data).toMatchObject({ type: 'signed-in', next: '/open/profile' });
    const [member] = await ctx.db.select().from(schema.event_memberships).where(eq(schema.event_memberships.event_id, open.id));
    expect(member?.joined).toBe(true);
  });

  it('redirects with the cookie when the form came without JavaScript, never off the site', async () => {
    const a = await post(loginAction, '/open/login', { intent: 'password', email: 'ann@test.foyer', password: 'secret-pass-1', redirectTo: '//evil.example/x' });
    expect(a.status).toBe(302);
    expect(a.location).toBe('/open');
    expect(a.cookie).toMatch(/^foyer_session=/);
  });

  it('without JavaScript, shows pending consents on the login screen after a redirect (so the new cookie is read)', async () => {
    const a = await post(loginAction, '/open/login', { intent: 'password', email: 'bob@test.foyer', password: 'secret-pass-1', redirectTo: '/open/profile' });
    expect(a.status).toBe(302);
    expect(a.location).toBe('/open/login?redirectTo=%2Fopen%2Fprofile');
    expect(a.cookie).toMatch(/^foyer_session=/);
  });

  it('opens the whitelist dialog on a whitelist event, whose request button asks the organizer', async () => {
    const a = await post(loginAction, '/vip/login', { intent: 'password', email: 'ann@test.foyer', password: 'secret-pass-1', _js: '1' });
    expect(a.data).toEqual({ type: 'whitelist', form: 'login', requested: false });
    const asked = await post(loginAction, '/vip/login', { intent: 'request-join', _js: '1' }, session(a));
    expect(asked.data).toMatchObject({ type: 'join-requested' });
    const again = await post(loginAction, '/vip/login', { intent: 'request-join', _js: '1' }, session(a));
    expect(again.data).toMatchObject({ type: 'error', code: 'access.already_requested' });
  });

  it('tells an unconfirmed account to confirm, with the e-mail for the resend dialog', async () => {
    const a = await post(loginAction, '/open/login', { intent: 'password', email: 'una@test.foyer', password: 'secret-pass-1', _js: '1' });
    expect(a.data).toMatchObject({ type: 'error', code: 'auth.email_not_confirmed', email: 'una@test.foyer', inline: false });
  });

  it('answers a magic-link request the same way for unknown addresses', async () => {
    const known = await post(loginAction, '/open/login', { intent: 'magic-link', email: 'ann@test.foyer', _js: '1' });
    const unknown = await post(loginAction, '/open/login', { intent: 'magic-link', email: 'ghost@test.foyer', _js: '1' });
    expect(known.data).toEqual({ type: 'magic-link-sent', form: 'magic-link', email: 'ann@test.foyer' });
    expect(unknown.data).toEqual({ type: 'magic-link-sent', form: 'magic-link', email: 'ghost@test.foyer' });
  });

  it('refuses the consents and request buttons without a session', async () => {
    const a = await post(loginAction, '/open/login', { intent: 'consents', _js: '1' });
    expect(a.data).toMatchObject({ type: 'error', code: 'common.not_authenticated' });
  });
});

describe('registration', () => {
  const fields = { first_name: 'Reg', last_name: 'User', password: 'secret-pass-1', password_confirmation: 'secret-pass-1', _js: '1' };

  it('creates the account, mails the link, and the link signs in on registration/completed', async () => {
    const a = await post(registerAction, '/open/register', { ...fields, email: 'reg@test.foyer' });
    expect(a.data).toEqual({ type: 'registered', form: 'register', email: 'reg@test.foyer' });
    expect(a.cookie).toBeNull();

    const [mail] = await ctx.db.select().from(schema.mail_outbox).where(eq(schema.mail_outbox.to_address, 'reg@test.foyer')).orderBy(desc(schema.mail_outbox.id)).limit(1);
    const token = /\/open\/registration\/confirm\?token=([\w-]+)/.exec(mail!.text_body)?.[1];
    expect(token).toBeTruthy();
    const request = new Request(`http://foyer.test/open/registration/confirm?token=${token}`);
    const thrown = (await confirmRegistration(await authRequest(ctx, request, 'open')).catch((r: unknown) => r)) as Response;
    expect(thrown.headers.get('location')).toBe('/open/registration/completed');
    expect(thrown.headers.get('set-cookie')).toMatch(/^foyer_session=/);

    // The link is single-use.
    const reused = (await confirmRegistration(await authRequest(ctx, request, 'open')).catch((r: unknown) => r)) as Response;
    expect(reused.headers.get('location')).toBe('/open/registration/invalid-token');
  });

  it('answers a taken e-mail as any registration (check your e-mail): the page does not tell who has an account', async () => {
    const taken = await post(registerAction, '/open/register', { ...fields, email: 'ann@test.foyer' });
    const fresh = await post(registerAction, '/open/register', { ...fields, email: 'new-ann@test.foyer' });
    expect(taken.data?.type).toBe(fresh.data?.type);
    expect(taken.data?.type).not.toBe('error');
  });

  it('reports every broken rule at once', async () => {
    const a = await post(registerAction, '/open/register', { first_name: '', last_name: '', email: 'x', password: 'short', password_confirmation: 'other' });
    expect(Object.keys(a.data?.reply?.error ?? {}).sort()).toEqual(['email', 'first_name', 'last_name', 'password', 'password_confirmation']);
  });

  it('resends the confirmation, and answers confirmed and unknown addresses the same way (the mail says which)', async () => {
    const resent = await post(registerAction, '/open/register', { intent: 'resend', email: 'una@test.foyer', _js: '1' });
    expect(resent.data).toMatchObject({ type: 'resent', email: 'una@test.foyer' });
    const confirmed = await post(registerAction, '/open/register', { intent: 'resend', email: 'ann@test.foyer', _js: '1' });
    expect(confirmed.data).toMatchObject({ type: 'resent', email: 'ann@test.foyer' });
    const unknown = await post(registerAction, '/open/register', { intent: 'resend', email: 'ghost@test.foyer', _js: '1' });
    expect(unknown.data).toMatchObject({ type: 'resent', email: 'ghost@test.foyer' });
  });
});

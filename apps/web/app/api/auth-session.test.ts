import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { resolveViewer } from '@foyer/core/accounts/viewer';
import { hashOpaqueToken } from '@foyer/core/accounts/tokens/opaque-token';
import { MemoryRateLimiter } from '@foyer/core/platform/memory-rate-limiter';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { call, confirmedUser, firstError, lastMail, mailedLink, uniqueEmail, type Api } from './testing/auth-test-helpers.ts';

type Tokens = { jwt_token: string; refresh_token: string; expiration_date: string };

let ctx: TestCtx;
let api: Api;
let eventId: number;

beforeAll(async () => {
  ctx = await createTestCtx();
  api = createApi(ctx);
  eventId = (await insertEvent(ctx, { lp_url: 'expo', title: 'Expo' })).id;
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.rateLimiter = new MemoryRateLimiter();
});

/** Runs `fn` with the clock moved forward, then puts it back. */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const start = ctx.clock.now();
  ctx.clock.set(new Date(start.getTime() + ms));
  try {
    return await fn();
  } finally {
    ctx.clock.set(start);
  }
}

const refresh = (refresh_token: string) => call<Tokens>(api, 'POST', '/refresh_token', { refresh_token });
const stillSignedIn = (jwt: string) => resolveViewer(ctx, jwt).then(() => true, () => false);

describe('POST /auth/refresh_token', () => {
  it('rotates: a new pair in the same family, the old token marked used', async () => {
    const { tokens } = await confirmedUser(ctx, api);
    const res = await refresh(tokens.refresh_token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['expiration_date', 'jwt_token', 'refresh_token']);
    expect(res.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(res.body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [old] = await ctx.db.select().from(schema.refresh_tokens).where(eq(schema.refresh_tokens.token_hash, hashOpaqueToken(tokens.refresh_token)));
    const [fresh] = await ctx.db.select().from(schema.refresh_tokens).where(eq(schema.refresh_tokens.token_hash, hashOpaqueToken(res.body.refresh_token)));
    expect(old!.used_at).toBeInstanceOf(Date);
    expect(fresh!.family_id).toBe(old!.family_id);
    expect(fresh!.expires_at.getTime() - ctx.clock.now().getTime()).toBe(30 * 24 * 3600_000);
    // Only hashes are stored.
    const all = await ctx.db.select({ h: schema.refresh_tokens.token_hash }).from(schema.refresh_tokens);
    expect(all.some((r) => r.h === res.body.refresh_token)).toBe(false);
    expect(await stillSignedIn(res.body.jwt_token)).toBe(true);
  });

  it('a reused token revokes the whole family: its jwt_tokens stop working too', async () => {
    const { tokens } = await confirmedUser(ctx, api);
    const rotated = (await refresh(tokens.refresh_token)).body;
    expect(await stillSignedIn(rotated.jwt_token)).toBe(true);
    const reuse = await later(21_000, () => refresh(tokens.refresh_token));
    expect(reuse.status).toBe(401);
    expect(firstError(reuse).code).toBe('auth.refresh_token_reused');
    expect(await stillSignedIn(rotated.jwt_token)).toBe(false);
    expect(await stillSignedIn(tokens.jwt_token)).toBe(false);
    // The newest token of the family is dead as well.
    expect(firstError(await later(22_000, () => refresh(rotated.refresh_token))).code).toBe('auth.refresh_token_invalid');
    const family = await ctx.db.select().from(schema.refresh_tokens).where(eq(schema.refresh_tokens.token_hash, hashOpaqueToken(rotated.refresh_token)));
    const rows = await ctx.db.select().from(schema.refresh_tokens).where(eq(schema.refresh_tokens.family_id, family[0]!.family_id));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.revoked_at !== null)).toBe(true);
  });

  it('answers a token presented again within 20 seconds of its rotation with the same successor (racing tabs)', async () => {
    const { tokens } = await confirmedUser(ctx, api);
    const [a, b] = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.refresh_token).toBe(a.body.refresh_token);
    const c = await later(19_000, () => refresh(tokens.refresh_token));
    expect(c.body.refresh_token).toBe(a.body.refresh_token);
    expect(c.status).toBe(200);
    expect(await stillSignedIn(a.body.jwt_token)).toBe(true);
    expect(await stillSignedIn(c.body.jwt_token)).toBe(true);
    // Each pair belongs to the one family.
    const fams = new Set<string>();
    for (const t of [tokens, a.body, b.body, c.body]) {
      const [row] = await ctx.db.select().from(schema.refresh_tokens).where(eq(schema.refresh_tokens.token_hash, hashOpaqueToken(t.refresh_token)));
      fams.add(row!.family_id);
    }
    expect(fams.size).toBe(1);
  });

  it('a token replayed within the window does not fork the session: the first to rotate the successor ends the other (found from outside)', async () => {
    const { tokens } = await confirmedUser(ctx, api);
    const owner = (await refresh(tokens.refresh_token)).body;
    // A thief replays the stolen token 5 seconds later: they get the owner's successor, not a pair of their own.
    const thief = (await later(5_000, () => refresh(tokens.refresh_token))).body;
    expect(thief.refresh_token).toBe(owner.refresh_token);
    // The thief rotates it first; the owner's refresh 25 s later is a reuse, and the family ends.
    const stolen = (await later(6_000, () => refresh(thief.refresh_token))).body;
    expect(firstError(await later(30_000, () => refresh(owner.refresh_token))).code).toBe('auth.refresh_token_reused');
    expect(await stillSignedIn(stolen.jwt_token)).toBe(false);
    expect(firstError(await later(31_000, () => refresh(stolen.refresh_token))).code).toBe('auth.refresh_token_invalid');
  });

  it('refuses short, unknown and expired tokens with auth.refresh_token_invalid', async () => {
    expect(firstError(await refresh('1234567')).code).toBe('auth.refresh_token_invalid');
    expect(firstError(await refresh('x'.repeat(43))).code).toBe('auth.refresh_token_invalid');
    const { tokens } = await confirmedUser(ctx, api);
    const expired = await later(30 * 24 * 3600_000 + 1000, () => refresh(tokens.refresh_token));
    expect(expired.status).toBe(401);
    expect(firstError(expired).code).toBe('auth.refresh_token_invalid');
    expect((await call(api, 'POST', '/refresh_token', {})).status).toBe(422);
  });
});

describe('DELETE /auth/logout', () => {
  it('ends the session of the bearer token and no other', async () => {
    const { email, password, tokens } = await confirmedUser(ctx, api);
    const second = (await call<Tokens>(api, 'POST', '/login', { email, password })).body;
    const res = await call(api, 'DELETE', '/logout', undefined, { jwt: tokens.jwt_token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(await stillSignedIn(tokens.jwt_token)).toBe(false);
    expect(firstError(await refresh(tokens.refresh_token)).code).toBe('auth.refresh_token_invalid');
    expect(await stillSignedIn(second.jwt_token)).toBe(true);
    // The same jwt again is no longer accepted.
    const again = await call(api, 'DELETE', '/logout', undefined, { jwt: tokens.jwt_token });
    expect(again.status).toBe(401);
  });

  it('needs a bearer token', async () => {
    const res = await call(api, 'DELETE', '/logout');
    expect(res.status).toBe(401);
    expect(firstError(res).code).toBe('common.not_authenticated');
  });
});

describe('POST /auth/magic_link and /auth/magic_link/authenticate', () => {
  it('answers known and unknown addresses byte for byte the same, and mails only the known one', async () => {
    const { email } = await confirmedUser(ctx, api);
    const ghost = uniqueEmail('ghost');
    const known = await call(api, 'POST', '/magic_link', { email, event_id: eventId, source: 'web' });
    const unknown = await call(api, 'POST', '/magic_link', { email: ghost, event_id: eventId, source: 'web' });
    expect(known.status).toBe(200);
    expect(known.text).toBe('{"status":"ok"}');
    expect(unknown.text).toBe(known.text);
    expect(unknown.status).toBe(known.status);
    expect(await lastMail(ctx, ghost)).toBeNull();
    const { url } = await mailedLink(ctx, email, 'accounts.magic_link');
    expect(url.pathname).toBe('/expo/magic-link');
  });

  it('signs in once with the mailed token, confirms the address, and expires after 15 minutes', async () => {
    const email = uniqueEmail('magic');
    await call(api, 'POST', '/register', { email, password: 'secret77', password_confirmation: 'secret77', first_name: 'Ola', last_name: 'K' });
    await call(api, 'POST', '/magic_link', { email });
    const { token } = await mailedLink(ctx, email, 'accounts.magic_link');
    const rows = await ctx.db.select().from(schema.email_tokens).where(eq(schema.email_tokens.kind, 'magic_link'));
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    const res = await call<Tokens>(api, 'POST', '/magic_link/authenticate', { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['expiration_date', 'jwt_token', 'refresh_token']);
    expect(await stillSignedIn(res.body.jwt_token)).toBe(true);
    const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(user!.email_confirmed_at).toBeInstanceOf(Date);
    const again = await call(api, 'POST', '/magic_link/authenticate', { token });
    expect(again.status).toBe(401);
    expect(firstError(again).code).toBe('auth.token_invalid');

    await call(api, 'POST', '/magic_link', { email });
    const late = (await mailedLink(ctx, email, 'accounts.magic_link')).token;
    const expired = await later(15 * 60_000 + 1000, () => call(api, 'POST', '/magic_link/authenticate', { token: late }));
    expect(firstError(expired).code).toBe('auth.token_expired');
  });

  it('a confirmation token is not a magic-link token', async () => {
    const email = uniqueEmail('mix');
    await call(api, 'POST', '/register', { email, password: 'secret77', password_confirmation: 'secret77', first_name: 'Ola', last_name: 'K' });
    const { token } = await mailedLink(ctx, email, 'accounts.confirmation');
    expect(firstError(await call(api, 'POST', '/magic_link/authenticate', { token })).code).toBe('auth.token_invalid');
  });

  it('is rate limited, identically for known and unknown addresses', async () => {
    const { email } = await confirmedUser(ctx, api);
    const ghost = uniqueEmail('ghost');
    for (const address of [email, ghost]) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await call(api, 'POST', '/magic_link', { email: address })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { RateLimiter } from '@foyer/core/context';
import { loginLimits } from '@foyer/core/accounts/login';
import { MemoryRateLimiter } from '@foyer/core/platform/memory-rate-limiter';
import { createTestCtx, type TestCtx } from '@foyer/core/testing/index';
import { connectRedis, RedisRateLimiter } from '@foyer/jobs';
import { createApi } from './create-api.ts';
import { call, confirmedUser, firstError, uniqueEmail, type Api } from './testing/auth-test-helpers.ts';

/**
 * SPEC/issue: the login limit holds under 200 parallel wrong-password attempts. With REDIS_URL the
 * shared Redis limiter is used (as in production with several web processes), else the in-memory one.
 */
const redisUrl = process.env.REDIS_URL;
let ctx: TestCtx;
let api: Api;
let closeRedis: (() => Promise<void>) | undefined;

function freshLimiter(): RateLimiter {
  if (!redisUrl) return new MemoryRateLimiter();
  const redis = connectRedis(redisUrl, 'producer');
  closeRedis = async () => void (await redis.quit());
  return new RedisRateLimiter(redis, `foyer-test-${randomBytes(6).toString('hex')}`);
}

beforeAll(async () => {
  ctx = await createTestCtx();
  ctx.config = { ...ctx.config, trustProxy: 1 };
  ctx.rateLimiter = freshLimiter();
  api = createApi(ctx);
});
afterAll(async () => {
  await closeRedis?.();
  await ctx.close();
});

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe(`login rate limits (${redisUrl ? 'Redis' : 'in-memory'} limiter)`, () => {
  it('one address guessing one account: exactly the per-account-and-address limit get 401, the rest 429', async () => {
    const { email } = await confirmedUser(ctx, api);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => call(api, 'POST', '/login', { email, password: `wrong-${i}` }, from('10.1.0.1'))));
    const count = (s: number) => answers.filter((a) => a.status === s).length;
    expect(count(401)).toBe(loginLimits.perAccountAndIp.limit);
    expect(count(429)).toBe(40 - loginLimits.perAccountAndIp.limit);
    expect(answers.filter((a) => a.status === 429).every((a) => firstError(a).code === 'common.rate_limited')).toBe(true);
    // The refusal says when to come back.
    const refused = await api.request('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.0.1' }, body: JSON.stringify({ email, password: 'again' }) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(loginLimits.perAccountAndIp.windowSeconds);
  });

  it('an X-Forwarded-For the client wrote itself names no new address: the entry the proxy appended counts', async () => {
    const { email } = await confirmedUser(ctx, api);
    // The proxy appends the real address after whatever the client sent.
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => call(api, 'POST', '/login', { email, password: `spoof-${i}` }, from(`198.51.100.${i}, 10.1.3.1`))));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(loginLimits.perAccountAndIp.limit);
  });

  it('a guesser spread over many addresses gets one failure per address once the account is under attack', async () => {
    const { email } = await confirmedUser(ctx, api);
    for (let i = 0; i < loginLimits.perAccount.limit; i++) await call(api, 'POST', '/login', { email, password: 'nope-nope' }, from(`10.4.${i}.1`));
    // Locked for the addresses that failed…
    expect((await call(api, 'POST', '/login', { email, password: 'nope-again' }, from('10.4.0.1'))).status).toBe(429);
    // …a new one gets its one guess, then is stopped too.
    expect((await call(api, 'POST', '/login', { email, password: 'nope-new' }, from('10.4.99.1'))).status).toBe(401);
    expect((await call(api, 'POST', '/login', { email, password: 'nope-new2' }, from('10.4.99.1'))).status).toBe(429);
  });

  it('200 parallel attempts from one address at different accounts: exactly the per-IP limit get 401', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => call(api, 'POST', '/login', { email: uniqueEmail(`spray${i}`), password: 'guess-123' }, from('10.9.9.9'))),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(loginLimits.perIp.limit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(200 - loginLimits.perIp.limit);
  });

  it("a venue's one address: successful sign-ins never use up the per-IP limit, failures still do", async () => {
    const venue = from('10.7.7.7');
    const people = await Promise.all(Array.from({ length: 3 }, () => confirmedUser(ctx, api)));
    for (let i = 0; i < loginLimits.perIp.limit + 5; i++) {
      const { email, password } = people[i % people.length]!;
      expect((await call(api, 'POST', '/login', { email, password }, venue)).status).toBe(200);
    }
    // A guesser's own good logins between guesses do not clear the failures: the limit still holds.
    const guesses = [];
    for (let i = 0; i < loginLimits.perIp.limit + 2; i++) {
      guesses.push((await call(api, 'POST', '/login', { email: uniqueEmail(`venue-guess${i}`), password: 'guess-123' }, venue)).status);
      if (i % 5 === 0 && i < loginLimits.perIp.limit - 5) expect((await call(api, 'POST', '/login', { email: people[0]!.email, password: people[0]!.password }, venue)).status).toBe(200);
    }
    expect(guesses.filter((s) => s === 401)).toHaveLength(loginLimits.perIp.limit);
    expect(guesses.slice(-2)).toEqual([429, 429]);
  });

  it('nobody can lock the owner out: their right password from an address that did not fail gets in', async () => {
    const { email, password } = await confirmedUser(ctx, api);
    for (let i = 0; i < loginLimits.perAccount.limit * 2; i++) await call(api, 'POST', '/login', { email, password: 'nope-nope' }, from(`10.2.${i}.1`));
    expect((await call(api, 'POST', '/login', { email, password }, from('10.3.0.1'))).status).toBe(200);
    // A typo from one device puts that address with the guessers; the owner's other device gets in.
    expect((await call(api, 'POST', '/login', { email, password: 'typo-typo' }, from('10.3.0.2'))).status).toBe(401);
    expect((await call(api, 'POST', '/login', { email, password }, from('10.3.0.3'))).status).toBe(200);
  });
});

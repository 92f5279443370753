import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { issueAccessToken, verifyAccessToken } from './access-token.ts';

const secret = 'unit-jwt-secret-unit-jwt-secret-unit-jwt';
const at = (iso: string) => ({ config: { jwtSecret: secret }, clock: { now: () => new Date(iso) } }) as never;
const now = '2026-11-23T10:00:00Z';
const nowSec = Date.parse(now) / 1000;

async function sign(claims: Record<string, unknown>, opts: { alg?: string; key?: string; header?: Record<string, unknown> } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: opts.alg ?? 'HS256', typ: 'JWT', ...opts.header })
    .sign(new TextEncoder().encode(opts.key ?? secret));
}
/** Signed by hand, for headers jose refuses to produce. */
function handSigned(header: Record<string, unknown>, claims: Record<string, unknown>) {
  const body = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}
const good = { sub: 'uit-1', fam: 'fam-1', iss: 'foyer', iat: nowSec, exp: nowSec + 60 };
const code = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code);

describe('verifyAccessToken', () => {
  it('accepts a token it issued and reads the claims', async () => {
    const { jwt_token } = await issueAccessToken(at(now), { user_identity_token: 'uit-9', family_id: 'fam-9' });
    await expect(verifyAccessToken(at(now), jwt_token)).resolves.toEqual({ user_identity_token: 'uit-9', family_id: 'fam-9' });
    // The hand-signing below is right: without `crit` the same token passes.
    await expect(verifyAccessToken(at(now), handSigned({ alg: 'HS256', typ: 'JWT' }, good))).resolves.toEqual({ user_identity_token: 'uit-1', family_id: 'fam-1' });
  });

  it('answers token_expired at exp, only when the signature is right', async () => {
    const token = await sign({ ...good, exp: nowSec });
    expect(await code(verifyAccessToken(at(now), token))).toBe('auth.token_expired');
    const forged = await sign({ ...good, exp: nowSec }, { key: 'another-secret-another-secret-another-1' });
    expect(await code(verifyAccessToken(at(now), forged))).toBe('auth.token_invalid');
  });

  it('refuses other keys, other algorithms, alg none, crit, and a changed payload', async () => {
    const invalid = [
      await sign(good, { key: 'another-secret-another-secret-another-1' }),
      await sign(good, { alg: 'HS512' }),
      handSigned({ alg: 'HS256', typ: 'JWT', crit: ['b64'], b64: true }, good),
      `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(good)).toString('base64url')}.`,
    ];
    const token = await sign(good);
    const [h, , s] = token.split('.');
    invalid.push(`${h}.${Buffer.from(JSON.stringify({ ...good, sub: 'someone-else' })).toString('base64url')}.${s}`);
    invalid.push(`${token}!`, `${token}.x`, 'not-a-token', '');
    for (const t of invalid) expect(await code(verifyAccessToken(at(now), t)), t).toBe('auth.token_invalid');
  });

  it('refuses a wrong issuer, a future nbf and missing claims', async () => {
    for (const claims of [{ ...good, iss: 'other' }, { ...good, nbf: nowSec + 30 }, { ...good, fam: undefined }, { ...good, sub: undefined }, { ...good, exp: undefined }]) {
      expect(await code(verifyAccessToken(at(now), await sign(claims))), JSON.stringify(claims)).toBe('auth.token_invalid');
    }
  });
});

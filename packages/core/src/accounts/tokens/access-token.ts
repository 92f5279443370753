import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Ctx } from '../../context.ts';
import { AppError } from '../../errors.ts';

/** jwt_token lives 15 minutes; the refresh token (rotated on use) keeps a session going. */
export const accessTokenTtlSeconds = 15 * 60;
const issuer = 'foyer';

const key = (ctx: Pick<Ctx, 'config'>) => new TextEncoder().encode(ctx.config.jwtSecret);

export interface AccessClaims {
  /** users.user_identity_token: internal ids never leave the server. */
  user_identity_token: string;
  /** The refresh-token family this session belongs to; logout revokes it. */
  family_id: string;
}

export async function issueAccessToken(ctx: Pick<Ctx, 'config' | 'clock'>, claims: AccessClaims) {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  const exp = now + accessTokenTtlSeconds;
  const jwt_token = await new SignJWT({ fam: claims.family_id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.user_identity_token)
    .setIssuer(issuer)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key(ctx));
  return { jwt_token, expiration_date: new Date(exp * 1000).toISOString() };
}

/** The HS256 key as a KeyObject, imported once per secret rather than on every request. */
const hmacKeys = new Map<string, KeyObject>();
function hmacKey(secret: string): KeyObject {
  let key = hmacKeys.get(secret);
  if (!key) hmacKeys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

/**
 * Throws auth.token_expired or auth.token_invalid; never anything else. Every API request checks
 * one, so it is verified here with node:crypto's synchronous HMAC rather than jose, whose
 * WebCrypto path (key import + async verify per call) cost more than the rest of a cheap request.
 * The rules are jose's for this token: alg exactly HS256 (no "none", no other algorithm, no
 * `crit`), the signature first, then iss, exp (expired at exp), nbf, and the claims we need.
 */
export async function verifyAccessToken(ctx: Pick<Ctx, 'config' | 'clock'>, token: string): Promise<AccessClaims> {
  const invalid = () => new AppError('auth.token_invalid', 'Invalid token');
  const parts = token.split('.');
  if (parts.length !== 3) throw invalid();
  const [h, p, sig] = parts as [string, string, string];
  const header = parseJson(h);
  if (!header || header.alg !== 'HS256' || 'crit' in header) throw invalid();
  const expected = createHmac('sha256', hmacKey(ctx.config.jwtSecret)).update(`${h}.${p}`).digest();
  const given = Buffer.from(sig, 'base64url');
  // The canonical encoding only: Buffer.from ignores characters outside the alphabet.
  if (given.length !== expected.length || given.toString('base64url') !== sig || !timingSafeEqual(given, expected)) throw invalid();
  const payload = parseJson(p);
  if (!payload) throw invalid();
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  if (payload.iss !== issuer) throw invalid();
  if (typeof payload.exp !== 'number') throw invalid();
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) throw invalid();
  if (payload.exp <= now) throw new AppError('auth.token_expired', 'Token expired');
  if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string') throw invalid();
  return { user_identity_token: payload.sub, family_id: payload.fam };
}

/** A base64url JSON object, or null. */
function parseJson(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Ctx } from '../../context.ts';
import { AppError } from '../../errors.ts';

type KeySet = ReturnType<typeof createRemoteJWKSet>;

/** One key set per URL for the process: jose caches the keys and refetches on an unknown kid. */
const keySets = new Map<string, KeySet>();

function keySet(url: string): KeySet {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
    keySets.set(url, set);
  }
  return set;
}

export interface IdTokenCheck {
  provider: string;
  jwksUrl: string;
  issuers: string[];
  audiences: string[];
}

/**
 * Verifies an OpenID Connect ID token (Google, Apple): RS256 signature by a key of the provider's
 * JWKS, one of its issuers, one of our client ids as audience, not expired. Any failure is
 * auth.social_token_invalid; the reason is logged, never told to the client.
 */
export async function verifyIdToken(ctx: Pick<Ctx, 'clock' | 'log'>, token: string, check: IdTokenCheck): Promise<JWTPayload & { sub: string }> {
  if (check.audiences.length === 0) {
    ctx.log.warn({ provider: check.provider }, 'social sign-in is not configured (no client ids)');
    throw new AppError('auth.social_token_invalid', 'Sign-in with this provider is not available', 'token');
  }
  try {
    const { payload } = await jwtVerify(token, keySet(check.jwksUrl), {
      issuer: check.issuers,
      audience: check.audiences,
      algorithms: ['RS256'],
      currentDate: ctx.clock.now(),
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('token has no subject');
    return payload as JWTPayload & { sub: string };
  } catch (err) {
    ctx.log.info({ provider: check.provider, reason: err instanceof Error ? err.message : String(err) }, 'social ID token refused');
    throw new AppError('auth.social_token_invalid', 'The sign-in could not be verified', 'token');
  }
}

/** Providers send email_verified as a boolean (Google) or as the string "true" (Apple). */
export const isTrue = (v: unknown): boolean => v === true || v === 'true';

import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
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

/** Throws auth.token_expired or auth.token_invalid; never anything else. */
export async function verifyAccessToken(ctx: Pick<Ctx, 'config' | 'clock'>, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, key(ctx), {
      issuer,
      algorithms: ['HS256'],
      currentDate: ctx.clock.now(),
    });
    if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string') throw new AppError('auth.token_invalid', 'Invalid token');
    return { user_identity_token: payload.sub, family_id: payload.fam };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new AppError('auth.token_expired', 'Token expired');
    if (err instanceof AppError) throw err;
    throw new AppError('auth.token_invalid', 'Invalid token');
  }
}

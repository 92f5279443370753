import { schema, type Db } from '@foyer/db';
import type { Ctx } from '../../context.ts';
import { issueAccessToken } from './access-token.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';

/** SPEC §3 "Auth token set". */
export type AuthTokens = { jwt_token: string; refresh_token: string; expiration_date: string };

export const refreshTokenTtlSeconds = 30 * 24 * 60 * 60;

export interface SessionOwner {
  id: number;
  user_identity_token: string;
}

/**
 * Adds one refresh token to a family (a new one at sign-in, the same one on rotation) and signs
 * the matching jwt_token. Only the hash of the refresh token is stored.
 */
export async function issueSessionTokens(
  ctx: Pick<Ctx, 'config' | 'clock'> & { db: Db },
  user: SessionOwner,
  familyId: string,
  deviceId: string | null | undefined,
  /** The refresh token to hand out (a rotation's successor, see refreshSession); a new random one by default. */
  refreshToken: string = newOpaqueToken(),
): Promise<AuthTokens> {
  const now = ctx.clock.now();
  const refresh_token = refreshToken;
  // A successor handed out before (the same token presented twice) is the same row, not a second one.
  await ctx.db
    .insert(schema.refresh_tokens)
    .values({
      user_id: user.id,
      family_id: familyId,
      token_hash: hashOpaqueToken(refresh_token),
      device_id: deviceId ?? null,
      expires_at: new Date(now.getTime() + refreshTokenTtlSeconds * 1000),
    })
    .onConflictDoNothing({ target: schema.refresh_tokens.token_hash });
  const { jwt_token, expiration_date } = await issueAccessToken(ctx, { user_identity_token: user.user_identity_token, family_id: familyId });
  return { jwt_token, refresh_token, expiration_date };
}

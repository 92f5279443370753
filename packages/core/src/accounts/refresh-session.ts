import { schema } from '@foyer/db';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { deviceIdField } from './account-fields.ts';
import { parseInput } from './parse-input.ts';
import { revokeFamily } from './revoke-sessions.ts';
import { issueSessionTokens, type AuthTokens } from './tokens/issue-session-tokens.ts';
import { hashOpaqueToken, successorToken } from './tokens/opaque-token.ts';

export type { AuthTokens } from './tokens/issue-session-tokens.ts';

/**
 * A browser that fires several requests at once refreshes with the same token from each of them;
 * a second presentation this soon after the rotation gets the same successor token (and a new
 * jwt_token) instead of a family revocation. The same one, not a fresh one: a fresh pair forked
 * the session, so a thief replaying a stolen token inside the window kept a session of their own
 * that no later reuse would end. Now owner and thief hold one token, and whoever rotates it first
 * makes the other's next refresh a reuse that ends the family.
 */
export const refreshGraceSeconds = 20;

export const refreshSessionInput = z.object({
  refresh_token: z.string().max(512),
  device_id: deviceIdField,
});
export type RefreshSessionInput = z.input<typeof refreshSessionInput>;

const invalid = () => new AppError('auth.refresh_token_invalid', 'Invalid refresh token', 'refresh_token');

/**
 * Rotates a refresh token: the presented one is marked used and a new pair joins its family.
 * Presenting a used token again (after the grace window) means it was stolen or replayed, so
 * the whole family is revoked (DESIGN "Security baselines").
 */
export async function refreshSession(ctx: Pick<Ctx, 'db' | 'config' | 'clock'>, raw: RefreshSessionInput): Promise<AuthTokens> {
  const input = parseInput(refreshSessionInput, raw);
  // SPEC §5/§9: a stored refresh token must be longer than 7 characters to be worth sending.
  if (input.refresh_token.length < 8) throw invalid();
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({
      id: schema.refresh_tokens.id,
      family_id: schema.refresh_tokens.family_id,
      device_id: schema.refresh_tokens.device_id,
      expires_at: schema.refresh_tokens.expires_at,
      used_at: schema.refresh_tokens.used_at,
      revoked_at: schema.refresh_tokens.revoked_at,
      user_id: schema.users.id,
      user_identity_token: schema.users.user_identity_token,
    })
    .from(schema.refresh_tokens)
    .innerJoin(schema.users, and(eq(schema.users.id, schema.refresh_tokens.user_id), isNull(schema.users.deleted_at)))
    .where(eq(schema.refresh_tokens.token_hash, hashOpaqueToken(input.refresh_token)))
    .limit(1);
  if (!row || row.revoked_at || row.expires_at <= now) throw invalid();

  let usedAt = row.used_at;
  if (!usedAt) {
    const [rotated] = await ctx.db
      .update(schema.refresh_tokens)
      .set({ used_at: now })
      .where(and(eq(schema.refresh_tokens.id, row.id), isNull(schema.refresh_tokens.used_at)))
      .returning({ id: schema.refresh_tokens.id });
    // Another request rotated it between our read and write: that is the racing-tabs case.
    usedAt = rotated ? null : now;
  }
  if (usedAt && now.getTime() - usedAt.getTime() > refreshGraceSeconds * 1000) {
    await revokeFamily(ctx.db, row.family_id, now);
    throw new AppError('auth.refresh_token_reused', 'Refresh token was already used; the session has been ended', 'refresh_token');
  }
  const user = { id: row.user_id, user_identity_token: row.user_identity_token };
  return issueSessionTokens(ctx, user, row.family_id, input.device_id ?? row.device_id, successorToken(input.refresh_token, ctx.config.jwtSecret));
}

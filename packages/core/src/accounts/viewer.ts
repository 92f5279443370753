import { schema } from '@foyer/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { verifyAccessToken } from './tokens/access-token.ts';

/** The signed-in user as services see them. `id` is internal and never serialized. */
export interface Viewer {
  id: number;
  user_identity_token: string;
  email: string;
  first_name: string;
  last_name: string;
  locale: string | null;
  family_id: string;
}

/**
 * Turns a jwt_token into the user it belongs to. A token of a deleted user or of a family that
 * was revoked (logout, refresh-token reuse) is refused even before it expires.
 */
export async function resolveViewer(ctx: Pick<Ctx, 'db' | 'config' | 'clock'>, jwt: string): Promise<Viewer> {
  const claims = await verifyAccessToken(ctx, jwt);
  const [row] = await ctx.db
    .select({
      id: schema.users.id,
      user_identity_token: schema.users.user_identity_token,
      email: schema.users.email,
      first_name: schema.users.first_name,
      last_name: schema.users.last_name,
      locale: schema.users.locale,
    })
    .from(schema.users)
    .where(and(eq(schema.users.user_identity_token, claims.user_identity_token), isNull(schema.users.deleted_at)))
    .limit(1);
  if (!row) throw new AppError('auth.token_invalid', 'Invalid token');
  // Revoking a family (logout, refresh-token reuse) stamps revoked_at on all its rows.
  const [active] = await ctx.db
    .select({ id: schema.refresh_tokens.id })
    .from(schema.refresh_tokens)
    .where(
      and(
        eq(schema.refresh_tokens.family_id, claims.family_id),
        eq(schema.refresh_tokens.user_id, row.id),
        isNull(schema.refresh_tokens.revoked_at),
      ),
    )
    .limit(1);
  if (!active) throw new AppError('auth.token_invalid', 'Session ended');
  return { ...row, family_id: claims.family_id };
}

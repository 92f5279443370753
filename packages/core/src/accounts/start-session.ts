import { schema } from '@foyer/db';
import { and, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { issueSessionTokens, type AuthTokens } from './tokens/issue-session-tokens.ts';

/** Signs a user in: a new refresh-token family and its first token pair. */
export async function startSession(ctx: Pick<Ctx, 'db' | 'config' | 'clock'>, userId: number, opts: { device_id?: string | null } = {}): Promise<AuthTokens> {
  const [user] = await ctx.db
    .select({ id: schema.users.id, user_identity_token: schema.users.user_identity_token })
    .from(schema.users)
    .where(and(eq(schema.users.id, userId), isNull(schema.users.deleted_at)))
    .limit(1);
  if (!user) throw new AppError('auth.account_not_found', 'Account not found');
  return issueSessionTokens(ctx, user, randomUUID(), opts.device_id);
}

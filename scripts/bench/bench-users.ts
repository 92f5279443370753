import { randomBytes, randomUUID } from 'node:crypto';
import { schema } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { issueAccessToken } from '@foyer/core/accounts/tokens/access-token';
import { acceptSystemConsents } from '@foyer/core/access/test-users';

export interface BenchUser {
  email: string;
  auth: string;
}

/**
 * Signed-in users in bulk: rows written in batches and tokens signed locally, because the
 * benchmark measures checkout, not sign-up (argon2 would dominate).
 */
export async function createBenchUsers(ctx: Ctx, count: number, tag: string): Promise<BenchUser[]> {
  const out: BenchUser[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
      user_identity_token: randomBytes(16).toString('hex'),
      email: `${tag}-${start + i}@bench.test`,
      email_confirmed_at: new Date(),
      first_name: 'Bench',
      last_name: `Buyer ${start + i}`,
      locale: 'en',
    }));
    const users = await ctx.db.insert(schema.users).values(batch).returning();
    const families = users.map((u) => ({ user: u, family_id: randomUUID() }));
    await ctx.db.insert(schema.refresh_tokens).values(
      families.map(({ user, family_id }) => ({
        user_id: user.id,
        family_id,
        token_hash: randomBytes(32).toString('hex'),
        expires_at: new Date(Date.now() + 86_400_000),
      })),
    );
    for (const { user, family_id } of families) {
      await acceptSystemConsents(ctx, user.id);
      const { jwt_token } = await issueAccessToken(ctx, { user_identity_token: user.user_identity_token, family_id });
      out.push({ email: user.email, auth: `Bearer ${jwt_token}` });
    }
  }
  return out;
}

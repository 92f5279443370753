import { randomBytes, randomUUID } from 'node:crypto';
import { schema } from '@foyer/db';
import { hashPassword } from '../accounts/password-hash.ts';
import { issueAccessToken } from '../accounts/tokens/access-token.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { ensureSystemConsents } from '../consents/ensure-system-consents.ts';
import type { Ctx } from '../context.ts';

/** Test helper: a user, signed in (a live session family), with the system consents accepted unless told otherwise. */
export interface TestUser {
  viewer: Viewer;
  token: string;
  /** Authorization header for API calls. */
  auth: Record<string, string>;
}

let n = 0;

export async function insertTestUser(
  ctx: Pick<Ctx, 'db' | 'config' | 'clock'>,
  over: { email?: string; first_name?: string; last_name?: string; locale?: string | null; password?: string; consents?: boolean } = {},
): Promise<TestUser> {
  n += 1;
  const email = over.email ?? `user${n}-${randomBytes(3).toString('hex')}@example.test`;
  const [user] = await ctx.db
    .insert(schema.users)
    .values({
      user_identity_token: randomBytes(16).toString('hex'),
      email,
      email_confirmed_at: ctx.clock.now(),
      first_name: over.first_name ?? `First${n}`,
      last_name: over.last_name ?? `Last${n}`,
      locale: over.locale === undefined ? 'en' : over.locale,
      password_hash: over.password ? await hashPassword(over.password) : null,
    })
    .returning();
  const family_id = randomUUID();
  await ctx.db.insert(schema.refresh_tokens).values({
    user_id: user!.id,
    family_id,
    token_hash: randomBytes(32).toString('hex'),
    expires_at: new Date(ctx.clock.now().getTime() + 86_400_000),
  });
  if (over.consents !== false) await acceptSystemConsents(ctx, user!.id);
  const { jwt_token } = await issueAccessToken(ctx, { user_identity_token: user!.user_identity_token, family_id });
  const viewer: Viewer = {
    id: user!.id,
    user_identity_token: user!.user_identity_token,
    email: user!.email,
    first_name: user!.first_name,
    last_name: user!.last_name,
    locale: user!.locale,
    family_id,
  };
  return { viewer, token: jwt_token, auth: { authorization: `Bearer ${jwt_token}` } };
}

export async function acceptSystemConsents(ctx: Pick<Ctx, 'db'>, userId: number): Promise<void> {
  const system = await ensureSystemConsents(ctx.db);
  await ctx.db
    .insert(schema.user_consents)
    .values(system.map((s) => ({ user_id: userId, consent_schema_id: s.id, version_number: 1, accepted: true })))
    .onConflictDoNothing();
}

import { schema, type Db } from '@foyer/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { lacksSystemConsentsSql } from '../consents/missing-system-consents.ts';
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
  return (await lookUp(ctx, jwt, false)).viewer;
}

/**
 * resolveViewer plus whether a required system consent is missing (consents/missingSystemConsents),
 * in the same statement: for the hot event-scoped calls (checkout).
 */
export async function resolveViewerWithConsents(ctx: Pick<Ctx, 'db' | 'config' | 'clock'>, jwt: string): Promise<{ viewer: Viewer; lacksSystemConsents: boolean }> {
  return lookUp(ctx, jwt, true);
}

async function lookUp(ctx: Pick<Ctx, 'db' | 'config' | 'clock'>, jwt: string, consents: boolean): Promise<{ viewer: Viewer; lacksSystemConsents: boolean }> {
  const claims = await verifyAccessToken(ctx, jwt);
  const cache = consents ? preparedWithConsents : prepared;
  let query = cache.get(ctx.db);
  if (!query) cache.set(ctx.db, (query = buildViewerQuery(ctx.db, consents)));
  const [row] = await query.execute({ token: claims.user_identity_token, family: claims.family_id });
  if (!row) throw new AppError('auth.token_invalid', 'Invalid token');
  if (!row.session_active) throw new AppError('auth.token_invalid', 'Session ended');
  const { session_active: _, lacks_system_consents, ...user } = row;
  return { viewer: { ...user, family_id: claims.family_id }, lacksSystemConsents: lacks_system_consents === true };
}

/** Every authenticated request asks this, so it is one statement, built once per database. */
const prepared = new WeakMap<Db, ReturnType<typeof buildViewerQuery>>();
const preparedWithConsents = new WeakMap<Db, ReturnType<typeof buildViewerQuery>>();

function buildViewerQuery(db: Db, consents: boolean) {
  const u = schema.users;
  const rt = schema.refresh_tokens;
  return db
    .select({
      id: u.id,
      user_identity_token: u.user_identity_token,
      email: u.email,
      first_name: u.first_name,
      last_name: u.last_name,
      locale: u.locale,
      // Qualified by hand: drizzle leaves a one-table select's columns bare.
      // Revoking a family (logout, refresh-token reuse) stamps revoked_at on all its rows.
      session_active: sql<boolean>`exists (select 1 from ${rt} rt where rt.family_id = ${sql.placeholder('family')} and rt.user_id = users.id and rt.revoked_at is null)`,
      lacks_system_consents: consents ? lacksSystemConsentsSql(sql`users.id`) : sql<null>`null`,
    })
    .from(u)
    .where(and(eq(u.user_identity_token, sql.placeholder('token')), isNull(u.deleted_at)))
    .limit(1)
    .prepare(consents ? 'foyer_resolve_viewer_consents' : 'foyer_resolve_viewer');
}

import { schema, type Db } from '@foyer/db';
import { and, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { lacksSystemConsentsSql } from '../consents/missing-system-consents.ts';
import { verifyAccessToken } from './tokens/access-token.ts';
import { coalesce } from '../platform/coalesce.ts';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function lookUp(ctx: Pick<Ctx, 'db' | 'config' | 'clock'>, jwt: string, consents: boolean): Promise<{ viewer: Viewer; lacksSystemConsents: boolean }> {
  const claims = await verifyAccessToken(ctx, jwt);
  // We signed it, so it is a uuid; checked anyway, as one bad cast would fail the whole batch.
  if (!UUID.test(claims.family_id)) throw new AppError('auth.token_invalid', 'Invalid token');
  const cache = consents ? loadersWithConsents : loaders;
  let load = cache.get(ctx.db);
  if (!load) cache.set(ctx.db, (load = buildViewerLoader(ctx.db, consents)));
  const row = await load({ token: claims.user_identity_token, family: claims.family_id });
  if (!row) throw new AppError('auth.token_invalid', 'Invalid token');
  if (!row.session_active) throw new AppError('auth.token_invalid', 'Session ended');
  const { i: _i, session_active: _, lacks_system_consents, ...user } = row;
  return { viewer: { ...user, family_id: claims.family_id }, lacksSystemConsents: lacks_system_consents === true };
}

type ViewerLoader = ReturnType<typeof buildViewerLoader>;
const loaders = new WeakMap<Db, ViewerLoader>();
const loadersWithConsents = new WeakMap<Db, ViewerLoader>();

/**
 * Every authenticated request asks this, so it is one prepared statement, and the requests that
 * ask in the same turn of the event loop share it (coalesce): one row per token (k.i).
 */
function buildViewerLoader(db: Db, consents: boolean) {
  const u = schema.users;
  const rt = schema.refresh_tokens;
  const query = db
    .select({
      i: sql<number>`k.i`.mapWith(Number),
      id: u.id,
      user_identity_token: u.user_identity_token,
      email: u.email,
      first_name: u.first_name,
      last_name: u.last_name,
      locale: u.locale,
      // Revoking a family (logout, refresh-token reuse) stamps revoked_at on all its rows.
      session_active: sql<boolean>`exists (select 1 from ${rt} rt where rt.family_id = k.family and rt.user_id = users.id and rt.revoked_at is null)`,
      lacks_system_consents: consents ? lacksSystemConsentsSql(sql`users.id`) : sql<null>`null`,
    })
    .from(sql`unnest(${sql.placeholder('tokens')}::text[], ${sql.placeholder('families')}::uuid[]) with ordinality as k(token, family, i)`)
    .innerJoin(u, and(sql`${u.user_identity_token} = k.token`, isNull(u.deleted_at)))
    .prepare(consents ? 'foyer_resolve_viewers_consents' : 'foyer_resolve_viewers');
  return coalesce(async (keys: { token: string; family: string }[]) => {
    const rows = await query.execute({ tokens: keys.map((k) => k.token), families: keys.map((k) => k.family) });
    const byKey = new Map(rows.map((row) => [row.i, row]));
    return keys.map((_, i) => byKey.get(i + 1) ?? null);
  });
}

import { schema, type Db } from '@foyer/db';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

/**
 * SPEC §3 "missing system consent": each required system consent whose latest version the user
 * has not accepted. Publishing a new version therefore asks everyone again.
 */
export async function missingSystemConsents(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'>): Promise<{ id: number; version_number: number }[]> {
  let query = prepared.get(ctx.db);
  if (!query) prepared.set(ctx.db, (query = buildQuery(ctx.db)));
  return query.execute({ userId: viewer.id });
}

/**
 * Every event-scoped request asks this, so it is one statement (schemas, their latest versions
 * and the user's acceptances), built once per database. Nothing is cached: an admin may publish
 * a new version at any time.
 */
const prepared = new WeakMap<Db, ReturnType<typeof buildQuery>>();

function buildQuery(db: Db) {
  const cs = schema.consent_schemas;
  const v = schema.consent_schema_versions;
  const uc = schema.user_consents;
  // Qualified by hand: drizzle leaves a one-table select's columns bare.
  const latest = sql`(select max(v.version_number) from ${v} v where v.consent_schema_id = consent_schemas.id)`;
  return db
    .select({ id: cs.id, version_number: sql<number>`${latest}`.mapWith(Number) })
    .from(cs)
    .where(
      and(
        isNull(cs.event_id),
        eq(cs.is_system, true),
        eq(cs.required, true),
        // A schema with no published version asks nothing yet.
        sql`${latest} is not null`,
        sql`not exists (select 1 from ${uc} uc where uc.user_id = ${sql.placeholder('userId')} and uc.accepted and uc.consent_schema_id = consent_schemas.id and uc.version_number = ${latest})`,
      ),
    )
    .orderBy(cs.order, cs.id)
    .prepare('foyer_missing_system_consents');
}

/**
 * The same rule as one boolean expression for another statement (the viewer's, see
 * resolveViewerWithConsents): true when some required system consent is missing for `userId`.
 */
export function lacksSystemConsentsSql(userId: SQL): SQL<boolean> {
  const cs = schema.consent_schemas;
  const v = schema.consent_schema_versions;
  const uc = schema.user_consents;
  const latest = sql`(select max(v.version_number) from ${v} v where v.consent_schema_id = cs.id)`;
  return sql<boolean>`exists (select 1 from ${cs} cs where cs.event_id is null and cs.is_system and cs.required and ${latest} is not null
    and not exists (select 1 from ${uc} uc where uc.user_id = ${userId} and uc.accepted and uc.consent_schema_id = cs.id and uc.version_number = ${latest}))`;
}

/** Blocks use until the system consents are accepted (a modal that cannot be cancelled, SPEC §2). */
export async function assertSystemConsents(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'>): Promise<void> {
  if ((await missingSystemConsents(ctx, viewer)).length) throw missingSystemConsentsError();
}

export function missingSystemConsentsError(): AppError {
  return new AppError('auth.missing_system_consents', 'Please accept the terms of use and the privacy policy to continue.');
}

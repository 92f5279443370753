import { schema } from '@foyer/db';
import { asc, desc, inArray } from 'drizzle-orm';
import type { Ctx } from '../context.ts';

export type LatestVersion = typeof schema.consent_schema_versions.$inferSelect;

/** The newest published version of each consent schema, keyed by schema id. */
export async function latestVersions(ctx: Pick<Ctx, 'db'>, schemaIds: number[]): Promise<Map<number, LatestVersion>> {
  if (!schemaIds.length) return new Map();
  const v = schema.consent_schema_versions;
  const rows = await ctx.db
    .selectDistinctOn([v.consent_schema_id])
    .from(v)
    .where(inArray(v.consent_schema_id, schemaIds))
    .orderBy(asc(v.consent_schema_id), desc(v.version_number));
  return new Map(rows.map((r) => [r.consent_schema_id, r]));
}

import { schema, type Db } from '@foyer/db';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import type { ConsentItem } from './account-fields.ts';

/**
 * Stores a user's answers to consent schema versions (SPEC §3 "accepted item"). Answering the
 * same version again overwrites the earlier answer. Versions that do not exist are the caller's
 * mistake (422 on `consents`), checked up front so a bad id never reaches a foreign key.
 */
export async function recordUserConsents(db: Db, userId: number, consents: ConsentItem[]): Promise<void> {
  if (consents.length === 0) return;
  // The last answer for a version wins, as if they had been sent one by one.
  const byVersion = new Map(consents.map((c) => [`${c.consent_schema_id}:${c.version_number}`, c]));
  const items = [...byVersion.values()];
  const known = await db
    .select({ id: schema.consent_schema_versions.consent_schema_id, v: schema.consent_schema_versions.version_number })
    .from(schema.consent_schema_versions)
    .where(
      and(
        inArray(schema.consent_schema_versions.consent_schema_id, items.map((c) => c.consent_schema_id)),
        or(...items.map((c) => and(eq(schema.consent_schema_versions.consent_schema_id, c.consent_schema_id), eq(schema.consent_schema_versions.version_number, c.version_number)))),
      ),
    );
  const knownKeys = new Set(known.map((k) => `${k.id}:${k.v}`));
  const unknown = items.find((c) => !knownKeys.has(`${c.consent_schema_id}:${c.version_number}`));
  if (unknown) {
    throw new AppError('common.validation', `Unknown consent ${unknown.consent_schema_id} version ${unknown.version_number}`, 'consents');
  }
  await db
    .insert(schema.user_consents)
    .values(items.map((c) => ({ user_id: userId, consent_schema_id: c.consent_schema_id, version_number: c.version_number, accepted: c.accepted })))
    .onConflictDoUpdate({
      target: [schema.user_consents.user_id, schema.user_consents.consent_schema_id, schema.user_consents.version_number],
      set: { accepted: sql`excluded.accepted`, updated_at: sql`now()` },
    });
}

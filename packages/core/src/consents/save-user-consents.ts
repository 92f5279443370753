import { schema } from '@foyer/db';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { recordUserConsents } from '../accounts/record-consents.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { parseInput } from '../accounts/parse-input.ts';
import type { Ctx } from '../context.ts';
import { AppError, type ErrorItem } from '../errors.ts';
import { entityId } from '../platform/input-vocabulary.ts';

export const saveUserConsentsInput = z.object({
  consents: z
    .array(
      z.object({
        consent_schema_id: entityId,
        version_number: entityId,
        accepted: z.boolean(),
      }),
    )
    .max(100),
});

export type SaveUserConsentsInput = z.input<typeof saveUserConsentsInput>;

/**
 * SPEC §7 POST user_consents. Every (schema, version) pair must exist; a required consent sent as
 * not accepted is refused naming it. Answers are upserted (the last answer for a version wins),
 * so sending the same list twice is harmless.
 */
export async function saveUserConsents(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'>, raw: SaveUserConsentsInput): Promise<{ status: 'ok' }> {
  const { consents } = parseInput(saveUserConsentsInput, raw);
  if (!consents.length) return { status: 'ok' };
  const ids = [...new Set(consents.map((c) => c.consent_schema_id))];
  const known = await ctx.db
    .select({
      id: schema.consent_schemas.id,
      key: schema.consent_schemas.key,
      required: schema.consent_schemas.required,
      version_number: schema.consent_schema_versions.version_number,
    })
    .from(schema.consent_schemas)
    .innerJoin(schema.consent_schema_versions, eq(schema.consent_schema_versions.consent_schema_id, schema.consent_schemas.id))
    .where(inArray(schema.consent_schemas.id, ids));
  const byPair = new Map(known.map((k) => [`${k.id}:${k.version_number}`, k]));

  const problems: ErrorItem[] = [];
  consents.forEach((c, i) => {
    const found = byPair.get(`${c.consent_schema_id}:${c.version_number}`);
    if (!found) {
      problems.push({ code: 'common.validation', message: `Unknown consent ${c.consent_schema_id} version ${c.version_number}`, field: `consents.${i}.consent_schema_id` });
    } else if (found.required && !c.accepted) {
      problems.push({ code: 'common.validation', message: `Consent is required: ${found.key}`, field: `consents.${i}.accepted` });
    }
  });
  if (problems.length) throw AppError.many(problems);

  // Storage is shared with registration (which records consents the same way).
  await recordUserConsents(ctx.db, viewer.id, consents);
  return { status: 'ok' };
}

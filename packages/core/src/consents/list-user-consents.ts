import { schema } from '@foyer/db';
import { asc, desc, eq } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';

export interface UserConsentItem {
  consent_schema_id: number;
  key: string;
  version_number: number;
  accepted: boolean;
  updated_at: string;
}

/** The user's answer to each consent, the most recent version they answered. */
export async function listUserConsents(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'>): Promise<UserConsentItem[]> {
  const uc = schema.user_consents;
  const rows = await ctx.db
    .select({
      consent_schema_id: uc.consent_schema_id,
      key: schema.consent_schemas.key,
      version_number: uc.version_number,
      accepted: uc.accepted,
      updated_at: uc.updated_at,
    })
    .from(uc)
    .innerJoin(schema.consent_schemas, eq(schema.consent_schemas.id, uc.consent_schema_id))
    .where(eq(uc.user_id, viewer.id))
    .orderBy(asc(uc.consent_schema_id), desc(uc.version_number));
  const seen = new Set<number>();
  return rows.flatMap((r) => {
    if (seen.has(r.consent_schema_id)) return [];
    seen.add(r.consent_schema_id);
    return [{ ...r, updated_at: r.updated_at.toISOString() }];
  });
}

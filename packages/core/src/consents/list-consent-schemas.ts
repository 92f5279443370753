import { schema } from '@foyer/db';
import { asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { latestVersions } from './latest-versions.ts';
import { resolveDisplayConfig, type ResolvedDisplayConfig } from './resolve-display-config.ts';

export interface ConsentSchemaItem {
  id: number;
  key: string;
  required: boolean;
  display_type: 'checkbox' | 'text';
  version_number: number;
  display_config: ResolvedDisplayConfig;
}

/**
 * SPEC §3 "consent": the platform-wide consents plus the event's own ones, each at its latest
 * version, texts in the caller's language. A schema without any published version is not shown.
 */
export async function listConsentSchemas(
  ctx: Pick<Ctx, 'db'>,
  input: { eventId?: number | null; locale: string },
): Promise<ConsentSchemaItem[]> {
  const cs = schema.consent_schemas;
  const scope = input.eventId ? or(isNull(cs.event_id), eq(cs.event_id, input.eventId)) : isNull(cs.event_id);
  const rows = await ctx.db.select().from(cs).where(scope).orderBy(desc(cs.is_system), asc(cs.order), asc(cs.id));
  const versions = await latestVersions(ctx, rows.map((r) => r.id));
  return rows.flatMap((r) => {
    const v = versions.get(r.id);
    if (!v) return [];
    return [
      {
        id: r.id,
        key: r.key,
        required: r.required,
        display_type: r.display_type,
        version_number: v.version_number,
        display_config: resolveDisplayConfig(v.display_config, input.locale),
      },
    ];
  });
}

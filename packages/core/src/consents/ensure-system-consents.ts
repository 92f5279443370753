import { schema, type Db } from '@foyer/db';
import type { ConsentDisplayConfig } from '@foyer/db/schema';
import { locales } from '@foyer/i18n';
import { and, eq, isNull } from 'drizzle-orm';
import { accessStrings } from '../access/access-strings.ts';

/** The platform-wide consents every user must accept before using anything (SPEC §8). */
export const systemConsentKeys = ['terms', 'gdpr'] as const;
export type SystemConsentKey = (typeof systemConsentKeys)[number];

/** Version 1's texts, taken from the `access` locale files so translators keep them with the rest. */
export function systemConsentDisplayConfig(key: SystemConsentKey): Record<string, ConsentDisplayConfig> {
  return Object.fromEntries(
    locales.map((lng) => {
      const s = accessStrings(lng).consents[key];
      return [lng, { text: s.text, placeholders: { link: { label: s.link_label, url: '/legal' } }, expandable: false }];
    }),
  );
}

/**
 * Creates the `terms` and `gdpr` system consents (required checkboxes, version 1) when missing.
 * Idempotent and safe to race: both inserts skip rows that already exist, so start-up and the
 * seed may both call it. Later versions are published by adding version rows, never by editing.
 */
export async function ensureSystemConsents(db: Db): Promise<{ id: number; key: SystemConsentKey }[]> {
  const out: { id: number; key: SystemConsentKey }[] = [];
  for (const [order, key] of systemConsentKeys.entries()) {
    await db
      .insert(schema.consent_schemas)
      .values({ event_id: null, key, required: true, is_system: true, display_type: 'checkbox', order })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: schema.consent_schemas.id })
      .from(schema.consent_schemas)
      .where(and(isNull(schema.consent_schemas.event_id), eq(schema.consent_schemas.key, key)))
      .limit(1);
    await db
      .insert(schema.consent_schema_versions)
      .values({ consent_schema_id: row!.id, version_number: 1, display_config: systemConsentDisplayConfig(key) })
      .onConflictDoNothing();
    out.push({ id: row!.id, key });
  }
  return out;
}

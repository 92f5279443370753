import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { schema, type DbHandle } from '@foyer/db';
import { createTestDb } from '@foyer/db/testing';
import { locales } from '@foyer/i18n';
import { seedDemo } from '../seed/seed-demo.ts';
import { ensureSystemConsents } from './ensure-system-consents.ts';
import { resolveDisplayConfig } from './resolve-display-config.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

async function systemRows(db: DbHandle['db']) {
  return db
    .select({ key: schema.consent_schemas.key, required: schema.consent_schemas.required, display_type: schema.consent_schemas.display_type, version: schema.consent_schema_versions.version_number, config: schema.consent_schema_versions.display_config })
    .from(schema.consent_schemas)
    .innerJoin(schema.consent_schema_versions, eq(schema.consent_schema_versions.consent_schema_id, schema.consent_schemas.id))
    .where(and(isNull(schema.consent_schemas.event_id), eq(schema.consent_schemas.is_system, true)))
    .orderBy(schema.consent_schemas.order);
}

describe('ensureSystemConsents', () => {
  it('creates terms and gdpr once, however often it runs (also concurrently)', async () => {
    const first = await ensureSystemConsents(handle.db);
    await Promise.all([ensureSystemConsents(handle.db), ensureSystemConsents(handle.db)]);
    expect(await ensureSystemConsents(handle.db)).toEqual(first);
    const rows = await systemRows(handle.db);
    expect(rows.map((r) => [r.key, r.required, r.display_type, r.version])).toEqual([
      ['terms', true, 'checkbox', 1],
      ['gdpr', true, 'checkbox', 1],
    ]);
  });

  it('has a text in each of the nine locales with a link to /legal', async () => {
    for (const row of await systemRows(handle.db)) {
      expect(Object.keys(row.config).sort()).toEqual([...locales].sort());
      for (const lng of locales) {
        const c = row.config[lng]!;
        expect(c.text, `${row.key} ${lng}`).toContain('{link}');
        expect(c.placeholders?.link?.url).toBe('/legal');
      }
      expect(row.config.pl!.text).not.toBe(row.config.en!.text);
    }
  });

  it('is part of the demo seed', async () => {
    const db = await createTestDb();
    try {
      await seedDemo(db.db, { attendees: 2 });
      expect((await systemRows(db.db)).map((r) => r.key)).toEqual(['terms', 'gdpr']);
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe('resolveDisplayConfig', () => {
  const config = { en: { text: 'English' }, pl: { text: 'Polski', expandable: true } };
  it('takes the locale, then English, then anything', () => {
    expect(resolveDisplayConfig(config, 'pl')).toEqual({ text: 'Polski', placeholders: {}, expandable: true });
    expect(resolveDisplayConfig(config, 'de')).toEqual({ text: 'English', placeholders: {}, expandable: false });
    expect(resolveDisplayConfig({ fr: { text: 'Français' } }, 'de').text).toBe('Français');
    expect(resolveDisplayConfig({}, 'de').text).toBe('');
  });
});

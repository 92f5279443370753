import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { openDb, type DbHandle } from './client.ts';
import { migrate } from './migrate.ts';
import { components, event_languages, events, organizations } from './schema/index.ts';

/**
 * With DATABASE_URL the test creates a scratch database on that server (the migration must
 * start from nothing), otherwise it uses an in-memory PGlite.
 */
async function freshDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openDb({ pglite: new PGlite() });
    return { handle, drop: async () => {} };
  }
  const name = `foyer_migrate_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: target.toString(), maxConnections: 2 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

describe('migrations', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, drop } = await freshDatabase());
  }, 60_000);

  afterAll(async () => {
    if (handle?.kind === 'pglite') await handle.close();
    await drop?.();
  });

  it('apply on a fresh database and again without changes', async () => {
    await migrate(handle);
    await migrate(handle);
    const applied = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(applied) ? applied : (applied as { rows: unknown[] }).rows) as { n: number }[];
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('store and read an organization, an event with its language and a component', async () => {
    const { db } = handle;
    const [org] = await db.insert(organizations).values({ name: 'Acme', slug: 'acme' }).returning();
    const [event] = await db
      .insert(events)
      .values({
        organization_id: org!.id,
        title: 'Acme Days',
        lp_url: 'acme-days',
        start_date: new Date('2027-05-18T07:00:00Z'),
        end_date: new Date('2027-05-20T16:00:00Z'),
      })
      .returning();
    await db.insert(event_languages).values({ event_id: event!.id, lang_code: 'en', default_lang: true });
    await db.insert(components).values({ event_id: event!.id, label: 'Agenda', component_name: 'agenda' });

    const [read] = await db.select().from(events).where(eq(events.lp_url, 'acme-days'));
    expect(read).toMatchObject({ title: 'Acme Days', tax: 23, access_mode_type: 'none', organization_id: org!.id });
    expect(read!.start_date.toISOString()).toBe('2027-05-18T07:00:00.000Z');
    const langs = await db.select().from(event_languages).where(eq(event_languages.event_id, event!.id));
    expect(langs).toEqual([expect.objectContaining({ lang_code: 'en', default_lang: true })]);
    const comps = await db.select().from(components).where(eq(components.event_id, event!.id));
    expect(comps).toEqual([
      expect.objectContaining({ component_name: 'agenda', visible_on_lp: true, order: 0, additional_info: {} }),
    ]);
  });

  it('enforce the lp_url slug and one language row per code', async () => {
    const { db } = handle;
    const [org] = await db.insert(organizations).values({ name: 'Other', slug: 'other' }).returning();
    const base = {
      organization_id: org!.id,
      title: 'Dup',
      start_date: new Date('2027-01-01T00:00:00Z'),
      end_date: new Date('2027-01-02T00:00:00Z'),
    };
    await expect(db.insert(events).values({ ...base, lp_url: 'acme-days' })).rejects.toThrow();
    const [ev] = await db.insert(events).values({ ...base, lp_url: 'dup' }).returning();
    await db.insert(event_languages).values({ event_id: ev!.id, lang_code: 'pl' });
    await expect(db.insert(event_languages).values({ event_id: ev!.id, lang_code: 'pl' })).rejects.toThrow();
  });
});

import { PGlite } from '@electric-sql/pglite';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openDb, type DbHandle } from '../client.ts';
import { migrate, migrationsFolder } from '../migrate.ts';

/** A digest of the migrations, so a changed schema never reuses a stale template. */
function migrationsDigest(): string {
  const h = createHash('sha256');
  const walk = (dir: string) => {
    for (const f of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, f.name);
      if (f.isDirectory()) walk(p);
      else h.update(f.name).update(readFileSync(p));
    }
  };
  walk(migrationsFolder);
  return h.digest('hex').slice(0, 12);
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Each test file gets its own database. On Postgres a migrated template is made once per schema
 * version (under an advisory lock, since vitest runs files in parallel) and cloned, which takes
 * milliseconds; on PGlite a migrated data dir is dumped once and loaded per file.
 */
/** A test database; on Postgres its URL too, for a process the test starts (a worker, a proxy). */
export type TestDbHandle = DbHandle & { url?: string };

async function postgresTestDb(baseUrl: string): Promise<TestDbHandle> {
  const template = `foyer_tpl_${migrationsDigest()}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(4242)`;
    const [exists] = await admin`select 1 from pg_database where datname = ${template}`;
    if (!exists) {
      await admin.unsafe(`create database "${template}"`);
      const h = await openDb({ databaseUrl: withDatabase(baseUrl, template), maxConnections: 1 });
      await migrate(h);
      await h.close();
    }
    const name = `foyer_t_${randomBytes(6).toString('hex')}`;
    await admin.unsafe(`create database "${name}" template "${template}"`);
    await admin`select pg_advisory_unlock(4242)`;
    const handle = await openDb({ databaseUrl: withDatabase(baseUrl, name), maxConnections: 5 });
    return {
      ...handle,
      url: withDatabase(baseUrl, name),
      close: async () => {
        await handle.close();
        const dropper = postgres(baseUrl, { max: 1, onnotice: () => {} });
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      },
    };
  } finally {
    await admin.end();
  }
}

async function pgliteTestDb(): Promise<DbHandle> {
  const dir = join(tmpdir(), 'foyer-pglite-templates');
  const file = join(dir, `${migrationsDigest()}.tar.gz`);
  if (!existsSync(file)) {
    const pg = new PGlite();
    const h = await openDb({ pglite: pg });
    await migrate(h);
    const dump = await pg.dumpDataDir('gzip');
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
    return h;
  }
  const pg = new PGlite({ loadDataDir: new Blob([readFileSync(file)]) });
  return openDb({ pglite: pg });
}

export async function createTestDb(): Promise<TestDbHandle> {
  const url = process.env.DATABASE_URL;
  return url ? postgresTestDb(url) : pgliteTestDb();
}

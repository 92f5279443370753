import { drizzle as drizzlePg, PostgresJsSession } from 'drizzle-orm/postgres-js';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers produce this type, so services never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** postgres://… ; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** Existing PGlite instance (tests load one from a dump). */
  pglite?: PGlite;
  maxConnections?: number;
}

/**
 * Every statement drizzle sends to Postgres is a named prepared statement, as postgres.js's own
 * tagged queries are. drizzle prepares only queries given a name (`.prepare('x')`), so each of the
 * others went describe-first: Parse + Describe, a round trip, then Bind + Execute, another — and
 * Postgres parsed and planned the same text again on every call. Prepared, a repeated statement is
 * one round trip and no parse. postgres.js keeps the statements per connection (recycled with the
 * connection, by default within an hour) and re-prepares after a schema change.
 */
const prepareQuery = PostgresJsSession.prototype.prepareQuery;
PostgresJsSession.prototype.prepareQuery = function (this: PostgresJsSession<never, never, never>, query, fields, name, ...rest) {
  return prepareQuery.call(this, query, fields, name ?? '', ...rest);
} as typeof prepareQuery;

export async function openDb(opts: OpenDbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const sql = postgres(opts.databaseUrl, {
      max: opts.maxConnections ?? 10,
      onnotice: () => {},
      // Timestamps come back as Date objects; numeric stays a string (money is integer minor units anyway).
    });
    const db = drizzlePg(sql, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => sql.end({ timeout: 5 }) };
  }
  let client = opts.pglite;
  let unlock = () => {};
  if (!client) {
    const dir = `${opts.dataDir ?? '.data'}/pglite`;
    mkdirSync(dir, { recursive: true });
    unlock = lockEmbeddedDatabase(dir);
    try {
      client = await PGlite.create(dir);
    } catch (err) {
      unlock();
      throw err;
    }
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const c = client;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        await c.close();
      } finally {
        unlock();
      }
    },
  };
}

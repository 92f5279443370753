import { migrate as migratePg } from 'drizzle-orm/postgres-js/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('../../../migrations', import.meta.url));

/** Applies every pending SQL migration written by drizzle-kit. Safe to call on every start. */
export async function migrate(handle: DbHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migratePg(handle.db as any, { migrationsFolder });
  } else {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migratePglite(handle.db as any, { migrationsFolder });
  }
}

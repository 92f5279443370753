import pino from 'pino';
import { migrate, openDb, type DbHandle } from '@foyer/db';
import { loadConfig } from '@foyer/core/config/load-config';

/** The CLI talks to the same database the web process would (DATABASE_URL, else the embedded one). */
export async function openCliDb(opts: { migrate?: boolean } = {}): Promise<DbHandle & { config: ReturnType<typeof loadConfig> }> {
  const config = loadConfig();
  const handle = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, maxConnections: 2 });
  if (opts.migrate !== false) await migrate(handle);
  return { ...handle, config };
}

export const cliLog = pino({ level: process.env.LOG_LEVEL ?? 'warn' });

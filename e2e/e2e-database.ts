import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where e2e/serve.ts writes the address of this run's Postgres database (one file per port), so
 * a journey can change what only time would (the scan game's 2 minutes). With the embedded
 * database (no DATABASE_URL) there is none: the server holds it alone.
 */
export const e2eDatabaseUrlFile = (port: string | number) => join(tmpdir(), `foyer-e2e-${port}.database-url`);

export function e2eDatabaseUrl(): string | null {
  const file = e2eDatabaseUrlFile(process.env.E2E_PORT ?? 3210);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || null : null;
}

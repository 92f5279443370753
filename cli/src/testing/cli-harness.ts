import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { openDb, type Db } from '@foyer/db';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** The real CLI in a child process with exactly this environment, as an operator runs it. */
export function runCli(env: NodeJS.ProcessEnv, args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', main, ...args], { env, timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/**
 * The real CLI in a child process, as an operator runs it, on a database of its own: a fresh
 * Postgres database when DATABASE_URL is set, else PGlite under a temporary DATA_DIR. Mail stays
 * in the outbox (no SMTP, in-process queue) so tests can read it.
 */
export function cliHarness(name: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), `foyer-cli-${name}-`)) };
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  const dbName = `foyer_t_cli${name}_${process.pid}`;
  const adminUrl = process.env.DATABASE_URL;

  const foyer = (...args: string[]): Promise<CliRun> => runCli(env, args);
  /** As `npm run foyer -- …` typed in `dir`: npm runs the script in the repository and keeps `dir` in INIT_CWD. */
  const foyerFrom = (dir: string, ...args: string[]): Promise<CliRun> => runCli({ ...env, npm_lifecycle_event: 'foyer', INIT_CWD: dir }, args);

  return {
    foyer,
    foyerFrom,
    async setUp() {
      if (!adminUrl) return;
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists "${dbName}"`);
      await admin.unsafe(`create database "${dbName}"`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      env.DATABASE_URL = url.toString();
    },
    async tearDown() {
      if (!adminUrl) return;
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
      await admin.end();
    },
    /** The CLI's database, opened between runs (PGlite allows one process at a time). */
    async withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
      const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR!, maxConnections: 1 });
      try {
        return await work(handle.db);
      } finally {
        await handle.close();
      }
    },
  };
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import postgres from 'postgres';
import { loadConfig } from '@foyer/core/config/load-config';
import { startRuntime, type Runtime } from '../../apps/web/server/runtime.ts';

/** A fresh database on the server DATABASE_URL points at, dropped again by `drop()`. */
export async function createBenchDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `foyer_bench_${Date.now()}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}

/**
 * The web process's runtime (database, job queue, pub/sub) on the bench database, configured as
 * production is, with throwaway secrets and its own Redis prefix. `redisUrl` chooses the job
 * mode: with it jobs go to BullMQ (a worker process must drain them), without it this process
 * runs them in-process, its PDFs in worker threads — the embedded default's mode.
 */
export const benchSecrets = {
  SESSION_SECRET: 'bench-session-secret-bench-session-secret-1',
  JWT_SECRET: 'bench-jwt-secret-bench-jwt-secret-bench-jwt-1',
};

export async function startBenchRuntime(databaseUrl: string, tag: string, opts: { redisUrl?: string | undefined } = { redisUrl: process.env.REDIS_URL }): Promise<Runtime & { redisPrefix: string }> {
  const redisPrefix = `foyer-${tag}-${Date.now()}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), `foyer-${tag}-`)),
    ...benchSecrets,
    SEED_DEMO_WHEN_EMPTY: 'false',
    // Mail stays in the outbox: a deployment needs SMTP_URL or this on purpose.
    FOYER_DEV_MAILBOX: 'true',
    REDIS_PREFIX: redisPrefix,
    LOG_LEVEL: 'warn',
  };
  if (opts.redisUrl) env.REDIS_URL = opts.redisUrl;
  else delete env.REDIS_URL;
  const runtime = await startRuntime(loadConfig(env), pino({ level: 'warn' }));
  return { ...runtime, redisPrefix };
}

/** From now on the server logs every statement of this database with its duration (profiling). */
export async function logDatabaseStatements(databaseUrl: string): Promise<void> {
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`alter database "${new URL(databaseUrl).pathname.slice(1)}" set log_min_duration_statement = 0`);
  await admin.end();
}

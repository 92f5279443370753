/**
 * Starts the production build on a fresh database for the end-to-end run: a new Postgres
 * database when DATABASE_URL is set (CI), else a new embedded one in a temp dir. The server
 * seeds the demo event because the database is empty.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { e2eDatabaseUrlFile } from './e2e-database.ts';

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: process.env.E2E_PORT ?? '3210',
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'foyer-e2e-')),
  SESSION_SECRET: 'e2e-session-secret-e2e-session-secret-123',
  JWT_SECRET: 'e2e-jwt-secret-e2e-jwt-secret-e2e-jwt-1234',
  LOG_LEVEL: 'warn',
  SEED_DEMO_WHEN_EMPTY: 'true',
  // Journeys follow e-mailed links from the development mailbox (no SMTP server here).
  FOYER_DEV_MAILBOX: 'true',
  // Jobs of earlier runs may still sit in the machine's Redis: this run uses queues of its own.
  REDIS_PREFIX: `foyer-e2e-${Date.now()}`,
};

rmSync(e2eDatabaseUrlFile(env.PORT!), { force: true });
if (process.env.DATABASE_URL) {
  const name = `foyer_e2e_${Date.now()}`;
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  // Journeys that must age a row (the scan game's 2 minutes) find this run's database here.
  writeFileSync(e2eDatabaseUrlFile(env.PORT!), env.DATABASE_URL);
}

// Prepare the database before the server opens it (PGlite allows one process at a time):
// migrations, the demo event, and the fixtures the journeys need.
{
  const { openDb, migrate } = await import('@foyer/db');
  const { seedDemo } = await import('@foyer/core/seed/index');
  const { createE2eFixtures } = await import('./fixtures.ts');
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrate(db);
  await seedDemo(db.db, { seed: 1, qrSecret: env.SESSION_SECRET! });
  await createE2eFixtures(db.db, env.SESSION_SECRET!);
  await db.close();
}

// Payment gateways: the real client code talks to the loopback fakes the integration tests use
// (this server is a deployment, NODE_ENV=production with DATABASE_URL, so it has no sandbox).
{
  const { startGatewayFakes } = await import('@foyer/core/payments/testing/start-gateway-fakes');
  const fakes = await startGatewayFakes({ notifyBase: `http://127.0.0.1:${env.PORT}/api/v1` });
  const c = fakes.config;
  Object.assign(env, {
    PUBLIC_URL: `http://127.0.0.1:${env.PORT}`,
    PAYU_BASE_URL: c.payu!.baseUrl,
    PAYU_POS_ID: c.payu!.posId,
    PAYU_CLIENT_ID: c.payu!.clientId,
    PAYU_CLIENT_SECRET: c.payu!.clientSecret,
    PAYU_SECOND_KEY: c.payu!.secondKey,
    P24_BASE_URL: c.p24!.baseUrl,
    P24_MERCHANT_ID: String(c.p24!.merchantId),
    P24_POS_ID: String(c.p24!.posId),
    P24_API_KEY: c.p24!.apiKey,
    P24_CRC: c.p24!.crc,
    BLUEMEDIA_BASE_URL: c.bluemedia!.baseUrl,
    BLUEMEDIA_SERVICE_ID: c.bluemedia!.serviceId,
    BLUEMEDIA_SHARED_KEY: c.bluemedia!.sharedKey,
    STRIPE_API_BASE: c.stripe!.apiBase,
    STRIPE_SECRET_KEY: c.stripe!.secretKey,
    STRIPE_WEBHOOK_SECRET: c.stripe!.webhookSecret,
    STRIPE_PUBLISHABLE_KEY: c.stripe!.publishableKey,
  });
}

const start = (entry: string) => spawn(process.execPath, ['--import', 'tsx', entry], { env, stdio: 'inherit' });
const web = start('apps/web/server.ts');
// With Redis, jobs (e-mail, PDFs) go to BullMQ: run a worker beside the web process, as in production.
const worker = env.REDIS_URL ? start('apps/worker/src/main.ts') : undefined;
const stop = () => {
  web.kill('SIGTERM');
  worker?.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
web.on('exit', (code) => {
  worker?.kill('SIGTERM');
  process.exit(code ?? 0);
});

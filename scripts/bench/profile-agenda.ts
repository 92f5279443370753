/**
 * `npx tsx scripts/bench/profile-agenda.ts [--log-statements] [--count=N]`: sequential
 * GET …/agenda_sessions through the HTTP app in-process (guest, then a signed-in attendee) on the
 * seeded bench event, printing Node CPU and wall time per request. With --log-statements every SQL
 * statement goes to the PostgreSQL server log between `MARK-START-…` / `MARK-END-…` lines (that is
 * how bench-agenda's baseline SQL was taken). Run under `node --cpu-prof` to profile. Needs DATABASE_URL.
 */
import postgres from 'postgres';
import pino from 'pino';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@foyer/core/config/load-config';
import { startRuntime } from '../../apps/web/server/runtime.ts';
import { createHttpApp } from '../../apps/web/server/http-app.ts';
import { createBenchDatabase } from './bench-db.ts';
import { seedAgendaEvent } from './agenda-seed.ts';

const count = Number(process.argv.find((a) => a.startsWith('--count='))?.slice(8) ?? 300);
const logStatements = process.argv.includes('--log-statements');
if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  console.error('profile-agenda needs DATABASE_URL pointing at a PostgreSQL server.');
  process.exit(2);
}
const database = await createBenchDatabase(process.env.DATABASE_URL);
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: database.url,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'foyer-profile-')),
  SESSION_SECRET: 'profile-session-secret-profile-session-1',
  JWT_SECRET: 'profile-jwt-secret-profile-jwt-secret-12',
  SEED_DEMO_WHEN_EMPTY: 'false',
  REDIS_PREFIX: `foyer-profile-${Date.now()}`,
  LOG_LEVEL: 'warn',
});
const runtime = await startRuntime(config, pino({ level: 'warn' }));
try {
  const ctx = runtime.ctx;
  const seeded = await seedAgendaEvent(ctx);
  if (logStatements) {
    const admin = postgres(database.url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`alter database "${new URL(database.url).pathname.slice(1)}" set log_statement = 'all'`);
    await admin.end();
  }
  const app = createHttpApp({ ctx, handleDocument: async () => new Response('', { status: 404 }) });
  const path = `/api/v1/events/${seeded.eventId}/components/${seeded.componentId}/agenda_sessions`;
  for (const who of ['guest', 'attendee'] as const) {
    const headers: Record<string, string> = { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.5' };
    const n = logStatements ? 2 : count;
    let cpu0 = process.cpuUsage();
    let wall0 = performance.now();
    let bytes = 0;
    for (let i = 0; i < n + 20; i++) {
      if (i === 20) [cpu0, wall0] = [process.cpuUsage(), performance.now()];
      if (who === 'attendee') headers.authorization = seeded.signedIn[i % seeded.signedIn.length]!.auth;
      if (logStatements) await ctx.db.execute(sql.raw(`select 'MARK-START-${who}-${i}'`));
      const res = await app.request(path, { headers });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${who} ${i}: ${res.status} ${body.slice(0, 200)}`);
      bytes = body.length;
      if (logStatements) await ctx.db.execute(sql.raw(`select 'MARK-END-${who}-${i}'`));
    }
    const cpu = process.cpuUsage(cpu0);
    console.log(`${who}: ${bytes} bytes; per request: Node CPU ${((cpu.user + cpu.system) / 1000 / n).toFixed(2)} ms, wall ${((performance.now() - wall0) / n).toFixed(2)} ms`);
  }
} finally {
  await runtime.close();
  await database.drop();
}

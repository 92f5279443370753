import postgres from 'postgres';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
const insp = new Session(); insp.connect();
import pino from 'pino';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { loadConfig } from '@foyer/core/config/load-config';
import { insertEvent } from '@foyer/core/testing/fixtures';
import { startRuntime } from '../../apps/web/server/runtime.ts';
import { createHttpApp } from '../../apps/web/server/http-app.ts';
import { createBenchDatabase } from './bench-db.ts';
import { createBenchUsers } from './bench-users.ts';

const database = await createBenchDatabase(process.env.DATABASE_URL!);
const a = postgres(database.url, { max: 1 });
// await a.unsafe(`alter database "${new URL(database.url).pathname.slice(1)}" set log_statement = 'all'`);
await a.end();
const config = loadConfig({ ...process.env, NODE_ENV: 'production', DATABASE_URL: database.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'fb-')), SESSION_SECRET: 'x'.repeat(40), JWT_SECRET: 'y'.repeat(40), SEED_DEMO_WHEN_EMPTY: 'false', REDIS_PREFIX: `fb-${Date.now()}`, LOG_LEVEL: 'warn' });
const rt = await startRuntime(config, pino({ level: 'warn' }));
const ctx = rt.ctx;
const event = await insertEvent(ctx, { lp_url: `b-${Date.now()}`, end_date: new Date(Date.now() + 30 * 86_400_000), start_date: new Date(Date.now() + 29 * 86_400_000) });
const [hot] = await ctx.db.insert(schema.event_tickets).values({ event_id: event.id, name: 'Hot', price: 0, tickets_left: 1000 }).returning();
const users = await createBenchUsers(ctx, Number(process.env.N ?? 103), `one-${event.id}`);
const app = createHttpApp({ ctx, handleDocument: async () => new Response('', { status: 404 }) });
let cpu0 = process.cpuUsage(); let w0 = performance.now();
for (const [i, u] of users.entries()) {
  if (i === 3) { if (process.env.PROF) { await insp.post('Profiler.enable'); await insp.post('Profiler.start'); } cpu0 = process.cpuUsage(); w0 = performance.now(); }
  await ctx.db.execute(sql.raw(`select 'MARK-START-${i}'`));
  const t0 = performance.now();
  const res = await app.request(`/api/v1/events/${event.id}/payment/free/init`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: u.auth }, body: JSON.stringify({ ticket_id: hot!.id, personal_form: { first_name: 'A', last_name: 'B', email: u.email }, terms_accepted: true }) });
  const txt = await res.text(); if (i < 3 || res.status !== 200) console.log(res.status, (performance.now() - t0).toFixed(1), 'ms', txt.slice(0, 100));
  await ctx.db.execute(sql.raw(`select 'MARK-END-${i}'`));
}
const c = process.cpuUsage(cpu0); console.log('per request: cpu', ((c.user + c.system) / 1000 / (Number(process.env.N ?? 103) - 3)).toFixed(2), 'ms, wall', ((performance.now() - w0) / (Number(process.env.N ?? 103) - 3)).toFixed(2), 'ms');
if (process.env.PROF) { const { profile } = await insp.post('Profiler.stop'); writeFileSync(process.env.PROF, JSON.stringify(profile)); }
await rt.close();
await database.drop();

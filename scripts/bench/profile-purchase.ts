/**
 * `npx tsx scripts/bench/profile-purchase.ts [--log-statements]`: 100 sequential free purchases
 * through the HTTP app in-process, printing Node CPU and wall time per purchase. With
 * --log-statements every SQL statement of the run goes to the PostgreSQL server log with its
 * duration (parse / bind / execute apart), between `MARK-START-n` / `MARK-END-n` lines, to count
 * round trips and see what each statement costs the database. Needs DATABASE_URL.
 * Complements `npm run bench` (throughput under contention) when working on checkout cost.
 */
import { sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertEvent } from '@foyer/core/testing/fixtures';
import { createHttpApp } from '../../apps/web/server/http-app.ts';
import { createBenchDatabase, logDatabaseStatements, startBenchRuntime } from './bench-db.ts';
import { createBenchUsers } from './bench-users.ts';

const WARMUP = 3;
const MEASURED = Number(process.env.PROFILE_PURCHASES ?? 100);
if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  console.error('profile-purchase needs DATABASE_URL pointing at a PostgreSQL server.');
  process.exit(2);
}
const database = await createBenchDatabase(process.env.DATABASE_URL);
if (process.argv.includes('--log-statements')) await logDatabaseStatements(database.url);
const runtime = await startBenchRuntime(database.url, 'profile');
try {
  const ctx = runtime.ctx;
  const event = await insertEvent(ctx, { lp_url: `profile-${Date.now()}`, start_date: new Date(Date.now() + 29 * 86_400_000), end_date: new Date(Date.now() + 30 * 86_400_000) });
  const [hot] = await ctx.db.insert(schema.event_tickets).values({ event_id: event.id, name: 'Hot', price: 0, tickets_left: WARMUP + MEASURED }).returning();
  const users = await createBenchUsers(ctx, WARMUP + MEASURED, `profile-${event.id}`);
  const app = createHttpApp({ ctx, handleDocument: async () => new Response('', { status: 404 }) });
  let cpu0 = process.cpuUsage();
  let wall0 = performance.now();
  for (const [i, u] of users.entries()) {
    if (i === WARMUP) [cpu0, wall0] = [process.cpuUsage(), performance.now()];
    await ctx.db.execute(sql.raw(`select 'MARK-START-${i}'`));
    const res = await app.request(`/api/v1/events/${event.id}/payment/free/init`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: u.auth },
      body: JSON.stringify({ ticket_id: hot!.id, personal_form: { first_name: 'A', last_name: 'B', email: u.email }, terms_accepted: true }),
    });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`purchase ${i}: ${res.status} ${body.slice(0, 200)}`);
    await ctx.db.execute(sql.raw(`select 'MARK-END-${i}'`));
  }
  const cpu = process.cpuUsage(cpu0);
  console.log(`per purchase: Node CPU ${((cpu.user + cpu.system) / 1000 / MEASURED).toFixed(2)} ms, wall ${((performance.now() - wall0) / MEASURED).toFixed(2)} ms`);
} finally {
  await runtime.close();
  await database.drop();
}

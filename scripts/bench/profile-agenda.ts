/**
 * `npx tsx scripts/bench/profile-agenda.ts [--log-statements] [--count=N]`: sequential
 * GET …/agenda_sessions through the HTTP app in-process (guest, then a signed-in attendee) on the
 * seeded bench event, printing Node CPU and wall time per request. With --log-statements every SQL
 * statement goes to the PostgreSQL server log between `MARK-START-…` / `MARK-END-…` lines (that is
 * how bench-agenda's baseline SQL was taken). Run under `node --cpu-prof` to profile. Needs DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { createHttpApp } from '../../apps/web/server/http-app.ts';
import { createBenchDatabase, logDatabaseStatements, startBenchRuntime } from './bench-db.ts';
import { seedAgendaEvent } from './agenda-seed.ts';

const count = Number(process.argv.find((a) => a.startsWith('--count='))?.slice(8) ?? 300);
const logStatements = process.argv.includes('--log-statements');
if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  console.error('profile-agenda needs DATABASE_URL pointing at a PostgreSQL server.');
  process.exit(2);
}
const database = await createBenchDatabase(process.env.DATABASE_URL);
const runtime = await startBenchRuntime(database.url, 'profile');
try {
  const ctx = runtime.ctx;
  const seeded = await seedAgendaEvent(ctx);
  if (logStatements) await logDatabaseStatements(database.url);
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

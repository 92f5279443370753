/**
 * `NODE_ENV=production node --import tsx scripts/bench/profile-landing.ts`: `GET /demo` as signed-in
 * attendees only (16 clients, each its own session), with the web stack's CPU per page; PROFILE_OUT=file.cpuprofile
 * profiles the measured seconds; PROFILE_GUEST=1 loads it as guests instead (the kept page).
 * Needs DATABASE_URL and `npm run build`.
 */
import { seedDemo } from '@foyer/core/seed/index';
import { createBenchDatabase, startBenchRuntime } from './bench-db.ts';
import { load } from './bench-agenda.ts';
import { attendeeCookies, serveBuiltApp } from './bench-landing.ts';
import { startCpuProfile } from './measure.ts';

if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  console.error('profile-landing needs DATABASE_URL pointing at a PostgreSQL server.');
  process.exit(2);
}
const database = await createBenchDatabase(process.env.DATABASE_URL);
const runtime = await startBenchRuntime(database.url, 'profile-landing', { redisUrl: undefined });
try {
  const { ctx } = runtime;
  const { eventId } = await seedDemo(ctx.db, { seed: 1 });
  const { server, origin } = await serveBuiltApp(ctx);
  const url = `${origin}/demo`;
  const guest = process.env.PROFILE_GUEST === '1';
  const cookies = guest ? [{ 'accept-language': 'en' }] : await attendeeCookies(ctx, eventId, 16);
  await load(url, cookies, 16, 2, 2);
  const stopProfile = process.env.PROFILE_OUT ? await startCpuProfile(process.env.PROFILE_OUT) : null;
  const got = await load(url, cookies, 16, Number(process.env.PROFILE_SECONDS ?? 4), 0);
  await stopProfile?.();
  console.log(`${guest ? 'guest' : 'signed-in'} /demo: ${(got.requests / got.seconds).toFixed(1)} requests/s, ${got.cpuMs.toFixed(2)} ms of server CPU per page`);
  server.closeAllConnections();
  server.close();
} finally {
  await runtime.close();
  await database.drop();
}

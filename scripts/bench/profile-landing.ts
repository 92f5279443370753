/**
 * `NODE_ENV=production node --import tsx scripts/bench/profile-landing.ts`: `GET /demo` as signed-in
 * attendees only (16 clients, each its own session), with the web stack's CPU per page; PROFILE_OUT=file.cpuprofile
 * profiles the measured seconds. Needs DATABASE_URL and `npm run build`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Session } from 'node:inspector/promises';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { seedDemo } from '@foyer/core/seed/index';
import { createHttpApp } from '../../apps/web/server/http-app.ts';
import { createBenchDatabase, startBenchRuntime } from './bench-db.ts';
import { load } from './bench-agenda.ts';
import { attendeeCookies } from './bench-landing.ts';

if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  console.error('profile-landing needs DATABASE_URL pointing at a PostgreSQL server.');
  process.exit(2);
}
const database = await createBenchDatabase(process.env.DATABASE_URL);
const runtime = await startBenchRuntime(database.url, 'profile-landing', { redisUrl: undefined });
try {
  const { ctx } = runtime;
  const { eventId } = await seedDemo(ctx.db, { seed: 1 });
  const build = (await import(new URL('../../apps/web/build/server/index.js', import.meta.url).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const app = createHttpApp({ ctx, handleDocument: (request, loadContext) => handle(request, loadContext), clientAssetsDir: fileURLToPath(new URL('../../apps/web/build/client', import.meta.url)) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/demo`;
  const cookies = await attendeeCookies(ctx, eventId, 16);
  await load(url, cookies, 16, 2, 2);
  const session = new Session();
  if (process.env.PROFILE_OUT) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const got = await load(url, cookies, 16, Number(process.env.PROFILE_SECONDS ?? 4), 0);
  if (process.env.PROFILE_OUT) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  }
  console.log(`signed-in /demo: ${(got.requests / got.seconds).toFixed(1)} requests/s, ${got.cpuMs.toFixed(2)} ms of server CPU per page`);
  server.close();
} finally {
  await runtime.close();
  await database.drop();
}

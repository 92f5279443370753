/**
 * `node --import tsx scripts/bench/profile-pdf.ts`: only the ticket-PDF figures of `npm run
 * bench` (minimal pdf-lib baseline, direct render, queued job handler), printed with the main
 * thread's CPU per PDF each way. PROFILE_PDFS=n renders n tickets (default 400);
 * PROFILE_PDF_SIDE=direct|queued measures one side only; PROFILE_PDF_OUT=file.cpuprofile writes a
 * CPU profile of the measured renders alone (no set-up, no baseline), to open in Chrome DevTools
 * or compare two sides function by function. Needs DATABASE_URL.
 */
import { createBenchDatabase, startBenchRuntime } from './bench-db.ts';
import { benchPdf } from './bench-pdf.ts';
import { setPdfOffload } from '@foyer/core/documents/render-pdf';

if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  console.error('profile-pdf needs DATABASE_URL pointing at a PostgreSQL server.');
  process.exit(2);
}
const database = await createBenchDatabase(process.env.DATABASE_URL);
const runtime = await startBenchRuntime(database.url, 'profile-pdf', { redisUrl: undefined });
try {
  setPdfOffload(null);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const p = await benchPdf(runtime.ctx, Number(process.env.PROFILE_PDFS ?? 400));
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `minimal ${p.baselinePerSecond.toFixed(0)}/s, direct ${p.directPerSecond.toFixed(0)}/s (${((p.directPerSecond / p.baselinePerSecond) * 100).toFixed(0)} %), ` +
      `queued ${p.queuedPerSecond.toFixed(0)}/s (cost ${(p.directPerSecond / p.queuedPerSecond).toFixed(2)}×); ` +
      `main-thread CPU per PDF ${p.directCpuMs.toFixed(2)} ms direct, ${p.queuedCpuMs.toFixed(2)} ms queued; ` +
      `process CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms over ${(performance.now() - t0).toFixed(0)} ms wall`,
  );
} finally {
  await runtime.close();
  await database.drop();
}

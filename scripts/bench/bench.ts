/**
 * `npm run bench`: throughput figures for issue #4, each beside a baseline measured in the same
 * run on the same machine, written as a table to reports/bench.md (and printed).
 *   1. Checkout on one hot ticket type through the whole HTTP stack vs a bare conditional UPDATE
 *      loop on the same Postgres (target: at least 30 %), in BENCH_ROUNDS rounds (default 3) of
 *      baseline-then-checkout, the median round reported: this machine's speed drifts by a third
 *      within minutes, so a baseline measured once and far from the checkout misleads.
 *   2. Ticket PDFs per second on one core: a minimal one-page pdf-lib document (baseline), a
 *      direct ticket render, and a queued one (job handler: render + store); target: queued costs
 *      at most 1.25× a direct render.
 *   3. Issue #5: GET …/agenda_sessions of a 300-session, 5,000-attendee event through the whole
 *      stack vs a bare node:http server replaying the same SQL (target: at least 50 %);
 *      BENCH_SKIP_AGENDA=1 skips it (about a minute).
 * Needs DATABASE_URL (a Postgres server; a fresh database is created and dropped) and uses
 * REDIS_URL for the job queue when set, as production does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createBenchDatabase, startBenchRuntime } from './bench-db.ts';
import { benchCheckout } from './bench-checkout.ts';
import { benchPdf } from './bench-pdf.ts';
import { agendaRows, benchAgenda } from './bench-agenda.ts';

const base = process.env.DATABASE_URL;
if (!base?.startsWith('postgres')) {
  console.error('npm run bench needs DATABASE_URL pointing at a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test).');
  process.exit(2);
}
const purchases = Number(process.env.BENCH_PURCHASES ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);

const database = await createBenchDatabase(base);
const runtime = await startBenchRuntime(database.url, 'bench');
try {
  console.log(`checkout: ${purchases} purchases of one hot ticket type, ${concurrency} concurrent clients…`);
  const c = await benchCheckout(runtime.ctx, database.url, purchases, concurrency);
  console.log('ticket PDFs…');
  const p = process.env.BENCH_SKIP_PDF ? { baselinePerSecond: 1, directPerSecond: 1, queuedPerSecond: 1 } : await benchPdf(runtime.ctx);
  console.log('agenda sessions list…');
  const agenda = process.env.BENCH_SKIP_AGENDA ? null : agendaRows(await benchAgenda(runtime.ctx, database.url));

  const checkoutRatio = c.median.ratio;
  const pdfCost = p.directPerSecond / p.queuedPerSecond;
  const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
  const f = (x: number) => x.toFixed(1);
  const table = [
    `# Benchmark (${new Date().toISOString()}, ${process.platform}/${process.arch}, Node ${process.version})`,
    '',
    '| figure | measured | baseline (same run) | ratio | target | met |',
    '| --- | ---: | ---: | ---: | --- | --- |',
    `| checkout through HTTP, one hot ticket type (${c.concurrency} clients), purchases/s (median of ${c.rounds.length} rounds) | ${f(c.median.checkoutsPerSecond)} | bare conditional UPDATE loop: ${f(c.median.bareUpdatesPerSecond)} /s | ${pct(checkoutRatio)} | ≥ 30 % | ${checkoutRatio >= 0.3 ? 'yes' : 'NO'} |`,
    `| ticket PDF, direct render, per second per core | ${f(p.directPerSecond)} | minimal one-page pdf-lib document: ${f(p.baselinePerSecond)} /s | ${pct(p.directPerSecond / p.baselinePerSecond)} | — | — |`,
    `| ticket PDF, queued (job handler: render + store), per second per core | ${f(p.queuedPerSecond)} | direct render: ${f(p.directPerSecond)} /s | cost ${pdfCost.toFixed(2)}× | ≤ 1.25× | ${pdfCost <= 1.25 ? 'yes' : 'NO'} |`,
    ...(agenda?.rows ?? []),
    '',
    ...(agenda?.notes ?? []),
    `Checkout rounds (baseline then checkout, back to back): ${c.rounds.map((r) => `${f(r.checkoutsPerSecond)} /s of ${f(r.bareUpdatesPerSecond)} /s = ${pct(r.ratio)}`).join('; ')}.`,
    `Checkout: ${c.sold} sold, ${c.soldOut} answered sold out, ${c.failed} failed (must be 0) of ${c.purchases * c.rounds.length}; ${c.serverMsPerPurchase.toFixed(2)} ms of server CPU (main thread) and ${c.postgresMsPerPurchase.toFixed(2)} ms of Postgres CPU per purchase; ${c.ordersPerTransaction.toFixed(1)} orders per transaction on average (concurrent buyers share one); the load generator runs in a worker thread.`,
    `pretix documents 300–400 tickets a minute per event; this run sold ${f(c.median.checkoutsPerSecond * 60)} a minute.`,
    '',
  ].join('\n');
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.md', table);
  console.log(`\n${table}`);
  if (c.failed > 0) process.exitCode = 1;
} finally {
  await runtime.close();
  await database.drop();
}

/**
 * `npm run bench`: throughput figures, each beside a baseline measured in the same run on the
 * same machine, written as a table to reports/bench.md (and printed). It says how it ran:
 *   1. Checkout on one hot ticket type through the whole HTTP stack vs a bare conditional UPDATE
 *      loop on the same Postgres, in BENCH_ROUNDS rounds (default 3) of baseline-then-checkout,
 *      the median round reported — in both job modes a user runs:
 *      a. in-process jobs (no REDIS_URL: the embedded default's mode; PDFs in worker threads of
 *         this process) — target ≥ 30 %;
 *      b. REDIS_URL with `npm run worker` spawned beside it, draining the fulfilment queue while
 *         the rush runs (production's mode, the all-in figure) — target ≥ 50 %; skipped, and
 *         said so, without REDIS_URL.
 *   2. Ticket PDFs on one core: a direct render vs a minimal one-page pdf-lib document (target
 *      ≥ 20 %), and queued (job handler: read + render + store, as many at once as the worker
 *      runs) vs direct (target ≤ 1.15×).
 *   3. GET …/agenda_sessions of a 300-session, 5,000-attendee event vs a bare node:http server
 *      replaying the same SQL (target ≥ 50 %); BENCH_SKIP_AGENDA=1 skips it.
 *   4. GET /demo server-rendered by the built app (`npm run build` first) vs a bare node:http
 *      server sending the same bytes (target ≥ 50 %); BENCH_SKIP_LANDING=1 skips it.
 *   5. The invoice generator: a 10,000-row CSV read, checked and stored vs csv-parse alone over
 *      the same bytes (target ≥ 50 %), and invoices numbered and rendered per second on one core.
 *   6. The door: ticket scans per second through HTTP, 50 doors at once (target ≥ 500/s).
 *   5 and 6 run no jobs while measured, so they are taken in the in-process runtime only.
 *   7. SSE fan-out (issue #17): 10,000 streams of one event in one web process, a feed-wall post
 *      reaching every one (p50/p99, target p99 < 250 ms) and the process's memory per stream — in
 *      both modes: in-process pub/sub (no REDIS_URL) and Redis pub/sub with `npm run worker`
 *      beside it. BENCH_SSE_SUBSCRIBERS changes the 10,000.
 *   8. GET …/feed_wall/channels/{id}/threads as a signed-in attendee vs a bare node:http +
 *      postgres.js server replaying the same statements (target ≥ 50 %); it runs no jobs, so it
 *      is taken in the in-process runtime only.
 *   9. GET …/business_matching/free_places for a 3-day event of 2,000 attendees vs a bare
 *      node:http + postgres.js server replaying the same statements (target ≥ 50 %, issue #18);
 *      it publishes and queues nothing, so it is taken in the in-process runtime only.
 *  10. Inbox (issue #18): replies posted to a thread through HTTP at 1,000/s (BENCH_INBOX_RATE),
 *      paced by schedule, each reaching a member's `/realtime/me` stream (target p99 < 100 ms,
 *      none lost) — in both modes, as the SSE fan-out.
 * Arguments choose figures: `npm run bench -- sse feed-wall` runs those two only (names:
 * checkout, pdf, agenda, invoices, door, landing, sse, feed-wall, free-places, inbox); none runs them all.
 * The database is the Postgres of DATABASE_URL in every mode (a fresh database, dropped after).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { setPdfOffload } from '@foyer/core/documents/render-pdf';
import { createBenchDatabase, startBenchRuntime } from './bench-db.ts';
import { benchCheckout, type CheckoutFigures } from './bench-checkout.ts';
import { benchPdf, IN_FLIGHT } from './bench-pdf.ts';
import { agendaRows, benchAgenda } from './bench-agenda.ts';
import { settleJobs, startWorkerProcess } from './job-modes.ts';
import { benchLanding } from './bench-landing.ts';
import { benchLpSave } from './bench-lp-save.ts';
import { benchInvoiceImport } from './bench-invoice-import.ts';
import { benchDoor } from './bench-door.ts';
import { benchSse, sseRows } from './bench-sse.ts';
import { benchFeedWall, feedWallRows } from './bench-feed-wall.ts';
import { benchFreePlaces, freePlacesRows } from './bench-free-places.ts';
import { benchInbox, inboxRows } from './bench-inbox.ts';

const base = process.env.DATABASE_URL;
if (!base?.startsWith('postgres')) {
  console.error('npm run bench needs DATABASE_URL pointing at a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test).');
  process.exit(2);
}
const redisUrl = process.env.REDIS_URL;
const figureNames = ['checkout', 'pdf', 'agenda', 'invoices', 'door', 'landing', 'sse', 'feed-wall', 'free-places', 'inbox'] as const;
const chosen = process.argv.slice(2);
const unknown = chosen.filter((a) => !(figureNames as readonly string[]).includes(a));
if (unknown.length) {
  console.error(`npm run bench: unknown figure ${unknown.join(', ')}; choose from ${figureNames.join(', ')}.`);
  process.exit(2);
}
/** Whether this run measures the figure `name` (all of them when no argument chose). */
const wants = (name: (typeof figureNames)[number]) => chosen.length === 0 || chosen.includes(name);
const sseSubscribers = Number(process.env.BENCH_SSE_SUBSCRIBERS ?? 10_000);
const inboxRate = Number(process.env.BENCH_INBOX_RATE ?? 1000);
const purchases = Number(process.env.BENCH_PURCHASES ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
const f = (x: number) => x.toFixed(1);
const met = (ok: boolean) => (ok ? 'yes' : 'NO');

const database = await createBenchDatabase(base);
const rows: string[] = [];
const notes: string[] = [];
let failed = 0;

function checkoutRow(label: string, c: CheckoutFigures, target: number) {
  rows.push(
    `| checkout, ${label}, one hot ticket type (${c.concurrency} clients), purchases/s (median of ${c.rounds.length} rounds) | ${f(c.median.checkoutsPerSecond)} | bare conditional UPDATE loop: ${f(c.median.bareUpdatesPerSecond)} /s | ${pct(c.median.ratio)} | ≥ ${pct(target)} | ${met(c.median.ratio >= target)} |`,
  );
  notes.push(
    `Checkout, ${label}: rounds ${c.rounds.map((r) => `${f(r.checkoutsPerSecond)} /s of ${f(r.bareUpdatesPerSecond)} /s = ${pct(r.ratio)}`).join('; ')}. ` +
      `${c.sold} sold, ${c.soldOut} answered sold out, ${c.failed} failed (must be 0) of ${c.purchases * c.rounds.length}, no oversell (sold ≤ stock each round); ` +
      `${c.serverMsPerPurchase.toFixed(2)} ms of server CPU (main thread) and ${c.postgresMsPerPurchase.toFixed(2)} ms of Postgres CPU per purchase; ${c.ordersPerTransaction.toFixed(1)} orders per transaction.`,
  );
  failed += c.failed;
  if (c.sold > c.purchases * c.rounds.length) failed += 1;
}

// 1a. In-process jobs: the embedded default's job mode.
const inproc = await startBenchRuntime(database.url, 'bench-inproc', { redisUrl: undefined });
try {
  if (wants('checkout')) {
    console.log(`checkout with in-process jobs: ${purchases} purchases of one hot ticket type, ${concurrency} concurrent clients…`);
    checkoutRow('jobs in-process (no REDIS_URL), PDFs in worker threads', await benchCheckout(inproc.ctx, database.url, purchases, concurrency, () => settleJobs(inproc, 'in-process')), 0.3);
    await settleJobs(inproc, 'in-process');
  }

  // 2. PDFs on this thread: what one render costs a core, not how fast a pool turns them over.
  if (wants('pdf')) console.log('ticket PDFs…');
  setPdfOffload(null);
  const p = process.env.BENCH_SKIP_PDF || !wants('pdf') ? null : await benchPdf(inproc.ctx);
  if (p) {
    const share = p.directPerSecond / p.baselinePerSecond;
    const cost = p.directPerSecond / p.queuedPerSecond;
    rows.push(`| ticket PDF, direct render, per second per core | ${f(p.directPerSecond)} | minimal one-page pdf-lib document: ${f(p.baselinePerSecond)} /s | ${pct(share)} | ≥ 20 % | ${met(share >= 0.2)} |`);
    rows.push(`| ticket PDF, queued (job handler: read + render + store, ${IN_FLIGHT} jobs in flight as the worker runs them), per second per core | ${f(p.queuedPerSecond)} | direct render: ${f(p.directPerSecond)} /s | cost ${cost.toFixed(2)}× | ≤ 1.15× | ${met(cost <= 1.15)} |`);
    notes.push(`Ticket PDF: main-thread CPU per PDF ${p.directCpuMs.toFixed(2)} ms direct, ${p.queuedCpuMs.toFixed(2)} ms queued (the job's read, file and row).`);
  }

  if (wants('agenda')) console.log('agenda sessions list…');
  const agenda = process.env.BENCH_SKIP_AGENDA || !wants('agenda') ? null : agendaRows(await benchAgenda(inproc.ctx, database.url));
  if (agenda) {
    rows.push(...agenda.rows);
    notes.push(...agenda.notes);
  }

  if (!process.env.BENCH_SKIP_INVOICES && wants('invoices')) {
    console.log('invoice import…');
    setPdfOffload(null);
    const inv = await benchInvoiceImport(inproc.ctx);
    const share = inv.importRowsPerSecond / inv.csvParseRowsPerSecond;
    rows.push(`| CSV invoice import: ${inv.rows.toLocaleString('en')} rows read, checked (zod) and stored, rows/s (median of ${inv.rounds.length}) | ${f(inv.importRowsPerSecond)} | csv-parse alone over the same ${(inv.bytes / 1e6).toFixed(1)} MB: ${f(inv.csvParseRowsPerSecond)} /s | ${pct(share)} | ≥ 50 % | ${met(share >= 0.5)} |`);
    rows.push(`| invoices numbered and rendered to PDF by the import job, per second on one core (${inv.pdfInvoices} invoices) | ${f(inv.invoicesPerSecond)} | — | — | reported | — |`);
    notes.push(`CSV import rounds (import / csv-parse rows/s): ${inv.rounds.map((r) => `${f(r.imported)} / ${f(r.csvParse)}`).join('; ')}. Jobs play no part in this figure (measured in the in-process runtime only).`);
  }
  if (!process.env.BENCH_SKIP_DOOR && wants('door')) {
    console.log('door scans…');
    const door = await benchDoor(inproc.ctx);
    rows.push(`| door check-in through HTTP, ${door.concurrency} doors, scans/s (${door.tickets} tickets, each checked in once) | ${f(door.checkInsPerSecond)} | alf.io: 106 /s on one vCPU | — | ≥ 500 /s | ${met(door.checkInsPerSecond >= 500)} |`);
    rows.push(`| door, the same tickets scanned again ("already scanned", with when and by whom), scans/s | ${f(door.alreadyPerSecond)} | — | — | reported | — |`);
    notes.push(`Door: ${door.failed} scans answered otherwise than expected (must be 0). Measured in the in-process runtime (scans queue no jobs).`);
    failed += door.failed;
  }

  if (wants('feed-wall')) {
    console.log('feed wall thread list…');
    const wall = feedWallRows(await benchFeedWall(inproc.ctx, database.url));
    rows.push(...wall.rows);
    notes.push(...wall.notes);
  }

  if (wants('free-places')) {
    console.log('business matching free_places…');
    const fp = freePlacesRows(await benchFreePlaces(inproc.ctx, database.url));
    rows.push(...fp.rows);
    notes.push(...fp.notes);
  }

  if (wants('sse')) {
    console.log(`SSE fan-out, in-process pub/sub: ${sseSubscribers} streams…`);
    const sse = sseRows('in-process pub/sub (no REDIS_URL)', await benchSse(inproc.ctx, { databaseUrl: database.url, redisPrefix: inproc.redisPrefix }, { subscribers: sseSubscribers }));
    rows.push(...sse.rows);
    notes.push(...sse.notes);
    if (!sse.met) failed += 1;
  }

  if (wants('inbox')) {
    console.log(`inbox, in-process pub/sub: replies at ${inboxRate}/s to a subscribed thread…`);
    const inbox = inboxRows('in-process pub/sub (no REDIS_URL)', await benchInbox(inproc.ctx, { databaseUrl: database.url, redisPrefix: inproc.redisPrefix }, { rate: inboxRate }));
    rows.push(...inbox.rows);
    notes.push(...inbox.notes);
    if (!inbox.met) failed += 1;
  }

  if (!process.env.BENCH_SKIP_LANDING && wants('landing')) {
    console.log('landing page SSR…');
    const landing = await benchLanding(inproc.ctx);
    rows.push(...landing.rows);
    notes.push(...landing.notes);
    // After the landing figure: the saves change the demo's page.
    console.log('landing page save…');
    rows.push(...(await benchLpSave(inproc.ctx)).rows);
  }
} finally {
  await inproc.close();
}

// 1b. Production's mode: BullMQ on Redis, with `npm run worker` draining beside the rush.
if (redisUrl && (wants('checkout') || wants('sse') || wants('inbox'))) {
  const queued = await startBenchRuntime(database.url, 'bench-redis', { redisUrl });
  const worker = await startWorkerProcess({ databaseUrl: database.url, redisUrl, redisPrefix: queued.redisPrefix });
  try {
    if (wants('checkout')) {
      console.log('checkout with REDIS_URL and npm run worker draining…');
      checkoutRow('REDIS_URL + npm run worker draining at the same time', await benchCheckout(queued.ctx, database.url, purchases, concurrency, () => settleJobs(queued, 'redis')), 0.5);
      await settleJobs(queued, 'redis');
    }
    if (wants('sse')) {
      console.log(`SSE fan-out, Redis pub/sub with npm run worker beside: ${sseSubscribers} streams…`);
      const sse = sseRows('Redis pub/sub (REDIS_URL) + npm run worker', await benchSse(queued.ctx, { databaseUrl: database.url, redisUrl, redisPrefix: queued.redisPrefix }, { subscribers: sseSubscribers }));
      rows.push(...sse.rows);
      notes.push(...sse.notes);
      if (!sse.met) failed += 1;
    }
    if (wants('inbox')) {
      console.log(`inbox, Redis pub/sub with npm run worker beside: replies at ${inboxRate}/s to a subscribed thread…`);
      const inbox = inboxRows('Redis pub/sub (REDIS_URL) + npm run worker', await benchInbox(queued.ctx, { databaseUrl: database.url, redisUrl, redisPrefix: queued.redisPrefix }, { rate: inboxRate }));
      rows.push(...inbox.rows);
      notes.push(...inbox.notes);
      if (!inbox.met) failed += 1;
    }
  } finally {
    await worker.stop();
    await queued.close();
  }
} else if (!redisUrl) {
  if (wants('checkout')) rows.push('| checkout, REDIS_URL + npm run worker draining | skipped | REDIS_URL is not set | — | ≥ 50 % | — |');
  if (wants('sse')) rows.push('| SSE fan-out, Redis pub/sub + npm run worker | skipped | REDIS_URL is not set | — | p99 < 250 ms | — |');
  if (wants('inbox')) rows.push('| inbox reply → subscriber, Redis pub/sub + npm run worker | skipped | REDIS_URL is not set | — | p99 < 100 ms | — |');
}

const table = [
  `# Benchmark (${new Date().toISOString()}, ${process.platform}/${process.arch}, Node ${process.version})`,
  '',
  `Database: PostgreSQL at DATABASE_URL in every mode. Job modes: in-process (no REDIS_URL, PDFs in this process's worker threads)${redisUrl ? ' and Redis with a spawned `npm run worker`' : '; Redis mode skipped (no REDIS_URL)'}.`,
  '',
  '| figure | measured | baseline (same run) | ratio | target | met |',
  '| --- | ---: | ---: | ---: | --- | --- |',
  ...rows,
  '',
  ...notes,
  '',
].join('\n');
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.md', table);
console.log(`\n${table}`);
await database.drop();
if (failed > 0) process.exitCode = 1;

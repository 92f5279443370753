import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { insertEvent } from '@foyer/core/testing/fixtures';
import { observeOrderBatches } from '@foyer/core/tickets/order-batcher';
import { rowsOf } from '@foyer/core/tickets/rows-of';
import { createHttpApp } from '../../apps/web/server/http-app.ts';
import { createBenchUsers, type BenchUser } from './bench-users.ts';
import { mainThreadCpuMs, processesCpuMs, startCpuProfile } from './measure.ts';

export interface CheckoutRound {
  bareUpdatesPerSecond: number;
  checkoutsPerSecond: number;
  ratio: number;
}

export interface CheckoutFigures {
  purchases: number;
  concurrency: number;
  /** Each round measures the baseline and then the checkout, back to back. */
  rounds: CheckoutRound[];
  /** The round with the median ratio (the machine's speed drifts; rounds side by side show it). */
  median: CheckoutRound;
  sold: number;
  soldOut: number;
  failed: number;
  /** CPU time of the server's thread per purchase, ms (the load generator runs on its own thread). */
  serverMsPerPurchase: number;
  /** CPU time of the app's Postgres backends per purchase, ms (0 when Postgres runs elsewhere). */
  postgresMsPerPurchase: number;
  /** Orders per order-writing transaction (concurrent buyers share one, order-batcher.ts). */
  ordersPerTransaction: number;
}

/**
 * Baseline: the bare conditional UPDATE every purchase has to make, looped by `concurrency`
 * clients on one hot row until the stock is gone. Nothing can sell a ticket faster than this.
 */
async function bareUpdateLoop(databaseUrl: string, ticketId: number, concurrency: number): Promise<number> {
  const sql = postgres(databaseUrl, { max: 10, onnotice: () => {} });
  let taken = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const rows = await sql`update event_tickets set tickets_left = tickets_left - 1 where id = ${ticketId} and tickets_left >= 1 returning tickets_left`;
        if (rows.length === 0) return;
        taken += 1;
      }
    }),
  );
  const ms = performance.now() - t0;
  await sql.end();
  return (taken * 1000) / ms;
}

/**
 * The same contention through the whole stack: node:http → Hono → auth → zod → initPayment →
 * placeOrder (order-batcher: concurrent buyers share one pipelined transaction of order, items,
 * reservations, the confirmed free attempt, membership and stock) → fulfil job enqueued.
 * `concurrency` clients in a worker thread. After a warm-up, BENCH_ROUNDS rounds (default 3), each
 * a new event with its baseline measured just before, the same buyers in every round.
 */
export async function benchCheckout(
  ctx: Ctx,
  databaseUrl: string,
  purchases: number,
  concurrency: number,
  // Waits for the jobs a round left (PDFs, mail), so each baseline is measured on a quiet machine.
  settle: () => Promise<void> = async () => {},
): Promise<CheckoutFigures> {
  const users = await createBenchUsers(ctx, purchases, `buyer-${Date.now()}`);
  // As autovacuum would have by now on a live database: planner statistics for the freshly
  // filled tables (without them Postgres took the 2,000 users for a handful and scanned them all).
  await ctx.db.execute(sql`analyze`);
  const app = createHttpApp({ ctx, handleDocument: async () => new Response('not found', { status: 404 }) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const { port } = server.address() as AddressInfo;

  // The app's Postgres backends, to give the database's CPU per purchase too (same machine).
  const backendPids = async () =>
    rowsOf<{ pid: number }>(await ctx.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)).map((r) => Number(r.pid));
  let transactions = 0;
  let ordersWritten = 0;
  const stopObserving = observeOrderBatches(ctx.db, (orders) => {
    transactions += 1;
    ordersWritten += orders;
  });
  const rounds: CheckoutRound[] = [];
  const results: string[] = [];
  let serverCpuMs = 0;
  let postgresCpuMs = 0;
  const newEvent = async (tag: string) => {
    const event = await insertEvent(ctx, { lp_url: `bench-${Date.now()}-${tag}`, end_date: new Date(Date.now() + 30 * 86_400_000), start_date: new Date(Date.now() + 29 * 86_400_000) });
    const [hot, bare] = await ctx.db
      .insert(schema.event_tickets)
      .values([
        { event_id: event.id, name: 'Hot free pass', price: 0, tickets_left: purchases },
        { event_id: event.id, name: 'Baseline row', price: 0, tickets_left: purchases },
      ])
      .returning();
    return { url: `http://127.0.0.1:${port}/api/v1/events/${event.id}/payment/free/init`, hot: hot!, bare: bare! };
  };
  try {
    // Warm-up, not counted: a server that has just started runs its first requests unoptimised.
    const warm = await newEvent('warm-up');
    await runLoad(warm.url, warm.hot.id, users.slice(0, Math.min(300, users.length)), concurrency);
    transactions = 0;
    ordersWritten = 0;
    for (let round = 0; round < Number(process.env.BENCH_ROUNDS ?? 3); round++) {
      await settle();
      const { url, hot, bare } = await newEvent(String(round));
      const bareUpdatesPerSecond = await bareUpdateLoop(databaseUrl, bare.id, concurrency);

      const pg0 = new Map((await backendPids()).map((pid) => [pid, processesCpuMs([pid])]));
      const profiler = round === 0 ? await startProfiler() : null;
      const cpu0 = mainThreadCpuMs();
      const run = await runLoad(url, hot.id, users, concurrency);
      serverCpuMs += mainThreadCpuMs() - cpu0;
      await profiler?.();
      // Backends opened during the run started from 0 CPU.
      postgresCpuMs += (await backendPids()).reduce((sum, pid) => sum + processesCpuMs([pid]) - (pg0.get(pid) ?? 0), 0);
      const checkoutsPerSecond = (run.results.filter((r) => r === 'sold').length * 1000) / run.ms;
      rounds.push({ bareUpdatesPerSecond, checkoutsPerSecond, ratio: checkoutsPerSecond / bareUpdatesPerSecond });
      results.push(...run.results);
    }
  } finally {
    stopObserving();
    await new Promise<void>((r) => server.close(() => r()));
  }
  const failures = results.filter((r) => r.startsWith('failed'));
  if (failures.length) console.error('checkout failures (first 5):', failures.slice(0, 5));
  const sold = results.filter((r) => r === 'sold').length;
  return {
    purchases,
    concurrency,
    rounds,
    median: [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)]!,
    sold,
    soldOut: results.filter((r) => r === 'sold_out').length,
    failed: failures.length,
    serverMsPerPurchase: serverCpuMs / results.length,
    postgresMsPerPurchase: postgresCpuMs / results.length,
    ordersPerTransaction: transactions ? ordersWritten / transactions : 0,
  };
}

function runLoad(url: string, ticketId: number, users: BenchUser[], concurrency: number): Promise<{ ms: number; results: string[] }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-client.mjs', import.meta.url), { workerData: { url, ticketId, users, concurrency } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/**
 * BENCH_PROFILE=file.cpuprofile: a CPU profile of the server's thread during the first round's
 * checkout only (open it in Chrome DevTools). Returns the function that stops and writes it.
 */
async function startProfiler(): Promise<(() => Promise<void>) | null> {
  const file = process.env.BENCH_PROFILE;
  return file ? startCpuProfile(file) : null;
}

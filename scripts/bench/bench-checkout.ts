import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { schema } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { insertEvent } from '@foyer/core/testing/fixtures';
import { createHttpApp } from '../../apps/web/server/http-app.ts';
import { createBenchUsers } from './bench-users.ts';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@foyer/core/tickets/rows-of';
import { mainThreadCpuMs, processesCpuMs } from './measure.ts';

export interface CheckoutFigures {
  purchases: number;
  concurrency: number;
  bareUpdatesPerSecond: number;
  checkoutsPerSecond: number;
  sold: number;
  soldOut: number;
  failed: number;
  /** CPU time of the server's thread per purchase, ms (the load generator runs on its own thread). */
  serverMsPerPurchase: number;
  /** CPU time of the app's Postgres backends per purchase, ms (0 when Postgres runs elsewhere). */
  postgresMsPerPurchase: number;
}

/**
 * Baseline: the bare conditional UPDATE every purchase has to make, looped by `concurrency`
 * clients on one hot row until the stock is gone. Nothing can sell a ticket faster than this.
 */
async function bareUpdateLoop(databaseUrl: string, ticketId: number, concurrency: number): Promise<{ ms: number; taken: number }> {
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
  return { ms, taken };
}

/**
 * The same contention through the whole stack: node:http → Hono → auth → zod → initPayment →
 * placeOrder (one pipelined transaction: order, reservations, the confirmed free attempt,
 * membership, stock) → fulfil job enqueued. `concurrency` clients in a worker thread.
 */
export async function benchCheckout(ctx: Ctx, databaseUrl: string, purchases: number, concurrency: number): Promise<CheckoutFigures> {
  const event = await insertEvent(ctx, { lp_url: `bench-${Date.now()}`, end_date: new Date(Date.now() + 30 * 86_400_000), start_date: new Date(Date.now() + 29 * 86_400_000) });
  const [hot, bare] = await ctx.db
    .insert(schema.event_tickets)
    .values([
      { event_id: event.id, name: 'Hot free pass', price: 0, tickets_left: purchases },
      { event_id: event.id, name: 'Baseline row', price: 0, tickets_left: purchases },
    ])
    .returning();

  const baseline = await bareUpdateLoop(databaseUrl, bare!.id, concurrency);

  const users = await createBenchUsers(ctx, purchases, `buyer-${event.id}`);
  const app = createHttpApp({ ctx, handleDocument: async () => new Response('not found', { status: 404 }) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/api/v1/events/${event.id}/payment/free/init`;

  // The app's Postgres backends, to give the database's CPU per purchase too (same machine).
  const backendPids = async () =>
    rowsOf<{ pid: number }>(await ctx.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)).map((r) => Number(r.pid));
  const pg0 = new Map((await backendPids()).map((pid) => [pid, processesCpuMs([pid])]));
  const cpu0 = mainThreadCpuMs();
  const run = await new Promise<{ ms: number; results: string[] }>((resolve, reject) => {
    const worker = new Worker(new URL('./load-client.mjs', import.meta.url), { workerData: { url, ticketId: hot!.id, users, concurrency } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const serverCpuMs = mainThreadCpuMs() - cpu0;
  // Backends opened during the run started from 0 CPU.
  const postgresCpuMs = (await backendPids()).reduce((sum, pid) => sum + processesCpuMs([pid]) - (pg0.get(pid) ?? 0), 0);
  await new Promise<void>((r) => server.close(() => r()));

  const failures = run.results.filter((r) => r.startsWith('failed'));
  if (failures.length) console.error('checkout failures (first 5):', failures.slice(0, 5));
  return {
    purchases,
    concurrency,
    bareUpdatesPerSecond: (baseline.taken * 1000) / baseline.ms,
    checkoutsPerSecond: (run.results.filter((r) => r === 'sold').length * 1000) / run.ms,
    sold: run.results.filter((r) => r === 'sold').length,
    soldOut: run.results.filter((r) => r === 'sold_out').length,
    failed: failures.length,
    serverMsPerPurchase: serverCpuMs / purchases,
    postgresMsPerPurchase: postgresCpuMs / purchases,
  };
}

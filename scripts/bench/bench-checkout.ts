import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { schema } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { insertEvent } from '@foyer/core/testing/fixtures';
import { createHttpApp } from '../../apps/web/server/http-app.ts';
import { createBenchUsers } from './bench-users.ts';
import { runConcurrently } from './measure.ts';

export interface CheckoutFigures {
  purchases: number;
  concurrency: number;
  bareUpdatesPerSecond: number;
  checkoutsPerSecond: number;
  sold: number;
  soldOut: number;
  failed: number;
  /** CPU of this process (server and load generator together) per purchase, ms. */
  cpuMsPerPurchase: number;
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
 * The same contention through the whole stack: node:http → Hono → auth → zod → placeOrder
 * (stock, order, reservations, expiry job) → free gateway confirmation → fulfil job enqueued.
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

  const cpu0 = process.cpuUsage();
  const run = await runConcurrently(users, concurrency, async (u) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: u.auth },
      body: JSON.stringify({
        ticket_id: hot!.id,
        personal_form: { first_name: 'Bench', last_name: 'Buyer', email: u.email },
        terms_accepted: true,
        gdpr_consent: true,
      }),
    });
    const body = (await res.json()) as { errors?: { code: string }[] };
    return res.status === 200 ? 'sold' : body.errors?.[0]?.code === 'tickets.sold_out' ? 'sold_out' : `failed:${res.status}:${body.errors?.[0]?.code}`;
  });
  const cpu = process.cpuUsage(cpu0);
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
    cpuMsPerPurchase: (cpu.user + cpu.system) / 1000 / purchases,
  };
}

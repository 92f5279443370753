/**
 * `npm run bench`, the door (issue #16): ticket scans per second through the whole HTTP stack
 * (node:http → Hono → bearer auth → zod → scanTicket's one conditional UPDATE), `concurrency`
 * doors at once, each ticket scanned once (green: a write) and then again (amber: the answer says
 * when and by whom). alf.io reports 106 check-ins/s on one vCPU; the target is ≥ 500/s.
 */
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { insertEvent } from '@foyer/core/testing/fixtures';
import { insertOrder, insertUser } from '@foyer/core/documents/testing/order-fixtures';
import { createHttpApp } from '../../apps/web/server/http-app.ts';
import { createBenchUsers } from './bench-users.ts';

export interface DoorFigures {
  tickets: number;
  concurrency: number;
  checkInsPerSecond: number;
  alreadyPerSecond: number;
  failed: number;
}

function runScans(url: string, auth: string, codes: string[], concurrency: number): Promise<{ ms: number; outcomes: string[] }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./scan-load-client.mjs', import.meta.url), { workerData: { url, auth, codes, concurrency } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

export async function benchDoor(ctx: Ctx, tickets = Number(process.env.BENCH_SCANS ?? 5000), concurrency = 50): Promise<DoorFigures> {
  const event = await insertEvent(ctx, { lp_url: `bench-door-${Date.now()}` });
  const [admin] = await createBenchUsers(ctx, 1, `door-${Date.now()}`);
  const [adminRow] = await ctx.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, admin!.email));
  await ctx.db.insert(schema.event_memberships).values({ event_id: event.id, user_id: adminRow!.id, joined: true, user_tags: ['ADMINISTRATOR'] });
  const buyer = await insertUser(ctx, { email: `door-buyer-${Date.now()}@bench.test` });
  const codes: string[] = [];
  for (let made = 0; made < tickets; made += 500) {
    const holders = Array.from({ length: Math.min(500, tickets - made) }, (_, i) => ({ first_name: 'Door', last_name: `Guest ${made + i}`, email: `guest${made + i}@bench.test` }));
    const { reservations } = await insertOrder(ctx, { eventId: event.id, buyer, holders, price: 0 });
    codes.push(...reservations.map((r) => r.ticket_reservation_uuid));
  }
  const app = createHttpApp({ ctx, handleDocument: async () => new Response('not found', { status: 404 }) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/events/${event.id}/check_in`;
  try {
    // Warm-up on codes that are no tickets (red, read-only), not counted.
    await runScans(url, admin!.auth, Array.from({ length: 500 }, (_, i) => `not-a-ticket-${i}`), concurrency);
    const first = await runScans(url, admin!.auth, codes, concurrency);
    const again = await runScans(url, admin!.auth, codes, concurrency);
    const failed = [...first.outcomes.filter((o) => o !== 'checked_in'), ...again.outcomes.filter((o) => o !== 'already_checked_in')];
    if (failed.length) console.error('door failures (first 5):', failed.slice(0, 5));
    return { tickets, concurrency, checkInsPerSecond: (tickets * 1000) / first.ms, alreadyPerSecond: (tickets * 1000) / again.ms, failed: failed.length };
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
}

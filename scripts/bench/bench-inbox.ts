import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, like } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { insertEvent } from '@foyer/core/testing/fixtures';
import { attendeeCookies } from './bench-landing.ts';
import { benchSecrets } from './bench-db.ts';
import { startServer } from './bench-sse.ts';
import { createBenchUsers } from './bench-users.ts';
import { processesCpuMs } from './measure.ts';

export interface InboxFigures {
  rate: number;
  seconds: number;
  connections: number;
  members: number;
  sent: number;
  failed: number;
  firstFailure: string | null;
  lost: number;
  /** Due time → the subscriber's event, ms. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Written to the socket → the event (without the wait for a free connection), p99, ms. */
  p99FromWrite: number;
  /** The POST's own round trip, p50 / p99, ms. */
  answerP50: number;
  answerP99: number;
  /** How late the p99 message was written after its due time (every connection busy), ms. */
  lateStartP99: number;
  /** Messages answered per second over the send, and events delivered per second. */
  achievedRate: number;
  deliveredRate: number;
  /** The web process's CPU (all its threads) per message, ms. */
  cpuMsPerMessage: number;
}

interface ClientResult {
  sent: number;
  failed: number;
  firstFailure: string | null;
  lost: number;
  delays: number[];
  fromWrite: number[];
  answerMs: number[];
  lateStartMs: number[];
  sendSeconds: number;
  deliverSeconds: number;
}

const client = fileURLToPath(new URL('./inbox-load-client.mjs', import.meta.url));

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}
const sortedOf = (xs: number[]) => [...xs].sort((a, b) => a - b);

/**
 * A conversation of `members` attendees of one event: the subscriber, signed in as the browser is
 * (session cookie), and `members - 1` senders (bearer tokens), in one thread the first sender
 * opened through the real API as the UI does.
 */
async function seedThread(ctx: Ctx, origin: string, members: number) {
  const event = await insertEvent(ctx, { lp_url: `inbox-bench-${Date.now()}`, title: 'Inbox bench conference' });
  const [subscriber] = await attendeeCookies(ctx, event.id, 1);
  const senders = await createBenchUsers(ctx, members - 1, `inbox-${event.id}`);
  const u = schema.users;
  const senderRows = await ctx.db.select({ id: u.id, token: u.user_identity_token, email: u.email }).from(u).where(like(u.email, `inbox-${event.id}-%`));
  await ctx.db.insert(schema.event_memberships).values(senderRows.map((r, i) => ({ event_id: event.id, user_id: r.id, joined: true, first_name: 'Bench', last_name: `Sender ${i}` })));
  const em = schema.event_memberships;
  const [sub] = await ctx.db
    .select({ token: u.user_identity_token })
    .from(u)
    .innerJoin(em, and(eq(em.user_id, u.id), eq(em.event_id, event.id)))
    .where(like(u.email, 'landing-%'));
  const res = await fetch(`${origin}/api/v1/events/${event.id}/inbox/create`, {
    method: 'POST',
    headers: { authorization: senders[0]!.auth, 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ message: 'Hello, shall we meet?', users: [sub!.token, ...senderRows.filter((r) => r.email !== senders[0]!.email).map((r) => r.token)] }),
  });
  if (res.status !== 200) throw new Error(`inbox bench: creating the thread answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const thread = (await res.json()) as { id: number; users: unknown[] };
  return { eventId: event.id, threadId: thread.id, cookie: subscriber!.cookie!, senders };
}

/**
 * Issue #18: a message sent to a thread reaches a subscriber of it. One web process of its own
 * (sse-server.ts: apps/web's runtime and Hono app behind node:http) in the mode given — without
 * `redisUrl` in-process jobs and pub/sub (the embedded default), with it Redis pub/sub and BullMQ
 * under `redisPrefix` (the caller runs `npm run worker` beside it). A client process
 * (inbox-load-client.mjs) holds the subscriber's `/api/v1/realtime/me` stream and posts replies
 * through `POST …/inbox/threads/{id}/response` at `rate` a second for `seconds`, paced by schedule
 * over `connections` keep-alive sockets, and times each message from its due time to its `inbox`
 * event on the stream (matched by message id).
 */
export async function benchInbox(
  ctx: Ctx,
  server: { databaseUrl: string; redisUrl?: string | undefined; redisPrefix: string },
  { rate = 1000, seconds = 10, connections = 64, members = 5 } = {},
): Promise<InboxFigures> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: server.databaseUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'foyer-inbox-')),
    ...benchSecrets,
    SEED_DEMO_WHEN_EMPTY: 'false',
    FOYER_DEV_MAILBOX: 'true',
    REDIS_PREFIX: server.redisPrefix,
    LOG_LEVEL: 'warn',
  };
  if (server.redisUrl) env.REDIS_URL = server.redisUrl;
  else delete env.REDIS_URL;
  const web = await startServer(env, process.env.BENCH_INBOX_PROFILE);
  const origin = `http://127.0.0.1:${web.port}`;
  let child: ChildProcess | null = null;
  try {
    const seeded = await seedThread(ctx, origin, members);
    const cpu0 = processesCpuMs([web.child.pid!]);
    child = fork(
      client,
      [
        JSON.stringify({
          streamUrl: `${origin}/api/v1/realtime/me`,
          cookie: seeded.cookie,
          postUrl: `${origin}/api/v1/events/${seeded.eventId}/inbox/threads/${seeded.threadId}/response`,
          auths: seeded.senders.map((s) => s.auth),
          connections,
          rate,
          seconds,
          warmupRate: Math.min(rate, 250),
          warmupSeconds: 2,
          warmupFullSeconds: 1,
          waitMs: 5000,
        }),
      ],
      { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    const r = await new Promise<ClientResult>((resolve, reject) => {
      child!.once('message', (m: { result?: ClientResult; error?: string }) => (m.result ? resolve(m.result) : reject(new Error(`inbox client: ${m.error}`))));
      child!.once('exit', (code) => reject(new Error(`inbox client exited with ${code}`)));
    });
    // CPU of the whole client run (warm-up included) over the messages of both parts.
    const cpuMs = processesCpuMs([web.child.pid!]) - cpu0;
    const delays = sortedOf(r.delays);
    const answers = sortedOf(r.answerMs);
    return {
      rate, seconds, connections, members,
      sent: r.sent, failed: r.failed, firstFailure: r.firstFailure, lost: r.lost,
      p50: quantile(delays, 0.5), p95: quantile(delays, 0.95), p99: quantile(delays, 0.99), max: delays[delays.length - 1] ?? Number.NaN,
      p99FromWrite: quantile(sortedOf(r.fromWrite), 0.99),
      answerP50: quantile(answers, 0.5), answerP99: quantile(answers, 0.99),
      lateStartP99: quantile(sortedOf(r.lateStartMs), 0.99),
      achievedRate: (r.sent - r.failed) / r.sendSeconds,
      deliveredRate: delays.length / r.deliverSeconds,
      cpuMsPerMessage: cpuMs / (r.sent + Math.min(rate, 250) * 2),
    };
  } finally {
    const exited = (p: ChildProcess) => new Promise<void>((resolve) => (p.exitCode !== null || p.signalCode !== null ? resolve() : p.once('exit', () => resolve())));
    if (child) {
      if (child.exitCode === null) child.kill();
      await exited(child);
    }
    if (web.child.connected) web.child.send({ go: 'stop' });
    else web.child.kill();
    const stopped = exited(web.child);
    const timer = setTimeout(() => web.child.kill('SIGKILL'), 30_000);
    await stopped;
    clearTimeout(timer);
  }
}

/** The table rows (bench.ts) of one mode's figures. */
export function inboxRows(label: string, f: InboxFigures): { rows: string[]; notes: string[]; met: boolean } {
  const met = f.failed === 0 && f.lost === 0 && f.p99 < 100 && f.achievedRate >= f.rate * 0.95;
  const ms = (x: number) => x.toFixed(0);
  return {
    rows: [
      `| inbox, ${label}: a reply (\`POST …/inbox/threads/{id}/response\`, ${f.connections} keep-alive connections, paced at ${f.rate.toLocaleString('en')}/s for ${f.seconds} s) → the subscriber's \`/realtime/me\` \`inbox\` event, p99 (p50, p95) from the due time, ms | ${ms(f.p99)} (p50 ${ms(f.p50)}, p95 ${ms(f.p95)}) | — | achieved ${f.achievedRate.toFixed(0)}/s, ${f.lost} lost, ${f.failed} failed | p99 < 100 ms at 1,000/s, none lost | ${met ? 'yes' : 'NO'} |`,
    ],
    notes: [
      `Inbox, ${label}: ${f.sent.toLocaleString('en')} replies into one ${f.members}-member thread by ${f.members - 1} senders; slowest ${ms(f.max)} ms; p99 ${ms(f.p99FromWrite)} ms from the write (without waiting for a free connection; a due message waited up to ${ms(f.lateStartP99)} ms at p99); the POST answered in ${ms(f.answerP50)} ms (p50) / ${ms(f.answerP99)} ms (p99); events delivered at ${f.deliveredRate.toFixed(0)}/s; ${f.cpuMsPerMessage.toFixed(2)} ms of the web process's CPU per message.${f.firstFailure ? ` First failure: ${f.firstFailure}` : ''}`,
    ],
    met,
  };
}

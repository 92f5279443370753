import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { insertComponent, insertEvent } from '@foyer/core/testing/fixtures';
import { attendeeCookies } from './bench-landing.ts';
import { benchSecrets } from './bench-db.ts';
import { createBenchUsers } from './bench-users.ts';
import { processesCpuMs } from './measure.ts';
import { heapFlags } from './node-flags.ts';

export interface SseFigures {
  subscribers: number;
  connected: number;
  connectSeconds: number;
  posts: number;
  /** Over every stream × post that heard it, ms from the post's send to the event's arrival. */
  p50: number;
  p99: number;
  max: number;
  /** Stream × post pairs that did not hear the post within the wait. */
  missed: number;
  /** The POST's own round trip (median), ms. */
  postMs: number;
  /** The server process's resident memory grown by the open streams, per stream, bytes. */
  rssPerSubscriber: number;
  /** Server process CPU (all its threads) per post while it fanned out, ms. */
  cpuMsPerPost: number;
}

const client = fileURLToPath(new URL('./sse-load-client.mjs', import.meta.url));
const serverMain = fileURLToPath(new URL('./sse-server.ts', import.meta.url));

/** Resident memory of process `pid`, bytes, from /proc (what `ps` and the kernel count); NaN elsewhere. */
function rssBytes(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // not Linux
  }
  return Number.NaN;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/** One request/answer over the client's IPC channel. */
function ask<T>(child: ChildProcess, go: string, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: Record<string, unknown>) => {
      if (m.error) reject(new Error(`sse client: ${String(m.error)}`));
      else if (key in m) resolve(m[key] as T);
      else return;
      child.off('message', onMessage);
    };
    child.on('message', onMessage);
    child.send({ go });
  });
}

/** The web process (sse-server.ts) on the bench database in the given mode; resolves with its port (bench-inbox.ts starts it too). */
export async function startServer(env: NodeJS.ProcessEnv, profile = process.env.BENCH_SSE_PROFILE): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(serverMain, [], {
    execArgv: [...heapFlags, '--import', 'tsx', '--expose-gc', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench: the SSE web process did not start within 60 s')), 60_000);
    child.once('message', (m: { port: number }) => {
      clearTimeout(timer);
      resolve(m.port);
    });
    child.once('exit', (code) => reject(new Error(`bench: the SSE web process exited with code ${code}`)));
  });
  return { child, port };
}

/**
 * Issue #17: one web process holds `subscribers` SSE streams of one event
 * (`GET /api/v1/realtime/events/{id}`, as the feed wall screen opens it: signed-in attendees with
 * the UI's session cookie, `identities` of them, several tabs each) and `posts` feed-wall posts
 * (`POST …/feed_wall/channels/{id}/thread` as an attendee) reach every one. The web process is
 * its own (sse-server.ts: apps/web's runtime and Hono app behind node:http), in the mode given:
 * without `redisUrl` in-process jobs and pub/sub (the embedded default), with it Redis pub/sub
 * and BullMQ under `redisPrefix` (the caller runs `npm run worker` beside it). Its resident
 * memory (/proc/<pid>/status) before and after the streams opened, each after a full
 * collection, gives the memory per stream. The streams and the poster are one more process
 * (sse-load-client.mjs), which times each stream's event from the post's send on its own clock.
 * `ctx` (the bench's runtime on the same database) only seeds the event and the attendees.
 */
export async function benchSse(
  ctx: Ctx,
  server: { databaseUrl: string; redisUrl?: string | undefined; redisPrefix: string },
  { subscribers = 10_000, posts = 20, identities = Math.ceil(subscribers / 25), connectConcurrency = 64 } = {},
): Promise<SseFigures> {
  const event = await insertEvent(ctx, { lp_url: `sse-bench-${Date.now()}`, title: 'SSE bench conference' });
  const wall = await insertComponent(ctx, event.id, 'feed_wall', 1);
  const [channel] = await ctx.db.insert(schema.feed_wall_channels).values({ event_id: event.id, event_component_id: wall.id, name: 'General', default: true, order: 1 }).returning();
  // Attendees signed in as the browser is (cookie); several tabs share one, as people do — 25
  // each, under the server's MAX_STREAMS_PER_USER.
  const cookies = (await attendeeCookies(ctx, event.id, identities)).map((h) => h.cookie!);
  const [poster] = await createBenchUsers(ctx, 1, `sse-poster-${event.id}`);
  const [posterUser] = await ctx.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, poster!.email));
  await ctx.db.insert(schema.event_memberships).values({ event_id: event.id, user_id: posterUser!.id, joined: true, first_name: 'Bench', last_name: 'Poster' });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: server.databaseUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'foyer-sse-')),
    ...benchSecrets,
    SEED_DEMO_WHEN_EMPTY: 'false',
    FOYER_DEV_MAILBOX: 'true',
    REDIS_PREFIX: server.redisPrefix,
    LOG_LEVEL: 'warn',
  };
  if (server.redisUrl) env.REDIS_URL = server.redisUrl;
  else delete env.REDIS_URL;
  const web = await startServer(env);
  const pid = web.child.pid!;
  const origin = `http://127.0.0.1:${web.port}`;
  const postUrl = `${origin}/api/v1/events/${event.id}/components/${wall.id}/feed_wall/channels/${channel!.id}/thread`;
  // The options go in a file: 10,000 cookies as an argument are over the kernel's limit (E2BIG).
  const optsFile = join(mkdtempSync(join(tmpdir(), 'foyer-sse-')), 'opts.json');
  writeFileSync(
    optsFile,
    JSON.stringify({
      url: `${origin}/api/v1/realtime/events/${event.id}`,
      cookies,
      subscribers,
      connectConcurrency,
      postUrl,
      postAuth: poster!.auth,
      posts,
      pauseMs: 250,
      waitMs: 10_000,
    }),
  );
  const child = fork(client, [optsFile], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`sse client exited with ${code}`)));
    });
    // One stream opened and closed first, so what the first request loads is not counted as the streams'.
    const warm = await fetch(`${origin}/api/v1/realtime/events/${event.id}`, { headers: { cookie: cookies[0]! } });
    if (warm.status !== 200) throw new Error(`bench: the event stream answered ${warm.status}: ${(await warm.text()).slice(0, 300)}`);
    await warm.body!.cancel();
    // And one post before the streams open, so the timed posts are the steady state: the first
    // call of the post path (its modules, zod and drizzle's first compile) is not a subscriber's wait.
    const warmPost = await fetch(postUrl, {
      method: 'POST',
      headers: { authorization: poster!.auth, 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ message: 'Warm-up post before the streams open.' }),
    });
    if (warmPost.status !== 200) throw new Error(`bench: the warm-up post answered ${warmPost.status}: ${(await warmPost.text()).slice(0, 300)}`);
    await warmPost.arrayBuffer();
    await sleep(500);
    await ask(web.child, 'gc', 'gc');
    const rss0 = rssBytes(pid);
    const c = await ask<{ connected: number; failed: number; firstFailure: string | null; seconds: number }>(child, 'connect', 'connect');
    if (c.failed) console.warn(`sse: ${c.failed} streams failed to open; first: ${c.firstFailure}`);
    await sleep(2000);
    await ask(web.child, 'gc', 'gc');
    const rss1 = rssBytes(pid);
    const cpu0 = processesCpuMs([pid]);
    const p = await ask<{ perPost: { delays: number[]; missed: number }[]; postMs: number[] }>(child, 'post', 'post');
    const cpuMs = processesCpuMs([pid]) - cpu0;
    const all = new Float64Array(p.perPost.reduce((n, x) => n + x.delays.length, 0));
    let at = 0;
    for (const x of p.perPost) for (const d of x.delays) all[at++] = d;
    all.sort();
    const postMs = [...p.postMs].sort((a, b) => a - b);
    return {
      subscribers,
      connected: c.connected,
      connectSeconds: c.seconds,
      posts,
      p50: quantile(all, 0.5),
      p99: quantile(all, 0.99),
      max: all[all.length - 1] ?? Number.NaN,
      missed: p.perPost.reduce((n, x) => n + x.missed, 0),
      postMs: postMs[Math.floor(postMs.length / 2)]!,
      rssPerSubscriber: (rss1 - rss0) / Math.max(1, c.connected),
      cpuMsPerPost: cpuMs / posts,
    };
  } finally {
    const exited = (p: ChildProcess) => new Promise<void>((resolve) => (p.exitCode !== null || p.signalCode !== null ? resolve() : p.once('exit', () => resolve())));
    if (child.connected) child.send({ go: 'close' });
    else child.kill();
    await exited(child);
    if (web.child.connected) web.child.send({ go: 'stop' });
    else web.child.kill();
    const stopped = exited(web.child);
    const timer = setTimeout(() => web.child.kill('SIGKILL'), 30_000);
    await stopped;
    clearTimeout(timer);
  }
}

/** The table row (bench.ts) of one mode's figures. */
export function sseRows(label: string, f: SseFigures): { rows: string[]; notes: string[]; met: boolean } {
  const met = f.connected === f.subscribers && f.missed === 0 && f.p99 < 250;
  const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;
  return {
    rows: [
      `| SSE fan-out, ${label}: ${f.connected.toLocaleString('en')} of ${f.subscribers.toLocaleString('en')} streams of one event in one process, a feed-wall post → every stream's \`feed_wall\` event, p99 (p50) over ${f.posts} posts, ms | ${f.p99.toFixed(0)} (p50 ${f.p50.toFixed(0)}) | — | — | p99 < 250 ms, none missed | ${met ? 'yes' : 'NO'} |`,
      `| SSE, ${label}: server resident memory per open stream | ${kib(f.rssPerSubscriber)} | — | — | reported | — |`,
    ],
    notes: [
      `SSE, ${label}: ${f.connected} streams opened in ${f.connectSeconds.toFixed(1)} s; slowest delivery ${f.max.toFixed(0)} ms, ${f.missed} stream×post deliveries missed (must be 0); the POST itself answered in ${f.postMs.toFixed(0)} ms (median); ${f.cpuMsPerPost.toFixed(0)} ms of the web process's CPU per post fanned out. Memory: the web process's resident set after a full collection, before and after the streams opened.`,
    ],
    met,
  };
}

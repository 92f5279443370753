import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { getTableColumns, sql } from 'drizzle-orm';
import { serve } from '@hono/node-server';
import { schema } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { insertComponent, insertEvent } from '@foyer/core/testing/fixtures';
import { rowsOf } from '@foyer/core/tickets/rows-of';
import { createHttpApp } from '../../apps/web/server/http-app.ts';
import { captureStatements, type Statement } from './agenda-baseline.ts';
import { load } from './bench-agenda.ts';
import { createBenchUsers } from './bench-users.ts';

interface Run {
  stackPerSecond: number;
  baselinePerSecond: number;
  stackCpuMs: number;
  baselineCpuMs: number;
}

export interface FeedWallFigures {
  threads: number;
  concurrency: number;
  seconds: number;
  bytes: number;
  statements: number;
  runs: Run[];
}

const lorem = 'Who is going to the keynote after lunch? I saved a few seats in the second row — ping me here. Zażółć gęślą jaźń. ';

/**
 * A busy wall: `threads` posts in one channel by 50 attendees (two sticky), most with a latest
 * comment, some liked by the signed-in readers; the readers are members of the event.
 */
async function seedWall(ctx: Ctx, threads: number, readers: number) {
  const event = await insertEvent(ctx, { lp_url: `feed-bench-${Date.now()}`, title: 'Feed wall bench conference' });
  const wall = await insertComponent(ctx, event.id, 'feed_wall', 1);
  const [channel] = await ctx.db.insert(schema.feed_wall_channels).values({ event_id: event.id, event_component_id: wall.id, name: 'General', default: true, order: 1 }).returning();
  const signedIn = await createBenchUsers(ctx, readers, `feed-${event.id}`);
  const authors = await ctx.db
    .insert(schema.users)
    .values(Array.from({ length: 50 }, (_, i) => ({ user_identity_token: `feed-${event.id}-${i}`, email: `feed-${event.id}-a${i}@bench.test`, first_name: `Łucja ${i}`, last_name: 'Żak-Kowalska', company: 'Foyer', position: 'Engineer', picture: `/uploads/users/${i}.jpg`, locale: 'en' })))
    .returning({ id: schema.users.id });
  await ctx.db.execute(sql`
    insert into event_memberships (event_id, user_id, joined, first_name, last_name)
    select ${event.id}, id, true, first_name, last_name from users where email like ${`feed-${event.id}-%@bench.test`}`);
  const t0 = Date.now() - threads * 60_000;
  const posts = await ctx.db
    .insert(schema.feed_wall_threads)
    .values(
      Array.from({ length: threads }, (_, i) => ({
        event_id: event.id, channel_id: channel!.id, user_id: authors[i % authors.length]!.id, message: lorem.repeat(1 + (i % 3)),
        is_sticky: i < 2, is_highlighted: i % 11 === 0, created_at: new Date(t0 + i * 60_000), updated_at: new Date(t0 + i * 60_000),
      })),
    )
    .returning({ id: schema.feed_wall_threads.id });
  const comments = await ctx.db
    .insert(schema.feed_wall_comments)
    .values(posts.filter((_, i) => i % 3 !== 0).map((p, i) => ({ event_id: event.id, feed_wall_thread_id: p.id, user_id: authors[(i * 7) % authors.length]!.id, message: 'Count me in!' })))
    .returning({ id: schema.feed_wall_comments.id, thread: schema.feed_wall_comments.feed_wall_thread_id });
  for (const c of comments) {
    await ctx.db.execute(sql`update feed_wall_threads set feed_wall_comment_id = ${c.id}, comments_counter = 1 where id = ${c.thread}`);
  }
  const readerIds = await ctx.db.execute(sql`select id from users where email like ${`feed-${event.id}-%@bench.test`} and email not like ${`feed-${event.id}-a%`}`);
  const likes = rowsOf<{ id: number }>(readerIds).flatMap((r, k) => posts.filter((_, i) => (i + k) % 4 === 0).map((p) => ({ event_id: event.id, feed_wall_thread_id: p.id, user_id: r.id })));
  if (likes.length) await ctx.db.insert(schema.feed_wall_thread_likes).values(likes);
  await ctx.db.execute(sql`analyze`);
  return { eventId: event.id, componentId: wall.id, channelId: channel!.id, signedIn };
}

const threadKeys = Object.keys(getTableColumns(schema.feed_wall_threads));
const commentKeys = Object.keys(getTableColumns(schema.feed_wall_comments));
const userKeys = ['user_identity_token', 'first_name', 'last_name', 'company', 'position', 'picture'] as const;
const iso = (d: unknown) => (d instanceof Date ? d : new Date(String(d))).toISOString();
const pick = (row: unknown[], at: number, keys: readonly string[]) => Object.fromEntries(keys.map((k, i) => [k, row[at + i]])) as Record<string, unknown>;

/**
 * The list's JSON from the raw rows (postgres.js `.values()`, as drizzle reads them), laid out as
 * the select of feed-rows.ts: thread, author, image, liked, latest comment, its author.
 */
function shape(rows: unknown[][], me: number, allItems: number, isMore: boolean) {
  const at = { user: threadKeys.length, image: threadKeys.length + 6, liked: threadKeys.length + 7, comment: threadKeys.length + 8, commenter: threadKeys.length + 8 + commentKeys.length };
  return {
    feed_wall_threads: rows.map((row) => {
      const t = pick(row, 0, threadKeys);
      const c = pick(row, at.comment, commentKeys);
      const commenter = pick(row, at.commenter, userKeys);
      return {
        id: t.id, uuid: t.uuid, channel_id: t.channel_id, message: t.message, is_highlighted: t.is_highlighted, is_sticky: t.is_sticky,
        likes_counter: t.likes_counter, comments_counter: t.comments_counter, liked_by_me: Boolean(row[at.liked]),
        created_at: iso(t.created_at), updated_at: iso(t.updated_at), user: pick(row, at.user, userKeys), image: row[at.image] ?? null,
        feed_wall_comment_id: t.feed_wall_comment_id,
        feed_wall_comment: c.id !== null && commenter.user_identity_token
          ? { id: c.id, uuid: c.uuid, message: c.message, feed_wall_thread_id: c.feed_wall_thread_id, created_at: iso(c.created_at), updated_at: iso(c.updated_at), user: commenter, mine: c.user_id === me }
          : null,
        mine: t.user_id === me,
      };
    }),
    meta: { all_items: allItems, is_more: isMore },
  };
}

/**
 * The bare server: node:http, one postgres.js pool of the app's size, and per request the
 * captured statements of that caller (by its Authorization header). All but the last three (who
 * the viewer is, the event, access, the component, the channel) run together, then the last three
 * (the sticky threads, the page, the count) together; their rows become the same JSON with
 * JSON.stringify. No routing, validation or authorization logic: the floor for this SQL and payload.
 */
async function startBaseline(databaseUrl: string, plans: Map<string, { statements: Statement[]; me: number; limit: number }>) {
  const client = postgres(databaseUrl, { max: 10, onnotice: () => {} });
  const values = (s: Statement) => client.unsafe(s.text, s.params as never[], s.options).values() as unknown as Promise<unknown[][]>;
  const server: Server = createServer((req, res) => {
    const plan = plans.get(req.headers.authorization ?? '');
    if (!plan) return void res.writeHead(404).end();
    const { statements, me, limit } = plan;
    Promise.all(statements.slice(0, -3).map(values))
      .then(() => Promise.all(statements.slice(-3).map(values)))
      .then(([sticky, rest, count]) => {
        const body = JSON.stringify(shape([...sticky!, ...rest!.slice(0, limit)], me, Number(count![0]![0]), rest!.length > limit));
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
      })
      .catch((err: unknown) => res.writeHead(500).end(String(err)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await client.end();
    },
  };
}

const median = (xs: number[]) => {
  const v = [...xs].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2;
};

/**
 * Issue #17: GET …/feed_wall/channels/{id}/threads?limit=10 as signed-in attendees (bearer, 20
 * of them in turn) through the whole stack, beside a bare node:http + postgres.js server that
 * replays the very statements the endpoint ran for each of them (captured from the endpoint, see
 * agenda-baseline.ts) and answers the same JSON — checked byte for byte before measuring. Both
 * meet the same load generator (a separate process, keep-alive), `rounds` times with the sides
 * swapped each round.
 */
export async function benchFeedWall(ctx: Ctx, databaseUrl: string, { threads = 200, readers = 20, concurrency = 16, seconds = 2, rounds = 6 } = {}): Promise<FeedWallFigures> {
  const wall = await seedWall(ctx, threads, readers);
  const path = `/api/v1/events/${wall.eventId}/components/${wall.componentId}/feed_wall/channels/${wall.channelId}/threads?limit=10`;
  const headers = wall.signedIn.map((u) => ({ 'accept-language': 'en', authorization: u.auth }));
  const ids = new Map(rowsOf<{ id: number; email: string }>(await ctx.db.execute(sql`select id, email from users where email like ${`feed-${wall.eventId}-%`}`)).map((r) => [r.email, r.id]));
  const plans = new Map<string, { statements: Statement[]; me: number; limit: number }>();
  const bodies = new Map<string, string>();
  for (const [i, h] of headers.entries()) {
    const { statements, body } = await captureStatements(ctx, databaseUrl, path, h);
    plans.set(h.authorization, { statements, me: ids.get(wall.signedIn[i]!.email)!, limit: 10 });
    bodies.set(h.authorization, body);
  }
  const baseline = await startBaseline(databaseUrl, plans);
  const app = createHttpApp({ ctx, handleDocument: async () => new Response('not found', { status: 404 }) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const stackUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  try {
    for (const [auth, body] of bodies) {
      const bare = await (await fetch(baseline.url(path), { headers: { authorization: auth } })).text();
      if (bare !== body) throw new Error(`feed wall baseline body differs from the endpoint's:\n${bare.slice(0, 600)}\nvs\n${body.slice(0, 600)}`);
    }
    const first = JSON.parse(bodies.values().next().value!) as { feed_wall_threads: unknown[] };
    if (first.feed_wall_threads.length !== 12) throw new Error(`feed wall bench: ${first.feed_wall_threads.length} threads listed, expected 2 sticky + 10`);
    const runs: Run[] = [];
    for (let round = 0; round < rounds; round++) {
      const sides = round % 2 === 0 ? (['baseline', 'stack'] as const) : (['stack', 'baseline'] as const);
      const got: Partial<Record<'baseline' | 'stack', Awaited<ReturnType<typeof load>>>> = {};
      for (const side of sides) got[side] = await load(side === 'stack' ? stackUrl : baseline.url(path), headers, concurrency, seconds, round === 0 ? 1 : 0.3);
      runs.push({
        stackPerSecond: got.stack!.requests / got.stack!.seconds,
        baselinePerSecond: got.baseline!.requests / got.baseline!.seconds,
        stackCpuMs: got.stack!.cpuMs,
        baselineCpuMs: got.baseline!.cpuMs,
      });
    }
    return { threads, concurrency, seconds, bytes: Buffer.byteLength(bodies.values().next().value!), statements: plans.values().next().value!.statements.length, runs };
  } finally {
    (server as Server).closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
    await baseline.close();
  }
}

/** The table row (bench.ts): medians of the rounds, with the range of the ratios. */
export function feedWallRows(f: FeedWallFigures): { rows: string[]; notes: string[]; met: boolean } {
  const ratios = f.runs.map((r) => r.stackPerSecond / r.baselinePerSecond);
  const ratio = median(ratios);
  const stackCpu = median(f.runs.map((r) => r.stackCpuMs));
  const bareCpu = median(f.runs.map((r) => r.baselineCpuMs));
  return {
    rows: [
      `| feed wall thread list \`…/threads?limit=10\` (2 sticky + 10 of ${f.threads}), as a signed-in attendee (${f.concurrency} clients), requests/s | ${median(f.runs.map((r) => r.stackPerSecond)).toFixed(1)} | bare node:http + postgres.js, same ${f.statements} statements: ${median(f.runs.map((r) => r.baselinePerSecond)).toFixed(1)} /s | ${Math.round(ratio * 100)} % (rounds: ${Math.round(Math.min(...ratios) * 100)}–${Math.round(Math.max(...ratios) * 100)} %) | ≥ 50 % | ${ratio >= 0.5 ? 'yes' : 'NO'} |`,
    ],
    notes: [
      `Feed wall list: ${(f.bytes / 1024).toFixed(1)} KiB per response; median of ${f.runs.length} rounds of ${f.seconds} s per side, sides alternating; server CPU per request ${stackCpu.toFixed(2)} ms vs bare ${bareCpu.toFixed(2)} ms (${Math.round((bareCpu / stackCpu) * 100)} %). It runs no jobs: measured in the in-process runtime only.`,
    ],
    met: ratio >= 0.5,
  };
}

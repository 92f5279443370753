import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { serve } from '@hono/node-server';
import type { Ctx } from '@foyer/core/context';
import { rowsOf } from '@foyer/core/tickets/rows-of';
import { createHttpApp } from '../../apps/web/server/http-app.ts';
import { captureStatements, type Statement } from './agenda-baseline.ts';
import { load } from './bench-agenda.ts';
import { seedFreePlacesEvent } from './free-places-seed.ts';

interface Run {
  stackPerSecond: number;
  baselinePerSecond: number;
  stackCpuMs: number;
  baselineCpuMs: number;
}

export interface FreePlacesFigures {
  attendees: number;
  slots: number;
  places: number;
  meetings: { accepted: number; other: number };
  freePlaces: number;
  concurrency: number;
  seconds: number;
  bytes: number;
  statements: number;
  runs: Run[];
}

interface Plan {
  statements: Statement[];
  me: number;
  other: number;
}

type Range = { from: number; to: number };
const ms = (d: unknown) => (d instanceof Date ? d : new Date(String(d))).getTime();
const iso = (t: number) => new Date(t).toISOString();

/**
 * free_places from the rows of its last four statements (postgres.js `.values()`: sessions as
 * `select *` of bm_sessions, their places, the accepted meetings, the unavailability), written
 * plainly: slots of each session from now on, a slot where either person is busy skipped, each
 * place's bookings looked up by place.
 */
function freePlaces([sessions, places, accepted, unavailable]: unknown[][][], me: number, other: number) {
  const now = Date.now();
  const placesOf = new Map<unknown, unknown[][]>();
  for (const p of places!) {
    const list = placesOf.get(p[0]);
    if (list) list.push(p);
    else placesOf.set(p[0], [p]);
  }
  const busy: Range[] = unavailable!.map((u) => ({ from: ms(u[0]), to: ms(u[1]) }));
  const byPlace = new Map<unknown, Range[]>();
  for (const m of accepted!) {
    const r = { from: ms(m[0]), to: ms(m[1]) };
    if (m[3] === me || m[4] === me || m[3] === other || m[4] === other) busy.push(r);
    const list = byPlace.get(m[2]);
    if (list) list.push(r);
    else byPlace.set(m[2], [r]);
  }
  const out: unknown[] = [];
  for (const s of sessions!) {
    const step = Math.max(5, Number(s[6])) * 60_000;
    for (let t = ms(s[4]); t + step <= ms(s[5]); t += step) {
      if (t < now) continue;
      const end = t + step;
      if (busy.some((r) => r.from < end && t < r.to)) continue;
      for (const p of placesOf.get(s[0]) ?? []) {
        if (byPlace.get(p[1])?.some((r) => r.from < end && t < r.to)) continue;
        out.push({ bm_session_id: s[0], time_start: iso(t), time_end: iso(end), tag_agenda_place_id: p[1], tag_agenda_place: p[2] });
      }
    }
  }
  return { free_places: out };
}

/**
 * The bare server: node:http, one postgres.js pool of the app's size, and per request the
 * captured statements of that caller (by its Authorization header): those before the last four
 * (who the viewer is, the event, access, the component, the other attendee) together, then the
 * sessions, then their places, then the accepted meetings and the unavailability together — the
 * order the data needs. The rows become the same JSON with JSON.stringify. No routing,
 * validation or authorization logic: the floor for this SQL and this payload.
 */
async function startBaseline(databaseUrl: string, plans: Map<string, Plan>) {
  const client = postgres(databaseUrl, { max: 10, onnotice: () => {} });
  const values = (s: Statement) => client.unsafe(s.text, s.params as never[], s.options).values() as unknown as Promise<unknown[][]>;
  const server: Server = createServer((req, res) => {
    const plan = plans.get(req.headers.authorization ?? '');
    if (!plan) return void res.writeHead(404).end();
    const { statements: st, me, other } = plan;
    const n = st.length;
    Promise.all(st.slice(0, -4).map(values))
      .then(() => values(st[n - 4]!))
      .then(async (sessions) => [sessions, await values(st[n - 3]!), ...(await Promise.all(st.slice(-2).map(values)))])
      .then((rows) => {
        const body = JSON.stringify(freePlaces(rows, me, other));
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
 * Issue #18: GET …/business_matching/free_places?to_user=… for a 3-day event of 2,000 joined
 * attendees (free-places-seed.ts: 6 sessions, 90 slots, 30 places, ~1,600 accepted meetings and
 * ~1,100 other invitations) as 20 signed-in attendees in turn, all asking about one attendee,
 * through the whole stack (node:http → Hono → viewer → access → zod → core → JSON), beside a
 * bare node:http + postgres.js server replaying the very statements the endpoint ran for each
 * caller (captured from the endpoint, agenda-baseline.ts) and answering the same JSON — checked
 * byte for byte before measuring. Both meet the same load generator (a separate process,
 * keep-alive), `rounds` times with the sides swapped each round. It publishes and queues
 * nothing, so one runtime (the bench's in-process one) measures it.
 */
export async function benchFreePlaces(ctx: Ctx, databaseUrl: string, { attendees = 2000, concurrency = 16, seconds = 2, rounds = 6 } = {}): Promise<FreePlacesFigures> {
  const seeded = await seedFreePlacesEvent(ctx, { attendees });
  const path = `/api/v1/events/${seeded.eventId}/components/${seeded.componentId}/business_matching/free_places?to_user=${seeded.otherToken}`;
  const headers = seeded.viewers.map((u) => ({ 'accept-language': 'en', authorization: u.auth }));
  const ids = new Map(rowsOf<{ id: number; email: string; user_identity_token: string }>(await ctx.db.execute(sql`select id, email, user_identity_token from users where email like ${`bm-${seeded.eventId}-%`}`)).flatMap((r) => [[r.email, r.id], [r.user_identity_token, r.id]] as const));
  const plans = new Map<string, Plan>();
  const bodies = new Map<string, string>();
  for (const [i, h] of headers.entries()) {
    const { statements, body } = await captureStatements(ctx, databaseUrl, path, h);
    plans.set(h.authorization, { statements, me: ids.get(seeded.viewers[i]!.email)!, other: ids.get(seeded.otherToken)! });
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
      if (bare !== body) throw new Error(`free_places baseline body differs from the endpoint's:\n${bare.slice(0, 600)}\nvs\n${body.slice(0, 600)}`);
    }
    const firstBody = bodies.values().next().value!;
    const count = (JSON.parse(firstBody) as { free_places: unknown[] }).free_places.length;
    if (count === 0) throw new Error('free_places bench: no free place listed; the seed is wrong');
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
    return {
      attendees, slots: seeded.slots, places: seeded.places, meetings: seeded.meetings, freePlaces: count, concurrency, seconds,
      bytes: Buffer.byteLength(firstBody), statements: plans.values().next().value!.statements.length, runs,
    };
  } finally {
    (server as Server).closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
    await baseline.close();
  }
}

/** The table row (bench.ts): medians of the rounds, with the range of the ratios. */
export function freePlacesRows(f: FreePlacesFigures): { rows: string[]; notes: string[]; met: boolean } {
  const ratios = f.runs.map((r) => r.stackPerSecond / r.baselinePerSecond);
  const ratio = median(ratios);
  const stackCpu = median(f.runs.map((r) => r.stackCpuMs));
  const bareCpu = median(f.runs.map((r) => r.baselineCpuMs));
  return {
    rows: [
      `| business matching \`free_places\`, 3-day event, ${f.attendees.toLocaleString('en')} attendees, ${f.slots} slots × ${f.places} places, ${f.meetings.accepted.toLocaleString('en')} accepted meetings (${f.concurrency} clients), requests/s | ${median(f.runs.map((r) => r.stackPerSecond)).toFixed(1)} | bare node:http + postgres.js, same ${f.statements} statements: ${median(f.runs.map((r) => r.baselinePerSecond)).toFixed(1)} /s | ${Math.round(ratio * 100)} % (rounds: ${Math.round(Math.min(...ratios) * 100)}–${Math.round(Math.max(...ratios) * 100)} %) | ≥ 50 % | ${ratio >= 0.5 ? 'yes' : 'NO'} |`,
    ],
    notes: [
      `free_places: ${f.freePlaces} free places listed, ${(f.bytes / 1024).toFixed(1)} KiB per response; ${f.meetings.other.toLocaleString('en')} pending/declined/deleted invitations beside the accepted ones; median of ${f.runs.length} rounds of ${f.seconds} s per side, sides alternating; server CPU per request ${stackCpu.toFixed(2)} ms vs bare ${bareCpu.toFixed(2)} ms. It publishes and queues nothing: measured in the in-process runtime only.`,
    ],
    met: ratio >= 0.5,
  };
}

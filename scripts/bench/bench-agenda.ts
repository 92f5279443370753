import { fork } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { Ctx } from '@foyer/core/context';
import { createHttpApp } from '../../apps/web/server/http-app.ts';
import { seedAgendaEvent } from './agenda-seed.ts';
import { captureStatements, startBaselineServer, type Statement } from './agenda-baseline.ts';

export interface AgendaRun {
  stackPerSecond: number;
  baselinePerSecond: number;
  /** Server CPU (this process, load generator excluded) per request, ms. */
  stackCpuMs: number;
  baselineCpuMs: number;
}

export interface AgendaFigures {
  sessions: number;
  attendees: number;
  concurrency: number;
  seconds: number;
  bytes: number;
  statements: { guest: number; attendee: number };
  /** One entry per round, alternating which side goes first. */
  guest: AgendaRun[];
  attendee: AgendaRun[];
}

interface LoadResult {
  requests: number;
  failed: number;
  firstFailure: string | null;
  bytes: number;
  seconds: number;
}

const client = fileURLToPath(new URL('./agenda-load-client.mjs', import.meta.url));

/** Loads `url` from a separate process; returns its counts and this process's CPU while it measured. */
export function load(url: string, headers: Record<string, string>[], concurrency: number, seconds: number, warmupSeconds: number): Promise<LoadResult & { cpuMs: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(client, [JSON.stringify({ url, headers, concurrency, seconds, warmupSeconds })], { execArgv: [], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    let out = '';
    let cpu0 = process.cpuUsage();
    child.on('message', () => (cpu0 = process.cpuUsage()));
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const cpu = process.cpuUsage(cpu0);
      if (code !== 0) return reject(new Error(`load client exited with ${code}`));
      const r = JSON.parse(out) as LoadResult;
      if (r.failed) return reject(new Error(`${r.failed} failed requests against ${url}; first: ${r.firstFailure}`));
      resolve({ ...r, cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, r.requests) });
    });
  });
}

/**
 * Issue #5: GET …/components/{cid}/agenda_sessions on an event of `sessions` sessions and
 * `attendees` members, through the whole stack (node:http → Hono → viewer → access → zod → core
 * → JSON) beside a bare node:http server that replays the very statements the endpoint ran (see
 * agenda-baseline.ts) and JSON.stringify's the same shape. Both meet the same load generator
 * (a separate process, keep-alive, `concurrency` clients), as a guest and as signed-in attendees
 * (20 of them in turn), `rounds` times with the order of the two sides swapped each round: the
 * machine's load drifts (other processes), so each round's ratio compares neighbours in time.
 */
export async function benchAgenda(
  ctx: Ctx,
  databaseUrl: string,
  { sessions = 300, attendees = 5000, concurrency = 16, seconds = 2, rounds = 6 } = {},
): Promise<AgendaFigures> {
  const seeded = await seedAgendaEvent(ctx, sessions, attendees);
  const path = `/api/v1/events/${seeded.eventId}/components/${seeded.componentId}/agenda_sessions`;
  const lang = { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.5' };
  const guestHeaders = [lang];
  const attendeeHeaders = seeded.signedIn.map((u) => ({ ...lang, authorization: u.auth }));

  // The baseline's statements, per caller, taken from the endpoint itself; its bodies must match.
  const plans = new Map<string, Statement[]>();
  const bodies = new Map<string, string>();
  for (const h of [...guestHeaders, ...attendeeHeaders]) {
    const key = (h as { authorization?: string }).authorization ?? '';
    const { statements, body } = await captureStatements(ctx, databaseUrl, path, h);
    plans.set(key, statements);
    bodies.set(key, body);
  }
  const baseline = await startBaselineServer(databaseUrl, plans);
  const app = createHttpApp({ ctx, handleDocument: async () => new Response('not found', { status: 404 }) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const stackUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  try {
    for (const [key, body] of bodies) {
      const bare = await (await fetch(baseline.url(path), { headers: key ? { authorization: key } : {} })).text();
      if (bare !== body) throw new Error(`baseline body differs from the endpoint's (${key ? 'attendee' : 'guest'}): ${bare.length} vs ${body.length} bytes`);
    }
    const figures: AgendaFigures = {
      sessions, attendees, concurrency, seconds, bytes: Buffer.byteLength(bodies.get('')!),
      statements: { guest: plans.get('')!.length, attendee: plans.get(attendeeHeaders[0]!.authorization)!.length },
      guest: [], attendee: [],
    };
    for (let round = 0; round < rounds; round++) {
      for (const [who, headers] of [['guest', guestHeaders], ['attendee', attendeeHeaders]] as const) {
        const sides = round % 2 === 0 ? (['baseline', 'stack'] as const) : (['stack', 'baseline'] as const);
        const got: Partial<Record<'baseline' | 'stack', LoadResult & { cpuMs: number }>> = {};
        for (const side of sides) got[side] = await load(side === 'stack' ? stackUrl : baseline.url(path), headers, concurrency, seconds, round === 0 ? 1 : 0.3);
        figures[who].push({
          stackPerSecond: got.stack!.requests / got.stack!.seconds,
          baselinePerSecond: got.baseline!.requests / got.baseline!.seconds,
          stackCpuMs: got.stack!.cpuMs,
          baselineCpuMs: got.baseline!.cpuMs,
        });
      }
    }
    return figures;
  } finally {
    (server as Server).closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
    await baseline.close();
  }
}

const median = (xs: number[]) => {
  const v = [...xs].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2;
};

/** The table rows (bench.ts) for these figures: medians of the rounds, with the range of the ratios. */
export function agendaRows(f: AgendaFigures): { rows: string[]; notes: string[]; met: boolean } {
  let met = true;
  const rows = (['guest', 'attendee'] as const).map((who) => {
    const runs = f[who];
    const ratios = runs.map((r) => r.stackPerSecond / r.baselinePerSecond);
    const ratio = median(ratios);
    met &&= ratio >= 0.5;
    const range = ratios.length > 1 ? ` (rounds: ${Math.round(Math.min(...ratios) * 100)}–${Math.round(Math.max(...ratios) * 100)} %)` : '';
    return `| agenda_sessions list, ${f.sessions} sessions / ${f.attendees} attendees, as ${who === 'guest' ? 'a guest' : 'a signed-in attendee'} (${f.concurrency} clients), requests/s | ${median(runs.map((r) => r.stackPerSecond)).toFixed(1)} | bare node:http + postgres.js, same ${f.statements[who]} statements: ${median(runs.map((r) => r.baselinePerSecond)).toFixed(1)} /s | ${Math.round(ratio * 100)} %${range} | ≥ 50 % | ${ratio >= 0.5 ? 'yes' : 'NO'} |`;
  });
  const cpu = (who: 'guest' | 'attendee') => {
    const [stack, bare] = [median(f[who].map((r) => r.stackCpuMs)), median(f[who].map((r) => r.baselineCpuMs))];
    return `${who} ${stack.toFixed(1)} ms vs bare ${bare.toFixed(1)} ms (${Math.round((bare / stack) * 100)} %)`;
  };
  const notes = [
    `Agenda: ${(f.bytes / 1024).toFixed(0)} KiB per response. Requests/s: median of ${f.guest.length} rounds of ${f.seconds} s per side, sides alternating; on a busy machine single rounds scatter, so the server CPU per request (the load generator is a separate process) is given too, bare/stack in brackets — the same ratio for a CPU-bound server: ${cpu('guest')}; ${cpu('attendee')}.`,
  ];
  return { rows, notes, met };
}

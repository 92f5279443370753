import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import { schema, type Db } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { createHttpApp } from '../../apps/web/server/http-app.ts';

/** One statement as the endpoint sent it to postgres.js: text, parameters, options (prepare). */
export interface Statement {
  text: string;
  params: unknown[];
  options: Record<string, unknown> | undefined;
}

/**
 * The SQL of one request, exactly as the endpoint runs it: the request goes through the real
 * app once on a database handle whose postgres.js client records every `unsafe` call (drizzle
 * sends everything through it). The baseline then replays these statements, so it can never
 * drift from what the endpoint does.
 */
export async function captureStatements(ctx: Ctx, databaseUrl: string, path: string, headers: Record<string, string>): Promise<{ statements: Statement[]; body: string }> {
  const log: Statement[] = [];
  const client = postgres(databaseUrl, { max: 10, onnotice: () => {} });
  const spy = new Proxy(client, {
    get(target, key, receiver) {
      if (key !== 'unsafe') return Reflect.get(target, key, receiver) as unknown;
      return (text: string, params: unknown[] = [], options?: Record<string, unknown>) => {
        log.push({ text, params, options });
        return target.unsafe(text, params as never[], options);
      };
    },
  });
  const db = drizzle(spy, { schema }) as unknown as Db;
  const app = createHttpApp({ ctx: { ...ctx, db }, handleDocument: async () => new Response('not found', { status: 404 }) });
  const res = await app.request(path, { headers });
  const body = await res.text();
  await client.end();
  if (res.status !== 200) throw new Error(`capture ${path}: ${res.status} ${body.slice(0, 200)}`);
  return { statements: log, body };
}

interface ListRow {
  id: number; event_component_id: number; event_id: number; name: string; description: string | null; order: number;
  time_start: string; time_end: string; registration: boolean; registration_limit: number | null; agenda_discussion_on: boolean;
  video_call_url: string | null; qr_code: string | null;
  place_id: number | null; place_value: string | null; place_hex: string | null;
  path_id: number | null; path_value: string | null; path_hex: string | null;
  day_id: number | null; day_date: string | null;
}
interface SpeakerRow { session_id: number; id: number; first_name: string; last_name: string; picture: string | null }

const tag = (id: number | null, value: string | null, hex: string | null) => (id === null ? null : { id, value, hex });

/** The response shape of GET …/agenda_sessions built from the rows of its last two statements. */
function shape(rows: ListRow[], speakerRows: SpeakerRow[]) {
  const bySession = new Map<number, Omit<SpeakerRow, 'session_id'>[]>();
  for (const { session_id, ...speaker } of speakerRows) {
    const list = bySession.get(session_id);
    if (list) list.push(speaker);
    else bySession.set(session_id, [speaker]);
  }
  return {
    agenda_sessions: rows.map((r) => ({
      id: r.id, event_component_id: r.event_component_id, event_id: r.event_id, name: r.name, description: r.description, order: r.order,
      time_start: r.time_start, time_end: r.time_end, registration: r.registration, registration_limit: r.registration_limit,
      agenda_discussion_on: r.agenda_discussion_on, video_call_url: r.video_call_url, qr_code: r.qr_code,
      tag_agenda_place: tag(r.place_id, r.place_value, r.place_hex),
      tag_agenda_path: tag(r.path_id, r.path_value, r.path_hex),
      agenda_session_day: r.day_id === null ? null : { id: r.day_id, only_date: r.day_date },
      speakers: bySession.get(r.id) ?? [],
    })),
  };
}

/**
 * The bare server: node:http, one postgres.js pool of the app's size, and per request the
 * captured statements of that caller (chosen by the Authorization header; none = guest). The
 * statements before the last two (viewer, event, access, component) run together, then the last
 * two (the sessions and their speakers) together; their rows become the response with
 * JSON.stringify. No routing, validation or authorization
 * logic: the floor for this SQL and this payload.
 */
export async function startBaselineServer(databaseUrl: string, plans: Map<string, Statement[]>): Promise<{ url: (path: string) => string; close(): Promise<void> }> {
  const sql = postgres(databaseUrl, { max: 10, onnotice: () => {} });
  const run = (s: Statement) => sql.unsafe(s.text, s.params as never[], s.options);
  const server: Server = createServer((req, res) => {
    const plan = plans.get(req.headers.authorization ?? '');
    if (!plan) {
      res.writeHead(404).end();
      return;
    }
    Promise.all(plan.slice(0, -2).map(run))
      .then(() => Promise.all(plan.slice(-2).map(run)))
      .then(([rows, speakers]) => {
        const body = JSON.stringify(shape(rows as unknown as ListRow[], speakers as unknown as SpeakerRow[]));
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
      })
      .catch((err: unknown) => res.writeHead(500).end(String(err)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await sql.end();
    },
  };
}

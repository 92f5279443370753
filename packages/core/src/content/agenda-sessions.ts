import { schema } from '@foyer/db';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { rowsOf } from '../tickets/rows-of.ts';
import type { ContentScope } from './content-scope.ts';
import { localizedAlias } from './localized-column.ts';

type Scope = ContentScope & { componentId: number };

export interface AgendaSessionSpeaker {
  id: number;
  first_name: string;
  last_name: string;
  picture: string | null;
}

interface Row {
  id: number; event_component_id: number; event_id: number; name: string; description: string | null; order: number;
  time_start: string; time_end: string; registration: boolean; registration_limit: number | null; agenda_discussion_on: boolean;
  video_call_url: string | null; qr_code: string | null;
  place_id: number | null; place_value: string | null; place_hex: string | null;
  path_id: number | null; path_value: string | null; path_hex: string | null;
  day_id: number | null; day_date: string | null;
}

const a = schema.agenda_sessions;
const place = schema.agenda_session_places;
const path = schema.agenda_session_paths;
const day = schema.event_days;
const link = schema.agenda_session_speakers;
const sp = schema.speakers;
// Exactly what Date#toISOString prints (always milliseconds, always Z), made by Postgres so that
// the 600 timestamps of a big agenda are neither parsed into Dates nor formatted again in Node.
const iso = (column: 'a.time_start' | 'a.time_end') => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const onlyOne = (sessionId?: number) => (sessionId === undefined ? sql`` : sql` and a.id = ${sessionId}`);

/*
 * The agenda is the most read list of an event (issue #5 bench: 300 sessions), so it is two plain
 * statements sent together, whose rows skip the ORM's per-column mapping: the sessions with
 * their place, path and day, and the speakers of all of them in one sorted pass (a per-session
 * ordered json_agg costs Postgres a sort per session, about 20 ms for 300). Column names are
 * written out (not `${a.name}`), because drizzle would qualify them with the table name and the
 * statements use short aliases.
 */
const sessionsStatement = (componentId: number, locale: string, sessionId?: number) => sql`
  select a.id, a.event_component_id, a.event_id, ${localizedAlias('a', 'name', locale)} as name, ${localizedAlias('a', 'description', locale)} as description, a."order",
    ${iso('a.time_start')} as time_start, ${iso('a.time_end')} as time_end,
    a.registration, a.registration_limit, a.agenda_discussion_on, a.video_call_url, a.qr_code,
    pl.id as place_id, pl.value as place_value, pl.hex as place_hex,
    pa.id as path_id, pa.value as path_value, pa.hex as path_hex,
    d.id as day_id, d.only_date::text as day_date
  from ${a} a
  left join ${place} pl on pl.id = a.tag_agenda_place_id
  left join ${path} pa on pa.id = a.tag_agenda_path_id
  left join ${day} d on d.id = a.agenda_session_day_id
  where a.event_component_id = ${componentId}${onlyOne(sessionId)}
  order by a.time_start, a."order", a.id`;

const speakersStatement = (componentId: number, sessionId?: number) => sql`
  select l.agenda_session_id as session_id, s.id, s.first_name, s.last_name, s.picture
  from ${link} l
  join ${a} a on a.id = l.agenda_session_id
  join ${sp} s on s.id = l.speaker_id
  where a.event_component_id = ${componentId}${onlyOne(sessionId)}
  order by l.agenda_session_id, l."order", s.last_name, s.id`;

const tag = (id: number | null, value: string | null, hex: string | null) => (id === null ? null : { id, value: value!, hex: hex! });

async function load(ctx: Pick<Ctx, 'db'>, scope: Scope, sessionId?: number) {
  const [sessions, speakers] = await Promise.all([
    ctx.db.execute(sessionsStatement(scope.componentId, scope.locale, sessionId)).then((r) => rowsOf<Row>(r)),
    ctx.db.execute(speakersStatement(scope.componentId, sessionId)).then((r) => rowsOf<AgendaSessionSpeaker & { session_id: number }>(r)),
  ]);
  const bySession = new Map<number, AgendaSessionSpeaker[]>();
  for (const { session_id, id, first_name, last_name, picture } of speakers) {
    const list = bySession.get(session_id);
    const speaker = { id, first_name, last_name, picture };
    if (list) list.push(speaker);
    else bySession.set(session_id, [speaker]);
  }
  return sessions.map((r) => ({
    id: r.id, event_component_id: r.event_component_id, event_id: r.event_id, name: r.name, description: r.description, order: r.order,
    time_start: r.time_start, time_end: r.time_end, registration: r.registration, registration_limit: r.registration_limit,
    agenda_discussion_on: r.agenda_discussion_on, video_call_url: r.video_call_url, qr_code: r.qr_code,
    tag_agenda_place: tag(r.place_id, r.place_value, r.place_hex),
    tag_agenda_path: tag(r.path_id, r.path_value, r.path_hex),
    agenda_session_day: r.day_id === null ? null : { id: r.day_id, only_date: r.day_date! },
    speakers: bySession.get(r.id) ?? [],
  }));
}

/** A component's sessions by start time, then order; names and descriptions in the scope's language where translated. */
export function listAgendaSessions(ctx: Pick<Ctx, 'db'>, scope: Scope) {
  return load(ctx, scope);
}

export async function getAgendaSession(ctx: Pick<Ctx, 'db'>, scope: Scope, sessionId: number) {
  const [row] = await load(ctx, scope, sessionId);
  if (!row) throw new AppError('common.not_found', 'Agenda session not found');
  return row;
}

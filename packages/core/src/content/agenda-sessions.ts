import { schema } from '@foyer/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ContentScope } from './content-scope.ts';

type Scope = ContentScope & { componentId: number };
const a = schema.agenda_sessions;
const place = alias(schema.agenda_session_places, 'place');
const path = alias(schema.agenda_session_paths, 'path');
const day = schema.event_days;

const tag = (id: number | null, value: string | null, hex: string | null) => (id === null ? null : { id, value: value!, hex: hex! });

async function load(ctx: Pick<Ctx, 'db'>, scope: Scope, sessionId?: number) {
  const rows = await ctx.db
    .select({
      id: a.id, event_component_id: a.event_component_id, event_id: a.event_id, name: a.name, description: a.description,
      order: a.order, time_start: a.time_start, time_end: a.time_end, registration: a.registration,
      registration_limit: a.registration_limit, agenda_discussion_on: a.agenda_discussion_on,
      video_call_url: a.video_call_url, qr_code: a.qr_code,
      place_id: place.id, place_value: place.value, place_hex: place.hex,
      path_id: path.id, path_value: path.value, path_hex: path.hex,
      day_id: day.id, day_date: day.only_date,
    })
    .from(a)
    .leftJoin(place, eq(place.id, a.tag_agenda_place_id))
    .leftJoin(path, eq(path.id, a.tag_agenda_path_id))
    .leftJoin(day, eq(day.id, a.agenda_session_day_id))
    .where(and(eq(a.event_component_id, scope.componentId), sessionId === undefined ? undefined : eq(a.id, sessionId)))
    .orderBy(asc(a.time_start), asc(a.order), asc(a.id));
  const ids = rows.map((r) => r.id);
  const link = schema.agenda_session_speakers;
  const s = schema.speakers;
  const speakers = ids.length
    ? await ctx.db
        .select({ session_id: link.agenda_session_id, id: s.id, first_name: s.first_name, last_name: s.last_name, picture: s.picture })
        .from(link)
        .innerJoin(s, eq(s.id, link.speaker_id))
        .where(inArray(link.agenda_session_id, ids))
        .orderBy(asc(link.order), asc(s.last_name), asc(s.id))
    : [];
  return rows.map(({ place_id, place_value, place_hex, path_id, path_value, path_hex, day_id, day_date, ...r }) => ({
    ...r,
    time_start: r.time_start.toISOString(),
    time_end: r.time_end.toISOString(),
    tag_agenda_place: tag(place_id, place_value, place_hex),
    tag_agenda_path: tag(path_id, path_value, path_hex),
    agenda_session_day: day_id === null ? null : { id: day_id, only_date: day_date! },
    speakers: speakers.filter((x) => x.session_id === r.id).map(({ session_id: _s, ...x }) => x),
  }));
}

/** A component's sessions by start time, then order. */
export function listAgendaSessions(ctx: Pick<Ctx, 'db'>, scope: Scope) {
  return load(ctx, scope);
}

export async function getAgendaSession(ctx: Pick<Ctx, 'db'>, scope: Scope, sessionId: number) {
  const [row] = await load(ctx, scope, sessionId);
  if (!row) throw new AppError('common.not_found', 'Agenda session not found');
  return row;
}

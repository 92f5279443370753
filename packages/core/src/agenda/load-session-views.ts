import { schema } from '@foyer/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Ctx } from '../context.ts';
import { localizedColumn } from '../content/localized-column.ts';

const a = schema.agenda_sessions;
const place = alias(schema.agenda_session_places, 'place');
const path = alias(schema.agenda_session_paths, 'path');

export interface SessionSeat {
  /** agenda_session_tickets.id, the `session:<id>` choice of the checkout. */
  ticket_id: number;
  name: string | null;
  price: number;
  currency: string;
  /** null: no limit. */
  tickets_left: number | null;
  sold_out: boolean;
}

export interface SessionView {
  id: number;
  event_id: number;
  event_component_id: number;
  name: string;
  description: string | null;
  time_start: string;
  time_end: string;
  registration: boolean;
  registration_limit: number | null;
  /** The session takes questions from the audience (session Q&A). */
  agenda_discussion_on: boolean;
  video_call_url: string | null;
  tag_agenda_place: { id: number; value: string; hex: string } | null;
  tag_agenda_path: { id: number; value: string; hex: string } | null;
  speakers: { id: number; first_name: string; last_name: string; position: string | null; company: string | null; picture: string | null }[];
  seat: SessionSeat | null;
}

const tag = (id: number | null, value: string | null, hex: string | null) => (id === null ? null : { id, value: value!, hex: hex! });

/**
 * The sessions of one event with the given ids, by start time, with place, path, speakers and the
 * session seat on sale (if any). Ids of another event are simply missing from the answer. With a
 * `locale`, names, descriptions and speakers' positions are in it where translated.
 */
export async function loadSessionViews(ctx: Pick<Ctx, 'db'>, eventId: number, ids: number[], locale?: string): Promise<SessionView[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: a.id, event_id: a.event_id, event_component_id: a.event_component_id,
      name: localizedColumn(a.name, a.translations, 'name', locale), description: localizedColumn(a.description, a.translations, 'description', locale),
      time_start: a.time_start, time_end: a.time_end, registration: a.registration, registration_limit: a.registration_limit,
      agenda_discussion_on: a.agenda_discussion_on, video_call_url: a.video_call_url,
      place_id: place.id, place_value: place.value, place_hex: place.hex,
      path_id: path.id, path_value: path.value, path_hex: path.hex,
    })
    .from(a)
    .leftJoin(place, eq(place.id, a.tag_agenda_place_id))
    .leftJoin(path, eq(path.id, a.tag_agenda_path_id))
    .where(and(eq(a.event_id, eventId), inArray(a.id, ids)))
    .orderBy(asc(a.time_start), asc(a.order), asc(a.id));
  const found = rows.map((r) => r.id);
  if (found.length === 0) return [];
  const link = schema.agenda_session_speakers;
  const s = schema.speakers;
  const st = schema.agenda_session_tickets;
  const [speakers, seats] = await Promise.all([
    ctx.db
      .select({
        session_id: link.agenda_session_id, id: s.id, first_name: s.first_name, last_name: s.last_name,
        position: localizedColumn(s.position, s.translations, 'position', locale), company: s.company, picture: s.picture,
      })
      .from(link)
      .innerJoin(s, eq(s.id, link.speaker_id))
      .where(and(eq(link.event_id, eventId), inArray(link.agenda_session_id, found)))
      .orderBy(asc(link.order), asc(s.last_name), asc(s.id)),
    ctx.db
      .select({ session_id: st.agenda_session_id, ticket_id: st.id, name: st.name, price: st.price, currency: st.currency, tickets_left: st.tickets_left })
      .from(st)
      .where(and(eq(st.event_id, eventId), inArray(st.agenda_session_id, found)))
      .orderBy(asc(st.id)),
  ]);
  return rows.map(({ place_id, place_value, place_hex, path_id, path_value, path_hex, ...r }) => {
    const seat = seats.find((x) => x.session_id === r.id);
    return {
      ...r,
      time_start: r.time_start.toISOString(),
      time_end: r.time_end.toISOString(),
      tag_agenda_place: tag(place_id, place_value, place_hex),
      tag_agenda_path: tag(path_id, path_value, path_hex),
      speakers: speakers.filter((x) => x.session_id === r.id).map(({ session_id: _s, ...x }) => x),
      seat: seat
        ? { ticket_id: seat.ticket_id, name: seat.name, price: Number(seat.price), currency: seat.currency, tickets_left: seat.tickets_left, sold_out: seat.tickets_left === 0 }
        : null,
    };
  });
}

import { schema, type Db } from '@foyer/db';
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { localizedColumn } from '../content/localized-column.ts';

/** What a landing module shows of a component: a few items, never a whole list (SPEC §2 screens do that). */
export type Preview =
  | { kind: 'agenda'; sessions: { id: number; name: string; time_start: string; time_end: string; place: { value: string; hex: string } | null; speakers: string[] }[] }
  | { kind: 'speakers'; speakers: { id: number; first_name: string; last_name: string; position: string | null; company: string | null; picture: string | null }[] }
  | { kind: 'exhibitors'; exhibitors: { id: number; name: string; scope_description: string | null; picture: string | null; vip: boolean }[] }
  | { kind: 'partners'; categories: { id: number; name: string; level: number; partners: { id: number; name: string; picture: string | null; www: string | null }[] }[] }
  | { kind: 'tickets'; tickets: { id: number; name: string; price: number; currency: string; tickets_left: number | null }[] };

const s = schema;

export async function agendaPreview(db: Db, eventId: number, componentId: number, now: Date, limit: number, locale?: string): Promise<Preview> {
  // Upcoming first; an event that is over shows its opening sessions instead of nothing.
  const base = and(eq(s.agenda_sessions.event_id, eventId), eq(s.agenda_sessions.event_component_id, componentId));
  const cols = {
    id: s.agenda_sessions.id,
    name: localizedColumn(s.agenda_sessions.name, s.agenda_sessions.translations, 'name', locale),
    time_start: s.agenda_sessions.time_start,
    time_end: s.agenda_sessions.time_end,
    place_value: s.agenda_session_places.value,
    place_hex: s.agenda_session_places.hex,
  };
  const query = (where: ReturnType<typeof and>) =>
    db
      .select(cols)
      .from(s.agenda_sessions)
      .leftJoin(s.agenda_session_places, eq(s.agenda_session_places.id, s.agenda_sessions.tag_agenda_place_id))
      .where(where)
      .orderBy(asc(s.agenda_sessions.time_start), asc(s.agenda_sessions.order))
      .limit(limit);
  let rows = await query(and(base, gte(s.agenda_sessions.time_end, now)));
  if (!rows.length) rows = await query(base);
  const ids = rows.map((r) => r.id);
  const speakerRows = ids.length
    ? await db
        .select({ session: s.agenda_session_speakers.agenda_session_id, first: s.speakers.first_name, last: s.speakers.last_name })
        .from(s.agenda_session_speakers)
        .innerJoin(s.speakers, eq(s.speakers.id, s.agenda_session_speakers.speaker_id))
        .where(and(eq(s.agenda_session_speakers.event_id, eventId), inArray(s.agenda_session_speakers.agenda_session_id, ids)))
        .orderBy(asc(s.agenda_session_speakers.order))
    : [];
  return {
    kind: 'agenda',
    sessions: rows.map((r) => ({
      id: r.id,
      name: r.name,
      time_start: r.time_start.toISOString(),
      time_end: r.time_end.toISOString(),
      place: r.place_value ? { value: r.place_value, hex: r.place_hex ?? '#888888' } : null,
      speakers: speakerRows.filter((x) => x.session === r.id).map((x) => `${x.first} ${x.last}`),
    })),
  };
}

export async function speakersPreview(db: Db, eventId: number, componentId: number, limit: number, locale?: string): Promise<Preview> {
  const rows = await db
    .select({
      id: s.speakers.id,
      first_name: s.speakers.first_name,
      last_name: s.speakers.last_name,
      position: localizedColumn(s.speakers.position, s.speakers.translations, 'position', locale),
      company: s.speakers.company,
      picture: s.speakers.picture,
    })
    .from(s.speakers)
    .where(and(eq(s.speakers.event_id, eventId), eq(s.speakers.event_component_id, componentId)))
    .orderBy(desc(s.speakers.vip), asc(s.speakers.order), asc(s.speakers.last_name))
    .limit(limit);
  return { kind: 'speakers', speakers: rows };
}

export async function exhibitorsPreview(db: Db, eventId: number, componentId: number, limit: number, locale?: string): Promise<Preview> {
  // SPEC §9: VIP first, then order.
  const rows = await db
    .select({
      id: s.exhibitors.id,
      name: localizedColumn(s.exhibitors.name, s.exhibitors.translations, 'name', locale),
      scope_description: localizedColumn(s.exhibitors.scope_description, s.exhibitors.translations, 'scope_description', locale),
      picture: s.exhibitors.picture,
      vip: s.exhibitors.vip,
    })
    .from(s.exhibitors)
    .where(and(eq(s.exhibitors.event_id, eventId), eq(s.exhibitors.event_component_id, componentId)))
    .orderBy(desc(s.exhibitors.vip), asc(s.exhibitors.order), asc(s.exhibitors.name))
    .limit(limit);
  return { kind: 'exhibitors', exhibitors: rows };
}

export async function partnersPreview(db: Db, eventId: number, componentId: number, limit: number): Promise<Preview> {
  const categories = await db
    .select({ id: s.partner_categories.id, name: s.partner_categories.name, level: s.partner_categories.level })
    .from(s.partner_categories)
    .where(and(eq(s.partner_categories.event_id, eventId), eq(s.partner_categories.event_component_id, componentId)))
    .orderBy(asc(s.partner_categories.order), asc(s.partner_categories.level));
  const partners = categories.length
    ? await db
        .select({ id: s.partners.id, name: s.partners.name, picture: s.partners.picture, www: s.partners.www, category: s.partners.partners_category_id })
        .from(s.partners)
        .where(and(eq(s.partners.event_id, eventId), inArray(s.partners.partners_category_id, categories.map((c) => c.id))))
        .orderBy(asc(s.partners.order), asc(s.partners.name))
    : [];
  return {
    kind: 'partners',
    categories: categories.map((c) => ({
      ...c,
      partners: partners
        .filter((p) => p.category === c.id)
        .slice(0, limit)
        .map(({ category: _c, ...p }) => p),
    })),
  };
}

export async function ticketsPreview(db: Db, eventId: number, limit: number): Promise<Preview> {
  const rows = await db
    .select({
      id: s.event_tickets.id,
      name: s.event_tickets.name,
      price: s.event_tickets.price,
      currency: s.event_tickets.currency,
      tickets_left: s.event_tickets.tickets_left,
    })
    .from(s.event_tickets)
    .where(and(eq(s.event_tickets.event_id, eventId), eq(s.event_tickets.visible, true)))
    .orderBy(asc(s.event_tickets.order), asc(s.event_tickets.id))
    .limit(limit);
  return { kind: 'tickets', tickets: rows };
}

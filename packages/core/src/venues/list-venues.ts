import { schema } from '@foyer/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { ContentScope } from '../content/content-scope.ts';
import { translated } from '../content/visibility.ts';
import { siteOrHttpLink } from '../social-media/safe-link.ts';
import { clampPercent, mapsUrl } from './map-geometry.ts';

type Scope = ContentScope & { componentId: number };

/** The pins of the listed venues with what they point at, restricted to this event's rows. */
async function pointsOf(ctx: Pick<Ctx, 'db'>, scope: Scope, venueIds: number[]) {
  if (!venueIds.length) return [];
  const p = schema.venue_map_points;
  const x = schema.exhibitors;
  const pl = schema.agenda_session_places;
  const s = schema.agenda_sessions;
  // The joins repeat the event id: a pin must never reveal another event's exhibitor or session.
  const rows = await ctx.db
    .select({
      venue_id: p.venue_id, id: p.id, order: p.order, x: p.x, y: p.y, label: p.label, description: p.description,
      translations: p.translations,
      exhibitor_id: x.id, exhibitor_name: x.name, exhibitor_component_id: x.event_component_id,
      place_id: pl.id, place_value: pl.value, place_hex: pl.hex,
      session_id: s.id, session_name: s.name, session_component_id: s.event_component_id,
    })
    .from(p)
    .leftJoin(x, and(eq(x.id, p.exhibitor_id), eq(x.event_id, scope.eventId)))
    .leftJoin(pl, and(eq(pl.id, p.tag_agenda_place_id), eq(pl.event_id, scope.eventId)))
    .leftJoin(s, and(eq(s.id, p.agenda_session_id), eq(s.event_id, scope.eventId)))
    .where(and(inArray(p.venue_id, venueIds), eq(p.event_id, scope.eventId)))
    .orderBy(asc(p.order), asc(p.id));
  return rows.map((r) => {
    const local = translated(r, scope.locale, ['label', 'description'] as const);
    return {
      venue_id: r.venue_id,
      id: r.id,
      order: r.order,
      x: clampPercent(r.x),
      y: clampPercent(r.y),
      label: local.label,
      description: local.description,
      exhibitor: r.exhibitor_id ? { id: r.exhibitor_id, name: r.exhibitor_name!, event_component_id: r.exhibitor_component_id! } : null,
      tag_agenda_place: r.place_id ? { id: r.place_id, value: r.place_value!, hex: r.place_hex! } : null,
      agenda_session: r.session_id ? { id: r.session_id, name: r.session_name!, event_component_id: r.session_component_id! } : null,
    };
  });
}

/** SPEC §1 "venues and maps": the component's venues by order, each with its map pins by order. */
export async function listVenues(ctx: Pick<Ctx, 'db'>, scope: Scope) {
  const v = schema.venues;
  const venues = await ctx.db
    .select()
    .from(v)
    .where(and(eq(v.event_component_id, scope.componentId), eq(v.event_id, scope.eventId)))
    .orderBy(asc(v.order), asc(v.id));
  const points = await pointsOf(ctx, scope, venues.map((x) => x.id));
  return venues.map(({ event_id: _e, ...row }) => {
    const { translations: _t, ...venue } = translated(row, scope.locale, ['name', 'description'] as const);
    const picture = siteOrHttpLink(venue.map_picture);
    return {
      ...venue,
      map_picture: picture,
      map_url: mapsUrl(venue.lat, venue.lon, venue.address),
      // Pins without a picture to sit on are still listed as text by the screen.
      points: points.filter((p) => p.venue_id === venue.id).map(({ venue_id: _v, ...p }) => p),
    };
  });
}

export type VenueRecord = Awaited<ReturnType<typeof listVenues>>[number];

import { schema } from '@foyer/db';
import { and, asc, between, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { eventCardColumns, toEventCard, type EventCard, type ListMeta } from './event-card.ts';
import { boundingBox, EARTH_RADIUS_KM, MAX_RADIUS_KM, roundKm, type LatLon } from './geo.ts';

export const NEAR_DEFAULT_LIMIT = 10;
export const NEAR_MAX_LIMIT = 50;
export const NEAR_DEFAULT_RADIUS_KM = 500;
export { MAX_RADIUS_KM };

export type NearEventCard = EventCard & { distance_km: number };

export interface NearInput extends LatLon {
  limit?: number;
  radius_km?: number;
  /** The event the visitor is on, left out of its own "near you" list. */
  exclude_event_id?: number;
}

/**
 * SPEC §2 dashboard "events near you": events that have not ended, nearest first by great-circle
 * distance from (lat, lon), within `radius_km`. Open to guests, so only events anyone may enter
 * are listed: access mode 'none' and no access code. Whitelist and closed events, and events
 * behind a code, are never suggested — their organizers hand out the link themselves.
 */
export async function listEventsNear(ctx: Pick<Ctx, 'db' | 'clock'>, input: NearInput): Promise<{ events: NearEventCard[]; meta: ListMeta }> {
  const limit = Math.min(Math.max(1, Math.trunc(input.limit ?? NEAR_DEFAULT_LIMIT)), NEAR_MAX_LIMIT);
  const radius = Math.min(Math.max(0, input.radius_km ?? NEAR_DEFAULT_RADIUS_KM), MAX_RADIUS_KM);
  const e = schema.events;
  // Haversine as in geo.ts; least() keeps asin's argument in range for antipodal points.
  // Parameters are cast: next to literals such as `2 *` Postgres would guess integer.
  const lat = sql`${input.lat}::double precision`;
  const lon = sql`${input.lon}::double precision`;
  const distance = sql<number>`(2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(sqrt(least(1.0,
    power(sin(radians(${e.lat} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${e.lat})) * power(sin(radians(${e.lon} - ${lon}) / 2), 2)))))`;
  const box = boundingBox(input, radius);
  const where = and(
    eq(e.access_mode_type, 'none'),
    eq(e.access_code_on, false),
    isNotNull(e.lat),
    isNotNull(e.lon),
    gt(e.end_date, ctx.clock.now()),
    input.exclude_event_id === undefined ? undefined : ne(e.id, input.exclude_event_id),
    between(e.lat, box.minLat, box.maxLat),
    box.lon ? between(e.lon, box.lon.min, box.lon.max) : undefined,
    sql`${distance} <= ${radius}::double precision`,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ ...eventCardColumns(e), distance_km: distance })
      .from(e)
      .where(where)
      .orderBy(asc(distance), asc(e.start_date), asc(e.id))
      .limit(limit),
    ctx.db.select({ n: sql<number>`count(*)` }).from(e).where(where),
  ]);
  const events = rows.map((row) => ({ ...toEventCard(row), distance_km: roundKm(Number(row.distance_km)) }));
  const all = Number(total?.n ?? 0);
  return { events, meta: { all_items: all, is_more: all > events.length } };
}

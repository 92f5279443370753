/**
 * Great-circle geometry for "events near you" (SPEC §2 dashboard). The same haversine formula
 * runs in SQL (near-sql.ts) for ordering; this copy is what unit tests and callers reason with.
 */

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;
/** Half the circumference: no two points on Earth are farther apart along the surface. */
export const MAX_RADIUS_KM = Math.PI * EARTH_RADIUS_KM;

export interface LatLon {
  lat: number;
  lon: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Distance along the surface between two points, in km. */
export function haversineKm(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodal points; asin would then be NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  /** Null when the box spans every longitude (near a pole) or wraps the antimeridian. */
  lon: { min: number; max: number } | null;
}

/**
 * A box that surely contains every point within `radiusKm` of `center`: a cheap prefilter before
 * the exact distance. Longitudes are not narrowed when the circle reaches a pole or crosses
 * ±180°, where a simple min/max range would wrongly exclude points.
 */
export function boundingBox(center: LatLon, radiusKm: number): BoundingBox {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const minLat = center.lat - dLat;
  const maxLat = center.lat + dLat;
  if (minLat <= -90 || maxLat >= 90) return { minLat: Math.max(-90, minLat), maxLat: Math.min(90, maxLat), lon: null };
  // The widest longitude span of the circle is at the latitude where it touches its meridians.
  const dLon = (Math.asin(Math.min(1, Math.sin(radiusKm / EARTH_RADIUS_KM) / Math.cos(rad(center.lat)))) * 180) / Math.PI;
  const min = center.lon - dLon;
  const max = center.lon + dLon;
  if (min < -180 || max > 180) return { minLat, maxLat, lon: null };
  return { minLat, maxLat, lon: { min, max } };
}

/** One decimal: enough for a card ("12.3 km") and stable across the SQL and JS formulas. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;

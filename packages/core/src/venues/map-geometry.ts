/**
 * A pin's position as a percentage of the map picture, kept inside 0–100 so a pin with a
 * slightly wrong coordinate still sits on the picture instead of outside it; NaN goes to 0.
 */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round(value * 100) / 100));
}

function isCoordinate(value: number | null | undefined, bound: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= bound;
}

/**
 * "Open in maps": OpenStreetMap at the venue's coordinates, else a search for its address, else
 * null. A link, not an embedded map, so the screen loads nothing from third parties by itself.
 */
export function mapsUrl(lat: number | null, lon: number | null, address: string | null): string | null {
  if (isCoordinate(lat, 90) && isCoordinate(lon, 180)) {
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  }
  const place = address?.trim();
  return place ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}` : null;
}

import { z } from 'zod';

export const dashboardTabs = ['mine', 'upcoming', 'ongoing', 'past', 'near'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/**
 * The dashboard's URL state: `?tab=` and, for "events near you", the visitor's position once
 * they let the browser share it. A bad value falls back rather than failing the page: these
 * come from links and the geolocation button, not from a form a person fills in.
 */
const query = z.object({
  tab: z.enum(dashboardTabs).catch('mine'),
  lat: z.coerce.number().min(-90).max(90).optional().catch(undefined),
  lon: z.coerce.number().min(-180).max(180).optional().catch(undefined),
});

export function parseDashboardQuery(search: URLSearchParams, signedIn: boolean) {
  const raw = Object.fromEntries(['tab', 'lat', 'lon'].flatMap((k) => (search.get(k) ? [[k, search.get(k)]] : [])));
  const q = query.parse(raw);
  // Guests have no events of their own: their dashboard opens on the events near them.
  const tab: DashboardTab = !search.get('tab') && !signedIn ? 'near' : q.tab;
  const position = q.lat !== undefined && q.lon !== undefined ? { lat: q.lat, lon: q.lon } : null;
  return { tab, position };
}

/**
 * Two decimals (about a kilometre): enough for "near you", and the precise position the browser
 * gave never lands in URLs, history or server logs.
 */
export const coarse = (deg: number) => Math.round(deg * 100) / 100;

export function dashboardHref(basePath: string, tab: DashboardTab, position?: { lat: number; lon: number } | null): string {
  const p = new URLSearchParams({ tab });
  if (position) {
    p.set('lat', String(coarse(position.lat)));
    p.set('lon', String(coarse(position.lon)));
  }
  return `${basePath}/dashboard?${p}`;
}

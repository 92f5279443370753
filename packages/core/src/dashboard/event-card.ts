import type { schema } from '@foyer/db';

type EventRow = typeof schema.events.$inferSelect;

/**
 * What a dashboard card shows of an event: SPEC §3 eventDisplay plus where its landing page is
 * (lp_url) and where it takes place. Nothing here goes beyond what the event's public landing
 * page shows, so "events near you" can hand it to anyone.
 */
export function toEventCard(e: Pick<EventRow, 'id' | 'title' | 'place_address' | 'start_date' | 'end_date' | 'timezone' | 'logo' | 'lp_url' | 'lat' | 'lon'>) {
  return {
    id: e.id,
    title: e.title,
    place_address: e.place_address,
    start_date: e.start_date.toISOString(),
    end_date: e.end_date.toISOString(),
    timezone: e.timezone,
    logo: e.logo,
    lp_url: e.lp_url,
    lat: e.lat,
    lon: e.lon,
  };
}

export type EventCard = ReturnType<typeof toEventCard>;

/** The columns toEventCard reads, for selects that should not fetch whole rows. */
export const eventCardColumns = (t: typeof schema.events) => ({
  id: t.id,
  title: t.title,
  place_address: t.place_address,
  start_date: t.start_date,
  end_date: t.end_date,
  timezone: t.timezone,
  logo: t.logo,
  lp_url: t.lp_url,
  lat: t.lat,
  lon: t.lon,
});

/** Lists answer with SPEC/DESIGN's meta. */
export interface ListMeta {
  all_items: number;
  is_more: boolean;
}

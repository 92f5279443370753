import { listVenues } from '@foyer/core/venues/list-venues';
import { componentScope } from '../components/component-scope.server';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';
import { eventWords } from '../../server/request-event.server.ts';

/** The venues screen: venues with their "open in maps" link, map picture and pins. */
export async function loadVenues({ ctx, request, event, component }: ScreenLoaderArgs) {
  const scope = await componentScope(ctx, request, event, component.id, 'venues');
  const [venues, words] = await Promise.all([listVenues(ctx, scope), eventWords(ctx, request, event)]);
  // A pin's agenda room is the organizer's word, as on the agenda: in the visitor's language where translated.
  return {
    venues: venues.map((v) => ({
      ...v,
      points: v.points.map((p) => (p.tag_agenda_place ? { ...p, tag_agenda_place: { ...p.tag_agenda_place, value: words(p.tag_agenda_place.value) } } : p)),
    })),
  };
}

export type VenuesData = Awaited<ReturnType<typeof loadVenues>>;
export type VenueItem = VenuesData['venues'][number];
export type VenuePoint = VenueItem['points'][number];

import { listVenues } from '@foyer/core/venues/list-venues';
import { componentScope } from '../components/component-scope.server';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';

/** The venues screen: venues with their "open in maps" link, map picture and pins. */
export async function loadVenues({ ctx, request, event, component }: ScreenLoaderArgs) {
  const scope = await componentScope(ctx, request, event, component.id, 'venues');
  return { venues: await listVenues(ctx, scope) };
}

export type VenuesData = Awaited<ReturnType<typeof loadVenues>>;
export type VenueItem = VenuesData['venues'][number];
export type VenuePoint = VenueItem['points'][number];

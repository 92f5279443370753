import { schema } from '@foyer/db';
import { insertChunked } from './insert-chunked.ts';
import type { EventScope } from './seed-scope.ts';

/** The venue and an after-party location. */
export async function seedVenues(scope: EventScope, componentId: number): Promise<void> {
  const { db, eventId } = scope;
  await insertChunked(db, schema.venues, [
    {
      event_id: eventId,
      event_component_id: componentId,
      order: 1,
      name: 'EXPO XXI',
      description: 'Main venue: halls 1–3 on the ground floor, workshop rooms on the first floor.',
      address: 'ul. Prądzyńskiego 12/14, 01-222 Warszawa',
      lat: 52.2247,
      lon: 20.9539,
    },
    {
      event_id: eventId,
      event_component_id: componentId,
      order: 2,
      name: 'Old Town After-party',
      description: 'Evening networking on day two, a 20-minute tram ride from the venue.',
      address: 'Rynek Starego Miasta, 00-272 Warszawa',
      lat: 52.2497,
      lon: 21.0122,
    },
  ]);
}

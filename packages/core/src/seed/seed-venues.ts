import { schema } from '@foyer/db';
import { insertChunked } from './insert-chunked.ts';
import type { EventScope } from './seed-scope.ts';
import { perLanguageFrom } from './per-language.ts';
import { mediaWords } from './demo-translations/media-words.ts';

/** What the floor plan's pins may point at (ids from the agenda and exhibitor seeds). */
export interface VenueLinks {
  /** Main Hall, Room A, Room B, Workshop Lab, Networking Lounge — seed-agenda's order. */
  placeIds?: number[];
  exhibitorIds?: number[];
}

// Pin positions in percent of apps/web/public/media/demo-floor-plan.svg (1000 × 600): x/10, y/6.
// The plan has no words (the venue screen captions each pin with its label in the visitor's
// language, under the pin on a wide screen): each room's pin sits in a clear band with room
// under it for a caption of two lines.
const rooms = [
  { label: 'Main Hall', x: 21, y: 29.17, description: 'Keynotes and the main stage.' },
  { label: 'Room A', x: 49, y: 21.67, description: 'Talks of the product track.' },
  { label: 'Room B', x: 69, y: 21.67, description: 'Talks of the engineering track.' },
  { label: 'Workshop Lab', x: 88, y: 21.67, description: 'Hands-on workshops (tickets required).' },
  { label: 'Networking Lounge', x: 21, y: 73.33, description: 'Coffee, business-matching tables and the feed-wall screen.' },
] as const;
// Pins sit towards a stand's right end, its code (A1…) at the left end: a pin (2rem on any
// screen) never covers the code it points at, even where the plan is drawn phone-small.
const stands = [
  { label: 'Stand A1', x: 53, y: 43.67 },
  { label: 'Stand A2', x: 71, y: 43.67 },
  { label: 'Stand A3', x: 89, y: 43.67 },
  { label: 'Stand B1', x: 53, y: 60.67 },
] as const;

/** The venue with its floor plan and pins, and an after-party location without a map. */
export async function seedVenues(scope: EventScope, componentId: number, links: VenueLinks = {}): Promise<void> {
  const { db, eventId } = scope;
  const [mainId] = await insertChunked(db, schema.venues, [
    {
      event_id: eventId,
      event_component_id: componentId,
      order: 1,
      name: 'EXPO XXI',
      description: 'Main venue: halls 1–3 on the ground floor, workshop rooms on the first floor.',
      translations: perLanguageFrom(mediaWords, { description: 'Main venue: halls 1–3 on the ground floor, workshop rooms on the first floor.' }),
      address: 'ul. Prądzyńskiego 12/14, 01-222 Warszawa',
      lat: 52.2247,
      lon: 20.9539,
      map_picture: '/media/demo-floor-plan.svg',
    },
    {
      event_id: eventId,
      event_component_id: componentId,
      order: 2,
      name: 'Old Town After-party',
      description: 'Evening networking on day two, a 20-minute tram ride from the venue.',
      translations: perLanguageFrom(mediaWords, { name: 'Old Town After-party', description: 'Evening networking on day two, a 20-minute tram ride from the venue.' }),
      address: 'Rynek Starego Miasta, 00-272 Warszawa',
      lat: 52.2497,
      lon: 21.0122,
    },
  ]);
  const base = { event_id: eventId, venue_id: mainId! };
  await insertChunked(db, schema.venue_map_points, [
    {
      ...base, order: 1, x: 68, y: 79.67, label: 'Registration & entrance',
      description: 'Badges from 8:00 each day.', translations: perLanguageFrom(mediaWords, { label: 'Registration & entrance', description: 'Badges from 8:00 each day.' }),
    },
    ...rooms.map((room, i) => ({
      ...base, order: i + 2, x: room.x, y: room.y, label: room.label, description: room.description,
      tag_agenda_place_id: links.placeIds?.[i] ?? null, translations: perLanguageFrom(mediaWords, { label: room.label, description: room.description }),
    })),
    ...stands.map((stand, i) => ({
      ...base, order: rooms.length + i + 2, x: stand.x, y: stand.y, label: stand.label,
      exhibitor_id: links.exhibitorIds?.[i] ?? null, translations: perLanguageFrom(mediaWords, { label: stand.label }),
    })),
  ]);
}

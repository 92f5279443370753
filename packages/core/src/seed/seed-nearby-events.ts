import { schema } from '@foyer/db';
import { locales } from '@foyer/i18n';
import type { SeedScope } from './seed-scope.ts';
import { wallTime } from './wall-time.ts';

/**
 * Small open events of the same organizer in other Polish cities, so the demo's dashboard has
 * something under "events near you" (nearest to the summit's place first) and the organizer
 * has a past and a later event besides the summit. Fixed dates keep the seed deterministic.
 */
export const nearbyDemoEvents = [
  { lp_url: 'demo-krakow', title: 'Foyer Meetup Kraków', city: 'Kraków', day: '2026-03-12', days: 1, lat: 50.0614, lon: 19.9366,
    place: 'ICE Kraków, ul. Marii Konopnickiej 17, 30-302 Kraków, Poland' },
  { lp_url: 'demo-lodz', title: 'Foyer Product Night Łódź', city: 'Łódź', day: '2027-02-10', days: 1, lat: 51.7592, lon: 19.456,
    place: 'Off Piotrkowska, ul. Piotrkowska 138/140, 90-062 Łódź, Poland' },
  { lp_url: 'demo-gdansk', title: 'Foyer Workshops Gdańsk', city: 'Gdańsk', day: '2027-09-22', days: 2, lat: 54.352, lon: 18.6466,
    place: 'AmberExpo, ul. Żaglowa 11, 80-560 Gdańsk, Poland' },
] as const;

export async function seedNearbyEvents(scope: SeedScope, organizationId: number, organizerUserId: number): Promise<number[]> {
  const tz = 'Europe/Warsaw';
  const rows = await scope.db
    .insert(schema.events)
    .values(
      nearbyDemoEvents.map((e) => {
        const last = new Date(`${e.day}T00:00:00Z`);
        last.setUTCDate(last.getUTCDate() + e.days - 1);
        return {
          organization_id: organizationId,
          lp_url: e.lp_url,
          title: e.title,
          description: `An evening with the Foyer community in ${e.city}: short talks and time to meet.`,
          access_mode_type: 'none' as const,
          start_date: wallTime(e.day, '17:00', tz),
          end_date: wallTime(last.toISOString().slice(0, 10), '21:00', tz),
          timezone: tz,
          place_address: e.place,
          lat: e.lat,
          lon: e.lon,
          main_color: '#1f4fd1',
          logo: '/media/demo-logo.svg',
          email: 'hello@demo.foyer.test',
        };
      }),
    )
    .returning({ id: schema.events.id });
  const ids = rows.map((r) => r.id);
  await scope.db
    .insert(schema.event_languages)
    .values(ids.flatMap((event_id) => locales.map((lang_code) => ({ event_id, lang_code, default_lang: lang_code === 'en' }))));
  // The organizer runs them all, so their dashboard shows a past and an upcoming event too.
  await scope.db
    .insert(schema.event_memberships)
    .values(ids.map((event_id) => ({ event_id, user_id: organizerUserId, user_tags: ['ADMINISTRATOR'], first_name: 'Olga', last_name: 'Organizer' })));
  return ids;
}

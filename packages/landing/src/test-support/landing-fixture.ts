import type { LandingData, LandingEvent } from '../data.ts';

export const fixtureEvent: LandingEvent = {
  id: 42,
  title: 'Foyer Summit 2025',
  description: 'Two days about events.',
  start_date: '2025-06-10T07:00:00Z',
  end_date: '2025-06-11T15:00:00Z',
  timezone: 'Europe/Warsaw',
  place_address: 'ul. Marszałkowska 1, Warszawa',
  lat: 52.2297,
  lon: 21.0122,
  logo: '/uploads/logo.png',
  banner: null,
  lp_banner: 'https://cdn.example.com/banner.jpg',
  main_color: '#0b5394',
  main_text_color: '#ffffff',
  menu_item_text_color: '#222222',
  selected_menu_item_text_color: '#ffffff',
  selected_menu_item_background_color: '#0b5394',
  email: 'hello@example.com',
  website: 'https://summit.example.com',
  facebook_profile: 'https://facebook.com/foyer',
  twitter_profile: null,
  youtube_profile: 'javascript:alert(1)',
  instagram_profile: null,
  linked_profile: 'https://www.linkedin.com/company/foyer',
};

export function fixtureData(overrides: Partial<LandingData> = {}): LandingData {
  return {
    event: fixtureEvent,
    components: [
      { id: 11, label: 'Speakers', component_name: 'speakers', order: 2 },
      { id: 10, label: 'Agenda', component_name: 'agenda', order: 1 },
    ],
    previews: {
      10: {
        kind: 'agenda',
        sessions: [
          {
            id: 1,
            name: 'Opening keynote',
            time_start: '2025-06-10T07:30:00Z',
            time_end: '2025-06-10T08:30:00Z',
            place: { value: 'Main hall', hex: '#ff0000' },
            speakers: ['Ada Lovelace'],
          },
        ],
      },
      11: {
        kind: 'speakers',
        speakers: [{ id: 5, first_name: 'Ada', last_name: 'Lovelace', position: 'CTO', company: 'Engines', picture: null }],
      },
      12: {
        kind: 'tickets',
        tickets: [
          { id: 1, name: 'Standard', price: 19_900, currency: 'PLN', tickets_left: 3 },
          { id: 2, name: 'Student', price: 0, currency: 'PLN', tickets_left: 0 },
          { id: 3, name: 'Online', price: 5_000, currency: 'PLN', tickets_left: null },
        ],
      },
    },
    // 2 days, 3 hours, 4 minutes and 5 seconds before the start.
    now: '2025-06-08T03:55:55Z',
    loggedIn: false,
    locale: 'en',
    basePath: '/demo',
    ...overrides,
  };
}

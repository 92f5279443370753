import { schema } from '@foyer/db';
import type { ComponentName } from '@foyer/db/schema';
import { locales } from '@foyer/i18n';
import type { SeedScope } from './seed-scope.ts';
import { wallTime } from './wall-time.ts';

export const demoSlug = 'demo';
export const demoTimezone = 'Europe/Warsaw';
export const demoFirstDay = '2027-05-18';
export const demoDayCount = 3;

/** The components of the demo in menu order, with their labels. */
const demoComponents: readonly { name: ComponentName; label: string; additional_info?: Record<string, unknown> }[] = [
  { name: 'agenda', label: 'Agenda' },
  { name: 'speakers', label: 'Speakers' },
  { name: 'exhibitors', label: 'Exhibitors' },
  { name: 'partners', label: 'Partners' },
  { name: 'attendees', label: 'Attendees' },
  { name: 'feed_wall', label: 'Feed wall' },
  { name: 'survey_quiz_component', label: 'Quizzes & surveys' },
  { name: 'tickets', label: 'Tickets' },
  { name: 'venues', label: 'Venue' },
  { name: 'resources', label: 'Resources' },
  { name: 'audio_visuals', label: 'Audio-visuals' },
  { name: 'social_media', label: 'Social media' },
  {
    name: 'business_matching',
    label: 'Business matching',
    additional_info: { business_matching_type: 'mixed', is_video_call_enabled: true },
  },
  { name: 'inbox', label: 'Inbox' },
  // Games: the treasure hunt, the scan game and the photo booth, and the points leaderboard they share (issue #19).
  { name: 'treasure_hunt', label: 'Games' },
  { name: 'admin', label: 'Admin panel' },
];

export type DemoComponentIds = Partial<Record<ComponentName, number>> &
  Record<'agenda' | 'speakers' | 'exhibitors' | 'partners' | 'tickets' | 'feed_wall' | 'survey_quiz_component' | 'venues' | 'business_matching', number>;

/** The event "Foyer Summit 2027" at /demo, its nine languages and its components. */
export async function seedEvent(
  scope: SeedScope,
  organizationId: number,
): Promise<{ eventId: number; componentIds: DemoComponentIds }> {
  const { db } = scope;
  const lastDay = new Date(`${demoFirstDay}T00:00:00Z`);
  lastDay.setUTCDate(lastDay.getUTCDate() + demoDayCount - 1);
  const [event] = await db
    .insert(schema.events)
    .values({
      organization_id: organizationId,
      lp_url: demoSlug,
      title: 'Foyer Summit 2027',
      description:
        'Three days of talks, workshops and networking for people who build products and events — in the heart of Warsaw.',
      access_mode_type: 'none',
      start_date: wallTime(demoFirstDay, '09:00', demoTimezone),
      end_date: wallTime(lastDay.toISOString().slice(0, 10), '18:00', demoTimezone),
      timezone: demoTimezone,
      place_address: 'EXPO XXI, ul. Prądzyńskiego 12/14, 01-222 Warszawa, Poland',
      lat: 52.2247,
      lon: 20.9539,
      main_color: '#1f4fd1',
      logo: '/media/demo-logo.svg',
      // The landing page's hero picture (drawn for this repository, like the logo).
      lp_banner: '/media/demo-banner.svg',
      main_text_color: '#ffffff',
      menu_item_text_color: '#1b2559',
      selected_menu_item_text_color: '#ffffff',
      selected_menu_item_background_color: '#1f4fd1',
      website: 'https://summit.demo.foyer.test',
      email: 'hello@demo.foyer.test',
      phone: '221234567',
      phone_country_code: '+48',
      facebook_profile: 'https://www.facebook.com/foyersummit',
      twitter_profile: 'https://x.com/foyersummit',
      linked_profile: 'https://www.linkedin.com/company/foyersummit',
      youtube_profile: 'https://www.youtube.com/@foyersummit',
      instagram_profile: 'https://www.instagram.com/foyersummit',
      entrance_with_tickets: true,
      marketing_enabled: true,
      marketing_discount_percentage: 5,
      tax: 23,
      terms_of_sale_url: '/demo/legal',
      lp_configurator_enabled: true,
    })
    .returning({ id: schema.events.id });
  const eventId = event!.id;

  await db
    .insert(schema.event_languages)
    .values(locales.map((lang_code) => ({ event_id: eventId, lang_code, default_lang: lang_code === 'en' })));

  const rows = await db
    .insert(schema.components)
    .values(
      demoComponents.map((c, i) => ({
        event_id: eventId,
        label: c.label,
        order: i + 1,
        component_name: c.name,
        // The admin panel is reached from the menu, never shown as a landing-page section.
        visible_on_lp: c.name !== 'admin',
        additional_info: c.additional_info ?? {},
      })),
    )
    .returning({ id: schema.components.id, component_name: schema.components.component_name });
  const componentIds = Object.fromEntries(rows.map((row) => [row.component_name, row.id])) as DemoComponentIds;
  return { eventId, componentIds };
}

import { schema } from '@foyer/db';
import { insertChunked } from './insert-chunked.ts';
import type { EventScope } from './seed-scope.ts';
import { perLanguageFrom } from './per-language.ts';
import { mediaWords } from './demo-translations/media-words.ts';

// Files under apps/web/public/media, served by the web app as they are.
/** Downloads and links of the resources component; one for logged-in users only (SPEC §6). */
export async function seedResources(scope: EventScope, componentId: number): Promise<void> {
  const base = { event_id: scope.eventId, event_component_id: componentId };
  await insertChunked(scope.db, schema.resources, [
    {
      ...base, order: 1, name: 'Attendee guide', kind: 'document', file_url: '/media/demo-attendee-guide.pdf',
      description: 'Opening hours, rooms, Wi-Fi and contacts on one page (PDF).',
      translations: perLanguageFrom(mediaWords, { name: 'Attendee guide', description: 'Opening hours, rooms, Wi-Fi and contacts on one page (PDF).' }),
    },
    {
      ...base, order: 2, name: 'Floor plan', kind: 'image', file_url: '/media/demo-floor-plan.svg', thumbnail: '/media/demo-floor-plan.svg',
      description: 'The ground floor of EXPO XXI with rooms and stands.',
      translations: perLanguageFrom(mediaWords, { name: 'Floor plan', description: 'The ground floor of EXPO XXI with rooms and stands.' }),
    },
    {
      ...base, order: 3, name: 'Press kit', kind: 'archive', external_url: 'https://summit.demo.foyer.test/press-kit',
      description: 'Logos, photos and the press release.',
      translations: perLanguageFrom(mediaWords, { name: 'Press kit', description: 'Logos, photos and the press release.' }),
    },
    {
      ...base, order: 4, name: 'Keynote slides', kind: 'presentation', external_url: 'https://summit.demo.foyer.test/slides/keynote',
      description: 'The opening keynote deck, for attendees.', for_logged_in: true,
      translations: perLanguageFrom(mediaWords, { name: 'Keynote slides', description: 'The opening keynote deck, for attendees.' }),
    },
  ]);
}

/** Recordings: a YouTube and a Vimeo video, an audio file, and one for logged-in users only. */
export async function seedAudioVisuals(scope: EventScope, componentId: number): Promise<void> {
  const base = { event_id: scope.eventId, event_component_id: componentId };
  await insertChunked(scope.db, schema.audio_visuals, [
    {
      ...base, order: 1, title: 'Foyer Summit 2026 aftermovie', provider: 'youtube', media_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      description: 'Three days in three minutes.',
      translations: perLanguageFrom(mediaWords, { title: 'Foyer Summit 2026 aftermovie', description: 'Three days in three minutes.' }),
    },
    {
      ...base, order: 2, title: 'Opening keynote teaser', provider: 'vimeo', media_url: 'https://vimeo.com/76979871',
      description: 'What the first morning of the summit will be about.',
      translations: perLanguageFrom(mediaWords, { title: 'Opening keynote teaser', description: 'What the first morning of the summit will be about.' }),
    },
    {
      ...base, order: 3, title: 'Summit jingle', provider: 'file', media: 'audio', media_url: '/media/demo-jingle.wav',
      description: 'The four notes you will hear before every session.',
      translations: perLanguageFrom(mediaWords, { title: 'Summit jingle', description: 'The four notes you will hear before every session.' }),
    },
    {
      ...base, order: 4, title: 'Workshop recording: event design', provider: 'youtube', media_url: 'https://youtu.be/aqz-KE-bpKQ',
      description: 'The full workshop from last year, for attendees.', for_logged_in: true,
      translations: perLanguageFrom(mediaWords, { title: 'Workshop recording: event design', description: 'The full workshop from last year, for attendees.' }),
    },
  ]);
}

/** The social-media component's own links, shown after the event's profiles. */
export async function seedSocialLinks(scope: EventScope, componentId: number): Promise<void> {
  const base = { event_id: scope.eventId, event_component_id: componentId };
  await insertChunked(scope.db, schema.social_media_links, [
    { ...base, order: 1, network: 'twitter', label: '#FoyerSummit', url: 'https://x.com/hashtag/FoyerSummit' },
    { ...base, order: 2, network: 'other', label: 'Community forum', url: 'https://community.demo.foyer.test' },
  ]);
}

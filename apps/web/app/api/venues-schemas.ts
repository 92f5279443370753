import { z } from '@hono/zod-openapi';

/** Response bodies of the venues, resources, audio-visuals and social-media reads. */
const Ref = (name: string) => z.object({ id: z.number(), name: z.string(), event_component_id: z.number() }).openapi(name);

export const MapPoint = z.object({
  id: z.number(),
  order: z.number(),
  x: z.number().min(0).max(100).openapi({ description: 'Percent of the map picture width, from the left' }),
  y: z.number().min(0).max(100).openapi({ description: 'Percent of the map picture height, from the top' }),
  label: z.string(),
  description: z.string().nullable(),
  exhibitor: Ref('MapPointExhibitor').nullable(),
  tag_agenda_place: z.object({ id: z.number(), value: z.string(), hex: z.string() }).nullable(),
  agenda_session: Ref('MapPointSession').nullable(),
}).openapi('MapPoint');

export const Venue = z.object({
  id: z.number(),
  event_component_id: z.number(),
  order: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  map_picture: z.string().nullable().openapi({ description: 'Floor plan or map picture; only http(s) or site paths' }),
  map_url: z.string().nullable().openapi({ description: '"Open in maps" link (OpenStreetMap)' }),
  points: z.array(MapPoint),
}).openapi('Venue');

export const Resource = z.object({
  id: z.number(),
  event_component_id: z.number(),
  order: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  kind: z.string(),
  file_url: z.string().nullable(),
  external_url: z.string().nullable(),
  url: z.string().nullable(),
  is_download: z.boolean(),
  thumbnail: z.string().nullable(),
  for_logged_in: z.boolean(),
}).openapi('Resource');

export const AudioVisual = z.object({
  id: z.number(),
  event_component_id: z.number(),
  order: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  provider: z.enum(['youtube', 'vimeo', 'file']),
  media: z.enum(['video', 'audio']),
  thumbnail: z.string().nullable(),
  for_logged_in: z.boolean(),
  embed_url: z.string().nullable().openapi({ description: 'youtube-nocookie.com or Vimeo (dnt) player URL' }),
  file_url: z.string().nullable().openapi({ description: 'For provider "file": the media file' }),
}).openapi('AudioVisual');

export const SocialMediaItem = z.object({
  key: z.string(),
  network: z.string(),
  label: z.string().nullable(),
  url: z.string().openapi({ description: 'Always an absolute http(s) URL' }),
}).openapi('SocialMediaItem');

const guestNote = z.number().int().openapi({ description: 'How many items are left out because they are for logged-in users' });
export const VenuesBody = z.object({ venues: z.array(Venue) });
export const ResourcesBody = z.object({ resources: z.array(Resource), login_required_count: guestNote });
export const AudioVisualsBody = z.object({ audio_visuals: z.array(AudioVisual), login_required_count: guestNote });
export const SocialMediaBody = z.object({ social_media: z.array(SocialMediaItem) });

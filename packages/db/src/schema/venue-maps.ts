import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, order } from './columns.ts';
import { agenda_session_places, agenda_sessions, exhibitors, venues } from './content.ts';
import { components } from './events.ts';
import { eventId } from './event-scope.ts';

// Venues and interactive maps, resources, audio-visuals and a social-media component's own
// links (SPEC §1 "view venues and maps", §2 screens). Texts shown to attendees carry per-locale
// overrides in `translations`, as exhibitors do.

function componentId() {
  return integer()
    .notNull()
    .references(() => components.id, { onDelete: 'cascade' });
}

export interface MapPointTranslation {
  label?: string;
  description?: string;
}

/**
 * A pin on a venue's map picture. x and y are percentages of the image's width and height
 * (0 = left/top), so a pin stays on its spot whatever size the picture is shown at. A pin may
 * point at an exhibitor's stand, an agenda room (tag place) or a session.
 */
export const venue_map_points = pgTable(
  'venue_map_points',
  {
    id: id(),
    event_id: eventId(),
    venue_id: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    order: order(),
    x: doublePrecision().notNull(),
    y: doublePrecision().notNull(),
    label: text().notNull(),
    description: text(),
    exhibitor_id: integer().references(() => exhibitors.id, { onDelete: 'set null' }),
    tag_agenda_place_id: integer().references(() => agenda_session_places.id, { onDelete: 'set null' }),
    agenda_session_id: integer().references(() => agenda_sessions.id, { onDelete: 'set null' }),
    translations: jsonb().$type<Record<string, MapPointTranslation>>().notNull().default(sql`'{}'::jsonb`),
    created_at: createdAt(),
  },
  (t) => [
    index('venue_map_points_venue_idx').on(t.venue_id, t.order, t.id),
    index('venue_map_points_event_idx').on(t.event_id),
    check('venue_map_points_xy_ck', sql`${t.x} >= 0 and ${t.x} <= 100 and ${t.y} >= 0 and ${t.y} <= 100`),
  ],
);

export const resourceKinds = ['document', 'presentation', 'spreadsheet', 'image', 'video', 'audio', 'archive', 'link'] as const;
export type ResourceKind = (typeof resourceKinds)[number];

export interface ResourceTranslation {
  name?: string;
  description?: string;
}

/** A downloadable file (file_url) or an external page (external_url) of a resources component. */
export const resources = pgTable(
  'resources',
  {
    id: id(),
    event_id: eventId(),
    event_component_id: componentId(),
    order: order(),
    name: text().notNull(),
    description: text(),
    file_url: text(),
    external_url: text(),
    kind: text().$type<ResourceKind>().notNull().default('document'),
    thumbnail: text(),
    /** SPEC §6: shown to logged-in users only. */
    for_logged_in: boolean().notNull().default(false),
    translations: jsonb().$type<Record<string, ResourceTranslation>>().notNull().default(sql`'{}'::jsonb`),
    created_at: createdAt(),
  },
  (t) => [
    index('resources_component_idx').on(t.event_component_id, t.order, t.id),
    index('resources_event_idx').on(t.event_id),
  ],
);

export const audioVisualProviders = ['youtube', 'vimeo', 'file'] as const;
export type AudioVisualProvider = (typeof audioVisualProviders)[number];
export const audioVisualMedia = ['video', 'audio'] as const;
export type AudioVisualMedia = (typeof audioVisualMedia)[number];

export interface AudioVisualTranslation {
  title?: string;
  description?: string;
}

/** A recording of an audio-visuals component: a YouTube / Vimeo video or an uploaded file. */
export const audio_visuals = pgTable(
  'audio_visuals',
  {
    id: id(),
    event_id: eventId(),
    event_component_id: componentId(),
    order: order(),
    title: text().notNull(),
    description: text(),
    media_url: text().notNull(),
    provider: text().$type<AudioVisualProvider>().notNull().default('youtube'),
    /** For provider "file": whether a <video> or an <audio> player plays it. */
    media: text().$type<AudioVisualMedia>().notNull().default('video'),
    thumbnail: text(),
    for_logged_in: boolean().notNull().default(false),
    translations: jsonb().$type<Record<string, AudioVisualTranslation>>().notNull().default(sql`'{}'::jsonb`),
    created_at: createdAt(),
  },
  (t) => [
    index('audio_visuals_component_idx').on(t.event_component_id, t.order, t.id),
    index('audio_visuals_event_idx').on(t.event_id),
    check('audio_visuals_provider_ck', sql`${t.provider} in ('youtube', 'vimeo', 'file')`),
    check('audio_visuals_media_ck', sql`${t.media} in ('video', 'audio')`),
  ],
);

/** Links a social-media component lists besides the event's own profiles (a hashtag wall, a Discord…). */
export const social_media_links = pgTable(
  'social_media_links',
  {
    id: id(),
    event_id: eventId(),
    event_component_id: componentId(),
    order: order(),
    /** An icon key: facebook, twitter, linkedin, youtube, instagram, tiktok, website or other. */
    network: text().notNull().default('other'),
    label: text().notNull(),
    url: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('social_media_links_component_idx').on(t.event_component_id, t.order, t.id),
    index('social_media_links_event_idx').on(t.event_id),
  ],
);

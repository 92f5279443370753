import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, order, socialProfiles, tstz, updatedAt } from './columns.ts';
import { components } from './events.ts';
import { users } from './accounts.ts';
import { attachments } from './attachments.ts';
import { eventId } from './event-scope.ts';

/** Content hangs off a component of the event (SPEC: event_component_id). */
function componentId() {
  return integer()
    .notNull()
    .references(() => components.id, { onDelete: 'cascade' });
}

// ---------------------------------------------------------------- agenda

export const event_days = pgTable(
  'event_days',
  {
    id: id(),
    event_id: eventId(),
    only_date: date({ mode: 'string' }).notNull(),
  },
  (t) => [unique('event_days_event_date_uq').on(t.event_id, t.only_date)],
);

/** Rooms ("tag places"); business-matching meetings use them too. */
export const agenda_session_places = pgTable(
  'agenda_session_places',
  {
    id: id(),
    event_id: eventId(),
    value: text().notNull(),
    hex: text().notNull().default('#888888'),
    order: order(),
  },
  (t) => [index('agenda_session_places_event_idx').on(t.event_id, t.order)],
);

/** Tracks. */
export const agenda_session_paths = pgTable(
  'agenda_session_paths',
  {
    id: id(),
    event_id: eventId(),
    value: text().notNull(),
    hex: text().notNull().default('#888888'),
    order: order(),
  },
  (t) => [index('agenda_session_paths_event_idx').on(t.event_id, t.order)],
);

export interface SessionTranslation {
  name?: string;
  description?: string;
}

export interface SpeakerTranslation {
  position?: string;
  description?: string;
}

export const agenda_sessions = pgTable(
  'agenda_sessions',
  {
    id: id(),
    event_id: eventId(),
    event_component_id: componentId(),
    name: text().notNull(),
    description: text(),
    order: order(),
    time_start: tstz().notNull(),
    time_end: tstz().notNull(),
    /** Attendees register for the session; registration_limit caps them (null: no cap). */
    registration: boolean().notNull().default(false),
    registration_limit: integer(),
    agenda_discussion_on: boolean().notNull().default(false),
    video_call_url: text(),
    qr_code: text(),
    tag_agenda_place_id: integer().references(() => agenda_session_places.id, { onDelete: 'set null' }),
    tag_agenda_path_id: integer().references(() => agenda_session_paths.id, { onDelete: 'set null' }),
    agenda_session_day_id: integer().references(() => event_days.id, { onDelete: 'set null' }),
    /** Per-locale overrides ({ pl: { name, description } }), as exhibitors have. */
    translations: jsonb().$type<Record<string, SessionTranslation>>().notNull().default(sql`'{}'::jsonb`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('agenda_sessions_event_start_idx').on(t.event_id, t.time_start),
    index('agenda_sessions_component_idx').on(t.event_component_id, t.time_start, t.order),
  ],
);

/** A user's place in a session: registration, "my schedule", reminder and rating. */
export const agenda_session_attendances = pgTable(
  'agenda_session_attendances',
  {
    id: id(),
    event_id: eventId(),
    agenda_session_id: integer()
      .notNull()
      .references(() => agenda_sessions.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 5, 15 or 30 minutes before, or null for none (SPEC §9). */
    reminder_minutes: integer(),
    rating: integer(),
    checked_in_at: tstz(),
    created_at: createdAt(),
  },
  (t) => [
    unique('agenda_session_attendances_session_user_uq').on(t.agenda_session_id, t.user_id),
    index('agenda_session_attendances_event_user_idx').on(t.event_id, t.user_id),
  ],
);

export const speakers = pgTable(
  'speakers',
  {
    id: id(),
    event_id: eventId(),
    event_component_id: componentId(),
    order: order(),
    uuid: uuid().notNull().defaultRandom().unique(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    vip: boolean().notNull().default(false),
    position: text(),
    company: text(),
    description: text(),
    country: text(),
    show_public_data: boolean().notNull().default(true),
    phone: text(),
    email: text(),
    ...socialProfiles(),
    picture: text(),
    /** Per-locale overrides ({ pl: { position, description } }), as exhibitors have. */
    translations: jsonb().$type<Record<string, SpeakerTranslation>>().notNull().default(sql`'{}'::jsonb`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('speakers_event_idx').on(t.event_id, t.last_name, t.first_name),
    index('speakers_component_idx').on(t.event_component_id, t.order),
  ],
);

export const agenda_session_speakers = pgTable(
  'agenda_session_speakers',
  {
    id: id(),
    event_id: eventId(),
    agenda_session_id: integer()
      .notNull()
      .references(() => agenda_sessions.id, { onDelete: 'cascade' }),
    speaker_id: integer()
      .notNull()
      .references(() => speakers.id, { onDelete: 'cascade' }),
    order: order(),
  },
  (t) => [
    unique('agenda_session_speakers_session_speaker_uq').on(t.agenda_session_id, t.speaker_id),
    index('agenda_session_speakers_speaker_idx').on(t.speaker_id),
    index('agenda_session_speakers_event_idx').on(t.event_id),
  ],
);

// ---------------------------------------------------------------- exhibitors

export interface ExhibitorTranslation {
  name?: string;
  scope_description?: string;
  description?: string;
}

export const exhibitors = pgTable(
  'exhibitors',
  {
    id: id(),
    event_id: eventId(),
    event_component_id: componentId(),
    vip: boolean().notNull().default(false),
    order: order(-1),
    name: text().notNull(),
    scope_description: text(),
    description: text(),
    /** Contact / social details only for logged-in users (SPEC §6). */
    for_logged_contact: boolean().notNull().default(false),
    for_logged_sm: boolean().notNull().default(false),
    phone: text(),
    phone_country_code: text(),
    email: text(),
    www: text(),
    ...socialProfiles(),
    picture: text(),
    vip_picture: text(),
    video_call_url: text(),
    promotion_film_url: text(),
    /** Per-locale overrides of name / scope_description / description. */
    translations: jsonb().$type<Record<string, ExhibitorTranslation>>().notNull().default(sql`'{}'::jsonb`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // SPEC §9: VIP first, then order.
    index('exhibitors_component_idx').on(t.event_component_id, t.vip.desc(), t.order),
    index('exhibitors_event_idx').on(t.event_id, t.name),
  ],
);

export const exhibitor_tags = pgTable(
  'exhibitor_tags',
  {
    id: id(),
    event_id: eventId(),
    value: text().notNull(),
    hex: text().notNull().default('#888888'),
  },
  (t) => [unique('exhibitor_tags_event_value_uq').on(t.event_id, t.value)],
);

export const exhibitor_tag_links = pgTable(
  'exhibitor_tag_links',
  {
    id: id(),
    event_id: eventId(),
    exhibitor_id: integer()
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    exhibitor_tag_id: integer()
      .notNull()
      .references(() => exhibitor_tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('exhibitor_tag_links_exhibitor_tag_uq').on(t.exhibitor_id, t.exhibitor_tag_id),
    index('exhibitor_tag_links_event_tag_idx').on(t.event_id, t.exhibitor_tag_id),
  ],
);

export const exhibitor_contact_people = pgTable(
  'exhibitor_contact_people',
  {
    id: id(),
    event_id: eventId(),
    exhibitor_id: integer()
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    order: order(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    description: text(),
    phone: text(),
    phone_country_code: text(),
    email: text(),
    picture_id: integer().references(() => attachments.id, { onDelete: 'set null' }),
    /** Per-locale description overrides ({ pl: { description } }). */
    translations: jsonb().$type<Record<string, { description?: string | null }>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index('exhibitor_contact_people_exhibitor_idx').on(t.exhibitor_id, t.order), index('exhibitor_contact_people_event_idx').on(t.event_id)],
);

/** Attendee accounts shown as an exhibitor's contacts (they can be messaged). */
export const exhibitor_contact_users = pgTable(
  'exhibitor_contact_users',
  {
    id: id(),
    event_id: eventId(),
    exhibitor_id: integer()
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    order: order(),
  },
  (t) => [
    unique('exhibitor_contact_users_exhibitor_user_uq').on(t.exhibitor_id, t.user_id),
    index('exhibitor_contact_users_event_user_idx').on(t.event_id, t.user_id),
  ],
);

export const exhibitor_attachments = pgTable(
  'exhibitor_attachments',
  {
    id: id(),
    event_id: eventId(),
    exhibitor_id: integer()
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    attachment_id: integer()
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    order: order(),
  },
  (t) => [
    unique('exhibitor_attachments_exhibitor_attachment_uq').on(t.exhibitor_id, t.attachment_id),
    index('exhibitor_attachments_event_idx').on(t.event_id),
  ],
);

// ---------------------------------------------------------------- partners

export const partner_categories = pgTable(
  'partner_categories',
  {
    id: id(),
    event_id: eventId(),
    event_component_id: componentId(),
    order: order(),
    level: integer().notNull().default(1),
    name: text().notNull(),
  },
  (t) => [index('partner_categories_component_idx').on(t.event_component_id, t.order), index('partner_categories_event_idx').on(t.event_id)],
);

export const partners = pgTable(
  'partners',
  {
    id: id(),
    event_id: eventId(),
    partners_category_id: integer()
      .notNull()
      .references(() => partner_categories.id, { onDelete: 'cascade' }),
    order: order(-1),
    name: text().notNull(),
    subname: text(),
    description: text(),
    for_logged_contact: boolean().notNull().default(false),
    for_logged_sm: boolean().notNull().default(false),
    phone: text(),
    phone_country_code: text(),
    email: text(),
    www: text(),
    ...socialProfiles(),
    picture: text(),
    /** Per-locale overrides ({ pl: { description } }), as exhibitors have. */
    translations: jsonb().$type<Record<string, { description?: string }>>().notNull().default(sql`'{}'::jsonb`),
    created_at: createdAt(),
  },
  (t) => [index('partners_category_idx').on(t.partners_category_id, t.order), index('partners_event_idx').on(t.event_id)],
);

export const partner_contact_persons = pgTable(
  'partner_contact_persons',
  {
    id: id(),
    event_id: eventId(),
    partner_id: integer()
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    order: order(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    description: text(),
    phone: text(),
    phone_country_code: text(),
    email: text(),
    picture: text(),
  },
  (t) => [index('partner_contact_persons_partner_idx').on(t.partner_id, t.order), index('partner_contact_persons_event_idx').on(t.event_id)],
);

// ---------------------------------------------------------------- venues

export const venues = pgTable(
  'venues',
  {
    id: id(),
    event_id: eventId(),
    event_component_id: componentId(),
    order: order(),
    name: text().notNull(),
    description: text(),
    address: text(),
    lat: doublePrecision(),
    lon: doublePrecision(),
    /** Floor plan or map image URL. */
    map_picture: text(),
    /** Per-locale overrides ({ pl: { name, description } }), as exhibitors have. */
    translations: jsonb().$type<Record<string, { name?: string; description?: string }>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index('venues_component_idx').on(t.event_component_id, t.order), index('venues_event_idx').on(t.event_id)],
);

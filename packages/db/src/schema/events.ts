import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, order, socialProfiles, tstz, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './accounts.ts';
import { eventId } from './event-scope.ts';

export const accessModeTypes = ['none', 'close', 'whitelist'] as const;
export type AccessModeType = (typeof accessModeTypes)[number];

/**
 * One event: its landing page (lp_settings, a JSON string validated by @foyer/landing/schema),
 * its attendee area and its shop. Field names are SPEC §3's.
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    /** 'none' disables auth; 'close' and 'whitelist' require login (SPEC §4). */
    access_mode_type: text().$type<AccessModeType>().notNull().default('none'),
    access_code_on: boolean().notNull().default(false),
    access_code: text(),
    start_date: tstz().notNull(),
    end_date: tstz().notNull(),
    place_address: text(),
    lon: doublePrecision(),
    lat: doublePrecision(),
    qrcode: text(),
    main_color: text(),
    main_text_color: text(),
    menu_item_text_color: text(),
    selected_menu_item_text_color: text(),
    selected_menu_item_background_color: text(),
    timezone: text().notNull().default('Europe/Warsaw'),
    logo: text(),
    banner: text(),
    lp_banner: text(),
    social_media_login: boolean().notNull().default(false),
    website: text(),
    phone: text(),
    phone_country_code: text(),
    email: text(),
    ...socialProfiles(),
    entrance_with_tickets: boolean().notNull().default(false),
    lp_settings: text(),
    /** Bumped by every save of lp_settings (core landing/save-lp-settings): the builder's conflict check. */
    lp_version: integer().notNull().default(0),
    /** The url suffix (slug) that serves the event at /{lp_url}. */
    lp_url: text().notNull(),
    /** Custom host mapped to this event (DESIGN "Tenancy and routing"). */
    domain: text(),
    google_shop_app_id: text(),
    apple_shop_app_id: text(),
    apple_bundle_id: text(),
    marketing_enabled: boolean().notNull().default(false),
    marketing_discount_percentage: integer(),
    /** VAT percent (SPEC §9: default 23). */
    tax: integer().notNull().default(23),
    terms_of_sale_url: text(),
    lp_configurator_enabled: boolean().notNull().default(false),
    stripe_publish_key: text(),
    auto_log_out_enabled: boolean().notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('events_lp_url_uq').on(t.lp_url),
    unique('events_domain_uq').on(t.domain),
    index('events_organization_idx').on(t.organization_id, t.start_date),
    check('events_access_mode_type_ck', sql`${t.access_mode_type} in ('none', 'close', 'whitelist')`),
    check('events_dates_ck', sql`${t.end_date} >= ${t.start_date}`),
  ],
);

export const event_languages = pgTable(
  'event_languages',
  {
    id: id(),
    event_id: eventId(),
    lang_code: varchar({ length: 5 }).notNull(),
    default_lang: boolean().notNull().default(false),
  },
  (t) => [unique('event_languages_event_lang_uq').on(t.event_id, t.lang_code)],
);

export const componentNames = [
  'agenda',
  'speakers',
  'exhibitors',
  'partners',
  'attendees',
  'feed_wall',
  'survey_quiz_component',
  'inbox',
  'business_matching',
  'venues',
  'resources',
  'treasure_hunt',
  'social_media',
  'audio_visuals',
  'tickets',
  'notifications',
  'admin',
] as const;
export type ComponentName = (typeof componentNames)[number];

export interface ComponentAdditionalInfo {
  business_matching_type?: string;
  is_video_call_enabled?: boolean;
  /** Agenda components: session questions wait for a moderator's approval before others see them. */
  questions_moderated?: boolean;
}

/** A feature switched on for an event; content tables hang off it via event_component_id. */
export const components = pgTable(
  'components',
  {
    id: id(),
    event_id: eventId(),
    label: text().notNull(),
    order: order(),
    visible_on_lp: boolean().notNull().default(true),
    /** Only admins and the users listed in component_accesses may open it (SPEC §6). */
    access_limited: boolean().notNull().default(false),
    component_name: text().$type<ComponentName>().notNull(),
    additional_info: jsonb().$type<ComponentAdditionalInfo>().notNull().default(sql`'{}'::jsonb`),
    created_at: createdAt(),
  },
  (t) => [index('components_event_order_idx').on(t.event_id, t.order)],
);

/**
 * A user's membership of an event (joining, SPEC §4). first_name/last_name copy the user's
 * names so the attendee list (sorted by last then first name, SPEC §9) pages through one index;
 * the profile-update service keeps them in sync.
 */
export const event_memberships = pgTable(
  'event_memberships',
  {
    id: id(),
    event_id: eventId(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joined: boolean().notNull().default(true),
    /** e.g. 'ADMINISTRATOR' (SPEC §6). */
    user_tags: text().array().notNull().default(sql`'{}'::text[]`),
    first_name: text().notNull().default(''),
    last_name: text().notNull().default(''),
    checked_in_at: tstz(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('event_memberships_event_user_uq').on(t.event_id, t.user_id),
    index('event_memberships_event_name_idx').on(t.event_id, t.last_name, t.first_name, t.id),
    index('event_memberships_user_idx').on(t.user_id),
  ],
);

/** E-mails allowed into a whitelist event. */
export const event_whitelist_entries = pgTable(
  'event_whitelist_entries',
  {
    id: id(),
    event_id: eventId(),
    email: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [unique('event_whitelist_entries_event_email_uq').on(t.event_id, t.email)],
);

export const joinRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type JoinRequestStatus = (typeof joinRequestStatuses)[number];

/** A non-listed user's request to join a whitelist event; the organizer approves it. */
export const event_join_requests = pgTable(
  'event_join_requests',
  {
    id: id(),
    event_id: eventId(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<JoinRequestStatus>().notNull().default('pending'),
    decided_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    decided_at: tstz(),
    created_at: createdAt(),
  },
  (t) => [
    unique('event_join_requests_event_user_uq').on(t.event_id, t.user_id),
    index('event_join_requests_event_status_idx').on(t.event_id, t.status, t.created_at),
  ],
);

/** Extra registration fields an organizer adds (SPEC "Specific user fields"). */
export const event_specific_fields = pgTable(
  'event_specific_fields',
  {
    id: id(),
    event_id: eventId(),
    name: text().notNull(),
    /** The question in the event's other languages (locale → { name }), as content rows keep theirs. */
    translations: jsonb().$type<Record<string, { name?: string }>>().notNull().default(sql`'{}'::jsonb`),
    required: boolean().notNull().default(false),
    order: order(),
    created_at: createdAt(),
  },
  (t) => [index('event_specific_fields_event_idx').on(t.event_id, t.order)],
);

export const user_specific_field_responses = pgTable(
  'user_specific_field_responses',
  {
    id: id(),
    event_id: eventId(),
    specific_field_id: integer()
      .notNull()
      .references(() => event_specific_fields.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    response: text().notNull(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('user_specific_field_responses_field_user_uq').on(t.specific_field_id, t.user_id),
    index('user_specific_field_responses_event_user_idx').on(t.event_id, t.user_id),
  ],
);

import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, socialProfiles, tstz, updatedAt } from './columns.ts';
import { attachments } from './attachments.ts';
import { events } from './events.ts';

/**
 * Global accounts. Per-event data (tags, joined flag, specific fields) lives on
 * event_memberships; is_friend / is_attendee are computed per request, never stored.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    /** Opaque public handle (SPEC: users are keyed by it); internal ids never leave the server. */
    user_identity_token: text().notNull().unique(),
    user_external_uuid: uuid().notNull().defaultRandom(),
    qrcode: text(),
    /** Stored lowercased with whitespace removed (SPEC §5). */
    email: text().notNull(),
    password_hash: text(),
    email_confirmed_at: tstz(),
    first_name: text().notNull().default(''),
    last_name: text().notNull().default(''),
    position: text(),
    company: text(),
    country: text(),
    biography: text(),
    phone_number: text(),
    phone_country_code: text(),
    what_i_offer: text(),
    what_i_need: text(),
    goals: text(),
    show_contact_details: boolean().notNull().default(false),
    ...socialProfiles(),
    /** Public URL of the profile photo; picture_id is the uploaded attachment behind it. */
    picture: text(),
    picture_id: integer().references((): AnyPgColumn => attachments.id, { onDelete: 'set null' }),
    locale: varchar({ length: 5 }),
    /** Deleted accounts are anonymised and kept so orders and invoices stay consistent. */
    deleted_at: tstz(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('users_email_uq').on(t.email),
    unique('users_qrcode_uq').on(t.qrcode),
    index('users_last_first_idx').on(t.last_name, t.first_name),
  ],
);

/** Opaque refresh tokens, stored hashed; a reused token revokes its whole family (DESIGN). */
export const refresh_tokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: uuid().notNull(),
    token_hash: text().notNull().unique(),
    device_id: text(),
    expires_at: tstz().notNull(),
    /** Set when the token was rotated; presenting it again is reuse. */
    used_at: tstz(),
    revoked_at: tstz(),
    created_at: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family_id), index('refresh_tokens_user_idx').on(t.user_id)],
);

export const emailTokenKinds = ['confirmation', 'magic_link', 'password_reset', 'email_change'] as const;
export type EmailTokenKind = (typeof emailTokenKinds)[number];

/** Single-use links sent by e-mail: only the hash is kept, with an expiry and used_at. */
export const email_tokens = pgTable(
  'email_tokens',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<EmailTokenKind>().notNull(),
    token_hash: text().notNull().unique(),
    /** The event the link leads back to (magic link / reset are requested from an event page). */
    event_id: integer().references(() => events.id, { onDelete: 'set null' }),
    source: text(),
    expires_at: tstz().notNull(),
    used_at: tstz(),
    created_at: createdAt(),
  },
  (t) => [index('email_tokens_user_kind_idx').on(t.user_id, t.kind)],
);

export interface ConsentDisplayConfig {
  text: string;
  placeholders?: Record<string, { label: string; url: string }>;
  expandable?: boolean;
}

/** A consent the user is asked for; system consents block use until accepted (SPEC §8). */
export const consent_schemas = pgTable(
  'consent_schemas',
  {
    id: id(),
    /** Null: a platform-wide consent; otherwise shown only for that event. */
    event_id: integer().references(() => events.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    required: boolean().notNull().default(false),
    is_system: boolean().notNull().default(false),
    display_type: text().$type<'checkbox' | 'text'>().notNull().default('checkbox'),
    order: integer().notNull().default(0),
    created_at: createdAt(),
  },
  // NULLS NOT DISTINCT (PG 15+) so platform-wide keys are unique too.
  (t) => [unique('consent_schemas_event_key_uq').on(t.event_id, t.key).nullsNotDistinct()],
);

export const consent_schema_versions = pgTable(
  'consent_schema_versions',
  {
    id: id(),
    consent_schema_id: integer()
      .notNull()
      .references(() => consent_schemas.id, { onDelete: 'cascade' }),
    version_number: integer().notNull(),
    /** Per-locale display config: { en: {text, placeholders, expandable}, pl: {...} }. */
    display_config: jsonb().$type<Record<string, ConsentDisplayConfig>>().notNull().default(sql`'{}'::jsonb`),
    published_at: tstz().notNull().defaultNow(),
  },
  (t) => [unique('consent_schema_versions_schema_version_uq').on(t.consent_schema_id, t.version_number)],
);

export const user_consents = pgTable(
  'user_consents',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consent_schema_id: integer()
      .notNull()
      .references(() => consent_schemas.id, { onDelete: 'cascade' }),
    version_number: integer().notNull(),
    accepted: boolean().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [unique('user_consents_user_schema_version_uq').on(t.user_id, t.consent_schema_id, t.version_number)],
);

export const socialProviders = ['google', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export const social_identities = pgTable(
  'social_identities',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().$type<SocialProvider>().notNull(),
    provider_user_id: text().notNull(),
    email: text(),
    created_at: createdAt(),
  },
  (t) => [
    unique('social_identities_provider_subject_uq').on(t.provider, t.provider_user_id),
    index('social_identities_user_idx').on(t.user_id),
  ],
);

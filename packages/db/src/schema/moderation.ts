import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { components } from './events.ts';
import { exhibitors, speakers } from './content.ts';
import { eventId } from './event-scope.ts';

export const exhibitor_moderators = pgTable(
  'exhibitor_moderators',
  {
    id: id(),
    event_id: eventId(),
    exhibitor_id: integer()
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    unique('exhibitor_moderators_exhibitor_user_uq').on(t.exhibitor_id, t.user_id),
    index('exhibitor_moderators_event_user_idx').on(t.event_id, t.user_id),
  ],
);

export const speaker_moderators = pgTable(
  'speaker_moderators',
  {
    id: id(),
    event_id: eventId(),
    speaker_id: integer()
      .notNull()
      .references(() => speakers.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    unique('speaker_moderators_speaker_user_uq').on(t.speaker_id, t.user_id),
    index('speaker_moderators_event_user_idx').on(t.event_id, t.user_id),
  ],
);

export const updateStatuses = ['pending', 'accepted', 'rejected', 'canceled'] as const;
export type UpdateStatus = (typeof updateStatuses)[number];

/**
 * A moderator's proposed change to an exhibitor, reviewed by the organizer. updated_exhibitor
 * holds every exhibitor form field; accepting copies it onto the exhibitor.
 */
export const exhibitor_updates = pgTable(
  'exhibitor_updates',
  {
    id: id(),
    event_id: eventId(),
    event_component_id: integer()
      .notNull()
      .references(() => components.id, { onDelete: 'cascade' }),
    exhibitor_id: integer()
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<UpdateStatus>().notNull().default('pending'),
    updated_exhibitor: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    extra_note: text(),
    rejection_note: text(),
    reviewed_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    reviewed_at: tstz(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('exhibitor_updates_exhibitor_idx').on(t.exhibitor_id, t.created_at),
    index('exhibitor_updates_event_status_idx').on(t.event_id, t.status, t.created_at),
  ],
);

export const exhibitor_update_translations = pgTable(
  'exhibitor_update_translations',
  {
    id: id(),
    event_id: eventId(),
    exhibitor_update_id: integer()
      .notNull()
      .references(() => exhibitor_updates.id, { onDelete: 'cascade' }),
    locale: text().notNull(),
    name: text(),
    scope_description: text(),
    description: text(),
  },
  (t) => [
    unique('exhibitor_update_translations_update_locale_uq').on(t.exhibitor_update_id, t.locale),
    index('exhibitor_update_translations_event_idx').on(t.event_id),
  ],
);

/** The same review flow for speaker profiles (SPEC §1: "exhibitor or speaker profile updates"). */
export const speaker_updates = pgTable(
  'speaker_updates',
  {
    id: id(),
    event_id: eventId(),
    speaker_id: integer()
      .notNull()
      .references(() => speakers.id, { onDelete: 'cascade' }),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<UpdateStatus>().notNull().default('pending'),
    updated_speaker: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    extra_note: text(),
    rejection_note: text(),
    reviewed_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    reviewed_at: tstz(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('speaker_updates_speaker_idx').on(t.speaker_id, t.created_at),
    index('speaker_updates_event_status_idx').on(t.event_id, t.status, t.created_at),
  ],
);

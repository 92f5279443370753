import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, order, tstz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { components } from './events.ts';
import { agenda_session_places, event_days } from './content.ts';
import { eventId } from './event-scope.ts';

/** A business-matching time window split into time_period-minute slots. */
export const bm_sessions = pgTable(
  'bm_sessions',
  {
    id: id(),
    event_id: eventId(),
    event_component_id: integer()
      .notNull()
      .references(() => components.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    time_start: tstz().notNull(),
    time_end: tstz().notNull(),
    /** Slot length in minutes. */
    time_period: integer().notNull().default(15),
    order: order(),
    agenda_session_day_id: integer().references(() => event_days.id, { onDelete: 'set null' }),
  },
  (t) => [index('bm_sessions_component_idx').on(t.event_component_id, t.time_start), index('bm_sessions_event_idx').on(t.event_id)],
);

/** The places (tag_agenda_places) where a session's meetings can happen. */
export const bm_session_places = pgTable(
  'bm_session_places',
  {
    id: id(),
    event_id: eventId(),
    bm_session_id: integer()
      .notNull()
      .references(() => bm_sessions.id, { onDelete: 'cascade' }),
    tag_agenda_place_id: integer()
      .notNull()
      .references(() => agenda_session_places.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('bm_session_places_session_place_uq').on(t.bm_session_id, t.tag_agenda_place_id),
    index('bm_session_places_event_idx').on(t.event_id),
  ],
);

export const meetingStatuses = ['pending', 'accepted', 'rescheduled', 'declined', 'deleted'] as const;
export type MeetingStatus = (typeof meetingStatuses)[number];

export const bm_meetings = pgTable(
  'bm_meetings',
  {
    id: id(),
    event_id: eventId(),
    event_component_id: integer()
      .notNull()
      .references(() => components.id, { onDelete: 'cascade' }),
    tag_agenda_place_id: integer().references(() => agenda_session_places.id, { onDelete: 'set null' }),
    bm_session_id: integer().references(() => bm_sessions.id, { onDelete: 'set null' }),
    status: text().$type<MeetingStatus>().notNull().default('pending'),
    message: text(),
    custom_place_name: text(),
    time_start: tstz().notNull(),
    time_end: tstz().notNull(),
    from_user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    to_user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the reminder notification went out, so a worker restart never sends it twice. */
    reminder_sent_at: tstz(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('bm_meetings_event_from_idx').on(t.event_id, t.from_user_id, t.time_start),
    index('bm_meetings_event_to_idx').on(t.event_id, t.to_user_id, t.time_start),
    index('bm_meetings_place_time_idx').on(t.tag_agenda_place_id, t.time_start),
    // The every-minute reminders job reads only accepted meetings not reminded yet, by start time:
    // a small partial index instead of a scan of every meeting of every event.
    index('bm_meetings_reminder_due_idx').on(t.time_start).where(sql`${t.status} = 'accepted' and ${t.reminder_sent_at} is null`),
    check('bm_meetings_time_ck', sql`${t.time_end} > ${t.time_start}`),
  ],
);

export const bm_filter_groups = pgTable(
  'bm_filter_groups',
  {
    id: id(),
    event_id: eventId(),
    name: text().notNull(),
    question: text(),
    order: order(),
    multi_choice: boolean().notNull().default(false),
    required: boolean().notNull().default(false),
    question_visible: boolean().notNull().default(true),
  },
  (t) => [index('bm_filter_groups_event_idx').on(t.event_id, t.order)],
);

/** SPEC calls the parent "group"; the column is bm_filter_group_id. */
export const bm_filter_tags = pgTable(
  'bm_filter_tags',
  {
    id: id(),
    event_id: eventId(),
    bm_filter_group_id: integer()
      .notNull()
      .references(() => bm_filter_groups.id, { onDelete: 'cascade' }),
    value: text().notNull(),
    hex: text().notNull().default('#888888'),
    order: order(),
  },
  (t) => [index('bm_filter_tags_group_idx').on(t.bm_filter_group_id, t.order), index('bm_filter_tags_event_idx').on(t.event_id)],
);

/** A user's answers to the filter questions (filter_group_responses). */
export const user_bm_filter_answers = pgTable(
  'user_bm_filter_answers',
  {
    id: id(),
    event_id: eventId(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bm_filter_group_id: integer()
      .notNull()
      .references(() => bm_filter_groups.id, { onDelete: 'cascade' }),
    bm_filter_tag_id: integer()
      .notNull()
      .references(() => bm_filter_tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('user_bm_filter_answers_user_tag_uq').on(t.user_id, t.bm_filter_tag_id),
    index('user_bm_filter_answers_event_tag_idx').on(t.event_id, t.bm_filter_tag_id),
    index('user_bm_filter_answers_event_user_idx').on(t.event_id, t.user_id),
  ],
);

/** Times a user cannot meet: entered by hand or imported (Google Calendar, iCalendar). */
export const user_unavailability = pgTable(
  'user_unavailability',
  {
    id: id(),
    event_id: eventId(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unavailability_from: tstz().notNull(),
    unavailability_to: tstz().notNull(),
    source: text().$type<'manual' | 'google' | 'ical'>().notNull().default('manual'),
    created_at: createdAt(),
  },
  (t) => [
    index('user_unavailability_event_user_from_idx').on(t.event_id, t.user_id, t.unavailability_from),
    check('user_unavailability_range_ck', sql`${t.unavailability_to} > ${t.unavailability_from}`),
  ],
);

import { type AnyPgColumn, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, order, tstz } from './columns.ts';
import { users } from './accounts.ts';
import { components } from './events.ts';
import { eventId } from './event-scope.ts';

/** A QR-code treasure hunt, active between active_from and active_to. */
export const treasure_hunts = pgTable(
  'treasure_hunts',
  {
    id: id(),
    event_id: eventId(),
    event_component_id: integer()
      .notNull()
      .references(() => components.id, { onDelete: 'cascade' }),
    /** Public handle for treasure-hunt/{treasureUuid}. */
    uuid: uuid().notNull().defaultRandom().unique(),
    name: text().notNull(),
    description: text(),
    active_from: tstz(),
    active_to: tstz(),
    created_at: createdAt(),
  },
  (t) => [index('treasure_hunts_event_idx').on(t.event_id), index('treasure_hunts_component_idx').on(t.event_component_id)],
);

/** A hidden QR code; code is the secret printed in it. usage_left null means unlimited. */
export const treasure_hunt_points = pgTable(
  'treasure_hunt_points',
  {
    id: id(),
    event_id: eventId(),
    treasure_hunt_id: integer()
      .notNull()
      .references(() => treasure_hunts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    code: text().notNull().unique(),
    points: integer().notNull().default(1),
    order: order(),
    usage_left: integer(),
    /** A code's own window inside the hunt's (SPEC §3 "treasure active time"); null = the hunt's. */
    active_from: tstz(),
    active_to: tstz(),
  },
  (t) => [index('treasure_hunt_points_hunt_idx').on(t.treasure_hunt_id, t.order), index('treasure_hunt_points_event_idx').on(t.event_id)],
);

export const treasure_hunt_scans = pgTable(
  'treasure_hunt_scans',
  {
    id: id(),
    event_id: eventId(),
    treasure_hunt_id: integer()
      .notNull()
      .references(() => treasure_hunts.id, { onDelete: 'cascade' }),
    treasure_hunt_point_id: integer()
      .notNull()
      .references(() => treasure_hunt_points.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    unique('treasure_hunt_scans_point_user_uq').on(t.treasure_hunt_point_id, t.user_id),
    index('treasure_hunt_scans_hunt_user_idx').on(t.treasure_hunt_id, t.user_id),
    index('treasure_hunt_scans_event_idx').on(t.event_id),
  ],
);

/**
 * Gamified attendee QR scan: the first scan starts a conversation; a rescan at least two
 * minutes later (SPEC §9) confirms it and awards points.
 */
export const qr_scans = pgTable(
  'qr_scans',
  {
    id: id(),
    event_id: eventId(),
    scanner_user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scanned_user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    first_scanned_at: tstz().notNull().defaultNow(),
    confirmed_at: tstz(),
    points: integer().notNull().default(0),
  },
  (t) => [
    unique('qr_scans_event_pair_uq').on(t.event_id, t.scanner_user_id, t.scanned_user_id),
    index('qr_scans_event_points_idx').on(t.event_id, t.scanner_user_id),
  ],
);

export const pointSources = ['treasure_hunt', 'qr_scan', 'quiz', 'question', 'photo_booth', 'void'] as const;
export type PointSource = (typeof pointSources)[number];

/**
 * The one points ledger of an event (append-only). Every game writes here; every leaderboard is
 * a SUM over it. source_key makes an award idempotent: a retried or duplicated scan hits the
 * unique index instead of scoring twice. An administrator voids an entry by appending a 'void'
 * row with the negated points and a reason; voids_entry_id is unique so an entry is voided once.
 */
export const point_entries = pgTable(
  'point_entries',
  {
    id: id(),
    event_id: eventId(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text().$type<PointSource>().notNull(),
    /** What scored, e.g. 'point:12' for a treasure code or 'pair:3:9' for a scan; unique per user. */
    source_key: text().notNull(),
    points: integer().notNull(),
    reason: text(),
    voids_entry_id: integer()
      .unique()
      .references((): AnyPgColumn => point_entries.id, { onDelete: 'cascade' }),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    unique('point_entries_event_user_source_key_uq').on(t.event_id, t.user_id, t.source, t.source_key),
    index('point_entries_event_source_idx').on(t.event_id, t.source, t.user_id),
    index('point_entries_event_user_idx').on(t.event_id, t.user_id),
  ],
);

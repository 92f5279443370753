import { index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
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

import { integer, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Column builders shared by every schema file. Each is a function because a drizzle column
 * builder belongs to exactly one table and must not be reused.
 */
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();

export const tstz = () => timestamp({ withTimezone: true });

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Money is integer minor units (grosze); see DESIGN "Money and stock". */
export const money = () => integer().notNull().default(0);
export const currency = () => varchar({ length: 3 }).notNull().default('PLN');

/** The five social profile links, spelled as SPEC §3 spells them. */
export const socialProfiles = () => ({
  facebook_profile: text(),
  twitter_profile: text(),
  linked_profile: text(),
  youtube_profile: text(),
  instagram_profile: text(),
});

/** Display order; exhibitors and partners override the default with -1 (SPEC §3). */
export const order = (fallback = 0) => integer().notNull().default(fallback);

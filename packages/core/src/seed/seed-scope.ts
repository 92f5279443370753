import type { Db } from '@foyer/db';

/** What every seed step gets: the transaction, the seed number and the instant of the run. */
export interface SeedScope {
  db: Db;
  seed: number;
  /** Only for timestamps (excluded from determinism): "posted 2 hours ago" stays plausible. */
  now: Date;
}

export interface EventScope extends SeedScope {
  eventId: number;
}

/** Demo mailboxes live under the reserved .test TLD so no real address is ever written. */
export const demoEmailDomain = 'demo.foyer.test';

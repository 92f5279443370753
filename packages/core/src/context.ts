import type { Db } from '@foyer/db';
import type { Logger } from 'pino';
import type { JobQueue } from './platform/jobs.ts';
import type { PubSub } from './platform/pubsub.ts';
import type { PaymentConfig } from './config/payment-config.ts';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Everything a service needs from the outside world. Entry points (web, worker, CLI, tests)
 * build one at start-up; services take it as their first argument and never import globals.
 */
export interface Ctx {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  pubsub: PubSub;
  log: Logger;
  config: AppConfigView;
  rateLimiter: RateLimiter;
  /**
   * Where an imported calendar is expanded: a thread the web process can stop (apps/web's
   * runtime). Absent (CLI, tests): on the caller's thread, within MAX_EXPANSION_MS.
   */
  calendarReader?: CalendarReader;
}

/** Expands an iCalendar text into busy times (availability/ical-busy.ts), somewhere else. */
export interface CalendarReader {
  busyTimes(text: string, window: { from: Date; to: Date }, tz: string): Promise<{ from: Date; to: Date }[]>;
}

/**
 * Fixed-window counters (Redis when REDIS_URL is set, so every web process shares them).
 * `hit` counts one attempt and says whether it is still within `limit` per `windowSeconds`.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  reset(key: string): Promise<void>;
  /** Takes one counted attempt back (never below zero): e.g. a sign-in that succeeded. */
  refund(key: string): Promise<void>;
}

/** The part of the configuration services may read (never secrets they do not need). */
export interface AppConfigView {
  publicUrl: string;
  defaultEventSlug: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Signs the web session cookie. */
  sessionSecret: string;
  /** HS256 key for jwt_token; never sent anywhere. */
  jwtSecret: string;
  /** /dev/mailbox is served (development, no SMTP_URL outside a deployment, or FOYER_DEV_MAILBOX=true). */
  devMailbox: boolean;
  /** No SMTP_URL: mail is kept in the outbox, not sent; the UI says where to read it. */
  mailKept: boolean;
  /**
   * FOYER_DEV_MAILBOX=true: /dev/mailbox answers every client. Otherwise only clients on this
   * machine (loopback): kept mail holds magic links, so a server reachable from outside must not
   * show it to strangers.
   */
  mailboxOpenToAll: boolean;
  /** How many proxies of ours append to X-Forwarded-For (TRUST_PROXY); 0: the socket's address is the client's. */
  trustProxy: number;
  /** Gateways offered by this installation, with credentials (sandbox fakes outside production). */
  payments: PaymentConfig;
  /** Where uploads are stored (STORAGE_DIR). */
  storageDir: string;
  /** Base URLs of the social sign-in providers (tests point them at local fakes). */
  social: {
    googleJwksUrl: string;
    googleClientIds: string[];
    appleJwksUrl: string;
    appleClientIds: string[];
    facebookGraphUrl: string;
    facebookAppId: string | undefined;
    facebookAppSecret: string | undefined;
  };
  /** Calendar import (absent: no private URLs, no Google Calendar). */
  calendar?: CalendarConfig;
}

/** Calendar import: Google Calendar's OAuth 2 client (null when not configured). */
export interface CalendarConfig {
  allowPrivateUrls: boolean;
  google: { clientId: string; clientSecret: string; authUrl: string; tokenUrl: string; apiUrl: string } | null;
}

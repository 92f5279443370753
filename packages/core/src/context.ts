import type { Db } from '@foyer/db';
import type { Logger } from 'pino';
import type { JobQueue } from './platform/jobs.ts';
import type { PubSub } from './platform/pubsub.ts';

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
}

/** The part of the configuration services may read (never secrets they do not need). */
export interface AppConfigView {
  publicUrl: string;
  defaultEventSlug: string;
  nodeEnv: 'development' | 'production' | 'test';
}

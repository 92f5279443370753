import pino, { type Logger } from 'pino';
import type { Db } from '@foyer/db';
import { systemClock, type Clock } from '@foyer/core/context';
import type { JobQueue } from '@foyer/core/platform/jobs';
import type { PubSub } from '@foyer/core/platform/pubsub';
import type { Mailer } from '@foyer/core/mail/mailer';
import { InProcessPubSub } from '../pubsub/inprocess-pubsub.ts';
import { MemoryRateLimiter } from '@foyer/core/platform/memory-rate-limiter';
import { testConfig } from '@foyer/core/testing/test-ctx';
import type { JobCtx } from '../types.ts';

/** A JobCtx for tests, with quiet defaults for whatever the test does not care about. */
export function makeTestJobCtx(parts: {
  db: Db;
  jobs: JobQueue;
  mailer?: Mailer | null;
  pubsub?: PubSub;
  log?: Logger;
  clock?: Clock;
}): JobCtx {
  return {
    db: parts.db,
    jobs: parts.jobs,
    mailer: parts.mailer ?? null,
    pubsub: parts.pubsub ?? new InProcessPubSub(),
    log: parts.log ?? pino({ level: 'silent' }),
    clock: parts.clock ?? systemClock,
    config: testConfig({ publicUrl: 'http://127.0.0.1:3000' }),
    rateLimiter: new MemoryRateLimiter(),
  };
}

export interface LogLine {
  level: number;
  msg?: string;
  err?: { message: string; type?: string };
  [key: string]: unknown;
}

/** A pino logger that keeps its lines in memory, so tests can assert what was logged. */
export function captureLogger(level = 'debug'): { log: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const log = pino({ level }, { write: (s: string) => void lines.push(JSON.parse(s) as LogLine) });
  return { log, lines };
}

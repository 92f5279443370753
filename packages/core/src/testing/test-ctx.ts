import pino from 'pino';
import { createTestDb } from '@foyer/db/testing';
import type { Ctx, Clock } from '../context.ts';
import type { EnqueueOptions, JobDefinition, JobQueue } from '../platform/jobs.ts';
import type { PubSub } from '../platform/pubsub.ts';
import { MemoryRateLimiter } from '../platform/memory-rate-limiter.ts';
import type { AppConfigView } from '../context.ts';

/** Records what services enqueue, so a test can assert on it (the runners have their own tests). */
export class RecordingJobQueue implements JobQueue {
  readonly jobs: { name: string; payload: unknown; opts: EnqueueOptions }[] = [];
  async enqueue(def: JobDefinition, payload: unknown, opts: EnqueueOptions = {}) {
    this.jobs.push({ name: def.name, payload, opts });
  }
}

/** Synchronous in-memory fan-out, enough for service tests. */
export class MemoryPubSub implements PubSub {
  readonly published: { channel: string; message: unknown }[] = [];
  private readonly handlers = new Map<string, Set<(m: unknown) => void>>();
  async publish(channel: string, message: unknown) {
    this.published.push({ channel, message });
    for (const h of this.handlers.get(channel) ?? []) h(message);
  }
  async subscribe(channel: string, onMessage: (m: unknown) => void) {
    const set = this.handlers.get(channel) ?? new Set();
    set.add(onMessage);
    this.handlers.set(channel, set);
    return async () => void set.delete(onMessage);
  }
  async close() {
    this.handlers.clear();
  }
}

export class FixedClock implements Clock {
  constructor(private current: Date) {}
  now() {
    return new Date(this.current);
  }
  set(d: Date) {
    this.current = d;
  }
}

/** Configuration for tests; social endpoints point nowhere until a test starts its fake. */
export function testConfig(over: Partial<AppConfigView> = {}): AppConfigView {
  return {
    publicUrl: 'http://localhost:3000',
    defaultEventSlug: 'demo',
    nodeEnv: 'test',
    jwtSecret: 'test-jwt-secret-test-jwt-secret-0123456789',
    sessionSecret: 'test-session-secret-test-session-secret-01',
    storageDir: '/tmp/foyer-test-uploads',
    trustProxy: 0,
    devMailbox: true,
    mailKept: true,
    mailboxOpenToAll: true,
    // Gateways point nowhere until a test starts the fake it needs (payments/testing).
    payments: {
      sandbox: false,
      payu: null,
      p24: null,
      bluemedia: null,
      stripe: null,
      holdMinutes: 30,
      viesBaseUrl: 'http://127.0.0.1:9/vies',
    },
    social: {
      googleJwksUrl: 'http://127.0.0.1:9/google-jwks',
      googleClientIds: ['test-google-client'],
      appleJwksUrl: 'http://127.0.0.1:9/apple-jwks',
      appleClientIds: ['test.apple.client'],
      facebookGraphUrl: 'http://127.0.0.1:9/facebook',
      facebookAppId: 'test-fb-app',
      facebookAppSecret: 'test-fb-secret',
    },
    ...over,
  };
}

export interface TestCtx extends Ctx {
  jobs: RecordingJobQueue;
  pubsub: MemoryPubSub;
  clock: FixedClock;
  /** The test database's URL on PostgreSQL (absent on PGlite), for fault tests that proxy it. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** A service context around a fresh database of its own (see createTestDb). */
export async function createTestCtx(opts: { now?: Date } = {}): Promise<TestCtx> {
  const handle = await createTestDb();
  return {
    db: handle.db,
    clock: new FixedClock(opts.now ?? new Date('2027-05-01T10:00:00Z')),
    jobs: new RecordingJobQueue(),
    pubsub: new MemoryPubSub(),
    log: pino({ level: 'silent' }),
    config: testConfig(),
    rateLimiter: new MemoryRateLimiter(),
    ...(handle.url ? { databaseUrl: handle.url } : {}),
    close: () => handle.close(),
  };
}

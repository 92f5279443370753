import { afterAll, beforeAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb } from '@foyer/db/testing';
import type { DbHandle } from '@foyer/db';
import { InProcessJobQueue } from '../inprocess-runner.ts';
import { createSmtpMailer } from '../mail/smtp-mailer.ts';
import type { JobCtx } from '../types.ts';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp.ts';
import { captureLogger, makeTestJobCtx, type LogLine } from './test-ctx.ts';

export interface SmtpJobEnv {
  ctx: JobCtx;
  smtp: FakeSmtp;
  queue: InProcessJobQueue;
  lines: LogLine[];
}

/**
 * For the tests of a describe block: a fresh database, a fake SMTP server behind the real
 * mailer, the in-process job queue and a private storage dir, torn down after the block. The
 * returned object is filled in beforeAll.
 */
export function useSmtpJobEnv(tag: string): SmtpJobEnv {
  const env = {} as SmtpJobEnv;
  const { log, lines } = captureLogger('info');
  let handle: DbHandle | undefined;
  let storageDir: string | undefined;
  beforeAll(async () => {
    let smtp: FakeSmtp;
    [handle, smtp, storageDir] = await Promise.all([createTestDb(), startFakeSmtp(), mkdtemp(join(tmpdir(), `foyer-${tag}-`))]);
    const queue = new InProcessJobQueue({ ctx: () => env.ctx, log });
    const base = makeTestJobCtx({ db: handle.db, jobs: queue, log, mailer: createSmtpMailer({ smtpUrl: smtp.url }) });
    Object.assign(env, { smtp, queue, lines, ctx: { ...base, config: { ...base.config, storageDir } } });
  }, 120_000);
  afterAll(async () => {
    await env.queue?.close();
    await env.ctx?.mailer?.close();
    await env.smtp?.close();
    await handle?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });
  return env;
}

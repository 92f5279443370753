import { describe, expect, it } from 'vitest';
import { parseWorkerEnv } from './env.ts';

describe('parseWorkerEnv', () => {
  it('requires REDIS_URL and names it in one line', () => {
    for (const env of [{}, { REDIS_URL: '' }, { REDIS_URL: '  ' }]) {
      const r = parseWorkerEnv(env);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.message).toMatch(/^foyer worker: invalid environment: REDIS_URL is required for the worker/);
        expect(r.message).not.toContain('\n');
      }
    }
  });

  it('rejects a malformed REDIS_URL and other bad variables, naming each', () => {
    const r = parseWorkerEnv({ REDIS_URL: 'localhost:6379', WORKER_CONCURRENCY: 'many', SMTP_URL: 'mail.example.com', WORKER_NICE: '-5', WORKER_LOCK_MS: '50' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toContain('REDIS_URL must be a URL starting with redis:// or rediss://');
      expect(r.message).toContain('WORKER_CONCURRENCY');
      expect(r.message).toContain('SMTP_URL');
      expect(r.message).toContain('WORKER_NICE must be a whole number from 0 to 19');
      expect(r.message).toContain('WORKER_LOCK_MS must be a whole number of milliseconds from 1000 to 600000');
    }
  });

  it('accepts a minimal environment with defaults', () => {
    const r = parseWorkerEnv({ REDIS_URL: 'redis://127.0.0.1:6379', SMTP_URL: '' });
    expect(r).toMatchObject({
      ok: true,
      env: { REDIS_URL: 'redis://127.0.0.1:6379', WORKER_CONCURRENCY: 5, WORKER_NICE: 10, WORKER_LOCK_MS: 30_000, MAIL_FROM: 'Foyer <no-reply@foyer.local>', DATA_DIR: '.data' },
    });
    if (r.ok) expect(r.env.SMTP_URL).toBeUndefined();
  });

  it('reads the optional variables', () => {
    const r = parseWorkerEnv({
      REDIS_URL: 'rediss://user:pw@redis.internal:6380/2',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/foyer',
      SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
      MAIL_FROM: 'Events <events@example.com>',
      WORKER_CONCURRENCY: '12',
    });
    expect(r).toMatchObject({ ok: true, env: { WORKER_CONCURRENCY: 12, MAIL_FROM: 'Events <events@example.com>', SMTP_URL: 'smtp://user:pass@127.0.0.1:2525' } });
  });
});

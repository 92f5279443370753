import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.ts';
import { toConfigView } from './config-view.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'foyer-config-'));

describe('loadConfig', () => {
  it('applies defaults and generates development secrets that survive a restart', () => {
    const dir = dataDir();
    const a = loadConfig({ DATA_DIR: dir });
    expect(a.PORT).toBe(3000);
    expect(a.publicUrl).toBe('http://localhost:3000');
    expect(a.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(a.jwtSecret);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrowError(
      /PORT: .*\n.*DATABASE_URL: must be a URL starting with postgres:\/\//,
    );
  });

  it('TRUST_PROXY: true is one proxy, a digit is that many, anything else is named', () => {
    const trust = (v: string) => toConfigView(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: v })).trustProxy;
    expect([trust('false'), trust('true'), trust('2')]).toEqual([0, 1, 2]);
    expect(() => trust('yes')).toThrow(/TRUST_PROXY: must be true, false or the number of proxies/);
    expect(() => trust('12')).toThrow(/TRUST_PROXY: /);
  });

  it('refuses to start a deployment without secrets', () => {
    const env = { DATA_DIR: dataDir(), NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/x' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/SESSION_SECRET: required in production/);
  });

  it('refuses a deployment without SMTP_URL, naming it beside the secrets, unless the mailbox is wanted on purpose', () => {
    const env = { DATA_DIR: dataDir(), NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/x' };
    expect(() => loadConfig(env)).toThrow(/SESSION_SECRET: required in production[\s\S]*SMTP_URL: required in production/);
    const secrets = { SESSION_SECRET: 's'.repeat(32), JWT_SECRET: 'j'.repeat(32) };
    expect(() => loadConfig({ ...env, ...secrets })).toThrow(/^Invalid environment configuration:\n {2}SMTP_URL: required in production/);
    expect(toConfigView(loadConfig({ ...env, ...secrets, SMTP_URL: 'smtp://mail.example.com:587' }))).toMatchObject({ devMailbox: false, mailKept: false });
    expect(toConfigView(loadConfig({ ...env, ...secrets, FOYER_DEV_MAILBOX: 'true' }))).toMatchObject({ devMailbox: true, mailKept: true, mailboxOpenToAll: true });
  });

  it('keeps mail for /dev/mailbox on the embedded default (npm start: production, no DATABASE_URL, no SMTP_URL)', () => {
    const view = toConfigView(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }));
    // Open to this machine's browsers only: the route checks the client address.
    expect(view).toMatchObject({ devMailbox: true, mailKept: true, mailboxOpenToAll: false });
    expect(toConfigView(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }))).toMatchObject({ devMailbox: false, mailKept: false });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });
});

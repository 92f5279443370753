import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.ts';

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

  it('refuses to start a deployment without secrets', () => {
    const env = { DATA_DIR: dataDir(), NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/x' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/SESSION_SECRET: required in production/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });
});

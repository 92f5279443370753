import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const server = fileURLToPath(new URL('../server.ts', import.meta.url));

/** Starts apps/web/server.ts as `npm start` does, with exactly `env`; resolves when it exits. */
function start(env: NodeJS.ProcessEnv): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', server], { env: { PATH: process.env.PATH, ...env }, timeout: 60_000 }, (err, _stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stderr });
    });
  });
}

describe('start-up configuration', () => {
  it('a deployment without SMTP_URL refuses to start, naming the variable and the way out', async () => {
    const res = await start({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/never_opened',
      SESSION_SECRET: 's'.repeat(32),
      JWT_SECRET: 'j'.repeat(32),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'foyer-start-')),
    });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('SMTP_URL: required in production');
    expect(res.stderr).toContain('FOYER_DEV_MAILBOX=true');
    // One clear message for the operator, not a stack trace.
    expect(res.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});

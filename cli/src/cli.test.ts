import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'foyer-cli-')) };
let dropDatabase = async () => {};

/** Runs the real CLI in a child process, as an operator would. */
function foyer(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', main, ...args], { env, timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return; // PGlite under DATA_DIR otherwise
  const name = `foyer_t_cli_${process.pid}`;
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}"`);
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const a = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    await a.unsafe(`drop database if exists "${name}" with (force)`);
    await a.end();
  };
});
afterAll(() => dropDatabase());

describe('foyer CLI', () => {
  it('migrates, seeds the demo event with progress, and refuses to seed it twice', async () => {
    expect((await foyer('migrate')).stdout).toContain('Database is up to date.');
    const seeded = await foyer('seed', '--seed', '3', '--attendees', '40');
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toMatch(/Seeded event "demo" \(id \d+\) with 40 attendees/);
    expect(seeded.stderr).toContain('6/6');
    const again = await foyer('seed');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('The demo event already exists');
  }, 120_000);

  it('creates an event and rejects a taken slug naming the flag', async () => {
    const args = ['event', 'create', '--title', 'Dev Days', '--slug', 'devdays', '--start', '2027-06-01T09:00:00+02:00', '--end', '2027-06-02T18:00:00+02:00', '--languages', 'en,pl'];
    const created = await foyer(...args);
    expect(created.stdout).toMatch(/Created event "Dev Days" \(id \d+\) at http:\/\/localhost:3000\/devdays/);
    const taken = await foyer(...args);
    expect(taken.code).toBe(2);
    expect(taken.stderr).toContain('error: --slug: An event already uses the slug "devdays"');
  }, 120_000);

  it('names every bad flag and exits with 2 without a stack trace', async () => {
    const bad = await foyer('event', 'create', '--title', 'X', '--slug', 'login', '--start', 'soon', '--end', '2027-06-02', '--languages', 'en,xx');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('error: --slug: reserved path, choose another slug');
    expect(bad.stderr).toContain('error: --start: must be a date in ISO 8601');
    expect(bad.stderr).toContain('error: --languages:');
    expect(bad.stderr).not.toMatch(/\n\s+at /);
    // Not ISO 8601 or not a day of the calendar: new Date() made 2001-01-01 of "1" and 2 March of 30 February.
    for (const [start, end] of [['1', '2'], ['2027-02-30', '2027-03-02'], ['June 1, 2027', '2027-06-02']]) {
      const loose = await foyer('event', 'create', '--title', 'X', '--slug', 'loose-dates', '--start', start!, '--end', end!);
      expect([loose.code, loose.stderr], start).toEqual([2, expect.stringContaining('error: --start: must be a date in ISO 8601')]);
    }
    const seed = await foyer('seed', '--attendees', 'many');
    expect(seed.code).toBe(2);
    expect(seed.stderr).toContain('error: --attendees: must be a whole number');
  }, 120_000);

  it('names a bad environment variable', async () => {
    const saved = env.DATABASE_URL;
    env.DATABASE_URL = 'mysql://nope';
    const res = await foyer('migrate');
    env.DATABASE_URL = saved;
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('DATABASE_URL: must be a URL starting with postgres://');
  });

  it('has help on every command', async () => {
    for (const cmd of [[], ['migrate'], ['seed'], ['event'], ['event', 'create']]) {
      const res = await foyer(...cmd, '--help');
      expect(res.code).toBe(0);
      expect(res.stdout).toContain('Usage: foyer');
    }
  }, 120_000);
});

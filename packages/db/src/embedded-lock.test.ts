import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EmbeddedDatabaseBusyError, lockEmbeddedDatabase } from './embedded-lock.ts';
import { openDb } from './client.ts';

const folder = () => mkdtempSync(join(tmpdir(), 'foyer-lock-'));

describe('the embedded database admits one process at a time', () => {
  it('holds foyer.lock with its pid while open and lets go on release', () => {
    const dir = folder();
    const release = lockEmbeddedDatabase(dir);
    expect(readFileSync(join(dir, 'foyer.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'foyer.lock'))).toBe(false);
  });

  it('is held while any handle of this process has the folder open', () => {
    const dir = folder();
    const first = lockEmbeddedDatabase(dir);
    const second = lockEmbeddedDatabase(dir);
    first();
    first();
    expect(existsSync(join(dir, 'foyer.lock'))).toBe(true);
    second();
    expect(existsSync(join(dir, 'foyer.lock'))).toBe(false);
  });

  it('refuses a second process, naming it and what to do, and opens once it is gone', async () => {
    const base = folder();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(join(base, 'foyer.lock'), String(holder.pid));
      expect(() => lockEmbeddedDatabase(base)).toThrow(EmbeddedDatabaseBusyError);
      expect(() => lockEmbeddedDatabase(base)).toThrow(new RegExp(`pid ${holder.pid}\\).*stop that process.*DATABASE_URL`));
      // openDb takes the same lock on its pglite folder, before PGlite touches a file.
      const dataDir = folder();
      mkdirSync(join(dataDir, 'pglite'));
      writeFileSync(join(dataDir, 'pglite', 'foyer.lock'), String(holder.pid));
      await expect(openDb({ dataDir })).rejects.toBeInstanceOf(EmbeddedDatabaseBusyError);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that is gone (a crash)', () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(join(dir, 'foyer.lock'), gone);
    const release = lockEmbeddedDatabase(dir);
    expect(readFileSync(join(dir, 'foyer.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});

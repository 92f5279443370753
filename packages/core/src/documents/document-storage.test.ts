import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { storedNamePattern } from '../profile/create-attachment.ts';
import { privateFilePath, readPrivateFile, removePrivateFile, writePrivateFile } from './document-storage.ts';

describe('private document storage', () => {
  let dir: string;
  const ctx = () => ({ config: { storageDir: dir } });
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'foyer-private-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('writes under private/ with a fresh name per write, and reads it back', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 test');
    const a = await writePrivateFile(ctx(), 'tickets/7', 'ticket-anna-0b6f3f0e', bytes);
    const b = await writePrivateFile(ctx(), 'tickets/7', 'ticket-anna-0b6f3f0e', bytes);
    expect(a.storage_key).toMatch(/^private\/tickets\/7\/ticket-anna-0b6f3f0e-[0-9a-f]{12}\.pdf$/);
    expect(b.storage_key).not.toBe(a.storage_key);
    expect(a).toMatchObject({ size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') });
    expect(await readPrivateFile(ctx(), a.storage_key)).toEqual(bytes);
    await removePrivateFile(ctx(), b.storage_key);
    expect(await readdir(join(dir, 'private', 'tickets', '7'))).toEqual([a.storage_key.split('/').at(-1)]);
  });

  it('never resolves outside STORAGE_DIR/private', () => {
    expect(() => privateFilePath(ctx(), 'private/../secrets.pdf')).toThrow(/escapes/);
    expect(() => privateFilePath(ctx(), 'private/../../etc/passwd')).toThrow(/escapes/);
    expect(() => privateFilePath(ctx(), 'avatar.png')).toThrow(/not a private storage key/);
  });

  it('the public /uploads route cannot name a private file (flat picture names only)', () => {
    expect(storedNamePattern.test('private/tickets/7/ticket-anna-0b6f3f0e-0123456789ab.pdf')).toBe(false);
    expect(storedNamePattern.test('ticket-anna-0b6f3f0e-0123456789ab.pdf')).toBe(false);
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Ctx } from '../context.ts';

/**
 * Private documents live under `${STORAGE_DIR}/private/`. The public /uploads route serves only
 * flat random picture names from STORAGE_DIR itself (api/serve-uploads.ts), so nothing here is
 * reachable without going through a download endpoint that checks who asks.
 */
export const PRIVATE_PREFIX = 'private/';

/** Only the storage directory is needed (mail delivery passes just that). */
export type StorageCtx = { config: Pick<Ctx['config'], 'storageDir'> };

function absolutePath(ctx: StorageCtx, storageKey: string): string {
  if (!storageKey.startsWith(PRIVATE_PREFIX)) throw new Error(`not a private storage key: ${storageKey}`);
  const root = resolve(ctx.config.storageDir, 'private');
  const abs = resolve(ctx.config.storageDir, storageKey);
  if (!abs.startsWith(root + sep)) throw new Error(`storage key escapes the private directory: ${storageKey}`);
  return abs;
}

export interface StoredFile {
  storage_key: string;
  size: number;
  sha256: string;
}

const madeDirs = new Set<string>();

/**
 * Writes the bytes under a fresh random name. Nothing reads a file before its documents row
 * exists, and the row is inserted after the write completes, so no temp-and-rename is needed;
 * two concurrent writers of one document never share a name, and the one whose insert loses
 * removes its file.
 */
export async function writePrivateFile(ctx: StorageCtx, folder: string, baseName: string, bytes: Uint8Array): Promise<StoredFile> {
  const safe = baseName.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 60) || 'document';
  const storage_key = `${PRIVATE_PREFIX}${folder}/${safe}-${randomBytes(6).toString('hex')}.pdf`;
  const abs = absolutePath(ctx, storage_key);
  const dir = dirname(abs);
  if (!madeDirs.has(dir)) {
    await mkdir(dir, { recursive: true });
    madeDirs.add(dir);
  }
  try {
    await writeFile(abs, bytes, { flag: 'wx' });
  } catch (err) {
    // The directory was removed behind our back (tests, a cleaned STORAGE_DIR): make it again.
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    await mkdir(dir, { recursive: true });
    await writeFile(abs, bytes, { flag: 'wx' });
  }
  return { storage_key, size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
}

export async function readPrivateFile(ctx: StorageCtx, storageKey: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(absolutePath(ctx, storageKey)));
}

export async function removePrivateFile(ctx: StorageCtx, storageKey: string): Promise<void> {
  await rm(absolutePath(ctx, storageKey), { force: true });
}

/** Where a key lives on disk (tests, support). */
export function privateFilePath(ctx: StorageCtx, storageKey: string): string {
  return absolutePath(ctx, storageKey);
}

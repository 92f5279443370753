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

/** A fresh random name (and the checksum) for bytes about to be written; two writers never share one. */
export function planPrivateFile(folder: string, baseName: string, bytes: Uint8Array): StoredFile {
  const safe = baseName.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 60) || 'document';
  return {
    storage_key: `${PRIVATE_PREFIX}${folder}/${safe}-${randomBytes(6).toString('hex')}.pdf`,
    size: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** Writes planned bytes; never overwrites (the names are fresh), so no temp-and-rename is needed. */
export async function writePlannedFile(ctx: StorageCtx, storageKey: string, bytes: Uint8Array): Promise<void> {
  const abs = absolutePath(ctx, storageKey);
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
}

export async function writePrivateFile(ctx: StorageCtx, folder: string, baseName: string, bytes: Uint8Array): Promise<StoredFile> {
  const stored = planPrivateFile(folder, baseName, bytes);
  await writePlannedFile(ctx, stored.storage_key, bytes);
  return stored;
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

import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
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

/**
 * Writes planned bytes; never overwrites (the names are fresh), so no temp-and-rename is needed.
 * Synchronous on purpose: it runs in the PDF thread that rendered the bytes (render-pdf.ts), where
 * blocking costs nobody, and one open/write/close there is a fraction of what three trips through
 * libuv's thread pool and back cost the main thread (measured: 72 µs against ~250 µs a document).
 */
export function writePlannedFileSync(ctx: StorageCtx, storageKey: string, bytes: Uint8Array): void {
  const abs = absolutePath(ctx, storageKey);
  const dir = dirname(abs);
  if (!madeDirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
  try {
    writeFileSync(abs, bytes, { flag: 'wx' });
  } catch (err) {
    // The directory was removed behind our back (tests, a cleaned STORAGE_DIR): make it again.
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(dir, { recursive: true });
    writeFileSync(abs, bytes, { flag: 'wx' });
  }
}

export function writePrivateFile(ctx: StorageCtx, folder: string, baseName: string, bytes: Uint8Array): StoredFile {
  const stored = planPrivateFile(folder, baseName, bytes);
  writePlannedFileSync(ctx, stored.storage_key, bytes);
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

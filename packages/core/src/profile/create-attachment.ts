import { mkdir, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, join } from 'node:path';
import { schema } from '@foyer/db';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { detectImageType } from './detect-image-type.ts';

export const maxAttachmentBytes = 5 * 1024 * 1024;
/** Stored files are named `<32 hex>.<ext>`; /uploads serves nothing else. */
export const storedNamePattern = /^[0-9a-f]{32}\.(?:png|jpg)$/;

/** Fifty uploads per user per hour keep a script from filling the disk. */
const uploadLimit = { count: 50, windowSeconds: 3600 };

/**
 * SPEC §7 POST attachments: a .jpg or .png (checked by content), at most 5 MB, stored under
 * STORAGE_DIR with a random name and served at /uploads/<name>.
 */
export async function createAttachment(
  ctx: Pick<Ctx, 'db' | 'config' | 'rateLimiter'>,
  viewer: Pick<Viewer, 'id'>,
  input: { filename: string; bytes: Uint8Array },
): Promise<{ id: number; file_url: string; file_name: string }> {
  if (input.bytes.byteLength > maxAttachmentBytes) throw new AppError('attachment.too_large', 'The file is larger than 5 MB.', 'file');
  const type = detectImageType(input.bytes);
  if (!type) throw new AppError('attachment.invalid_type', 'Only .jpg and .png pictures can be uploaded.', 'file');
  const { allowed, retryAfterSeconds } = await ctx.rateLimiter.hit(`upload:${viewer.id}`, uploadLimit.count, uploadLimit.windowSeconds);
  if (!allowed) throw AppError.rateLimited(retryAfterSeconds, 'Too many uploads. Please try again later.');

  const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
  const path = join(ctx.config.storageDir, name);
  await mkdir(ctx.config.storageDir, { recursive: true });
  await writeFile(path, input.bytes, { flag: 'wx' });
  const file_name = basename(input.filename.replaceAll('\\', '/')).replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || name;
  const file_url = `${ctx.config.publicUrl.replace(/\/$/, '')}/uploads/${name}`;
  try {
    const [row] = await ctx.db
      .insert(schema.attachments)
      .values({ owner_user_id: viewer.id, storage_key: name, file_url, file_name, mime: type.mime, size: input.bytes.byteLength })
      .returning({ id: schema.attachments.id });
    return { id: row!.id, file_url, file_name };
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
}

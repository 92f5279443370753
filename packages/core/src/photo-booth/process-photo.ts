import sharp from 'sharp';
import { AppError } from '../errors.ts';
import { detectImageType } from '../profile/detect-image-type.ts';

/** A booth photo as sent (already framed by the phone): a phone camera's JPEG fits well under this. */
export const maxBoothPhotoBytes = 8 * 1024 * 1024;
/** The longest side kept: enough for a wall and a print, small enough for a phone's data plan. */
export const BOOTH_MAX_SIDE = 1600;
/** Refuse "decompression bombs": a small file that would decode to gigabytes of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Makes a photo fit to publish: a .jpg or .png only (by content, SPEC §9), turned upright from
 * its EXIF orientation, fitted inside BOOTH_MAX_SIDE, and written again without any metadata —
 * sharp drops EXIF (GPS position, camera serial, time) and XMP unless asked to keep them. A
 * JPEG stays a JPEG; a PNG (a framed picture with flat colours) stays a PNG.
 */
export async function processBoothPhoto(bytes: Uint8Array): Promise<{ bytes: Uint8Array; ext: 'jpg' | 'png'; width: number; height: number }> {
  if (bytes.byteLength > maxBoothPhotoBytes) throw new AppError('attachment.too_large', 'The photo is larger than 8 MB.', 'file');
  const type = detectImageType(bytes);
  if (!type) throw new AppError('attachment.invalid_type', 'Only .jpg and .png pictures can be uploaded.', 'file');
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: BOOTH_MAX_SIDE, height: BOOTH_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const out = type.ext === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), ext: type.ext, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('photo_booth.unreadable', 'This picture cannot be read.', 'file');
  }
}

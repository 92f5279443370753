import { detectImageType, type ImageType } from '../profile/detect-image-type.ts';

export interface ImageSize {
  type: ImageType;
  width: number;
  height: number;
}

/** PNG: the IHDR chunk comes first; its width and height are big-endian at bytes 16 and 20. */
function pngSize(b: Uint8Array): { width: number; height: number } | null {
  if (b.length < 24) return null;
  const ihdr = String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!);
  if (ihdr !== 'IHDR') return null;
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { width: v.getUint32(16), height: v.getUint32(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless …) carry the size; DHT/JPG/DAC do not. */
const sofMarkers = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** JPEG: walk the marker segments (EXIF and ICC come first and can be long) to the first SOF. */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    const len = v.getUint16(i + 2);
    if (len < 2) return null;
    if (sofMarkers.has(marker)) {
      if (i + 9 > b.length) return null;
      return { height: v.getUint16(i + 5), width: v.getUint16(i + 7) };
    }
    i += 2 + len;
  }
  return null;
}

/**
 * The real pixel size of a .png or .jpg, read from its header (never from the name or what the
 * browser said), or null when the bytes are neither or the header is broken.
 */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const type = detectImageType(bytes);
  if (!type) return null;
  const size = type.ext === 'png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width < 1 || size.height < 1) return null;
  return { type, ...size };
}

/** SPEC §9 exhibitor image ratios: the logo is square, the banner 19:10. */
export const imageRatios = { logo: 1, banner: 19 / 10 } as const;
export type ImageRole = keyof typeof imageRatios;

/** Within 2 %: an editor that exports 1900×1001 meant 19:10. */
export function ratioFits(size: { width: number; height: number }, role: ImageRole): boolean {
  const want = imageRatios[role];
  return Math.abs(size.width / size.height - want) / want <= 0.02;
}

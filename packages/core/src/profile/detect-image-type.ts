export type ImageType = { ext: 'png' | 'jpg'; mime: 'image/png' | 'image/jpeg' };

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpeg = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, sig: number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);

/**
 * SPEC §5/§9: photos are .jpg or .png. Decided by the file's first bytes, never by its name or
 * the browser's content type, so a renamed script or HTML page cannot pass as a picture.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, png)) return { ext: 'png', mime: 'image/png' };
  if (startsWith(bytes, jpeg)) return { ext: 'jpg', mime: 'image/jpeg' };
  return null;
}

import { describe, expect, it } from 'vitest';
import { imageSize, ratioFits } from './image-size.ts';
import { tinyPng } from './test-images.ts';

/** A minimal JPEG header: SOI, an APP0 segment, then a baseline SOF0 with the size. */
function jpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

describe('imageSize', () => {
  it('reads a PNG from its IHDR and a JPEG from its SOF, not from the name', () => {
    expect(imageSize(tinyPng(40, 40))).toMatchObject({ width: 40, height: 40, type: { ext: 'png' } });
    expect(imageSize(tinyPng(190, 100))).toMatchObject({ width: 190, height: 100 });
    expect(imageSize(jpeg(1900, 1000))).toMatchObject({ width: 1900, height: 1000, type: { ext: 'jpg' } });
  });
  it('refuses what is not a picture or has a broken header', () => {
    expect(imageSize(new TextEncoder().encode('<svg></svg>'))).toBeNull();
    expect(imageSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
  });
  it('checks the logo is square and the banner 19:10', () => {
    expect(ratioFits({ width: 40, height: 40 }, 'logo')).toBe(true);
    expect(ratioFits({ width: 40, height: 30 }, 'logo')).toBe(false);
    expect(ratioFits({ width: 1900, height: 1000 }, 'banner')).toBe(true);
    expect(ratioFits({ width: 1600, height: 900 }, 'banner')).toBe(false);
  });
});

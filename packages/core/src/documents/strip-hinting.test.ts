import { describe, expect, it } from 'vitest';
import fontkit from '@pdf-lib/fontkit';
import { fontFiles } from './fonts.ts';
import { stripHinting } from './strip-hinting.ts';

type Font = ReturnType<typeof fontkit.create>;

/** A plain fontkit subset of `text`'s letters, encoded through fontkit's own stream. */
async function subsetOf(text: string): Promise<Uint8Array> {
  // A private parse: fonts.ts's cached one has its subset encoding patched.
  const font: Font = fontkit.create(Buffer.from(fontFiles().regular));
  const subset = font.createSubset();
  for (const ch of text) subset.includeGlyph(font.glyphForCodePoint(ch.codePointAt(0)!));
  const chunks: Uint8Array[] = [];
  await new Promise<void>((resolve, reject) => {
    const stream = subset.encodeStream() as unknown as { on(e: string, f: (x?: unknown) => void): void };
    stream.on('data', (c) => chunks.push(c as Uint8Array));
    stream.on('end', () => resolve());
    stream.on('error', reject);
  });
  return Buffer.concat(chunks);
}

function tags(font: Uint8Array): string[] {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  return Array.from({ length: view.getUint16(4) }, (_, i) => Buffer.from(font.subarray(12 + 16 * i, 16 + 16 * i)).toString('latin1'));
}

describe('stripHinting', () => {
  it('keeps every outline (simple and composite glyphs) while dropping the bytecode and its tables', async () => {
    // ż ó ą й are composite glyphs in DejaVu (a base letter and an accent), the rest simple.
    const original = await subsetOf('AaŻżóąйЖ—€1');
    const stripped = stripHinting(original);
    expect(stripped.length).toBeLessThan(original.length * 0.75);
    expect(tags(original)).toEqual(expect.arrayContaining(['fpgm', 'prep', 'cvt ']));
    expect(tags(stripped)).not.toEqual(expect.arrayContaining(['fpgm']));
    expect(tags(stripped).some((t) => t === 'prep' || t === 'cvt ')).toBe(false);

    const a = fontkit.create(Buffer.from(original));
    const b = fontkit.create(Buffer.from(stripped));
    expect(b.numGlyphs).toBe(a.numGlyphs);
    for (let id = 0; id < a.numGlyphs; id++) {
      expect(b.getGlyph(id).path.toSVG(), `glyph ${id}`).toBe(a.getGlyph(id).path.toSVG());
      expect(b.getGlyph(id).advanceWidth).toBe(a.getGlyph(id).advanceWidth);
    }
  });

  it('writes a well-formed file: 4-byte aligned tables and the whole-font checksum the head table promises', async () => {
    const stripped = stripHinting(await subsetOf('Zażółć gęślą jaźń'));
    const view = new DataView(stripped.buffer, stripped.byteOffset, stripped.byteLength);
    let sum = 0;
    for (let i = 0; i < stripped.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
    expect(stripped.length % 4).toBe(0);
    expect(sum).toBe(0xb1b0afba);
  });

  it('leaves a font without TrueType outlines as it is', () => {
    const notTrueType = new Uint8Array(12);
    expect(stripHinting(notTrueType)).toBe(notTrueType);
  });
});

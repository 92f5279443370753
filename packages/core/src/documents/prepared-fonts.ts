import { deflateSync } from 'node:zlib';
import type { PDFDocument, PDFFont, PDFRef } from 'pdf-lib';
import { PDFHexString, PDFObject } from 'pdf-lib';
import { stripHinting } from './strip-hinting.ts';

/**
 * A font subset made once per process and embedded, as the same compressed bytes, in every
 * document whose text it covers: Latin (with every letter of our Latin-script locales), Cyrillic
 * and common punctuation. Subsetting and compressing a font per document was about half of a
 * ticket's render time, and tickets of one event use nearly the same glyphs anyway. A document
 * with a letter outside this set (a Greek or Chinese name) gets its own subset as before
 * (fonts.ts renders such a document again).
 *
 * The text is written with the prepared subset's own glyph ids; widths and the ToUnicode map
 * (what makes the text searchable and copyable) are computed once with the subset.
 */

/** Code points the prepared subset covers (those the font has a glyph for are kept). */
const COVERAGE: [number, number][] = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0x17f], // Latin-1 and Latin Extended-A: de, fr, pl, cs, hu and their neighbours
  [0x218, 0x21b], // Romanian ș ț (comma below)
  [0x400, 0x45f], // Cyrillic: bg, ru (and uk, sr, be, mk)
  [0x490, 0x491], // Ґ ґ
  [0x2010, 0x2027], // dashes, quotes, bullets, ellipsis
  [0x2030, 0x203a], // per mille, primes, angle quotes
  [0x20ac, 0x20ac], // €
  [0x20bd, 0x20bd], // ₽
  [0x2116, 0x2116], // №
  [0x2122, 0x2122], // ™
];

interface Glyph {
  id: number;
  advanceWidth: number;
}

/** The parts of a fontkit font this module uses (the full font, parsed once in fonts.ts). */
export interface FullFont {
  unitsPerEm: number;
  hasGlyphForCodePoint(cp: number): boolean;
  glyphForCodePoint(cp: number): Glyph;
  layout(text: string): { glyphs: Glyph[] };
}

export interface PreparedFace {
  /** Full font's glyph id → the prepared subset's glyph id. */
  ids: Map<number, number>;
  fontFile: Uint8Array;
  fontFileLength: number;
  toUnicode: Uint8Array;
  /** The CIDFont's W array, serialized once (hundreds of numbers pdf-lib would format per document). */
  widths: PDFObject;
}

/** A PDF object written as bytes prepared in advance; immutable, so every document shares one. */
class PreparedLiteral extends PDFObject {
  constructor(private readonly bytes: Uint8Array) {
    super();
  }
  override clone(): PDFObject {
    return this;
  }
  override toString(): string {
    return Buffer.from(this.bytes).toString('latin1');
  }
  override sizeInBytes(): number {
    return this.bytes.length;
  }
  override copyBytesInto(buffer: Uint8Array, offset: number): number {
    buffer.set(this.bytes, offset);
    return this.bytes.length;
  }
}

function widthsArray(widths: (number | number[])[]): PDFObject {
  const text = `[${widths.map((w) => (Array.isArray(w) ? `[${w.join(' ')}]` : String(w))).join(' ')}]`;
  return new PreparedLiteral(Buffer.from(text, 'latin1'));
}

function hex4(n: number): string {
  return n.toString(16).padStart(4, '0');
}

/** A ToUnicode CMap (PDF 32000 §9.10.3) mapping each subset glyph id to its letter. */
export function toUnicodeCmap(entries: [glyphId: number, codePoint: number][]): string {
  const lines = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000><ffff>',
    'endcodespacerange',
  ];
  // At most 100 entries per bfchar block.
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    lines.push(`${block.length} beginbfchar`);
    for (const [gid, cp] of block) lines.push(`<${hex4(gid)}> <${hex4(cp)}>`);
    lines.push('endbfchar');
  }
  lines.push('endcmap', 'CMapName currentdict /CMap defineresource pop', 'end', 'end');
  return lines.join('\n');
}

/**
 * Builds the prepared face of `font`. `encodeSubset` turns a fontkit subset into TTF bytes
 * (fonts.ts owns fontkit's quirks).
 */
export function prepareFace<S extends { includeGlyph(glyph: number): number }>(font: FullFont, createSubset: () => S, encodeSubset: (subset: S) => Uint8Array): PreparedFace {
  const subset = createSubset();
  const ids = new Map<number, number>();
  const scale = 1000 / font.unitsPerEm;
  const byNewId = new Map<number, { cp: number; width: number }>();
  for (const [from, to] of COVERAGE) {
    for (let cp = from; cp <= to; cp++) {
      if (!font.hasGlyphForCodePoint(cp)) continue;
      const glyph = font.glyphForCodePoint(cp);
      // Two code points may share a glyph (a no-break space and a space): the first names it.
      if (ids.has(glyph.id)) continue;
      const newId = subset.includeGlyph(glyph.id);
      ids.set(glyph.id, newId);
      byNewId.set(newId, { cp, width: Math.round(glyph.advanceWidth * scale * 1000) / 1000 });
    }
  }
  const ttf = stripHinting(encodeSubset(subset));
  const sorted = [...byNewId.entries()].sort((a, b) => a[0] - b[0]);
  // W array: runs of consecutive glyph ids, `first [w w w …]` (PDF 32000 §9.7.4.3).
  const widths: (number | number[])[] = [];
  let run: number[] = [];
  let prev = -2;
  for (const [gid, { width }] of sorted) {
    if (gid !== prev + 1) {
      if (run.length) widths.push(run);
      widths.push(gid);
      run = [];
    }
    run.push(width);
    prev = gid;
  }
  if (run.length) widths.push(run);
  return {
    ids,
    fontFile: deflateSync(ttf, { level: 9 }),
    fontFileLength: ttf.byteLength,
    toUnicode: deflateSync(Buffer.from(toUnicodeCmap(sorted.map(([gid, { cp }]) => [gid, cp])), 'latin1'), { level: 9 }),
    widths: widthsArray(widths),
  };
}

type Context = PDFDocument['context'];

interface EmbedderHooks {
  font: FullFont;
  encodeText(text: string): PDFHexString;
  computeWidths(): unknown;
  embedUnicodeCmap(context: Context): PDFRef;
  embedFontStream(context: Context): Promise<PDFRef>;
}

/**
 * Points a non-subset pdf-lib font (embedded from the full font's bytes, which are never written)
 * at the prepared face: text is encoded with the face's ids and the font program, widths and
 * ToUnicode map written are the prepared ones.
 */
export function writeWithPreparedFace(pdfFont: PDFFont, face: PreparedFace): { missed: boolean } {
  const embedder = (pdfFont as unknown as { embedder: EmbedderHooks }).embedder;
  const usage = { missed: false };
  embedder.encodeText = (text: string) => {
    const { glyphs } = embedder.font.layout(text);
    let hex = '';
    for (const g of glyphs) {
      const id = face.ids.get(g.id);
      // Drawn as .notdef for now; the caller sees `missed` and renders the document again.
      if (id === undefined) usage.missed = true;
      hex += hex4(id ?? 0);
    }
    return PDFHexString.of(hex);
  };
  embedder.computeWidths = () => face.widths;
  embedder.embedUnicodeCmap = (context) => context.register(context.stream(face.toUnicode, { Filter: 'FlateDecode' }));
  embedder.embedFontStream = async (context) => context.register(context.stream(face.fontFile, { Filter: 'FlateDecode', Length1: face.fontFileLength }));
  return usage;
}

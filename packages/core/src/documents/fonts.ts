import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { installNativeDeflate } from './native-deflate.ts';
import { prepareFace, writeWithPreparedFace, type FullFont, type PreparedFace } from './prepared-fonts.ts';

/**
 * DejaVu Sans covers Polish, Cyrillic, Greek and the other Latin scripts of our nine locales.
 * The TTF files (~0.7 MB each) are read from disk once per process, and fontkit's parse of them
 * (the costly part of embedding) is cached too: pdf-lib calls `fontkit.create(bytes)` on every
 * embedFont, so we hand it a fontkit whose create() returns the already-parsed font for the same
 * bytes. A document embeds the subset prepared once per process (prepared-fonts.ts); one with a
 * letter outside it embeds its own subset of just the glyphs it uses.
 *
 * Text is mapped to glyphs one code point at a time instead of through fontkit's OpenType shaping
 * (GSUB/GPOS lookups took ~70 % of a ticket's render time). Our nine locales use Latin and
 * Cyrillic letters that DejaVu has as precomposed glyphs, so after NFC normalisation nothing is
 * lost but kerning.
 */

const require = createRequire(import.meta.url);

let fontDir: string | null = null;
function dejavuDir(): string {
  fontDir ??= join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  return fontDir;
}

export interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
}

let files: FontFiles | null = null;
let reads = 0;

/** The font bytes, read on first use and kept for the life of the process. */
export function fontFiles(): FontFiles {
  if (!files) {
    reads += 1;
    files = {
      regular: new Uint8Array(readFileSync(join(dejavuDir(), 'DejaVuSans.ttf'))),
      bold: new Uint8Array(readFileSync(join(dejavuDir(), 'DejaVuSans-Bold.ttf'))),
    };
  }
  return files;
}

/** How often the font files were read from disk (tests assert it stays 1). */
export function fontFileReads(): number {
  return reads;
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * fontkit is loaded with the first document, not with this module: its load costs about a second
 * of CPU (Unicode tables built at import), which every process importing the job registry paid —
 * each CLI command, each test file — though most never render a PDF.
 */
let fontkit: Fontkit | null = null;
async function loadFontkit(): Promise<Fontkit> {
  fontkit ??= (await import('@pdf-lib/fontkit')).default as Fontkit;
  return fontkit;
}
type ParsedFont = ReturnType<Fontkit['create']>;

const parsed = new WeakMap<Uint8Array, ParsedFont>();

interface EncodeSink {
  push(chunk: Uint8Array | null): boolean;
  flush(): void;
}
type Subset = ReturnType<ParsedFont['createSubset']> & { encode(stream: EncodeSink): void };
let EncodeStream: (new () => EncodeSink) | null = null;

/**
 * fontkit writes a subset through a stream that waits a timer tick (its bundled `nextTick` is a
 * `setTimeout`) before encoding and again for every chunk: a render spent a fifth of its time
 * idle, waiting. The subset here is encoded at once into fontkit's own EncodeStream, whose chunks
 * are collected as they are pushed, and handed to pdf-lib (which listens for data, end, error)
 * in one microtask.
 */
function withPromptSubsets(font: ParsedFont) {
  const createSubset = font.createSubset.bind(font);
  // fontkit does not export its EncodeStream class: take it from a stream it makes.
  EncodeStream ??= (createSubset().encodeStream() as unknown as { constructor: new () => EncodeSink }).constructor;
  (font as unknown as { createSubset: () => Subset }).createSubset = () => {
    const subset = createSubset() as Subset;
    subset.encodeStream = () => promptStream(subset) as unknown as ReturnType<Subset['encodeStream']>;
    return subset;
  };
}

type Glyph = ReturnType<ParsedFont['getGlyph']> & { _decode(): unknown };

/**
 * Each subset decodes every glyph it includes again (its outline header, to find the parts of a
 * composite glyph), and a ticket includes the same few dozen glyphs as the last one. Glyph objects
 * live as long as the parsed font; so does their decoded header, read once. Nothing mutates it.
 */
function withDecodedGlyphsKept(font: ParsedFont) {
  const getGlyph = font.getGlyph.bind(font);
  const kept = new WeakSet<Glyph>();
  (font as { getGlyph: ParsedFont['getGlyph'] }).getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints) as Glyph;
    if (!kept.has(glyph)) {
      kept.add(glyph);
      const decode = glyph._decode.bind(glyph);
      let decoded: { value: unknown } | null = null;
      glyph._decode = () => (decoded ??= { value: decode() }).value;
    }
    return glyph;
  };
}

/** A subset's TTF bytes, encoded at once into fontkit's own EncodeStream. */
function encodeSubsetNow(subset: Subset): Uint8Array {
  const chunks: Uint8Array[] = [];
  const sink = new EncodeStream!();
  sink.push = (chunk) => {
    if (chunk) chunks.push(chunk);
    return true;
  };
  subset.encode(sink);
  sink.flush();
  return Buffer.concat(chunks);
}

function promptStream(subset: Subset) {
  const listeners: Record<string, ((arg?: unknown) => void)[]> = { data: [], end: [], error: [] };
  const stream = {
    on(event: string, listener: (arg?: unknown) => void) {
      listeners[event]?.push(listener);
      return stream;
    },
  };
  queueMicrotask(() => {
    try {
      const bytes = encodeSubsetNow(subset);
      for (const l of listeners.data!) l(bytes);
      for (const l of listeners.end!) l();
    } catch (err) {
      for (const l of listeners.error!) l(err);
    }
  });
  return stream;
}

function withSimpleLayout(font: ParsedFont) {
  const lookUp = font.glyphForCodePoint.bind(font);
  // fontkit walks its cmap table for every letter of every measured line (wrapping measures a
  // line once per word): remember each code point's glyph for the life of the parsed font.
  const byCodePoint = new Map<number, ReturnType<typeof lookUp>>();
  const glyphFor = (cp: number) => {
    let glyph = byCodePoint.get(cp);
    if (!glyph) byCodePoint.set(cp, (glyph = lookUp(cp)));
    return glyph;
  };
  // pdf-lib reads only `glyphs` (ids for encoding, advance widths for measuring, subset membership).
  (font as { layout: unknown }).layout = (text: string) => {
    const glyphs = [];
    for (const ch of text.normalize('NFC')) {
      const cp = ch.codePointAt(0)!;
      const glyph = glyphFor(cp);
      // fontkit caches glyphs by id. Subsetting a composite glyph (Cyrillic Т is built from Latin
      // T in DejaVu) caches its components with no code points, and the ToUnicode map that makes
      // the text searchable is built from them: give the glyph back the letter it stands for.
      if (glyph.codePoints.length === 0) glyph.codePoints = [cp];
      glyphs.push(glyph);
    }
    return { glyphs, positions: [] };
  };
}

/** fontkit with a parse cache keyed by the (process-wide) font byte arrays. */
const cachingFontkit: Fontkit = {
  create(buffer: Uint8Array, postscriptName?: string) {
    // embedFonts loaded it before handing this to pdf-lib.
    if (postscriptName) return fontkit!.create(buffer, postscriptName);
    let font = parsed.get(buffer);
    if (!font) {
      font = fontkit!.create(buffer);
      withSimpleLayout(font);
      withPromptSubsets(font);
      withDecodedGlyphsKept(font);
      parsed.set(buffer, font);
    }
    return font;
  },
};

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** A text drawn so far needed a glyph outside the prepared subset. */
  missedGlyph(): boolean;
}

const faces = new WeakMap<Uint8Array, PreparedFace>();

/** The once-per-process prepared subset of one font file (prepared-fonts.ts). */
function preparedFace(bytes: Uint8Array): PreparedFace {
  let face = faces.get(bytes);
  if (!face) {
    const font = cachingFontkit.create(bytes);
    face = prepareFace(font as unknown as FullFont, () => font.createSubset() as Subset, encodeSubsetNow);
    faces.set(bytes, face);
  }
  return face;
}

/** 'prepared': the once-per-process subset (prepared-fonts.ts); 'subset': this document's own glyphs. */
export type FontMode = 'prepared' | 'subset';

/**
 * Embeds DejaVu Sans regular and bold into `doc`; call once per document. Render with 'prepared'
 * first; if `missedGlyph()` then says a text needed a letter the prepared subset lacks (a Greek
 * or Chinese name), render the document again with 'subset' (see renderWithFontFallback).
 */
export async function embedFonts(doc: PDFDocument, mode: FontMode = 'prepared'): Promise<DocumentFonts> {
  installNativeDeflate();
  await loadFontkit();
  const { regular, bold } = fontFiles();
  doc.registerFontkit(cachingFontkit);
  const subset = mode === 'subset';
  const [r, b] = await Promise.all([doc.embedFont(regular, { subset }), doc.embedFont(bold, { subset })]);
  if (subset) return { regular: r, bold: b, missedGlyph: () => false };
  const misses = [writeWithPreparedFace(r, preparedFace(regular)), writeWithPreparedFace(b, preparedFace(bold))];
  return { regular: r, bold: b, missedGlyph: () => misses.some((m) => m.missed) };
}

/** Draws a document with the prepared fonts and, only if they lacked a letter, again with its own subset. */
export async function renderWithFontFallback(draw: (mode: FontMode) => Promise<{ doc: PDFDocument; fonts: DocumentFonts }>): Promise<Uint8Array> {
  const first = await draw('prepared');
  const { doc } = first.fonts.missedGlyph() ? await draw('subset') : first;
  return doc.save({ useObjectStreams: true });
}

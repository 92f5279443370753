/**
 * Removes TrueType hinting from a font program: the bytecode in each glyph and the fpgm, prep and
 * cvt tables it runs with. Hinting snaps outlines to a screen's pixel grid at small sizes; PDF
 * viewers and printers draw the outlines unhinted or hint them on their own, and in DejaVu the
 * bytecode is almost half of every glyph. Without it a ticket's embedded fonts are a third
 * smaller, which every mail with tickets attached and every stored PDF carries.
 *
 * The layout follows the OpenType spec (tables glyf, loca, head): simple glyphs lose their
 * instructions, composite glyphs their trailing instructions and the WE_HAVE_INSTRUCTIONS flag;
 * loca is rewritten in the long format; table checksums and head.checkSumAdjustment are recomputed.
 */

const DROPPED = new Set(['fpgm', 'prep', 'cvt ']);

// Composite glyph component flags (OpenType glyf table).
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const WE_HAVE_INSTRUCTIONS = 0x0100;

interface Table {
  tag: string;
  data: Uint8Array;
}

function readTables(font: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const count = view.getUint16(4);
  const tables = new Map<string, Uint8Array>();
  for (let i = 0; i < count; i++) {
    const rec = 12 + 16 * i;
    const tag = String.fromCharCode(font[rec]!, font[rec + 1]!, font[rec + 2]!, font[rec + 3]!);
    const offset = view.getUint32(rec + 8);
    const length = view.getUint32(rec + 12);
    tables.set(tag, font.subarray(offset, offset + length));
  }
  return tables;
}

/** One glyph's bytes without its instructions. */
function stripGlyph(glyph: Uint8Array): Uint8Array {
  if (glyph.length === 0) return glyph;
  const view = new DataView(glyph.buffer, glyph.byteOffset, glyph.byteLength);
  const contours = view.getInt16(0);
  if (contours >= 0) {
    const lengthAt = 10 + 2 * contours;
    const instructions = view.getUint16(lengthAt);
    const out = new Uint8Array(glyph.length - instructions);
    out.set(glyph.subarray(0, lengthAt), 0); // header and endPtsOfContours; instructionLength stays 0
    out.set(glyph.subarray(lengthAt + 2 + instructions), lengthAt + 2);
    return out;
  }
  // A copy (Buffer#slice would share memory) with its own ArrayBuffer, so offsets start at 0.
  const out = new Uint8Array(glyph);
  const outView = new DataView(out.buffer);
  let at = 10;
  for (;;) {
    const flags = outView.getUint16(at);
    outView.setUint16(at, flags & ~WE_HAVE_INSTRUCTIONS);
    at += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) at += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) at += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) at += 8;
    if (!(flags & MORE_COMPONENTS)) break;
  }
  return out.subarray(0, at);
}

function checksum(data: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    sum = (sum + (((data[i] ?? 0) << 24) | ((data[i + 1] ?? 0) << 16) | ((data[i + 2] ?? 0) << 8) | (data[i + 3] ?? 0))) >>> 0;
  }
  return sum;
}

const pad4 = (n: number) => (n + 3) & ~3;

export function stripHinting(font: Uint8Array): Uint8Array {
  const tables = readTables(font);
  const head = tables.get('head');
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  const maxp = tables.get('maxp');
  if (!head || !loca || !glyf || !maxp) return font; // not a TrueType-outline font: leave it be
  const headView = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const longLoca = headView.getInt16(50) === 1;
  const locaView = new DataView(loca.buffer, loca.byteOffset, loca.byteLength);
  const glyphs = new DataView(maxp.buffer, maxp.byteOffset, maxp.byteLength).getUint16(4);
  const offset = (i: number) => (longLoca ? locaView.getUint32(4 * i) : 2 * locaView.getUint16(2 * i));

  const parts: Uint8Array[] = [];
  const newLoca = new Uint8Array(4 * (glyphs + 1));
  const newLocaView = new DataView(newLoca.buffer);
  let size = 0;
  for (let i = 0; i < glyphs; i++) {
    newLocaView.setUint32(4 * i, size);
    const g = stripGlyph(glyf.subarray(offset(i), offset(i + 1)));
    parts.push(g);
    size += g.length;
    // Keep every glyph 4-byte aligned, as the long loca format recommends.
    const pad = pad4(g.length) - g.length;
    if (pad) {
      parts.push(new Uint8Array(pad));
      size += pad;
    }
  }
  newLocaView.setUint32(4 * glyphs, size);
  const newGlyf = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    newGlyf.set(p, at);
    at += p.length;
  }
  const newHead = new Uint8Array(head); // a copy, as above
  const newHeadView = new DataView(newHead.buffer);
  newHeadView.setInt16(50, 1); // indexToLocFormat: long
  newHeadView.setUint32(8, 0); // checkSumAdjustment, computed below

  const out: Table[] = [];
  for (const [tag, data] of tables) {
    if (DROPPED.has(tag)) continue;
    out.push({ tag, data: tag === 'glyf' ? newGlyf : tag === 'loca' ? newLoca : tag === 'head' ? newHead : data });
  }
  out.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  return assemble(font, out);
}

/** A font file from its tables: directory, each table 4-byte aligned, checksums filled in. */
function assemble(original: Uint8Array, tables: Table[]): Uint8Array {
  const dirSize = 12 + 16 * tables.length;
  const total = tables.reduce((n, t) => n + pad4(t.data.length), dirSize);
  const font = new Uint8Array(total);
  const view = new DataView(font.buffer);
  view.setUint32(0, new DataView(original.buffer, original.byteOffset).getUint32(0)); // sfnt version
  const count = tables.length;
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  view.setUint16(4, count);
  view.setUint16(6, searchRange);
  view.setUint16(8, entrySelector);
  view.setUint16(10, count * 16 - searchRange);
  let at = dirSize;
  let headAt = -1;
  tables.forEach((t, i) => {
    const rec = 12 + 16 * i;
    for (let c = 0; c < 4; c++) font[rec + c] = t.tag.charCodeAt(c);
    view.setUint32(rec + 4, checksum(t.data));
    view.setUint32(rec + 8, at);
    view.setUint32(rec + 12, t.data.length);
    font.set(t.data, at);
    if (t.tag === 'head') headAt = at;
    at += pad4(t.data.length);
  });
  if (headAt >= 0) view.setUint32(headAt + 8, (0xb1b0afba - checksum(font)) >>> 0);
  return font;
}

import { concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { createQrCode } from './qr-segments.ts';
import { installFastQrMask } from './fast-qr-mask.ts';

// Half of a QR code's cost was choosing its mask; the same choice, made faster (fast-qr-mask.ts).
installFastQrMask();

export const A4: [number, number] = [595.28, 841.89];
export const ink = rgb(0.07, 0.09, 0.15);
export const muted = rgb(0.42, 0.45, 0.5);
export const rule = rgb(0.85, 0.86, 0.88);

/** Characters DejaVu has no glyph for would print as boxes; control characters would break lines. */
export function clean(s: string | null | undefined): string {
  let out = '';
  for (const ch of s ?? '') {
    const c = ch.charCodeAt(0);
    out += c < 0x20 || c === 0x7f ? ' ' : ch;
  }
  return out.trim();
}

/** Greedy word wrap to `maxWidth`; a word longer than the line is cut by characters. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const out: string[] = [];
  for (const para of text.split(/\r?\n/).map(clean)) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= maxWidth) {
        line = next;
        continue;
      }
      if (line) out.push(line);
      line = '';
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > maxWidth && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > maxWidth) cut -= 1;
        // A double-barrelled name breaks after its hyphen ("Przybylska-" / "Wiśniewska"), not inside a part.
        const hyphen = rest.lastIndexOf('-', cut - 1);
        if (hyphen > 0) cut = hyphen + 1;
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) out.push(line);
  }
  return out.length ? out : [''];
}

/** Draws wrapped text from the top at `y` and returns the y below it. */
export function drawWrapped(
  page: PDFPage,
  text: string,
  opts: { x: number; y: number; width: number; font: PDFFont; size: number; color?: ReturnType<typeof rgb>; lineGap?: number; maxLines?: number },
): number {
  const { x, width, font, size, color = ink, lineGap = 1.3, maxLines = 50 } = opts;
  let y = opts.y;
  for (const line of wrapText(text, font, size, width).slice(0, maxLines)) {
    y -= size;
    page.drawText(line, { x, y, size, font, color });
    y -= size * (lineGap - 1);
  }
  return y;
}

/** Right-aligned single line. */
export function drawRight(page: PDFPage, text: string, opts: { right: number; y: number; font: PDFFont; size: number; color?: ReturnType<typeof rgb> }) {
  const t = clean(text);
  page.drawText(t, { x: opts.right - opts.font.widthOfTextAtSize(t, opts.size), y: opts.y, size: opts.size, font: opts.font, color: opts.color ?? ink });
}

/**
 * Draws `payload` as a QR code of vector squares (no bitmap: sharp at any zoom, tiny file), with
 * the quiet zone the standard asks for. Medium error correction survives a creased printout.
 * The modules are written as a form XObject in module units (one `re` per horizontal run of dark
 * modules, small integers) and scaled onto the page by one matrix: building a page operator with
 * four decimal numbers for each run cost a tenth of a ticket's render.
 */
export function drawQr(page: PDFPage, payload: string, opts: { x: number; y: number; size: number }) {
  const qr = createQrCode(payload, 'M');
  const n = qr.modules.size;
  const quiet = 4;
  const side = n + 2 * quiet;
  const data = qr.modules.data;
  let ops = '1 g 0 0 ' + side + ' ' + side + ' re f 0 g\n';
  for (let row = 0; row < n; row++) {
    const y = side - quiet - row - 1;
    let col = 0;
    while (col < n) {
      if (!data[row * n + col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < n && data[row * n + col]) col += 1;
      ops += `${quiet + start} ${y} ${col - start} 1 re\n`;
    }
  }
  ops += 'f\n';
  const { context } = page.doc;
  const form = context.register(context.flateStream(ops, { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, side, side] }));
  const name = page.node.newXObject('QR', form);
  const scale = opts.size / side;
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(scale, 0, 0, scale, opts.x, opts.y), drawObject(name), popGraphicsState());
}

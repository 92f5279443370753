import { PDFDocument } from 'pdf-lib';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { embedFonts, renderWithFontFallback, type FontMode } from '../documents/fonts.ts';
import { A4, clean, drawQr, muted, wrapText, ink } from '../documents/pdf-layout.ts';
import { listHuntsAdmin } from './hunt-admin.ts';

/** The sheet's few words, in the administrator's language (the web layer passes them translated). */
export interface SheetWords {
  points: (n: number) => string;
  /** Under the printed code: "or type this code in the app". */
  typeHint: string;
}

/** Six codes per A4 page (2 × 3): each a QR large enough to read from a metre away, its name and printed code. */
const COLS = 2;
const ROWS = 3;

/**
 * A printable PDF of one hunt's codes (administrators): one QR per code with its name, points and
 * the printed code for typing; cut along the cells and put each at its place.
 */
export async function renderCodeSheet(ctx: Pick<Ctx, 'db' | 'config'>, admin: Pick<Viewer, 'id'>, eventId: number, huntId: number, words: SheetWords, locale = 'en') {
  const hunt = (await listHuntsAdmin(ctx, admin, eventId)).find((h) => h.id === huntId);
  if (!hunt) throw new AppError('treasure.hunt_not_found', 'This treasure hunt does not exist (any more).');
  const bytes = await renderWithFontFallback((mode) => drawSheet(hunt, words, locale, mode));
  return { name: hunt.name, bytes };
}

async function drawSheet(hunt: Awaited<ReturnType<typeof listHuntsAdmin>>[number], words: SheetWords, locale: string, mode: FontMode) {
  const doc = await PDFDocument.create();
  doc.setTitle(clean(hunt.name));
  doc.setProducer('Foyer');
  doc.setCreator('Foyer');
  doc.setLanguage(locale);
  const fonts = await embedFonts(doc, mode);
  const [W, H] = A4;
  const M = 36;
  const cellW = (W - 2 * M) / COLS;
  const cellH = (H - 2 * M - 24) / ROWS;
  const perPage = COLS * ROWS;
  const points = hunt.points.length ? hunt.points : [];
  for (let start = 0; start < Math.max(points.length, 1); start += perPage) {
    const page = doc.addPage(A4);
    page.drawText(clean(hunt.name), { x: M, y: H - M, size: 12, font: fonts.bold, color: muted });
    points.slice(start, start + perPage).forEach((point, i) => {
      const col = i % COLS;
      const row = Math.floor(i / COLS);
      const x = M + col * cellW;
      const top = H - M - 24 - row * cellH;
      page.drawRectangle({ x: x + 4, y: top - cellH + 4, width: cellW - 8, height: cellH - 8, borderColor: muted, borderWidth: 0.5, borderDashArray: [4, 4] });
      const qr = Math.min(cellW - 48, cellH - 96);
      drawQr(page, point.url, { x: x + (cellW - qr) / 2, y: top - 16 - qr, size: qr });
      let y = top - 16 - qr - 18;
      for (const line of wrapText(point.name, fonts.bold, 14, cellW - 24).slice(0, 2)) {
        page.drawText(line, { x: x + (cellW - fonts.bold.widthOfTextAtSize(line, 14)) / 2, y, size: 14, font: fonts.bold, color: ink });
        y -= 17;
      }
      const sub = `${words.points(point.points)} · ${point.code}`;
      page.drawText(clean(sub), { x: x + (cellW - fonts.regular.widthOfTextAtSize(clean(sub), 10)) / 2, y, size: 10, font: fonts.regular, color: ink });
      y -= 13;
      const hint = clean(words.typeHint);
      page.drawText(hint, { x: x + (cellW - fonts.regular.widthOfTextAtSize(hint, 8)) / 2, y, size: 8, font: fonts.regular, color: muted });
    });
  }
  return { doc, fonts };
}

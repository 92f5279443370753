import { describe, expect, it } from 'vitest';
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { createQrCode } from './qr-segments.ts';
import { readQr } from './testing/read-qr.ts';
import { renderTicketPdf, type TicketPdfData } from './render-ticket-pdf.ts';
import { extractPdfText } from './testing/extract-pdf-text.ts';
import { sampleTicket } from './testing/sample-ticket.ts';
import { toUnicodeCmap } from './prepared-fonts.ts';

// Letters of every Latin-script locale we serve, and Cyrillic, over the shared sample ticket.
const ticket: TicketPdfData = {
  ...sampleTicket,
  locale: 'cs',
  event: { ...sampleTicket.event, title: 'Kůň — Öl — Şcoala ţării', place_address: 'Őrház utca 1, Győr', timezone: 'Europe/Prague' },
  ticket_name: 'Žluťoučký «Standard» №1 – 5 €',
  holder: { ...sampleTicket.holder, first_name: 'Łukasz', last_name: 'Ёлкин-Ștefan' },
  currency: 'CZK',
  addons: [],
};

async function fontPrograms(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const out: string[] = [];
  for (const [, o] of doc.context.enumerateIndirectObjects()) {
    if (o instanceof PDFRawStream && o.dict.get(PDFName.of('Length1'))) out.push(Buffer.from(o.contents).toString('base64'));
  }
  return out.sort();
}

/** The QR form's `x y w 1 re` runs, redrawn as a module grid (row 0 at the top, quiet zone cut). */
async function qrFromPdf(bytes: Uint8Array): Promise<boolean[][]> {
  const doc = await PDFDocument.load(bytes);
  for (const [, o] of doc.context.enumerateIndirectObjects()) {
    if (!(o instanceof PDFRawStream) || o.dict.get(PDFName.of('Subtype'))?.toString() !== '/Form') continue;
    const side = Number((o.dict.get(PDFName.of('BBox')) as unknown as { asArray(): unknown[] }).asArray()[2]!.toString());
    const ops = Buffer.from(decodePDFRawStream(o).decode()).toString('latin1');
    const grid = Array.from({ length: side }, () => Array<boolean>(side).fill(false));
    for (const m of ops.matchAll(/^(\d+) (\d+) (\d+) 1 re$/gm)) {
      const [x, y, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
      for (let i = 0; i < w; i++) grid[side - 1 - y]![x + i] = true;
    }
    return grid.slice(4, side - 4).map((row) => row.slice(4, side - 4));
  }
  throw new Error('no QR form in the PDF');
}

describe('prepared font subsets', () => {
  it('prints the letters of every Latin and Cyrillic locale searchably, with one font program shared by every such ticket', async () => {
    const a = await renderTicketPdf(ticket);
    const b = await renderTicketPdf({ ...ticket, holder: { ...ticket.holder, first_name: 'Ўладзімір', last_name: 'Ґудзь' } });
    const [text] = await extractPdfText(a);
    for (const s of ['Kůň — Öl — Şcoala ţării', 'Őrház utca 1, Győr', 'Žluťoučký «Standard» №1 – 5 €', 'Łukasz Ёлкин-Ștefan']) expect(text).toContain(s);
    expect((await extractPdfText(b))[0]).toContain('Ўладзімір Ґудзь');
    // The same two embedded font programs, byte for byte, whatever the holder's name.
    expect(await fontPrograms(a)).toEqual(await fontPrograms(b));
    expect(await fontPrograms(a)).toHaveLength(2);
  });

  it('a name with letters outside the prepared set (Greek) gets the document its own subset and stays searchable', async () => {
    const greek = await renderTicketPdf({ ...ticket, holder: { ...ticket.holder, first_name: 'Αλέξανδρος', last_name: 'Παπαδόπουλος' } });
    const [text] = await extractPdfText(greek);
    expect(text).toContain('Αλέξανδρος Παπαδόπουλος');
    expect(text).toContain('Kůň — Öl');
    expect(await fontPrograms(greek)).not.toEqual(await fontPrograms(await renderTicketPdf(ticket)));
  });

  it('the QR code drawn on the ticket is the code of its payload, module for module, and a reader reads the payload from it', async () => {
    const expected = createQrCode(ticket.qrcode, 'M').modules;
    const grid = await qrFromPdf(await renderTicketPdf(ticket));
    expect(grid).toHaveLength(expected.size);
    const want = Array.from({ length: expected.size }, (_, r) => Array.from({ length: expected.size }, (_, c) => Boolean(expected.data[r * expected.size + c])));
    expect(grid).toEqual(want);
    expect(await readQr(grid.length, (r, c) => grid[r]![c]!)).toBe(ticket.qrcode);
    // A different payload is a different code (the form is not shared between tickets).
    expect(await qrFromPdf(await renderTicketPdf({ ...ticket, qrcode: `${ticket.qrcode}X` }))).not.toEqual(want);
  });

  it('writes a ToUnicode CMap in blocks of at most 100 entries', () => {
    const cmap = toUnicodeCmap(Array.from({ length: 250 }, (_, i) => [i + 1, 0x41 + i] as [number, number]));
    expect(cmap.match(/beginbfchar/g)).toHaveLength(3);
    expect(cmap).toContain('100 beginbfchar');
    expect(cmap).toContain('50 beginbfchar');
    expect(cmap).toContain('<0001> <0041>');
  });
});

import { decodePDFRawStream, PDFArray, type PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

/**
 * Just enough text extraction for tests: for each page, the hex strings shown with Tj/TJ in the
 * content stream, mapped back to Unicode through each font's ToUnicode CMap (what a PDF viewer's
 * copy/search uses). Returns one string per page, text runs joined by newlines.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const deref = (o: PDFObject | undefined) => (o instanceof PDFRef ? doc.context.lookup(o) : o);
  const streamText = (o: PDFObject | undefined): string => {
    const s = deref(o);
    if (!(s instanceof PDFRawStream)) return '';
    return Buffer.from(decodePDFRawStream(s).decode()).toString('latin1');
  };
  const cmaps = new Map<string, Map<string, string>>();
  const cmapFor = (fontDict: PDFDict): Map<string, string> => {
    const ref = fontDict.get(PDFName.of('ToUnicode'));
    const key = String(ref);
    let map = cmaps.get(key);
    if (map) return map;
    map = new Map();
    const text = streamText(ref);
    for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(m[1]!.toUpperCase(), Buffer.from(m[2]!, 'hex').swap16().toString('utf16le'));
    }
    for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
        const lo = parseInt(m[1]!, 16);
        const hi = parseInt(m[2]!, 16);
        const base = parseInt(m[3]!, 16);
        for (let c = lo; c <= hi; c++) map.set(c.toString(16).toUpperCase().padStart(4, '0'), String.fromCodePoint(base + c - lo));
      }
    }
    cmaps.set(key, map);
    return map;
  };

  return doc.getPages().map((page) => {
    const fonts = deref(page.node.Resources()?.get(PDFName.of('Font'))) as PDFDict | undefined;
    const contents = deref(page.node.get(PDFName.of('Contents')));
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
    const content = parts.map((p) => streamText(p)).join('\n');
    const runs: string[] = [];
    let cmap = new Map<string, string>();
    for (const m of content.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (m[1]) {
        const f = fonts ? (deref(fonts.get(PDFName.of(m[1]))) as PDFDict | undefined) : undefined;
        cmap = f ? cmapFor(f) : new Map();
      } else {
        const codes = m[2]!.toUpperCase().match(/.{4}/g) ?? [];
        runs.push(codes.map((c) => cmap.get(c) ?? '\uFFFD').join(''));
      }
    }
    return runs.join('\n');
  });
}

import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';

/**
 * pdf-lib compresses every stream (the font subsets, the page's drawing operators) with pako,
 * zlib written in JavaScript: about a sixth of a ticket's render time. Node's own zlib writes
 * the same format (RFC 1950, what a PDF's FlateDecode reads) several times faster. pdf-lib calls
 * `pako.deflate` through the pako module object at each use, so pointing that one function at
 * Node's zlib changes nothing else (pako's inflate, used when reading PDFs, stays as it is).
 * Installed once per process by the PDF renderers (render-ticket-pdf, render-invoice-pdf).
 */
let installed = false;

export function installNativeDeflate(): void {
  if (installed) return;
  installed = true;
  // pdf-lib's own copy of pako, resolved from pdf-lib's folder as pdf-lib resolves it.
  const requireFromPdfLib = createRequire(createRequire(import.meta.url).resolve('pdf-lib'));
  const pako = requireFromPdfLib('pako') as { deflate: (data: Uint8Array, options?: unknown) => Uint8Array };
  pako.deflate = (data: Uint8Array) => deflateSync(data, { level: 6 });
}

import { CsvTokenizer, type CsvItem } from './csv-tokenizer.ts';

export type { CsvItem } from './csv-tokenizer.ts';

export class CsvTooLargeError extends Error {
  override name = 'CsvTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`the file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  }
}

/** A file in UTF-16 (Excel's "Unicode text"): every other byte is NUL, and nothing in it would read. */
export class CsvEncodingError extends Error {
  override name = 'CsvEncodingError';
  constructor() {
    super('the file is UTF-16, not UTF-8');
  }
}

const CR = 13;
const LF = 10;

/**
 * Turns CRLF and lone CR line ends into LF as the bytes stream in (a CR that ends a chunk waits
 * for the next one), so the tokenizer knows one line end: a CRLF inside a quoted value is one
 * line, and a file saved with CR alone (old Mac Excel) has lines. A quoted value keeps its line
 * break, as LF.
 */
export class NewlineNormalizer {
  private heldCr = false;

  push(chunk: Buffer): Buffer {
    if (chunk.length === 0) return chunk;
    const held = this.heldCr;
    this.heldCr = false;
    // The cheap case first: no CR at all (a Unix file), nothing to copy.
    if (!held && chunk.indexOf(CR) < 0) return chunk;
    let input = chunk;
    if (input[input.length - 1] === CR) {
      this.heldCr = true;
      input = input.subarray(0, input.length - 1);
    }
    const out = Buffer.allocUnsafe(input.length + 1);
    let o = 0;
    // The CR held from the last chunk ends a line, unless this chunk's LF completes its CRLF.
    if (held && chunk[0] !== LF) out[o++] = LF;
    let at = 0;
    for (let cr = input.indexOf(CR); cr >= 0; cr = input.indexOf(CR, at)) {
      o += input.copy(out, o, at, cr);
      out[o++] = LF;
      at = input[cr + 1] === LF ? cr + 2 : cr + 1;
    }
    o += input.copy(out, o, at);
    return out.subarray(0, o);
  }

  /** What is left at the end of the file: a CR that ended the last chunk. */
  end(): Buffer {
    const held = this.heldCr;
    this.heldCr = false;
    return held ? Buffer.from([LF]) : Buffer.alloc(0);
  }
}

/** UTF-16 by its byte-order mark, or by NUL bytes in the first line (no mark). */
function isUtf16(head: Buffer): boolean {
  if (head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))) return true;
  const nl = head.indexOf(LF);
  return head.subarray(0, nl < 0 ? head.length : nl).indexOf(0) >= 0;
}

/** `;` when the header line holds more semicolons than commas (Polish Excel's "CSV"), else `,`. */
export function detectDelimiter(headerLine: string): ',' | ';' {
  const count = (c: string) => headerLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Streams CSV records out of a byte stream: UTF-8 with or without a BOM, `,` or `;` (decided by
 * the header line), quoted fields over several lines, any line ends. Broken quoting is reported
 * by line and every line after it is read (CsvTokenizer). `found.delimiter` is set once the header
 * line has decided it.
 */
export async function* readCsvRecords(input: AsyncIterable<Uint8Array | string>, opts: { maxBytes: number; found?: { delimiter?: string } }): AsyncGenerator<CsvItem> {
  let bytes = 0;
  let head = Buffer.alloc(0);
  let tokenizer: CsvTokenizer | null = null;
  // Streaming: a letter cut in two by a chunk boundary waits for its other half; a BOM is dropped.
  const decoder = new TextDecoder('utf-8');
  const newlines = new NewlineNormalizer();
  let out: CsvItem[] = [];
  const newTokenizer = (delimiter: string) => {
    if (opts.found) opts.found.delimiter = delimiter;
    return new CsvTokenizer(delimiter);
  };
  const take = () => {
    const items = out;
    out = [];
    return items;
  };

  for await (const piece of input) {
    const raw = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    bytes += raw.length;
    if (bytes > opts.maxBytes) throw new CsvTooLargeError(opts.maxBytes);
    if (!tokenizer && head.length === 0 && isUtf16(raw)) throw new CsvEncodingError();
    const chunk = newlines.push(raw);
    if (!tokenizer) {
      head = Buffer.concat([head, chunk]);
      const nl = head.indexOf(LF);
      if (nl < 0) continue;
      if (isUtf16(head)) throw new CsvEncodingError();
      tokenizer = newTokenizer(detectDelimiter(head.subarray(0, nl).toString('utf8')));
      tokenizer.push(decoder.decode(head, { stream: true }), out);
    } else {
      tokenizer.push(decoder.decode(chunk, { stream: true }), out);
    }
    yield* take();
  }
  const last = newlines.end();
  if (!tokenizer) {
    head = Buffer.concat([head, last]);
    if (!head.toString('utf8').trim()) return;
    if (isUtf16(head)) throw new CsvEncodingError();
    tokenizer = newTokenizer(detectDelimiter(head.toString('utf8')));
    tokenizer.push(decoder.decode(head, { stream: true }), out);
  } else if (last.length) {
    tokenizer.push(decoder.decode(last, { stream: true }), out);
  }
  tokenizer.push(decoder.decode(), out);
  tokenizer.end(out);
  yield* take();
}

import { parse, type Parser } from 'csv-parse';

/** What the reader yields, in file order. `line` is the file line a record ends on (the header is line 1). */
export type CsvItem =
  | { kind: 'record'; line: number; fields: string[] }
  /** A record csv-parse could not read (broken quoting): reported, and reading goes on after it. */
  | { kind: 'broken'; line: number; message: string };

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
 * for the next one). csv-parse counts the CR and the LF of a CRLF inside a quoted value as two
 * lines — every line number after such a cell was one too high — and the restart after broken
 * quoting finds lines by LF, so a file saved with CR alone (old Mac Excel) lost every line after
 * a broken quote. A quoted value keeps its line break, as LF.
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

/** What csv-parse's quoting errors mean to someone fixing a spreadsheet. */
const quoteProblems: Record<string, string> = {
  CSV_INVALID_CLOSING_QUOTE: 'a quote inside a quoted value must be doubled ("")',
  CSV_QUOTE_NOT_CLOSED: 'a quote is opened and never closed',
  CSV_INVALID_OPENING_QUOTE: 'a value may only start with a quote if it ends with one',
};

/** Offset just past the `n`-th '\n' of `bytes`, or -1 when it has fewer. */
function afterNewlines(bytes: Buffer, n: number): number {
  let at = 0;
  for (let i = 0; i < n; i++) {
    const nl = bytes.indexOf(10, at);
    if (nl < 0) return -1;
    at = nl + 1;
  }
  return at;
}

const countNewlines = (bytes: Buffer) => {
  let n = 0;
  for (let at = bytes.indexOf(10); at >= 0; at = bytes.indexOf(10, at + 1)) n++;
  return n;
};

/**
 * Streams CSV records out of a byte stream with csv-parse: UTF-8 with or without a BOM, `,` or `;`
 * (decided by the header line), quoted fields over several lines.
 *
 * Why the retained text: csv-parse recovers badly from broken quoting — after `"1"0` it stays
 * inside a quote and silently swallows the lines that follow. So on the first error we stop that
 * parser, report the broken record, and start a fresh one on the line after the error from the
 * raw text kept since the last good record. Every line therefore ends up either in a record or
 * in a report; none disappears.
 */
export async function* readCsvRecords(input: AsyncIterable<Uint8Array | string>, opts: { maxBytes: number }): AsyncGenerator<CsvItem> {
  let bytes = 0;
  let delimiter: ',' | ';' | null = null;
  let head = Buffer.alloc(0);

  /**
   * Raw bytes from the start of line `keptFromLine` on: what a restart re-reads. Bytes, not text:
   * csv-parse reads bytes, and decoding every chunk only to have it encoded again costs a third
   * of the parse.
   */
  let kept: Buffer[] = [];
  let keptBytes = 0;
  let keptFromLine = 1;
  /** The file line the current parser's line 0 stands for. */
  let base = 0;
  let lastGoodLine = 0;
  let out: CsvItem[] = [];
  let failure: { line: number; message: string } | null = null;
  /** Newlines still to drop before a restarted parser may read on. */
  let skipNewlines = 0;

  const newParser = (): Parser => {
    const parser = parse({
      bom: base === 0,
      delimiter: delimiter!,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (err) => {
        // An unclosed quote is found only at the end of the file: the record it broke is the one after the last good one.
        const line = err?.code === 'CSV_QUOTE_NOT_CLOSED' ? lastGoodLine + 1 : base + Number((err as { lines?: number } | undefined)?.lines ?? 1);
        failure ??= { line, message: quoteProblems[err?.code ?? ''] ?? err?.message.replace(/ at line \d+/, '') ?? 'unreadable record' };
        return undefined;
      },
      on_record: (fields: string[], ctx) => {
        if (failure) return null;
        const line = base + ctx.lines;
        lastGoodLine = line;
        out.push({ kind: 'record', line, fields });
        return null;
      },
    });
    // Records are taken in on_record; the stream itself carries nothing, so nothing waits on it.
    parser.on('error', () => {});
    return parser;
  };
  let parser: Parser | null = null;

  /**
   * The file line the broken record starts on: the first line after the last good record that
   * is not blank. The error itself may be found lines later — a quote opened on line 4 and never
   * closed is only noticed where the next quote stands, on line 9 — so this, not the line of the
   * error, is what is reported and what reading resumes after: resuming after the error's line
   * lost lines 5–8, good rows included, without a word.
   */
  const recordStart = (all: Buffer): number => {
    let line = lastGoodLine + 1;
    let at = afterNewlines(all, line - keptFromLine);
    while (at >= 0 && at < all.length) {
      const nl = all.indexOf(10, at);
      const end = nl < 0 ? all.length : nl;
      if (all.subarray(at, end).toString('latin1').trim() !== '') break;
      if (nl < 0) break;
      line++;
      at = nl + 1;
    }
    return line;
  };

  /** After a broken record: report it and re-read from the line after its first with a fresh parser. */
  const restartAfterFailures = () => {
    while (failure) {
      const found = failure;
      failure = null;
      parser!.destroy();
      const all = Buffer.concat(kept);
      const line = recordStart(all);
      // Noticed on a later line than the record's first: a quote opened here ran on into the lines after.
      out.push({ kind: 'broken', line, message: found.line > line ? quoteProblems.CSV_QUOTE_NOT_CLOSED! : found.message });
      // Re-read from the line after the broken record's first, with a fresh parser.
      const wanted = line - keptFromLine + 1;
      const skip = afterNewlines(all, wanted);
      // The rest of the broken line may not have arrived yet: drop it as it comes.
      skipNewlines = skip < 0 ? wanted - countNewlines(all) : 0;
      const rest = skip < 0 ? Buffer.alloc(0) : all.subarray(skip);
      kept = [rest];
      keptBytes = rest.length;
      keptFromLine = line + 1;
      base = line;
      lastGoodLine = Math.max(lastGoodLine, line);
      parser = newParser();
      parser.write(rest);
    }
  };

  /** Feeds bytes to the parser; returns what it read. */
  const feed = (chunk: Buffer): CsvItem[] => {
    if (skipNewlines > 0) {
      const cut = afterNewlines(chunk, skipNewlines);
      if (cut < 0) {
        skipNewlines -= countNewlines(chunk);
        return [];
      }
      skipNewlines = 0;
      chunk = chunk.subarray(cut);
    }
    kept.push(chunk);
    keptBytes += chunk.length;
    parser!.write(chunk);
    restartAfterFailures();
    // Forget bytes the parser has turned into records, now and then (finding the cut costs a scan).
    if (keptBytes > 1 << 20 && lastGoodLine >= keptFromLine) {
      const all = Buffer.concat(kept);
      const cut = afterNewlines(all, lastGoodLine - keptFromLine + 1);
      if (cut > 0) {
        kept = [all.subarray(cut)];
        keptBytes = kept[0]!.length;
        keptFromLine = lastGoodLine + 1;
      }
    }
    const items = out;
    out = [];
    return items;
  };

  const newlines = new NewlineNormalizer();
  for await (const piece of input) {
    const raw = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    bytes += raw.length;
    if (bytes > opts.maxBytes) throw new CsvTooLargeError(opts.maxBytes);
    if (!delimiter && head.length === 0 && isUtf16(raw)) throw new CsvEncodingError();
    const chunk = newlines.push(raw);
    if (!delimiter) {
      head = Buffer.concat([head, chunk]);
      const nl = head.indexOf(10);
      if (nl < 0) continue;
      if (isUtf16(head)) throw new CsvEncodingError();
      delimiter = detectDelimiter(head.subarray(0, nl).toString('utf8'));
      parser = newParser();
      yield* feed(head);
      continue;
    }
    yield* feed(chunk);
  }
  const last = newlines.end();
  if (!delimiter) {
    head = Buffer.concat([head, last]);
    if (!head.toString('utf8').trim()) return;
    if (isUtf16(head)) throw new CsvEncodingError();
    delimiter = detectDelimiter(head.toString('utf8'));
    parser = newParser();
    yield* feed(head);
  } else if (last.length) {
    yield* feed(last);
  }
  // The last record (and an unclosed quote) surface only when the parser flushes, after end().
  for (;;) {
    const current = parser!;
    await new Promise<void>((resolve) => {
      current.once('finish', () => resolve()).once('close', () => resolve());
      current.end();
    });
    if (!failure) break;
    restartAfterFailures();
  }
  yield* out;
  out = [];
}

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

  for await (const piece of input) {
    const chunk = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    bytes += chunk.length;
    if (bytes > opts.maxBytes) throw new CsvTooLargeError(opts.maxBytes);
    if (!delimiter) {
      head = Buffer.concat([head, chunk]);
      const nl = head.indexOf(10);
      if (nl < 0) continue;
      delimiter = detectDelimiter(head.subarray(0, nl).toString('utf8'));
      parser = newParser();
      yield* feed(head);
      continue;
    }
    yield* feed(chunk);
  }
  if (!delimiter) {
    if (!head.toString('utf8').trim()) return;
    delimiter = detectDelimiter(head.toString('utf8'));
    parser = newParser();
    yield* feed(head);
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

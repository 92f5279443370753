import { StringDecoder } from 'node:string_decoder';
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

/** Offset just past the `n`-th '\n' of `text`, or -1 when it has fewer. */
function afterNewlines(text: string, n: number): number {
  let at = 0;
  for (let i = 0; i < n; i++) {
    const nl = text.indexOf('\n', at);
    if (nl < 0) return -1;
    at = nl + 1;
  }
  return at;
}

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
  const decoder = new StringDecoder('utf8');
  let bytes = 0;
  let delimiter: ',' | ';' | null = null;
  let head = '';

  /** Raw text from the start of line `keptFromLine` on: what a restart re-reads. */
  let kept = '';
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

  /** After a broken record: report it and re-read from the line after the error with a fresh parser. */
  const restartAfterFailures = () => {
    while (failure) {
      const { line, message } = failure;
      failure = null;
      parser!.destroy();
      out.push({ kind: 'broken', line: Math.max(line, lastGoodLine + 1), message });
      // Re-read from the line after the error with a fresh parser.
      const wanted = line - keptFromLine + 1;
      const skip = afterNewlines(kept, wanted);
      // The rest of the broken line may not have arrived yet: drop it as it comes.
      skipNewlines = skip < 0 ? wanted - (kept.split('\n').length - 1) : 0;
      kept = skip < 0 ? '' : kept.slice(skip);
      keptFromLine = line + 1;
      base = line;
      lastGoodLine = Math.max(lastGoodLine, line);
      parser = newParser();
      parser.write(kept);
    }
  };

  /** Feeds text to the parser; returns what it read. */
  const feed = (text: string): CsvItem[] => {
    if (skipNewlines > 0) {
      const cut = afterNewlines(text, skipNewlines);
      if (cut < 0) {
        skipNewlines -= text.split('\n').length - 1;
        return [];
      }
      skipNewlines = 0;
      text = text.slice(cut);
    }
    kept += text;
    parser!.write(text);
    restartAfterFailures();
    // Forget text the parser has turned into records, now and then (finding the cut costs a scan).
    if (kept.length > 1 << 20 && lastGoodLine >= keptFromLine) {
      const cut = afterNewlines(kept, lastGoodLine - keptFromLine + 1);
      if (cut > 0) {
        kept = kept.slice(cut);
        keptFromLine = lastGoodLine + 1;
      }
    }
    const items = out;
    out = [];
    return items;
  };

  for await (const chunk of input) {
    bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
    if (bytes > opts.maxBytes) throw new CsvTooLargeError(opts.maxBytes);
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer);
    if (!delimiter) {
      head += text;
      const nl = head.indexOf('\n');
      if (nl < 0) continue;
      delimiter = detectDelimiter(head.slice(0, nl));
      parser = newParser();
      yield* feed(head);
      head = '';
      continue;
    }
    yield* feed(text);
  }
  const rest = head + decoder.end();
  if (!delimiter) {
    if (!rest.trim()) return;
    delimiter = detectDelimiter(rest);
    parser = newParser();
  }
  yield* feed(rest);
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

/**
 * The invoice CSV's records, cut out of text as it streams in (RFC 4180 with the delimiter of the
 * header line; line ends already LF). It reads what csv-parse reads with `relax_column_count` and
 * `skip_empty_lines` — a property test holds the two to the same records — and replaced it for
 * two reasons:
 *  - speed: a line without a quote (almost every line of a spreadsheet) is one indexOf and one
 *    native split, where csv-parse steps through every byte; parsing was most of the import's time
 *    (issue #16 measures the import against csv-parse alone);
 *  - broken quoting: csv-parse, after `"1"0`, stays inside a quote and swallows the lines that
 *    follow, so the reader had to stop it and restart a fresh parser on kept bytes. Here a broken
 *    record is reported at the line it starts on and reading resumes on the next line, by design.
 */

/** What the reader yields, in file order. `line` is the file line a record ends on (the header is line 1). */
export type CsvItem =
  /**
   * `raw` is the record's text as read (its line end not included); `plain` says that text has
   * no NUL, no lone surrogate and no U+FFFD (undecodable bytes), so its cells need no such check.
   */
  | { kind: 'record'; line: number; fields: string[]; raw: string; plain: boolean }
  /** A record that could not be read (broken quoting): reported at the line it starts on, and reading goes on after it. */
  | { kind: 'broken'; line: number; message: string };

/** What broken quoting means to someone fixing a spreadsheet. */
export const quoteProblems = {
  invalidClosing: 'a quote inside a quoted value must be doubled ("")',
  notClosed: 'a quote is opened and never closed',
  invalidOpening: 'a value may only start with a quote if it ends with one',
} as const;

/** A quoted record's outcome: read, broken, or cut off by the end of the text so far. */
type Quoted = { item: CsvItem; next: number; nextLine: number } | { waitFor: '"' | '\n' | null };

export class CsvTokenizer {
  /** Text from the start of the first record not yet read. */
  private text = '';
  /** Chunks that arrived while the first record waits for a character none of them holds. */
  private pending: string[] = [];
  /** The file line `text` starts on. */
  private line = 1;
  /** What the waiting record needs before it is worth reading again (null: anything). */
  private waitFor: '"' | '\n' | null = null;

  constructor(private readonly delimiter: string) {}

  /** The records complete in the text so far, into `out`; the rest waits for the next chunk. */
  push(chunk: string, out: CsvItem[]): void {
    // A long quoted value (or an unclosed quote) spans many chunks: re-reading it from its start on
    // every chunk would be quadratic, so chunks without what it waits for are only kept.
    if (this.waitFor !== null && !chunk.includes(this.waitFor)) {
      this.pending.push(chunk);
      return;
    }
    this.read(this.joined(chunk), false, out);
  }

  /** The end of the file: the last record (no line end needed) and any quote left open. */
  end(out: CsvItem[]): void {
    this.read(this.joined(''), true, out);
  }

  private joined(chunk: string): string {
    if (this.pending.length === 0) return this.text + chunk;
    const text = this.text + this.pending.join('') + chunk;
    this.pending = [];
    return text;
  }

  private read(t: string, final: boolean, out: CsvItem[]): void {
    const d = this.delimiter;
    let pos = 0;
    let line = this.line;
    let quote = t.indexOf('"');
    // Once over the text rather than once per cell: almost no file has any of these characters.
    const plain = !suspect.test(t);
    this.waitFor = null;
    while (pos < t.length) {
      let nl = t.indexOf('\n', pos);
      if (quote >= 0 && quote < pos) quote = t.indexOf('"', pos);
      if (quote < 0 || (nl >= 0 && quote > nl)) {
        // The common line: no quote before its end.
        if (nl < 0) {
          if (!final) {
            this.waitFor = '\n';
            break;
          }
          nl = t.length;
        }
        if (nl > pos) {
          const raw = t.slice(pos, nl);
          out.push({ kind: 'record', line, fields: raw.split(d), raw, plain });
        }
        pos = nl + 1;
        line++;
        continue;
      }
      const r = readQuoted(t, pos, line, d, final, plain);
      if ('waitFor' in r) {
        this.waitFor = r.waitFor;
        break;
      }
      out.push(r.item);
      pos = r.next;
      line = r.nextLine;
    }
    this.text = pos >= t.length ? '' : t.slice(pos);
    this.line = line;
  }
}

/** Newlines in t[from, to). */
function newlinesIn(t: string, from: number, to: number): number {
  let n = 0;
  for (let at = t.indexOf('\n', from); at >= 0 && at < to; at = t.indexOf('\n', at + 1)) n++;
  return n;
}

/**
 * A record with a quote in it, field by field from `start` (line `line`). A broken one is reported
 * at `line` and reading resumes on the line after it: the quote may have run on over good rows.
 */
function readQuoted(t: string, start: number, line: number, d: string, final: boolean, plain: boolean): Quoted {
  const fields: string[] = [];
  let i = start;
  const broken = (at: number, message: string): Quoted => {
    const nl = t.indexOf('\n', start);
    if (nl < 0 && !final) return { waitFor: '\n' };
    // Found on a later line than the record's first: a quote opened there ran on into the lines after.
    const shown = newlinesIn(t, start, at) > 0 ? quoteProblems.notClosed : message;
    return { item: { kind: 'broken', line, message: shown }, next: nl < 0 ? t.length : nl + 1, nextLine: line + 1 };
  };
  for (;;) {
    if (t.charCodeAt(i) === 34 /* " */) {
      let value = '';
      let from = i + 1;
      let after: number;
      for (;;) {
        const q = t.indexOf('"', from);
        if (q < 0) return final ? broken(t.length, quoteProblems.notClosed) : { waitFor: '"' };
        value += t.slice(from, q);
        if (q + 1 === t.length && !final) return { waitFor: null };
        if (t.charCodeAt(q + 1) === 34) {
          value += '"';
          from = q + 2;
          continue;
        }
        after = q + 1;
        break;
      }
      fields.push(value);
      if (after === t.length || t[after] === '\n') return done(t, start, line, fields, after, plain);
      if (t[after] !== d) return broken(after, quoteProblems.invalidClosing);
      i = after + 1;
      continue;
    }
    let nl = t.indexOf('\n', i);
    if (nl < 0) {
      if (!final) return { waitFor: '\n' };
      nl = t.length;
    }
    const sep = t.indexOf(d, i);
    const end = sep >= 0 && sep < nl ? sep : nl;
    const value = t.slice(i, end);
    if (value.includes('"')) return broken(i, quoteProblems.invalidOpening);
    fields.push(value);
    if (end === nl) return done(t, start, line, fields, nl, plain);
    i = end + 1;
  }
}

/** A record read up to `end` (its line end, or the end of the text): it ends on its last line. */
function done(t: string, start: number, line: number, fields: string[], end: number, plain: boolean): Quoted {
  const last = line + newlinesIn(t, start, end);
  return { item: { kind: 'record', line: last, fields, raw: t.slice(start, end), plain }, next: end + 1, nextLine: last + 1 };
}

// eslint-disable-next-line no-control-regex -- NUL is one of the characters looked for
const suspect = /[\u0000\uD800-\uDFFF\uFFFD]/;

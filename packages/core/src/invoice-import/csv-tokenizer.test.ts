import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it, vi } from 'vitest';
import { CsvTokenizer, type CsvItem } from './csv-tokenizer.ts';
import { cellsSchema, readCells } from './import-row.ts';

/** The tokenizer over `text` cut at `cuts` (chunk boundaries anywhere, as bytes arrive). */
function tokenize(text: string, cuts: number[], delimiter = ';'): CsvItem[] {
  const out: CsvItem[] = [];
  const t = new CsvTokenizer(delimiter);
  let at = 0;
  for (const c of [...cuts].sort((a, b) => a - b)) {
    t.push(text.slice(at, Math.max(at, c)), out);
    at = Math.max(at, c);
  }
  t.push(text.slice(at), out);
  t.end(out);
  return out;
}

/** Text of a well-formed CSV: cells plain or quoted (with separators, quotes and line breaks inside), blank lines between. */
const cellText = fc.stringMatching(/^[a-zA-Zżó0-9 ;",\n]{0,8}$/);
const cell = fc.oneof(
  cellText.filter((s) => !/[;"\n]/.test(s)),
  cellText.map((s) => `"${s.replaceAll('"', '""')}"`),
);
const record = fc.array(cell, { minLength: 1, maxLength: 5 }).map((cells) => cells.join(';'));
const file = fc.array(fc.oneof({ weight: 5, arbitrary: record }, { weight: 1, arbitrary: fc.constant('') }), { minLength: 1, maxLength: 8 }).map((lines) => lines.join('\n'));

describe('CsvTokenizer', () => {
  it('reads every well-formed file as csv-parse does, however it is cut into chunks', () => {
    fc.assert(
      fc.property(file, fc.array(fc.nat(80), { maxLength: 6 }), (text, cuts) => {
        const expected = parse(text, { delimiter: ';', relax_column_count: true, skip_empty_lines: true }) as string[][];
        const items = tokenize(text, cuts);
        expect(items.every((i) => i.kind === 'record')).toBe(true);
        expect(items.map((i) => (i.kind === 'record' ? i.fields : []))).toEqual(expected);
        // Each record's text reads back as the record (the job reads stored rows from it).
        for (const i of items) if (i.kind === 'record') expect(tokenize(i.raw, []).map((x) => (x.kind === 'record' ? x.fields : null))).toEqual([i.fields]);
      }),
      { numRuns: 500 },
    );
  });

  it('numbers records by the line they end on, across quoted line breaks and blank lines', () => {
    const items = tokenize('a;b\n\n"x\ny";1\nlast', [3, 7]);
    expect(items.map((i) => (i.kind === 'record' ? `${i.line}:${i.fields.join('|')}` : `${i.line}:broken`))).toEqual(['1:a|b', '4:x\ny|1', '5:last']);
  });

  it('reports a quote in an unquoted value and text after a closing quote, and reads the next line', () => {
    const items = tokenize('a"b;c\n"x"y;z\nok;1\n', [2]);
    expect(items).toEqual([
      { kind: 'broken', line: 1, message: 'a value may only start with a quote if it ends with one' },
      { kind: 'broken', line: 2, message: 'a quote inside a quoted value must be doubled ("")' },
      { kind: 'record', line: 3, fields: ['ok', '1'], raw: 'ok;1', plain: true },
    ]);
  });

  it('keeps an unclosed quote waiting without re-reading it per chunk, then names its line at the end', () => {
    const out: CsvItem[] = [];
    const t = new CsvTokenizer(';');
    // Reading the waiting text again per chunk would be quadratic in a long open quote: count the reads.
    const read = vi.spyOn(t as unknown as { read: (...a: unknown[]) => void }, 'read');
    t.push('a;b\n1;"open\n', out);
    for (let i = 0; i < 1000; i++) t.push('2;3\n', out);
    expect(out).toHaveLength(1);
    expect(read).toHaveBeenCalledTimes(1);
    t.end(out);
    expect(read).toHaveBeenCalledTimes(2);
    expect(out[1]).toEqual({ kind: 'broken', line: 2, message: 'a quote is opened and never closed' });
    expect(out).toHaveLength(1002);
  });

  it('says which records hold no NUL, lone surrogate or undecodable byte (their cells are not checked one by one)', () => {
    const items = tokenize('a;b\nc\u0000;d\n', []);
    expect(items.map((i) => i.kind === 'record' && i.plain)).toEqual([false, false]);
    expect(tokenize('a;b\n', []).map((i) => i.kind === 'record' && i.plain)).toEqual([true]);
  });
});

describe('readCells', () => {
  const names = Object.keys(cellsSchema.shape);
  it('answers what cellsSchema answers for any cells (it skips the schema only where the schema cannot refuse)', () => {
    const value = fc.oneof(fc.string({ maxLength: 6 }), fc.string({ maxLength: 400 }), fc.constant(' PL '), fc.constant('PLN  '));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), value), (raw) => {
        const fast = readCells(raw);
        const bySchema = cellsSchema.safeParse(raw);
        expect(fast.ok).toBe(bySchema.success);
        if (fast.ok && bySchema.success) for (const k of names) expect(fast.cells[k as keyof typeof fast.cells]).toBe((bySchema.data as Record<string, string | undefined>)[k] ?? '');
      }),
      { numRuns: 1000 },
    );
  });
});

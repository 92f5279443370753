import { describe, expect, it } from 'vitest';
import { CsvEncodingError, NewlineNormalizer, readCsvRecords, type CsvItem } from './read-csv-records.ts';
import { parseAmount, parseDate, parseQuantity, parseVatRate } from './csv-values.ts';

async function readAll(text: string, chunk = 5): Promise<CsvItem[]> {
  async function* chunks() {
    const bytes = Buffer.from(text);
    for (let i = 0; i < bytes.length; i += chunk) yield bytes.subarray(i, i + chunk);
  }
  const out: CsvItem[] = [];
  for await (const item of readCsvRecords(chunks(), { maxBytes: 1e6 })) out.push(item);
  return out;
}

describe('readCsvRecords', () => {
  const lines = (items: CsvItem[]) => items.map((i) => (i.kind === 'record' ? `${i.line}:${i.fields.join('|')}` : `${i.line}:broken`));

  it('counts a CRLF inside a quoted value as one line (the lines after it were numbered one too high)', async () => {
    for (const chunk of [1, 3, 64]) {
      expect(lines(await readAll('a;b\r\n"street\r\nflat 2";2\r\n3;"4\r\n5;6\r\n', chunk))).toEqual(['1:a|b', '3:street\nflat 2|2', '4:broken', '5:5|6']);
    }
  });

  it('reads a file whose lines end in CR alone, also every line after broken quoting (they were lost)', async () => {
    expect(lines(await readAll('a;b\r1;2\r3;"4\r5;6\r7;8\r'))).toEqual(['1:a|b', '2:1|2', '3:broken', '4:5|6', '5:7|8']);
  });

  it('refuses UTF-16 (Excel\'s "Unicode text"), with or without its byte-order mark', async () => {
    for (const text of ['\uFEFFa;b\n1;2\n', 'a;b\n1;2\n']) {
      const bytes = Buffer.from(text, 'utf16le');
      async function* one() {
        yield bytes;
      }
      await expect(readCsvRecords(one(), { maxBytes: 1e6 }).next()).rejects.toBeInstanceOf(CsvEncodingError);
    }
  });

  it('reads ; files with a BOM, quoted separators, decimal commas, multi-line cells and multi-byte letters split across chunks', async () => {
    const items = await readAll('\uFEFFa;b\r\n"x;y";"1 234,56"\r\nŻółć;"two\nlines"\r\n');
    expect(items).toEqual([
      { kind: 'record', line: 1, fields: ['a', 'b'], raw: 'a;b', plain: true },
      { kind: 'record', line: 2, fields: ['x;y', '1 234,56'], raw: '"x;y";"1 234,56"', plain: true },
      { kind: 'record', line: 4, fields: ['Żółć', 'two\nlines'], raw: 'Żółć;"two\nlines"', plain: true },
    ]);
  });

  it('takes , when the header has more commas than semicolons', async () => {
    expect(await readAll('a,b\n"1,5",2\n')).toEqual([
      { kind: 'record', line: 1, fields: ['a', 'b'], raw: 'a,b', plain: true },
      { kind: 'record', line: 2, fields: ['1,5', '2'], raw: '"1,5",2', plain: true },
    ]);
  });

  it('reports broken quoting by line and reads every line after it (none is swallowed)', async () => {
    const items = await readAll('a;b;c\n1;2;3\n9;"1"0;11\n\n12;13;14\n15;"16;17\n18;19;20\n21;22;23');
    expect(items.map((i) => (i.kind === 'record' ? `${i.line}:${i.fields.join('|')}` : `${i.line}:broken`))).toEqual([
      '1:a|b|c',
      '2:1|2|3',
      '3:broken',
      '5:12|13|14',
      '6:broken',
      '7:18|19|20',
      '8:21|22|23',
    ]);
  });

  it('names the line a quote is opened on and never closed, and reads the good lines after it (found from outside: lines 5–8 vanished)', async () => {
    const file = 'a;b;c\n1;2;3\n4;"x;6\n\n5;5;5\n6;6;6\n7;"7, ok";7\n8;8;8\n';
    const shown = (items: CsvItem[]) => items.map((i) => (i.kind === 'record' ? `${i.line}:${i.fields.join('|')}` : `${i.line}:broken`));
    for (const chunk of [3, 1000]) {
      // The quote opened on line 3 closes only on line 7, where csv-parse notices it.
      expect(shown(await readAll(file, chunk)), `chunk ${chunk}`).toEqual(['1:a|b|c', '2:1|2|3', '3:broken', '5:5|5|5', '6:6|6|6', '7:7|7, ok|7', '8:8|8|8']);
    }
    // A blank line after the last good record: the broken record's own line is named.
    expect(shown(await readAll('a;b\n1;2\n\n\n"3;4\n5;6\n', 4))).toEqual(['1:a|b', '2:1|2', '5:broken', '6:5|6']);
  });

  it('stops at the byte limit', async () => {
    async function* big() {
      for (let i = 0; i < 100; i++) yield Buffer.alloc(1024, 'a');
    }
    const read = async () => {
      for await (const _ of readCsvRecords(big(), { maxBytes: 50 * 1024 })) void _;
    };
    await expect(read()).rejects.toThrow('larger than');
  });
});

describe('spreadsheet values', () => {
  it('amounts in grosze from Polish and English spellings', () => {
    expect(['1 234,56', '1234.5', '12', '0,01', '-3,00', '1.234,56', '12,345', 'abc', ''].map(parseAmount)).toEqual([123456, 123450, 1200, 1, -300, null, null, null, null]);
  });
  it('whole quantities, the four Polish rates, real calendar days', () => {
    expect(['3', '3,0', '1.5', '0', 'x'].map(parseQuantity)).toEqual([3, 3, null, 0, null]);
    expect(['23', '8 %', '5%', '0', '22', '7', 'zw'].map(parseVatRate)).toEqual([23, 8, 5, 0, null, null, null]);
    expect(['2027-02-28', '28.02.2027', '1.3.2027', '2027-02-29', '31.04.2027', '2027/01/01'].map(parseDate)).toEqual(['2027-02-28', '2027-02-28', '2027-03-01', null, null, null]);
  });
});

describe('NewlineNormalizer', () => {
  it('turns CRLF and lone CR into LF however the bytes are cut into chunks', () => {
    for (const text of ['a\r\r\nb\rc\r\n', 'x\r\ny\rz', 'Żółć\r\n"1\r"\r']) {
      const bytes = Buffer.from(text);
      for (let size = 1; size <= bytes.length; size++) {
        const n = new NewlineNormalizer();
        const parts: Buffer[] = [];
        for (let i = 0; i < bytes.length; i += size) parts.push(n.push(bytes.subarray(i, i + size)));
        parts.push(n.end());
        expect(Buffer.concat(parts).toString()).toBe(text.replace(/\r\n?/g, '\n'));
      }
    }
  });
});

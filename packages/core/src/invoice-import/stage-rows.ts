import { createHash } from 'node:crypto';
import { AppError } from '../errors.ts';
import { storableText } from '../platform/input-vocabulary.ts';
import { checkHeader, recordReader } from './csv-columns.ts';
import { validateImportRow, type RowIssue } from './import-row.ts';
import { CsvEncodingError, CsvTooLargeError, readCsvRecords, type CsvItem } from './read-csv-records.ts';

/** What one upload may hold: a spreadsheet of invoices, not an archive. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;

/** One CSV row as the import stores it: a good row waiting for its number, or a bad or repeated one with its problems. */
export interface StagedRow {
  line: number;
  status: 'pending' | 'failed' | 'skipped';
  /** The cells as written: kept for rows that are not invoiced, so the screen can show them. */
  data: Record<string, string> | null;
  /** A good row's text as read (its record in the file): what is stored until the job numbers it. */
  raw: string | null;
  value: Record<string, unknown> | null;
  key: string | null;
  issues: RowIssue[] | null;
}

/** What stageRows learns of the whole file: its header once read, its SHA-256 once the last row is out. */
export interface StagedFile {
  sha256: string | null;
  columns?: string[];
  delimiter?: string;
}

/**
 * The rows of a CSV, read, checked and staged one by one as the bytes stream in (never the whole
 * file in memory twice). Throws AppError for a file that cannot be imported at all: a wrong header
 * (one item per column), over MAX_IMPORT_BYTES or MAX_IMPORT_ROWS. `file.sha256` is set once the
 * last row is out.
 */
export async function* stageRows(csv: AsyncIterable<Uint8Array | string>, today: string, file: StagedFile): AsyncGenerator<StagedRow> {
  const hash = createHash('sha256');
  async function* hashed() {
    for await (const chunk of csv) {
      hash.update(chunk);
      yield chunk;
    }
  }
  let columns: string[] | null = null;
  let toRow: ((fields: string[]) => Record<string, string>) | null = null;
  let count = 0;
  const firstLineOfKey = new Map<string, number>();
  try {
    for await (const item of readCsvRecords(hashed(), { maxBytes: MAX_IMPORT_BYTES, found: file })) {
      if (!columns) {
        if (item.kind === 'broken') throw AppError.many([{ code: 'invoice_import.header_invalid', message: `line 1: ${item.message}` }]);
        const header = checkHeader(item.fields);
        if (header.problems.length) throw AppError.many(header.problems.map((p) => ({ code: p.code, message: `line 1: ${p.message}`, field: p.column })));
        columns = header.columns;
        file.columns = columns;
        toRow = recordReader(columns);
        continue;
      }
      if (++count > MAX_IMPORT_ROWS) throw new AppError('invoice_import.too_many_rows', `The file has more than ${MAX_IMPORT_ROWS} rows; split it into smaller files.`);
      yield stageRow(item, columns, toRow!, today, firstLineOfKey);
    }
  } catch (err) {
    if (err instanceof CsvTooLargeError) throw new AppError('invoice_import.file_too_large', `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB; split it into smaller files.`, 'file');
    if (err instanceof CsvEncodingError) throw new AppError('invoice_import.encoding_unsupported', 'The file is saved as UTF-16 ("Unicode text"); save it as "CSV UTF-8" and import it again.', 'file');
    throw err;
  }
  if (!columns || count === 0) throw new AppError('invoice_import.empty', 'The file has no invoice rows under its header.', 'file');
  file.sha256 = hash.digest('hex');
}

/** A row that is not invoiced keeps its cells to show — made storable first: a NUL byte is a row's problem, not the import's. */
const bad = (line: number, data: Record<string, string>, issues: RowIssue[], status: 'failed' | 'skipped' = 'failed'): StagedRow => ({
  line,
  status,
  data: Object.fromEntries(Object.entries(data).map(([k, v]) => [storableText(k), storableText(v)])),
  raw: null,
  value: null,
  key: null,
  issues,
});

function stageRow(item: CsvItem, columns: string[], toRow: (fields: string[]) => Record<string, string>, today: string, firstLineOfKey: Map<string, number>): StagedRow {
  if (item.kind === 'broken') return bad(item.line, {}, [{ field: 'row', code: 'invoice_import.csv_broken', message: `broken quoting: ${item.message}` }]);
  const data = toRow(item.fields);
  if (item.fields.length > columns.length && item.fields.slice(columns.length).some((f) => f.trim() !== '')) {
    return bad(item.line, data, [{ field: 'row', code: 'invoice_import.csv_cells', message: `has ${item.fields.length} cells but the header has ${columns.length} (a separator inside an unquoted value?)` }]);
  }
  // A blank header cell over a filled one: the value has no column to go to (a header cell
  // deleted by mistake dropped e-mail and due date without a word). Most headers have none to look under.
  const unnamed = columns.indexOf('') < 0 ? -1 : columns.findIndex((c, i) => c === '' && (item.fields[i] ?? '').trim() !== '');
  if (unnamed >= 0) return bad(item.line, data, [{ field: 'row', code: 'invoice_import.csv_cells', message: `has a value in column ${unnamed + 1}, whose header cell is empty` }]);
  const r = validateImportRow(data, today, { plain: item.plain });
  if (!r.ok) return bad(item.line, data, r.issues);
  const first = firstLineOfKey.get(r.key);
  if (first !== undefined) return bad(item.line, data, [{ field: 'row', code: 'invoice_import.duplicate_in_file', message: `is the same invoice as line ${first}` }], 'skipped');
  firstLineOfKey.set(r.key, item.line);
  // Not the checked invoice: the job checks the row's text again, and holding 1,000 of them until
  // their chunk is stored kept them alive past the young generation (garbage collection was the
  // import's largest single cost).
  return { line: item.line, status: 'pending', data: null, raw: item.raw, value: null, key: r.key, issues: null };
}

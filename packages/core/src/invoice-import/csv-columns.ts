/**
 * The invoice CSV's columns (docs/invoice-import.md). One row is one invoice; its items sit in
 * numbered column groups item_1_… to item_10_…, the way a spreadsheet holds them without a
 * second sheet.
 */

export const BASE_COLUMNS = [
  'external_id',
  'buyer_type',
  'company_name',
  'first_name',
  'last_name',
  'vat_number',
  'street',
  'building_number',
  'flat_number',
  'postal_code',
  'city',
  'country',
  'email',
  'currency',
  'issue_date',
  'sale_date',
  'payment_method',
  'due_date',
] as const;

export const ITEM_FIELDS = ['name', 'quantity', 'net_price', 'vat_rate'] as const;
export const MAX_ITEMS = 10;
export const itemColumn = (n: number, field: (typeof ITEM_FIELDS)[number]) => `item_${n}_${field}`;

const REQUIRED = ['street', 'building_number', 'postal_code', 'city', 'payment_method', ...ITEM_FIELDS.map((f) => itemColumn(1, f))];

const KNOWN = new Set<string>([...BASE_COLUMNS, ...Array.from({ length: MAX_ITEMS }, (_, i) => ITEM_FIELDS.map((f) => itemColumn(i + 1, f))).flat()]);

export interface HeaderProblem {
  code: 'invoice_import.column_unknown' | 'invoice_import.column_twice' | 'invoice_import.column_missing';
  column: string;
  message: string;
}

/** Column names as written (trimmed, lower case); a typo must not drop a column's data silently. */
export function checkHeader(fields: string[]): { columns: string[]; problems: HeaderProblem[] } {
  const columns = fields.map((f) => f.trim().toLowerCase());
  const problems: HeaderProblem[] = [];
  const seen = new Set<string>();
  for (const c of columns) {
    if (c === '') continue;
    if (!KNOWN.has(c)) problems.push({ code: 'invoice_import.column_unknown', column: c, message: `unknown column "${c}"` });
    else if (seen.has(c)) problems.push({ code: 'invoice_import.column_twice', column: c, message: `column "${c}" appears twice` });
    seen.add(c);
  }
  for (const c of REQUIRED) if (!seen.has(c)) problems.push({ code: 'invoice_import.column_missing', column: c, message: `column "${c}" is missing` });
  return { columns, problems };
}

/**
 * A record's fields keyed by column (empty header cells dropped; a missing cell is empty); extra
 * cells are counted, not kept. Made once per header: each row is a copy of one object that has
 * every column already, whose cells are then overwritten — adding 26 properties by name to a new
 * object, row after row, cost five times as much, and every later read of the row paid for the
 * slow object it made (issue #16's import measures this per row).
 */
export function recordReader(columns: string[]): (fields: string[]) => Record<string, string> {
  const named = columns.map((c, i) => [c, i] as const).filter(([c]) => c !== '');
  // JSON.parse builds an object whose shape the copies share.
  const template = JSON.parse(JSON.stringify(Object.fromEntries(named.map(([c]) => [c, ''])))) as Record<string, string>;
  return (fields) => {
    const row = { ...template };
    for (const [c, i] of named) {
      const v = fields[i];
      if (v !== undefined) row[c] = v;
    }
    return row;
  };
}

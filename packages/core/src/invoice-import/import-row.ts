import { createHash } from 'node:crypto';
import { z } from 'zod';
import { invoiceFormSchema, quickInvoiceForm, type InvoiceForm, type QuickFormInput } from '../invoices/invoice-form.ts';
import { grossOfNetLines } from '../invoices/vat.ts';
import { isText, MAX_INT32 } from '../platform/input-vocabulary.ts';
import { itemColumn, MAX_ITEMS } from './csv-columns.ts';
import { IMPORT_CURRENCIES, parseAmount, parseDate, parsePaymentMethod, parseQuantity, parseVatRate, VAT_RATES, type ImportPaymentMethod } from './csv-values.ts';

/** One problem of one row: the column it is in, a stable code the admin screen translates, and English for the CLI. */
export interface RowIssue {
  field: string;
  code: string;
  message: string;
}

export interface ImportInvoice {
  external_id: string | null;
  buyer: Omit<InvoiceForm, 'proforma'>;
  email: string | null;
  currency: (typeof IMPORT_CURRENCIES)[number];
  issue_date: string;
  sale_date: string;
  payment_method: ImportPaymentMethod;
  due_date: string | null;
  /** Net-priced lines; computeInvoice turns them into the invoice's lines and per-rate totals. */
  items: LineIn[];
}

export type RowResult = { ok: true; value: ImportInvoice; key: string } | { ok: false; issues: RowIssue[] };

/** The longest text each column may hold, trimmed (a column the file lacks is empty). */
const CELL_LIMITS = {
  external_id: 100,
  buyer_type: 20,
  company_name: 300,
  first_name: 200,
  last_name: 200,
  vat_number: 30,
  street: 200,
  building_number: 20,
  flat_number: 20,
  postal_code: 20,
  city: 200,
  country: 2,
  email: 254,
  currency: 3,
  issue_date: 10,
  sale_date: 10,
  payment_method: 40,
  due_date: 10,
} as const;
type Cells = { -readonly [K in keyof typeof CELL_LIMITS]: string };
const cellNames = Object.keys(CELL_LIMITS) as (keyof Cells)[];

// Trimmed before measured: "PL " is the country PL, not three characters too long for one.
const cell = (max: number) => z.string().trim().max(max, `is longer than ${max} characters`).optional();

/** Every column as text of a bounded length; meaning is checked after. */
export const cellsSchema = z.object(Object.fromEntries(cellNames.map((k) => [k, cell(CELL_LIMITS[k])])) as { [K in keyof Cells]: ReturnType<typeof cell> });

/**
 * The row's cells, trimmed, as cellsSchema reads them — or its problems. A row whose every cell
 * is within its limit before trimming passes cellsSchema by construction, so it is trimmed here
 * without the schema: that parse was a fifth of a 10,000-row import's time (issue #16), and a
 * property test holds the two ways to the same answer.
 */
export function readCells(raw: Record<string, string>): { ok: true; cells: Cells } | { ok: false; issues: RowIssue[] } {
  const c = {} as Cells;
  for (const k of cellNames) {
    const v = raw[k];
    if (v === undefined) c[k] = '';
    else if (v.length <= CELL_LIMITS[k]) c[k] = v.trim();
    else return bySchema(raw);
  }
  return { ok: true, cells: c };
}

function bySchema(raw: Record<string, string>): { ok: true; cells: Cells } | { ok: false; issues: RowIssue[] } {
  const base = cellsSchema.safeParse(raw);
  if (!base.success) return { ok: false, issues: base.error.issues.map((i) => ({ field: String(i.path[0] ?? 'row'), code: 'invoice_import.text_invalid', message: i.message })) };
  const c = {} as Cells;
  for (const k of cellNames) c[k] = base.data[k] ?? '';
  return { ok: true, cells: c };
}

const email = z.string().regex(z.regexes.email);

/**
 * The first cell that is not storable text: NUL or a lone surrogate (isText), or U+FFFD, which is
 * what bytes that were not UTF-8 (a file saved as Windows-1250) decode to.
 */
function unreadableCell(raw: Record<string, string>): string | null {
  for (const k in raw) {
    const v = raw[k]!;
    // The cheap test first: almost every cell has none of these characters at all.
    if (suspect.test(v) && (!isText(v) || v.includes('\uFFFD'))) return k;
  }
  return null;
}
// eslint-disable-next-line no-control-regex -- NUL is one of the characters looked for
const suspect = /[\u0000\uD800-\uDFFF\uFFFD]/;

const buyerTypes: Record<string, 'company' | 'personal'> = { company: 'company', firma: 'company', personal: 'personal', person: 'personal', osoba: 'personal' };

/** invoiceFormSchema's codes, as the import reports them. */
const formCodes: Record<string, string> = { 'invoice.nip_invalid': 'invoice_import.nip_invalid', 'invoice.vat_number_invalid': 'invoice_import.vat_number_invalid' };

/**
 * One CSV row → an invoice ready to number, or every problem it has (all at once, so a fix takes
 * one round). `today` is the event's calendar day: an invoice may not be dated in the future.
 */
export function validateImportRow(raw: Record<string, string>, today: string, opts: { plain?: boolean } = {}): RowResult {
  const issues: RowIssue[] = [];

  // `plain`: the reader found none of unreadableCell's characters in the row's text.
  const unreadable = opts.plain ? null : unreadableCell(raw);
  if (unreadable) return { ok: false, issues: [{ field: unreadable, code: 'invoice_import.text_invalid', message: 'is not UTF-8 text (save the file as "CSV UTF-8")' }] };
  const read = readCells(raw);
  if (!read.ok) return read;
  const c = read.cells;

  const buyerType = c.buyer_type ? buyerTypes[c.buyer_type.toLowerCase()] : c.vat_number || c.company_name ? 'company' : 'personal';
  if (!buyerType) add(issues, 'buyer_type', 'invoice_import.buyer_type_invalid', 'must be company or personal');
  const formInput: QuickFormInput = {
    invoice_type: buyerType ?? 'personal',
    company_name: c.company_name || null,
    first_name: c.first_name || null,
    last_name: c.last_name || null,
    vat_number: c.vat_number || null,
    street: c.street,
    building_number: c.building_number,
    flat_number: c.flat_number || null,
    city: c.city,
    postal_code: c.postal_code,
    country: c.country || 'PL',
  };
  // The schema only where the quick path is unsure: it names the issues.
  const quick = quickInvoiceForm(formInput);
  const form = quick ? { success: true as const, data: quick } : invoiceFormSchema.safeParse(formInput);
  if (!form.success) {
    for (const i of form.error.issues) {
      const code = (i as { params?: { code?: string } }).params?.code;
      const field = String(i.path[0] ?? 'row');
      if (code && formCodes[code]) add(issues, field, formCodes[code], field === 'vat_number' && (c.country || 'PL') === 'PL' ? 'is not a valid NIP (wrong checksum or length)' : 'must be an EU VAT number: a country code followed by the number');
      else if (field === 'country') add(issues, field, 'invoice_import.country_invalid', 'must be a two-letter country code, e.g. PL or DE');
      else add(issues, field, 'invoice_import.required', 'is required');
    }
  }

  if (c.email && !email.safeParse(c.email).success) add(issues, 'email', 'invoice_import.email_invalid', 'is not an e-mail address');
  const currency = (c.currency || 'PLN').toUpperCase();
  if (!(IMPORT_CURRENCIES as readonly string[]).includes(currency)) add(issues, 'currency', 'invoice_import.currency_unknown', `must be one of ${IMPORT_CURRENCIES.join(', ')}`);

  const issueDate = c.issue_date ? parseDate(c.issue_date) : today;
  if (!issueDate) add(issues, 'issue_date', 'invoice_import.date_invalid', 'must be a date: YYYY-MM-DD or DD.MM.YYYY');
  else if (issueDate > today) add(issues, 'issue_date', 'invoice_import.date_future', 'is in the future');
  const saleDate = c.sale_date ? parseDate(c.sale_date) : issueDate;
  if (c.sale_date && !saleDate) add(issues, 'sale_date', 'invoice_import.date_invalid', 'must be a date: YYYY-MM-DD or DD.MM.YYYY');
  const dueDate = c.due_date ? parseDate(c.due_date) : null;
  if (c.due_date && !dueDate) add(issues, 'due_date', 'invoice_import.date_invalid', 'must be a date: YYYY-MM-DD or DD.MM.YYYY');
  else if (dueDate && issueDate && dueDate < issueDate) add(issues, 'due_date', 'invoice_import.due_before_issue', 'is before the issue date');
  const payment = c.payment_method ? parsePaymentMethod(c.payment_method) : null;
  if (!c.payment_method) add(issues, 'payment_method', 'invoice_import.required', 'is required');
  else if (!payment) add(issues, 'payment_method', 'invoice_import.payment_method_unknown', 'must be transfer, card, cash or online');

  const items = readItems(raw, issues);
  let gross: number | null = null;
  if (items.length > 0 && issues.length === 0) {
    gross = grossOfNetLines(items);
    if (gross === 0) add(issues, 'item_1_net_price', 'invoice_import.total_zero', 'the invoice total is zero');
    else if (gross > MAX_INT32) add(issues, 'item_1_net_price', 'invoice_import.total_too_large', 'the invoice total is too large');
  }
  if (issues.length > 0 || !form.success || gross === null || !issueDate || !saleDate || !payment) return { ok: false, issues };

  const { proforma: _proforma, ...buyer } = form.data;
  const value: ImportInvoice = {
    external_id: c.external_id || null,
    buyer,
    email: c.email || null,
    currency: currency as ImportInvoice['currency'],
    issue_date: issueDate,
    sale_date: saleDate,
    payment_method: payment,
    due_date: dueDate,
    items,
  };
  // A date left empty is "today" when imported: the key keeps it empty, so the same rows imported
  // again another day are the same invoices, not new ones.
  return { ok: true, value, key: rowKey({ ...value, issue_date: c.issue_date ? value.issue_date : '', sale_date: c.sale_date ? value.sale_date : '' }) };
}

// A plain function, not a closure or a bound method per row: tsx names every closure it makes,
// and bind names the bound function — each cost a row more than its checks (issue #16).
function add(issues: RowIssue[], field: string, code: string, message: string) {
  issues.push({ field, code, message });
}

export type LineIn = { name: string; quantity: number; rate: number; unit_net: number };

const itemColumns = Array.from({ length: MAX_ITEMS }, (_, i) => ({
  name: itemColumn(i + 1, 'name'),
  quantity: itemColumn(i + 1, 'quantity'),
  net_price: itemColumn(i + 1, 'net_price'),
  vat_rate: itemColumn(i + 1, 'vat_rate'),
}));

/** item_1 … item_10: a group with any cell filled must be complete; item 1 is required. */
function readItems(raw: Record<string, string>, issues: RowIssue[]): LineIn[] {
  const items: LineIn[] = [];
  for (let n = 0; n < MAX_ITEMS; n++) {
    const col = itemColumns[n]!;
    const name = (raw[col.name] ?? '').trim();
    const qty = (raw[col.quantity] ?? '').trim();
    const price = (raw[col.net_price] ?? '').trim();
    const rate = (raw[col.vat_rate] ?? '').trim();
    if (n > 0 && !name && !qty && !price && !rate) continue;
    const before = issues.length;
    if (!name) add(issues, col.name, 'invoice_import.required', 'is required');
    else if (name.length > 200 || !isText(name)) add(issues, col.name, 'invoice_import.text_invalid', 'must be text of at most 200 characters');
    const quantity = qty ? parseQuantity(qty) : null;
    if (!qty) add(issues, col.quantity, 'invoice_import.required', 'is required');
    else if (quantity === null || quantity === 0) add(issues, col.quantity, 'invoice_import.quantity_invalid', 'must be a whole number of at least 1');
    const unitNet = price ? parseAmount(price) : null;
    if (!price) add(issues, col.net_price, 'invoice_import.required', 'is required');
    else if (unitNet === null) add(issues, col.net_price, 'invoice_import.amount_invalid', 'must be an amount such as 1234,56 or 1234.56');
    else if (unitNet < 0) add(issues, col.net_price, 'invoice_import.amount_negative', 'must not be negative (corrections are not imported)');
    else if (quantity && unitNet * quantity > MAX_INT32) add(issues, col.net_price, 'invoice_import.total_too_large', 'the line total is too large');
    const vatRate = rate ? parseVatRate(rate) : null;
    if (!rate) add(issues, col.vat_rate, 'invoice_import.required', 'is required');
    else if (vatRate === null) add(issues, col.vat_rate, 'invoice_import.rate_unknown', `must be one of ${VAT_RATES.join(', ')} (percent)`);
    if (issues.length === before) items.push({ name, quantity: quantity!, rate: vatRate!, unit_net: unitNet! });
  }
  return items;
}

/**
 * What makes a row the same invoice again: the operator's external_id when there is one, else
 * its content. A second import of the row (same file or another) then finds it instead of
 * numbering it twice.
 */
function rowKey(v: ImportInvoice): string {
  if (v.external_id) return `id:${v.external_id}`;
  const { external_id: _id, ...content } = v;
  return `sha:${createHash('sha256').update(JSON.stringify(content)).digest('base64url')}`;
}

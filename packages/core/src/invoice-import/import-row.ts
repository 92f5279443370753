import { createHash } from 'node:crypto';
import { z } from 'zod';
import { invoiceFormSchema, type InvoiceForm } from '../invoices/invoice-form.ts';
import { computeInvoice, type ComputedInvoice } from '../invoices/vat.ts';
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
  invoice: ComputedInvoice;
}

export type RowResult = { ok: true; value: ImportInvoice; key: string } | { ok: false; issues: RowIssue[] };

const cell = (max: number) =>
  z
    .string()
    .default('')
    .transform((s) => s.trim())
    .refine(isText, 'contains characters that are not text (is the file saved as UTF-8?)')
    .refine((s) => !s.includes('\uFFFD'), 'is not UTF-8 text (save the file as "CSV UTF-8")')
    .pipe(z.string().max(max, `is longer than ${max} characters`));

const email = z.string().regex(z.regexes.email);

/** Every column as trimmed text of a bounded length; meaning is checked after. */
const cells = z.object({
  external_id: cell(100),
  buyer_type: cell(20),
  company_name: cell(300),
  first_name: cell(200),
  last_name: cell(200),
  vat_number: cell(30),
  street: cell(200),
  building_number: cell(20),
  flat_number: cell(20),
  postal_code: cell(20),
  city: cell(200),
  country: cell(2),
  email: cell(254),
  currency: cell(3),
  issue_date: cell(10),
  sale_date: cell(10),
  payment_method: cell(40),
  due_date: cell(10),
});

const buyerTypes: Record<string, 'company' | 'personal'> = { company: 'company', firma: 'company', personal: 'personal', person: 'personal', osoba: 'personal' };

/** invoiceFormSchema's codes, as the import reports them. */
const formCodes: Record<string, string> = { 'invoice.nip_invalid': 'invoice_import.nip_invalid', 'invoice.vat_number_invalid': 'invoice_import.vat_number_invalid' };

/**
 * One CSV row → an invoice ready to number, or every problem it has (all at once, so a fix takes
 * one round). `today` is the event's calendar day: an invoice may not be dated in the future.
 */
export function validateImportRow(raw: Record<string, string>, today: string): RowResult {
  const issues: RowIssue[] = [];
  const issue = (field: string, code: string, message: string) => issues.push({ field, code, message });

  const base = cells.safeParse(raw);
  if (!base.success) {
    for (const i of base.error.issues) issue(String(i.path[0] ?? 'row'), 'invoice_import.text_invalid', i.message);
    return { ok: false, issues };
  }
  const c = base.data;

  const buyerType = c.buyer_type ? buyerTypes[c.buyer_type.toLowerCase()] : c.vat_number || c.company_name ? 'company' : 'personal';
  if (!buyerType) issue('buyer_type', 'invoice_import.buyer_type_invalid', 'must be company or personal');
  const form = invoiceFormSchema.safeParse({
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
  });
  if (!form.success) {
    for (const i of form.error.issues) {
      const code = (i as { params?: { code?: string } }).params?.code;
      const field = String(i.path[0] ?? 'row');
      if (code && formCodes[code]) issue(field, formCodes[code], field === 'vat_number' && (c.country || 'PL') === 'PL' ? 'is not a valid NIP (wrong checksum or length)' : 'must be an EU VAT number: a country code followed by the number');
      else if (field === 'country') issue(field, 'invoice_import.country_invalid', 'must be a two-letter country code, e.g. PL or DE');
      else issue(field, 'invoice_import.required', 'is required');
    }
  }

  if (c.email && !email.safeParse(c.email).success) issue('email', 'invoice_import.email_invalid', 'is not an e-mail address');
  const currency = (c.currency || 'PLN').toUpperCase();
  if (!(IMPORT_CURRENCIES as readonly string[]).includes(currency)) issue('currency', 'invoice_import.currency_unknown', `must be one of ${IMPORT_CURRENCIES.join(', ')}`);

  const issueDate = c.issue_date ? parseDate(c.issue_date) : today;
  if (!issueDate) issue('issue_date', 'invoice_import.date_invalid', 'must be a date: YYYY-MM-DD or DD.MM.YYYY');
  else if (issueDate > today) issue('issue_date', 'invoice_import.date_future', 'is in the future');
  const saleDate = c.sale_date ? parseDate(c.sale_date) : issueDate;
  if (c.sale_date && !saleDate) issue('sale_date', 'invoice_import.date_invalid', 'must be a date: YYYY-MM-DD or DD.MM.YYYY');
  const dueDate = c.due_date ? parseDate(c.due_date) : null;
  if (c.due_date && !dueDate) issue('due_date', 'invoice_import.date_invalid', 'must be a date: YYYY-MM-DD or DD.MM.YYYY');
  else if (dueDate && issueDate && dueDate < issueDate) issue('due_date', 'invoice_import.due_before_issue', 'is before the issue date');
  const payment = c.payment_method ? parsePaymentMethod(c.payment_method) : null;
  if (!c.payment_method) issue('payment_method', 'invoice_import.required', 'is required');
  else if (!payment) issue('payment_method', 'invoice_import.payment_method_unknown', 'must be transfer, card, cash or online');

  const items = readItems(raw, issue);
  let invoice: ComputedInvoice | null = null;
  if (items.length > 0 && issues.length === 0) {
    invoice = computeInvoice(items);
    if (invoice.gross === 0) issue('item_1_net_price', 'invoice_import.total_zero', 'the invoice total is zero');
    else if (invoice.gross > MAX_INT32) issue('item_1_net_price', 'invoice_import.total_too_large', 'the invoice total is too large');
  }
  if (issues.length > 0 || !form.success || !invoice || !issueDate || !saleDate || !payment) return { ok: false, issues };

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
    invoice,
  };
  return { ok: true, value, key: rowKey(value) };
}

type LineIn = { name: string; quantity: number; rate: number; unit_net: number };

/** item_1 … item_10: a group with any cell filled must be complete; item 1 is required. */
function readItems(raw: Record<string, string>, issue: (field: string, code: string, message: string) => void): LineIn[] {
  const items: LineIn[] = [];
  for (let n = 1; n <= MAX_ITEMS; n++) {
    const get = (f: 'name' | 'quantity' | 'net_price' | 'vat_rate') => (raw[itemColumn(n, f)] ?? '').trim();
    const [name, qty, price, rate] = [get('name'), get('quantity'), get('net_price'), get('vat_rate')];
    if (n > 1 && !name && !qty && !price && !rate) continue;
    const before = items.length;
    let bad = false;
    const fail = (f: string, code: string, message: string) => {
      bad = true;
      issue(itemColumn(n, f as 'name'), code, message);
    };
    if (!name) fail('name', 'invoice_import.required', 'is required');
    else if (name.length > 200 || !isText(name)) fail('name', 'invoice_import.text_invalid', 'must be text of at most 200 characters');
    const quantity = qty ? parseQuantity(qty) : null;
    if (!qty) fail('quantity', 'invoice_import.required', 'is required');
    else if (quantity === null || quantity === 0) fail('quantity', 'invoice_import.quantity_invalid', 'must be a whole number of at least 1');
    const unitNet = price ? parseAmount(price) : null;
    if (!price) fail('net_price', 'invoice_import.required', 'is required');
    else if (unitNet === null) fail('net_price', 'invoice_import.amount_invalid', 'must be an amount such as 1234,56 or 1234.56');
    else if (unitNet < 0) fail('net_price', 'invoice_import.amount_negative', 'must not be negative (corrections are not imported)');
    else if (quantity && unitNet * quantity > MAX_INT32) fail('net_price', 'invoice_import.total_too_large', 'the line total is too large');
    const vatRate = rate ? parseVatRate(rate) : null;
    if (!rate) fail('vat_rate', 'invoice_import.required', 'is required');
    else if (vatRate === null) fail('vat_rate', 'invoice_import.rate_unknown', `must be one of ${VAT_RATES.join(', ')} (percent)`);
    if (!bad && items.length === before) items.push({ name, quantity: quantity!, rate: vatRate!, unit_net: unitNet! });
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

import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, json, jsonb, pgTable, primaryKey, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, currency, id, money, tstz } from './columns.ts';
import { users } from './accounts.ts';
import { attachments } from './attachments.ts';
import { orders } from './tickets.ts';
import { organizations } from './organizations.ts';
import { eventId } from './event-scope.ts';

/**
 * VAT invoice numbering: one continuous series per ORGANIZER (the seller) and calendar year.
 * `last_number` is taken with `INSERT … ON CONFLICT DO UPDATE SET last_number = last_number + 1
 * RETURNING` inside the invoice's own transaction: the row lock serialises issuers and a rollback
 * gives the number back, so the series has no gaps and no duplicates. Proformas take no number.
 */
export const invoice_series = pgTable(
  'invoice_series',
  {
    id: id(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    year: integer().notNull(),
    last_number: integer().notNull().default(0),
    /**
     * The TEST series of sandbox-paid orders (TEST/2027/000001): documents that say they are not
     * VAT invoices, numbered apart so the organizer's real series has no gaps and no fakes.
     */
    test_mode: boolean().notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [unique('invoice_series_org_year_mode_uq').on(t.organization_id, t.year, t.test_mode)],
);

/** A line as printed: unit net price to the grosz; per-line VAT is informative (totals bind). */
export interface InvoiceLine {
  name: string;
  quantity: number;
  rate: number;
  unit_net: number;
  net: number;
  vat: number;
  gross: number;
}

/** Per-rate totals (art. 106e ust. 1 pkt 14: VAT on the sum of net values per rate). */
export interface InvoiceRateTotal {
  rate: number;
  net: number;
  vat: number;
  gross: number;
}

/** The seller as it was when the document was issued (organizations' seller fields). */
export interface InvoiceSeller {
  name: string;
  nip: string | null;
  street: string | null;
  building_number: string | null;
  city: string | null;
  postal_code: string | null;
  country: string;
  bank_account: string | null;
}

export const viesStatuses = ['valid', 'invalid', 'unavailable'] as const;
export type ViesStatus = (typeof viesStatuses)[number];

export const importBatchStatuses = ['pending', 'processing', 'done', 'failed'] as const;
export type ImportBatchStatus = (typeof importBatchStatuses)[number];

/** One CSV uploaded to the invoice generator. */
export const invoice_import_batches = pgTable(
  'invoice_import_batches',
  {
    id: id(),
    event_id: eventId(),
    uploaded_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    file_name: text().notNull(),
    source_attachment_id: integer().references(() => attachments.id, { onDelete: 'set null' }),
    /** The file's SHA-256: the same file imported again finds this batch instead of making another. */
    file_sha256: text(),
    /** Mail each buyer their invoice once it is rendered. */
    send_mail: boolean().notNull().default(false),
    status: text().$type<ImportBatchStatus>().notNull().default('pending'),
    total_rows: integer().notNull().default(0),
    /** Rows whose invoice is numbered and rendered. */
    processed_rows: integer().notNull().default(0),
    failed_rows: integer().notNull().default(0),
    /** Rows already invoiced by an earlier import (same external_id or content). */
    skipped_rows: integer().notNull().default(0),
    created_at: createdAt(),
    finished_at: tstz(),
  },
  (t) => [
    index('invoice_import_batches_event_idx').on(t.event_id, t.created_at),
    uniqueIndex('invoice_import_batches_file_uq').on(t.event_id, t.file_sha256),
  ],
);

/**
 * VAT invoices and proformas. Buyer columns are SPEC §3 "Invoice fields"; seller and buyer are
 * copied at issue time so later edits never change an issued document. A proforma has no number
 * (its reference is PRO/<order uuid prefix>) and is superseded by the VAT invoice that
 * `replaces_invoice_id` points at it. The PDF is a `documents` row (kind invoice/proforma).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    event_id: eventId(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    order_id: integer().references(() => orders.id, { onDelete: 'set null' }),
    import_batch_id: integer().references(() => invoice_import_batches.id, { onDelete: 'set null' }),
    proforma: boolean().notNull().default(false),
    /** Issued for a test-mode (sandbox) order: printed as "TEST — not a VAT invoice", never revenue. */
    test_mode: boolean().notNull().default(false),
    /** VAT invoices only: the organizer's series and the number taken from it. */
    series_id: integer().references(() => invoice_series.id, { onDelete: 'restrict' }),
    number: integer(),
    /** Printed reference, e.g. 'FV/2027/000123' or 'PRO/1a2b3c4d'. */
    full_number: text().notNull(),
    /** The proforma this VAT invoice replaces. */
    replaces_invoice_id: integer().references((): AnyPgColumn => invoices.id, { onDelete: 'set null' }),
    seller: jsonb().$type<InvoiceSeller>().notNull(),
    /** 'company' or 'personal'. */
    invoice_type: text().$type<'company' | 'personal'>().notNull(),
    company_name: text(),
    first_name: text(),
    last_name: text(),
    /** NIP, or a VAT number: country code followed by the number. */
    vat_number: text(),
    street: text(),
    building_number: text(),
    flat_number: text(),
    city: text(),
    postal_code: text(),
    state: text(),
    country: varchar({ length: 2 }),
    email: text(),
    /** The VIES answer for a foreign VAT number; 'unavailable' = could not check (never 'invalid'). */
    vies_status: text().$type<ViesStatus>(),
    vies_checked_at: tstz(),
    lines: jsonb().$type<InvoiceLine[]>().notNull().default(sql`'[]'::jsonb`),
    totals: jsonb().$type<InvoiceRateTotal[]>().notNull().default(sql`'[]'::jsonb`),
    net_amount: money(),
    vat_amount: money(),
    gross_amount: money(),
    currency: currency(),
    /** How the buyer pays or paid: a gateway name, or 'transfer' for a proforma. */
    payment_method: text().notNull(),
    /** Proforma: pay by this date. */
    due_date: date({ mode: 'string' }),
    issued_at: tstz().notNull().defaultNow(),
    sale_date: date({ mode: 'string' }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    unique('invoices_series_number_uq').on(t.series_id, t.number),
    // One VAT invoice and one proforma per order (a repeated job finds the existing one).
    unique('invoices_order_kind_uq').on(t.order_id, t.proforma),
    index('invoices_event_issued_idx').on(t.event_id, t.issued_at),
    check(
      'invoices_number_ck',
      sql`(${t.proforma} and ${t.number} is null and ${t.series_id} is null) or (not ${t.proforma} and ${t.number} is not null and ${t.series_id} is not null)`,
    ),
    check('invoices_vies_status_ck', sql`${t.vies_status} is null or ${t.vies_status} in ('valid', 'invalid', 'unavailable')`),
  ],
);

/**
 * The good rows of one import, a chunk of the file per table row, as read (their text, the header,
 * and the day they were checked on), waiting for the numbering job, which checks them
 * again into invoice_import_rows before it numbers them — the same check on the same cells and
 * day gives the same invoice. Why not a table row per CSV row at once: Postgres spent 30–50 µs a
 * row on that (four indexes, three foreign-key triggers, the JSON unpacked per column), and
 * serialising each checked invoice cost as much again — together more than reading and checking
 * the file (issue #16 measures the import against csv-parse alone). `json`, not jsonb: written
 * once and read back whole.
 */
/**
 * One chunk of good rows: `text` is their records as read, joined by line ends, and `keys` the
 * line and invoice key of each, in the same order; `columns` and `delimiter` read them again.
 */
export interface ImportChunk {
  day: string;
  columns: string[];
  delimiter: string;
  keys: [number, string][];
  text: string;
}

export const invoice_import_chunks = pgTable(
  'invoice_import_chunks',
  {
    batch_id: integer()
      .notNull()
      .references(() => invoice_import_batches.id, { onDelete: 'cascade' }),
    /** The line of the chunk's first row: chunks are turned into rows in file order. */
    first_row: integer().notNull(),
    rows: json().$type<ImportChunk>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.batch_id, t.first_row] })],
);

/**
 * Every invoice key an import has taken in this event, with the batch and line that took it: a
 * second import of the same invoice (same external_id or content) finds it here and is skipped
 * instead of numbered twice, also while the first batch's rows still wait in chunks. No foreign
 * keys on purpose: their per-row trigger cost more than the table itself; a migration trigger
 * removes a batch's keys with the batch.
 */
export const invoice_import_keys = pgTable(
  'invoice_import_keys',
  {
    event_id: integer().notNull(),
    row_key: text().notNull(),
    batch_id: integer().notNull(),
    row_number: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.event_id, t.row_key] })],
);

export const importRowStatuses = ['pending', 'done', 'failed', 'skipped'] as const;
export type ImportRowStatus = (typeof importRowStatuses)[number];

/** One CSV row; unique per batch+row so re-processing a batch is idempotent. */
export const invoice_import_rows = pgTable(
  'invoice_import_rows',
  {
    id: id(),
    event_id: eventId(),
    batch_id: integer()
      .notNull()
      .references(() => invoice_import_batches.id, { onDelete: 'cascade' }),
    row_number: integer().notNull(),
    /** The cells as written, by column. */
    data: jsonb().$type<Record<string, string>>().notNull(),
    /**
     * A good row, validated and normalised (the job numbers exactly what was checked). `json`, not
     * jsonb: written once in bulk and read back whole, never queried into, and storing it as text
     * makes a 10,000-row import two and a half times faster.
     */
    value: json().$type<Record<string, unknown>>(),
    /** What identifies the invoice across imports: `id:<external_id>` or `sha:<content hash>`. */
    row_key: text(),
    status: text().$type<ImportRowStatus>().notNull().default('pending'),
    /** A one-line summary (CLI, logs); `issues` has each problem with its column and code. */
    error: text(),
    issues: jsonb().$type<{ field: string; code: string; message: string }[]>(),
    invoice_id: integer().references(() => invoices.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('invoice_import_rows_batch_row_uq').on(t.batch_id, t.row_number),
    index('invoice_import_rows_event_idx').on(t.event_id, t.batch_id, t.status),
    // One live row per invoice key and event: a re-import cannot number the same invoice twice.
    uniqueIndex('invoice_import_rows_key_uq').on(t.event_id, t.row_key).where(sql`${t.status} in ('pending', 'done')`),
  ],
);

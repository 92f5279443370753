import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, currency, id, money, tstz } from './columns.ts';
import { users } from './accounts.ts';
import { attachments } from './attachments.ts';
import { orders } from './tickets.ts';
import { eventId } from './event-scope.ts';

/** A numbering series per event; next_number is taken under the row lock when issuing. */
export const invoice_series = pgTable(
  'invoice_series',
  {
    id: id(),
    event_id: eventId(),
    proforma: boolean().notNull().default(false),
    /** Number template prefix, e.g. 'FV/2027/' or 'PRO/2027/'. */
    prefix: text().notNull(),
    next_number: integer().notNull().default(1),
    created_at: createdAt(),
  },
  (t) => [unique('invoice_series_event_prefix_uq').on(t.event_id, t.proforma, t.prefix)],
);

export interface InvoiceLine {
  name: string;
  quantity: number;
  unit_net: number;
  net: number;
  tax: number;
  vat: number;
  gross: number;
}

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
    status: text().$type<ImportBatchStatus>().notNull().default('pending'),
    total_rows: integer().notNull().default(0),
    processed_rows: integer().notNull().default(0),
    failed_rows: integer().notNull().default(0),
    created_at: createdAt(),
    finished_at: tstz(),
  },
  (t) => [index('invoice_import_batches_event_idx').on(t.event_id, t.created_at)],
);

/**
 * VAT invoices and proformas. Buyer columns are SPEC §3 "Invoice fields"; they are copied at
 * issue time so later profile edits never change an issued document.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    event_id: eventId(),
    order_id: integer().references(() => orders.id, { onDelete: 'set null' }),
    import_batch_id: integer().references(() => invoice_import_batches.id, { onDelete: 'set null' }),
    series_id: integer()
      .notNull()
      .references(() => invoice_series.id, { onDelete: 'restrict' }),
    proforma: boolean().notNull().default(false),
    number: integer().notNull(),
    /** Rendered number, e.g. 'FV/2027/0001'. */
    full_number: text().notNull(),
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
    lines: jsonb().$type<InvoiceLine[]>().notNull().default(sql`'[]'::jsonb`),
    net_amount: money(),
    vat_amount: money(),
    gross_amount: money(),
    currency: currency(),
    issued_at: tstz().notNull().defaultNow(),
    sale_date: date({ mode: 'string' }),
    pdf_attachment_id: integer().references(() => attachments.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    unique('invoices_event_series_number_uq').on(t.event_id, t.series_id, t.number),
    index('invoices_event_issued_idx').on(t.event_id, t.issued_at),
    index('invoices_order_idx').on(t.order_id),
  ],
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
    data: jsonb().$type<Record<string, string>>().notNull(),
    status: text().$type<ImportRowStatus>().notNull().default('pending'),
    error: text(),
    invoice_id: integer().references(() => invoices.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('invoice_import_rows_batch_row_uq').on(t.batch_id, t.row_number),
    index('invoice_import_rows_event_idx').on(t.event_id, t.batch_id, t.status),
  ],
);

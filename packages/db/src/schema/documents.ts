import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { eventId } from './event-scope.ts';
import { ticket_reservations } from './tickets.ts';
import { invoices } from './invoices.ts';

export const documentKinds = ['ticket', 'invoice', 'proforma'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/**
 * Generated private files (ticket PDFs, invoices, proformas). The bytes live under
 * `${STORAGE_DIR}/private/…`, never under the public /uploads route; they are served only through
 * the download endpoints that check who asks. One document per reservation / invoice and kind:
 * a repeated or concurrent job finds the row the first one wrote.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    event_id: eventId(),
    kind: text().$type<DocumentKind>().notNull(),
    ticket_reservation_id: integer().references(() => ticket_reservations.id, { onDelete: 'cascade' }),
    invoice_id: integer().references(() => invoices.id, { onDelete: 'cascade' }),
    /** Path relative to STORAGE_DIR, always under private/. */
    storage_key: text().notNull(),
    file_name: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    unique('documents_kind_reservation_uq').on(t.kind, t.ticket_reservation_id),
    unique('documents_kind_invoice_uq').on(t.kind, t.invoice_id),
    index('documents_event_idx').on(t.event_id),
    check('documents_kind_ck', sql`${t.kind} in ('ticket', 'invoice', 'proforma')`),
    check(
      'documents_owner_ck',
      sql`(${t.kind} = 'ticket' and ${t.ticket_reservation_id} is not null) or (${t.kind} <> 'ticket' and ${t.invoice_id} is not null)`,
    ),
    check('documents_private_ck', sql`${t.storage_key} like 'private/%'`),
  ],
);

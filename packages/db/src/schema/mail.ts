import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.ts';
import { events } from './events.ts';

export const mailStatuses = ['queued', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * Every e-mail the platform sends. Without SMTP_URL a row stays 'kept' and /dev/mailbox shows it.
 */
export const mail_outbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    event_id: integer().references(() => events.id, { onDelete: 'set null' }),
    to_address: text().notNull(),
    subject: text().notNull(),
    text_body: text().notNull(),
    html_body: text().notNull(),
    locale: varchar({ length: 5 }).notNull(),
    template: text().notNull(),
    status: text().$type<MailStatus>().notNull().default('queued'),
    error: text(),
    attempts: integer().notNull().default(0),
    /** Private documents (ticket PDFs, invoices) sent with the mail, by documents.id. */
    document_ids: integer().array().notNull().default(sql`'{}'::integer[]`),
    /**
     * Set by senders that may run more than once (jobs): a second insert with the same key finds
     * the first row instead of mailing twice. Null for one-off mails.
     */
    dedupe_key: text().unique('mail_outbox_dedupe_key_uq'),
    created_at: createdAt(),
    sent_at: tstz(),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.created_at),
    index('mail_outbox_to_idx').on(t.to_address, t.created_at),
    check('mail_outbox_status_ck', sql`${t.status} in ('queued', 'sent', 'failed', 'kept')`),
  ],
);

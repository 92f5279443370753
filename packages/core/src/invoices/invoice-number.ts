import { sql } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';

/** Calendar year of `at` in `timeZone` (an invoice issued on 31 Dec 23:30 UTC is next year in Warsaw). */
export function yearIn(at: Date, timeZone: string): number {
  try {
    return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(at));
  } catch {
    return at.getUTCFullYear();
  }
}

/** ISO date (YYYY-MM-DD) of `at` in `timeZone`. */
export function dateIn(at: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

export const formatInvoiceNumber = (year: number, n: number, testMode = false): string => `${testMode ? 'TEST' : 'FV'}/${year}/${String(n).padStart(6, '0')}`;

/**
 * Takes the next VAT invoice number of an organizer's yearly series (or of its TEST series, for
 * sandbox-paid orders). MUST run inside the
 * transaction that inserts the invoice: the upsert locks the series row until that transaction
 * ends, so concurrent issuers queue up (no duplicates) and a rollback returns the number (no gap).
 * Take it as the last step before the insert: the lock serialises the organizer's invoices.
 */
export async function takeInvoiceNumber(tx: Db, input: { organizationId: number; year: number; testMode?: boolean }): Promise<{ seriesId: number; number: number; fullNumber: string }> {
  const testMode = input.testMode ?? false;
  const [row] = await tx
    .insert(schema.invoice_series)
    .values({ organization_id: input.organizationId, year: input.year, test_mode: testMode, last_number: 1 })
    .onConflictDoUpdate({
      target: [schema.invoice_series.organization_id, schema.invoice_series.year, schema.invoice_series.test_mode],
      set: { last_number: sql`${schema.invoice_series.last_number} + 1` },
    })
    .returning({ id: schema.invoice_series.id, last_number: schema.invoice_series.last_number });
  return { seriesId: row!.id, number: row!.last_number, fullNumber: formatInvoiceNumber(input.year, row!.last_number, testMode) };
}

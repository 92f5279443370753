import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../tickets/rows-of.ts';
import { documents, type DocumentKind } from '@foyer/db/schema';
import type { Ctx } from '../context.ts';
import { removePrivateFile, type StoredFile } from './document-storage.ts';
import type { PdfTarget } from './render-pdf.ts';

export type DocumentRow = typeof documents.$inferSelect;

export type DocumentOwner = { kind: 'ticket'; reservationId: number } | { kind: 'invoice' | 'proforma'; invoiceId: number };

export async function findDocument(ctx: Pick<Ctx, 'db'>, owner: DocumentOwner): Promise<DocumentRow | null> {
  const where =
    owner.kind === 'ticket'
      ? and(eq(documents.kind, 'ticket'), eq(documents.ticket_reservation_id, owner.reservationId))
      : and(eq(documents.kind, owner.kind), eq(documents.invoice_id, owner.invoiceId));
  const [row] = await ctx.db.select().from(documents).where(where).limit(1);
  return row ?? null;
}

/** Where a document's file goes (folder per kind and event) and its readable base name. */
export function documentTarget(ctx: Pick<Ctx, 'config'>, eventId: number, owner: DocumentOwner, fileName: string): PdfTarget {
  return { storageDir: ctx.config.storageDir, folder: `${owner.kind}s/${eventId}`, baseName: fileName.replace(/\.pdf$/i, '') };
}

/**
 * Records a document whose file is already written (renderPdfToStorage), once per owner: the
 * unique (kind, owner) constraint decides the race between concurrent jobs; the loser deletes
 * its file and returns the winner's row.
 */
export async function saveDocument(
  ctx: Pick<Ctx, 'db' | 'config'>,
  input: { eventId: number; owner: DocumentOwner; fileName: string; stored: StoredFile },
): Promise<DocumentRow> {
  const { owner, stored } = input;
  const kind: DocumentKind = owner.kind;
  // The row records a file that can be rendered again, so it need not wait for its own WAL flush
  // (an fsync per ticket on the queued path): if the server crashed first, the retried job
  // renders again. WAL is flushed in order, so the mail that lists this document (committed
  // later, durably) makes the row durable as well. set_config(…, true) lasts until the end of
  // the statement's own implicit transaction, whose commit reads it: one statement, one round
  // trip, no BEGIN/COMMIT around it (postgres.js prepares it once per connection).
  let row: DocumentRow | undefined;
  try {
    [row] = rowsOf<DocumentRow>(
      await ctx.db.execute(sql`
        insert into documents (event_id, kind, ticket_reservation_id, invoice_id, storage_key, file_name, mime, size, sha256)
        select ${input.eventId}::int, ${kind}::text, ${owner.kind === 'ticket' ? owner.reservationId : null}::int, ${owner.kind === 'ticket' ? null : owner.invoiceId}::int,
          ${stored.storage_key}::text, ${input.fileName}::text, 'application/pdf', ${stored.size}::int, ${stored.sha256}::text
        from (select set_config('synchronous_commit', 'off', true)) as relaxed
        on conflict do nothing
        returning id, event_id, kind, ticket_reservation_id, invoice_id, storage_key, file_name, mime, size, sha256, created_at`),
    );
  } catch (err) {
    // Never leave a file that no row points at.
    await removePrivateFile(ctx, stored.storage_key);
    throw err;
  }
  if (row) return row;
  await removePrivateFile(ctx, stored.storage_key);
  const existing = await findDocument(ctx, owner);
  if (!existing) throw new Error(`document for ${JSON.stringify(owner)} vanished after a conflict`);
  return existing;
}

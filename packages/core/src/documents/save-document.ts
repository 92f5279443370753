import { and, eq } from 'drizzle-orm';
import { runPipelinedTransaction } from '@foyer/db';
import { documents, type DocumentKind } from '@foyer/db/schema';
import type { Ctx } from '../context.ts';
import { planPrivateFile, removePrivateFile, writePlannedFile } from './document-storage.ts';

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

/**
 * Stores a rendered document once per owner: the unique (kind, owner) constraint decides the race
 * between concurrent jobs; the loser deletes its file and returns the winner's row.
 */
export async function saveDocument(
  ctx: Pick<Ctx, 'db' | 'config'>,
  input: { eventId: number; owner: DocumentOwner; fileName: string; bytes: Uint8Array },
): Promise<DocumentRow> {
  const { owner } = input;
  const kind: DocumentKind = owner.kind;
  const stored = planPrivateFile(`${kind}s/${input.eventId}`, input.fileName.replace(/\.pdf$/i, ''), input.bytes);
  // The file and its row are written at the same time, so the queued path pays for one wait, not
  // two. A download that finds the row a moment before its file lands renders it again
  // (readDocument); mail is sent by a later job and retries if a file is missing.
  //
  // The row records a file that can be rendered again, so it need not wait for its own WAL flush
  // (an fsync per ticket on the queued path): if the server crashed first, the retried job
  // renders again. WAL is flushed in order, so the mail that lists this document (committed
  // later, durably) makes the row durable as well. One pipelined round trip (SET LOCAL, then the
  // insert as a prepared statement: planning it afresh for every ticket cost a millisecond).
  const insert = async () =>
    (
      await runPipelinedTransaction(ctx.db, [
        { text: `set local synchronous_commit = off`, params: [] },
        {
          text: `insert into documents (event_id, kind, ticket_reservation_id, invoice_id, storage_key, file_name, mime, size, sha256)
            values ($1, $2, $3, $4, $5, $6, 'application/pdf', $7, $8)
            on conflict do nothing
            returning id, event_id, kind, ticket_reservation_id, invoice_id, storage_key, file_name, mime, size, sha256, created_at`,
          params: [
            input.eventId, kind, owner.kind === 'ticket' ? owner.reservationId : null, owner.kind === 'ticket' ? null : owner.invoiceId,
            stored.storage_key, input.fileName, stored.size, stored.sha256,
          ],
        },
      ])
    )[1]![0] as DocumentRow | undefined;
  const [written, inserted] = await Promise.allSettled([writePlannedFile(ctx, stored.storage_key, input.bytes), insert()]);
  if (inserted.status === 'rejected') {
    if (written.status === 'fulfilled') await removePrivateFile(ctx, stored.storage_key);
    throw inserted.reason;
  }
  const row = inserted.value;
  if (written.status === 'rejected') {
    // Never leave a row that points at no file: the retried job renders again.
    if (row) await ctx.db.delete(documents).where(eq(documents.id, row.id));
    throw written.reason;
  }
  if (row) return row;
  await removePrivateFile(ctx, stored.storage_key);
  const existing = await findDocument(ctx, owner);
  if (!existing) throw new Error(`document for ${JSON.stringify(owner)} vanished after a conflict`);
  return existing;
}

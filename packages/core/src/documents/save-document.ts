import { and, eq, sql } from 'drizzle-orm';
import { documents, type DocumentKind } from '@foyer/db/schema';
import type { Ctx } from '../context.ts';
import { removePrivateFile, writePrivateFile } from './document-storage.ts';
import { pipeline } from '../tickets/pipeline.ts';

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
  const stored = await writePrivateFile(ctx, `${kind}s/${input.eventId}`, input.fileName.replace(/\.pdf$/i, ''), input.bytes);
  // The row records a file that can be rendered again, so it need not wait for its own WAL flush
  // (an fsync per ticket on the queued path): if the server crashed first, the retried job
  // renders again. WAL is flushed in order, so the mail that lists this document (committed
  // later, durably) makes the row durable as well.
  const [row] = await ctx.db.transaction(async (tx) => {
    // Both statements go out in one write (see tickets/pipeline.ts).
    const relaxed = tx.execute(sql`set local synchronous_commit = off`);
    const inserted = tx
      .insert(documents)
      .values({
        event_id: input.eventId,
        kind,
        ticket_reservation_id: owner.kind === 'ticket' ? owner.reservationId : null,
        invoice_id: owner.kind === 'ticket' ? null : owner.invoiceId,
        storage_key: stored.storage_key,
        file_name: input.fileName,
        mime: 'application/pdf',
        size: stored.size,
        sha256: stored.sha256,
      })
      .onConflictDoNothing()
      .returning();
    return (await pipeline([relaxed, inserted]))[1];
  });
  if (row) return row;
  await removePrivateFile(ctx, stored.storage_key);
  const existing = await findDocument(ctx, owner);
  if (!existing) throw new Error(`document for ${JSON.stringify(owner)} vanished after a conflict`);
  return existing;
}

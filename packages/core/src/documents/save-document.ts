import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../tickets/rows-of.ts';
import { coalesce } from '../platform/coalesce.ts';
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

interface NewDocument {
  event_id: number;
  kind: DocumentKind;
  ticket_reservation_id: number | null;
  invoice_id: number | null;
  storage_key: string;
  file_name: string;
  size: number;
  sha256: string;
}

const inserters = new WeakMap<Ctx['db'], (doc: NewDocument) => Promise<DocumentRow | undefined>>();

/**
 * One insert for the documents finished in the same turn of the event loop (a worker runs
 * several fulfil jobs at once): a statement per ticket cost the queued PDF about as much CPU as
 * a fifth of its render. The rows travel as one JSON parameter, which postgres.js and PGlite
 * both send as text. A row that lost the race to an existing one (on conflict) is not returned;
 * its caller is answered undefined, matched by its own storage key, so two calls for the same
 * owner in one batch cannot both take the winner's row.
 *
 * The row records a file that can be rendered again, so it need not wait for its own WAL flush
 * (an fsync per ticket on the queued path): if the server crashed first, the retried job renders
 * again. WAL is flushed in order, so the mail that lists this document (committed later,
 * durably) makes the row durable as well. set_config(…, true) lasts until the end of the
 * statement's own implicit transaction, whose commit reads it: one statement, one round trip.
 */
function buildInserter(db: Ctx['db']) {
  return coalesce(async (docs: NewDocument[]) => {
    const rows = rowsOf<DocumentRow>(
      await db.execute(sql`
        insert into documents (event_id, kind, ticket_reservation_id, invoice_id, storage_key, file_name, mime, size, sha256)
        select d.event_id, d.kind, d.ticket_reservation_id, d.invoice_id, d.storage_key, d.file_name, 'application/pdf', d.size, d.sha256
        from jsonb_to_recordset(${JSON.stringify(docs)}::jsonb)
          as d(event_id int, kind text, ticket_reservation_id int, invoice_id int, storage_key text, file_name text, size int, sha256 text),
          (select set_config('synchronous_commit', 'off', true)) as relaxed
        on conflict do nothing
        returning id, event_id, kind, ticket_reservation_id, invoice_id, storage_key, file_name, mime, size, sha256, created_at`),
    );
    const byKey = new Map(rows.map((row) => [row.storage_key, row]));
    return docs.map((d) => byKey.get(d.storage_key));
  });
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
  let insert = inserters.get(ctx.db);
  if (!insert) inserters.set(ctx.db, (insert = buildInserter(ctx.db)));
  let row: DocumentRow | undefined;
  try {
    row = await insert({
      event_id: input.eventId,
      kind: owner.kind,
      ticket_reservation_id: owner.kind === 'ticket' ? owner.reservationId : null,
      invoice_id: owner.kind === 'ticket' ? null : owner.invoiceId,
      storage_key: stored.storage_key,
      file_name: input.fileName,
      size: stored.size,
      sha256: stored.sha256,
    });
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

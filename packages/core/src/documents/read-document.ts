import { eq } from 'drizzle-orm';
import { documents } from '@foyer/db/schema';
import type { Ctx } from '../context.ts';
import { readPrivateFile } from './document-storage.ts';
import type { DocumentRow } from './save-document.ts';

export interface DocumentFile {
  fileName: string;
  mime: string;
  bytes: Uint8Array;
}

/**
 * A stored document's bytes. If the file is gone (a wiped or moved STORAGE_DIR), the row is
 * dropped and `regenerate` renders it again, so a download never fails for good on lost files.
 */
export async function readDocument(ctx: Pick<Ctx, 'db' | 'config'>, doc: DocumentRow, regenerate: () => Promise<DocumentRow>): Promise<DocumentFile> {
  try {
    return { fileName: doc.file_name, mime: doc.mime, bytes: await readPrivateFile(ctx, doc.storage_key) };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    await ctx.db.delete(documents).where(eq(documents.id, doc.id));
    const fresh = await regenerate();
    return { fileName: fresh.file_name, mime: fresh.mime, bytes: await readPrivateFile(ctx, fresh.storage_key) };
  }
}

import type { Ctx } from '../../context.ts';
import { writePrivateFile } from '../document-storage.ts';
import { documentTarget, saveDocument, type DocumentOwner, type DocumentRow } from '../save-document.ts';

/** Test helper: records bytes in hand as a document (production renders into storage first: render-pdf.ts). */
export async function saveDocumentBytes(
  ctx: Pick<Ctx, 'db' | 'config'>,
  input: { eventId: number; owner: DocumentOwner; fileName: string; bytes: Uint8Array },
): Promise<DocumentRow> {
  const target = documentTarget(ctx, input.eventId, input.owner, input.fileName);
  const stored = writePrivateFile({ config: { storageDir: target.storageDir } }, target.folder, target.baseName, input.bytes);
  return saveDocument(ctx, { eventId: input.eventId, owner: input.owner, fileName: input.fileName, stored });
}

import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { preloadPdfRenderers, renderPdfToStorageHere, type PdfKind, type PdfTarget } from '@foyer/core/documents/render-pdf';
import type { StoredFile } from '@foyer/core/documents/document-storage';

/**
 * One thread of the PDF pool: renders what it is sent, one at a time, writes the file to private
 * storage and answers where it is (the bytes stay here: the event loop only records the row).
 */
export interface RenderRequest {
  id: number;
  kind: PdfKind;
  data: unknown;
  target: PdfTarget;
}
export type RenderAnswer = { id: number; ok: true; stored: StoredFile } | { id: number; ok: false; message: string };

// Rendering is work nobody waits for in the moment (the ticket mail follows within seconds):
// on Linux a thread has its own nice value, and the lowest lets requests and the database have
// the CPU first during a rush; the pool catches up when it passes.
try {
  setPriority(0, 19);
} catch {
  // Not permitted here (some containers): render at normal priority.
}

const port = parentPort;
if (!port) throw new Error('pdf-worker runs in a worker thread');

port.on('message', (req: RenderRequest) => {
  renderPdfToStorageHere(req.kind, req.data as never, req.target).then(
    (stored) => port.postMessage({ id: req.id, ok: true, stored } satisfies RenderAnswer),
    (err: unknown) => port.postMessage({ id: req.id, ok: false, message: err instanceof Error ? err.message : String(err) } satisfies RenderAnswer),
  );
});
// The renderers load here, before the first job: the thread is warm when it says it is ready.
await preloadPdfRenderers();
port.postMessage('ready');

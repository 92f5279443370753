import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { pdfRenderers, type PdfKind } from '@foyer/core/documents/render-pdf';

/** One thread of the PDF pool: renders what it is sent, one at a time, and sends the bytes back. */
export interface RenderRequest {
  id: number;
  kind: PdfKind;
  data: unknown;
}
export type RenderAnswer = { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; message: string };

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
  const render = pdfRenderers[req.kind] as (data: unknown) => Promise<Uint8Array>;
  render(req.data).then(
    (bytes) => port.postMessage({ id: req.id, ok: true, bytes } satisfies RenderAnswer, [bytes.buffer as ArrayBuffer]),
    (err: unknown) => port.postMessage({ id: req.id, ok: false, message: err instanceof Error ? err.message : String(err) } satisfies RenderAnswer),
  );
});
port.postMessage('ready');

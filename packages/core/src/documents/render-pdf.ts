import type { TicketPdfData } from './render-ticket-pdf.ts';
import type { InvoicePdfData } from '../invoices/render-invoice-pdf.ts';
import { planPrivateFile, writePlannedFileSync, type StoredFile } from './document-storage.ts';

/**
 * The PDFs this product renders, each a pure function of its data, loaded on first use: pdf-lib
 * and fontkit cost about a second of CPU to load, which every process importing the job registry
 * paid (each CLI command, each test file, the web process before its first ticket).
 */
const pdfRenderers = {
  ticket: once(async () => (await import('./render-ticket-pdf.ts')).renderTicketPdf),
  invoice: once(async () => (await import('../invoices/render-invoice-pdf.ts')).renderInvoicePdf),
} satisfies Record<string, () => Promise<(data: never) => Promise<Uint8Array>>>;

/**
 * The first call's promise, kept: a dynamic import() per render is not free even once the module
 * is loaded (under tsx, which `npm start` and `npm run worker` use, each one is a round trip to the
 * loader's hooks thread): it cost the queued ticket PDF ~0.25 ms of CPU and a wait per ticket.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load().catch((err: unknown) => {
    loaded = undefined;
    throw err;
  }));
}

export type PdfKind = keyof typeof pdfRenderers;

/** Loads every renderer now (the PDF pool's threads, before they say they are ready). */
export async function preloadPdfRenderers(): Promise<void> {
  await Promise.all(Object.values(pdfRenderers).map((load) => load()));
}
export type PdfData<K extends PdfKind> = K extends 'ticket' ? TicketPdfData : InvoicePdfData;

/** Where a rendered PDF goes: a fresh file under `${storageDir}/private/${folder}/`. */
export interface PdfTarget {
  storageDir: string;
  folder: string;
  baseName: string;
}

export type PdfOffload = <K extends PdfKind>(kind: K, data: PdfData<K>, target: PdfTarget) => Promise<StoredFile>;

let offload: PdfOffload | null = null;

/**
 * Rendering a PDF is CPU work (fonts, QR, compression): milliseconds that would stop a web
 * process's event loop. A process that runs jobs installs a worker-thread pool here
 * (packages/jobs PdfWorkerPool) and every render goes there; without one (tests, the CLI, the
 * pool's own threads) it renders in place.
 */
export function setPdfOffload(fn: PdfOffload | null): void {
  offload = fn;
}

/**
 * Renders a PDF and writes it to private storage; the caller records the row (saveDocument).
 * The thread that renders also hashes and writes the file, so the bytes never travel back to
 * the event loop and the file costs it no round trips through libuv's pool.
 */
export function renderPdfToStorage<K extends PdfKind>(kind: K, data: PdfData<K>, target: PdfTarget): Promise<StoredFile> {
  if (offload) return offload(kind, data, target);
  return renderPdfToStorageHere(kind, data, target);
}

/** What renderPdfToStorage does on the thread it runs on (the pool's threads call this). */
export async function renderPdfToStorageHere<K extends PdfKind>(kind: K, data: PdfData<K>, target: PdfTarget): Promise<StoredFile> {
  const render = (await pdfRenderers[kind]()) as (d: PdfData<K>) => Promise<Uint8Array>;
  const bytes = await render(data);
  const stored = planPrivateFile(target.folder, target.baseName, bytes);
  writePlannedFileSync({ config: { storageDir: target.storageDir } }, stored.storage_key, bytes);
  return stored;
}

import { renderTicketPdf, type TicketPdfData } from './render-ticket-pdf.ts';
import { renderInvoicePdf, type InvoicePdfData } from '../invoices/render-invoice-pdf.ts';

/** The PDFs this product renders, each a pure function of its data. */
export const pdfRenderers = {
  ticket: renderTicketPdf,
  invoice: renderInvoicePdf,
} satisfies Record<string, (data: never) => Promise<Uint8Array>>;

export type PdfKind = keyof typeof pdfRenderers;
export type PdfData<K extends PdfKind> = K extends 'ticket' ? TicketPdfData : InvoicePdfData;
export type PdfOffload = <K extends PdfKind>(kind: K, data: PdfData<K>) => Promise<Uint8Array>;

let offload: PdfOffload | null = null;

/**
 * Rendering a PDF is CPU work (fonts, QR, compression): tens of milliseconds that would stop a
 * web process's event loop. A process that runs jobs installs a worker-thread pool here
 * (packages/jobs PdfWorkerPool) and every render goes there; without one (tests, the CLI, the
 * pool's own threads) it renders in place.
 */
export function setPdfOffload(fn: PdfOffload | null): void {
  offload = fn;
}

export function renderPdf<K extends PdfKind>(kind: K, data: PdfData<K>): Promise<Uint8Array> {
  if (offload) return offload(kind, data);
  return (pdfRenderers[kind] as (d: PdfData<K>) => Promise<Uint8Array>)(data);
}

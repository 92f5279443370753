import { afterAll, describe, expect, it } from 'vitest';
import { threadId } from 'node:worker_threads';
import { fontFileReads } from '@foyer/core/documents/fonts';
import type { TicketPdfData } from '@foyer/core/documents/render-ticket-pdf';
import { PdfWorkerPool } from './pdf-worker-pool.ts';

const ticket = (last_name: string): TicketPdfData => ({
  locale: 'pl',
  event: { title: 'Zażółć gęślą jaźń — Конференция', start_date: new Date('2027-05-18T07:00:00Z'), end_date: new Date('2027-05-20T16:00:00Z'), place_address: 'Łódź', timezone: 'Europe/Warsaw' },
  ticket_name: 'Standard',
  holder: { first_name: 'Łucja', last_name, email: 'l@example.test' },
  order_number: 'FOY-1',
  reservation_uuid: '0b6b0c1e-3d1a-4a8e-9b1f-2f3c4d5e6f70',
  qrcode: 'T1.payload',
  amount: 49_900,
  currency: 'PLN',
  addons: [],
  session: null,
});

const pool = new PdfWorkerPool(2);
afterAll(() => pool.close());

describe('PdfWorkerPool', () => {
  it('renders in worker threads, never on this one', async () => {
    const pdfs = await Promise.all(Array.from({ length: 6 }, (_, i) => pool.render('ticket', ticket(`Żak ${i}`))));
    for (const pdf of pdfs) expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(pool.threadIds).toHaveLength(2);
    expect(pool.threadIds).not.toContain(threadId);
    // The fonts were read by the threads that rendered; this thread never needed them.
    expect(fontFileReads()).toBe(0);
    expect(pool.pending).toBe(0);
  }, 60_000);

  it('a render that fails rejects only itself', async () => {
    const bad = pool.render('ticket', { ...ticket('X'), event: null } as unknown as TicketPdfData);
    const good = pool.render('ticket', ticket('Y'));
    await expect(bad).rejects.toThrow();
    expect((await good).length).toBeGreaterThan(1000);
  }, 60_000);

  it('a thread that dies fails the document it held and is replaced', async () => {
    const inFlight = pool.render('ticket', ticket('Crash'));
    const [first] = pool.threadIds;
    // As an out-of-memory kill would: the thread is gone mid-render.
    await (pool as unknown as { threads: { worker: { terminate(): Promise<number> } }[] }).threads[0]!.worker.terminate();
    await expect(inFlight).rejects.toThrow(/PDF worker/);
    expect(pool.threadIds).not.toContain(first);
    expect((await pool.render('ticket', ticket('After'))).length).toBeGreaterThan(1000);
  }, 60_000);

  it('refuses work once closed', async () => {
    const other = new PdfWorkerPool(1);
    await other.close();
    await expect(other.render('ticket', ticket('Late'))).rejects.toThrow('closed');
  });
});

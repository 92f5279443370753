// vitest: isolate — it counts this thread's font-file reads since the process started; another
// file's renders on this thread would count too.
import { afterAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

const storageDir = mkdtempSync(join(tmpdir(), 'foyer-pdf-pool-'));
const target = (baseName: string) => ({ storageDir, folder: 'tickets/1', baseName });
/** The bytes the thread wrote where it said it did. */
const fileOf = (stored: { storage_key: string }) => readFileSync(join(storageDir, stored.storage_key));

const pool = new PdfWorkerPool(2);
afterAll(async () => {
  await pool.close();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('PdfWorkerPool', () => {
  it('renders in worker threads, never on this one, and stores each file where it answers', async () => {
    const stored = await Promise.all(Array.from({ length: 6 }, (_, i) => pool.render('ticket', ticket(`Żak ${i}`), target(`ticket-${i}`))));
    expect(new Set(stored.map((s) => s.storage_key)).size).toBe(6);
    for (const s of stored) {
      expect(s.storage_key).toMatch(/^private\/tickets\/1\/ticket-\d-[0-9a-f]{12}\.pdf$/);
      const bytes = fileOf(s);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBe(s.size);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(s.sha256);
    }
    expect(pool.threadIds).toHaveLength(2);
    expect(pool.threadIds).not.toContain(threadId);
    // The fonts were read by the threads that rendered; this thread never needed them.
    expect(fontFileReads()).toBe(0);
    expect(pool.pending).toBe(0);
  }, 60_000);

  it('a render that fails rejects only itself', async () => {
    const bad = pool.render('ticket', { ...ticket('X'), event: null } as unknown as TicketPdfData, target('bad'));
    const good = pool.render('ticket', ticket('Y'), target('good'));
    await expect(bad).rejects.toThrow();
    expect(fileOf(await good).length).toBeGreaterThan(1000);
  }, 60_000);

  it('a thread that dies fails the document it held and is replaced', async () => {
    const inFlight = pool.render('ticket', ticket('Crash'), target('crash'));
    const [first] = pool.threadIds;
    // As an out-of-memory kill would: the thread is gone mid-render.
    await (pool as unknown as { threads: { worker: { terminate(): Promise<number> } }[] }).threads[0]!.worker.terminate();
    await expect(inFlight).rejects.toThrow(/PDF worker/);
    expect(pool.threadIds).not.toContain(first);
    expect(fileOf(await pool.render('ticket', ticket('After'), target('after'))).length).toBeGreaterThan(1000);
  }, 60_000);

  it('refuses work once closed', async () => {
    const other = new PdfWorkerPool(1);
    await other.close();
    await expect(other.render('ticket', ticket('Late'), target('late'))).rejects.toThrow('closed');
  });
});

import { PDFDocument, StandardFonts } from 'pdf-lib';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import type { Ctx } from '@foyer/core/context';
import { insertEvent } from '@foyer/core/testing/fixtures';
import { renderTicketPdf } from '@foyer/core/documents/render-ticket-pdf';
import { ensureTicketPdf } from '@foyer/core/documents/ensure-ticket-pdf';
import { loadTicketPdfData } from '@foyer/core/documents/load-ticket-pdf-data';
import { insertOrder, insertUser } from '@foyer/core/documents/testing/order-fixtures';
import { mainThreadCpuMs, opsPerSecond, startCpuProfile } from './measure.ts';

export interface PdfFigures {
  baselinePerSecond: number;
  directPerSecond: number;
  queuedPerSecond: number;
  /** Main-thread CPU per PDF, ms, each way: what the job adds to a core besides the waits. */
  directCpuMs: number;
  queuedCpuMs: number;
}

/** The floor: the smallest useful pdf-lib document (one page, one line of a standard font). */
async function minimalPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([420, 595]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Ticket', { x: 40, y: 540, size: 24, font });
  return doc.save();
}

/**
 * Direct: renderTicketPdf on data already in memory. Queued: what the fulfil job does for each
 * ticket (ensureTicketPdf: read the reservation, render, store the file, record the document),
 * one fresh paid reservation per call. Everything runs on this one process, i.e. one core, and
 * both sides keep IN_FLIGHT calls going at once, as `npm run worker` runs that many jobs at once
 * (WORKER_CONCURRENCY's default): the figure is what a PDF costs a core, and the job's waits for
 * Postgres and the disk overlap other jobs' renders as they do in the worker.
 */
export const IN_FLIGHT = 5;

async function inFlight(indexes: number[], run: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(IN_FLIGHT, indexes.length) }, async () => {
      while (next < indexes.length) await run(indexes[next++]!);
    }),
  );
}

export async function benchPdf(ctx: Ctx, count = 400): Promise<PdfFigures> {
  const baseline = await opsPerSecond(minimalPdf, process.env.PROFILE_PDF_SIDE ? 100 : 3000);

  const event = await insertEvent(ctx, { title: 'Zażółć gęślą jaźń — Конференция 2027', place_address: 'ul. Świętokrzyska 11, Łódź' });
  const buyer = await insertUser(ctx, { email: `pdf-bench-${event.id}@bench.test` });
  const holders = Array.from({ length: count + 10 }, (_, i) => ({ first_name: 'Łucja', last_name: `Żak ${i}`, email: `holder-${i}@bench.test` }));
  const { reservations } = await insertOrder(ctx, { eventId: event.id, buyer, holders });
  // Direct renders the very tickets the queued path renders (each holder and QR code differs), so
  // the two differ only by what the job adds: reading the rows and storing the file.
  const rows = await ctx.db.select().from(schema.ticket_reservations).where(eq(schema.ticket_reservations.order_id, reservations[0]!.order_id!));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const datas = await Promise.all(reservations.map((r) => loadTicketPdfData(ctx, byId.get(r.id)!)));
  if (datas.some((d) => !d)) throw new Error('bench: no ticket data');

  // Same number of tickets both ways, after the same warm-up (fonts read, JIT warm).
  const WARM = 10;
  for (let i = 0; i < WARM; i++) {
    await renderTicketPdf(datas[i]!);
    await ensureTicketPdf(ctx, { eventId: event.id, reservationId: reservations[i]!.id });
  }
  // Interleaved in chunks of 20, each side first in turn: this machine's speed drifts within a
  // minute, and measuring all of one side and then all of the other measured the drift too.
  const stopProfile = process.env.PROFILE_PDF_OUT ? await startCpuProfile(process.env.PROFILE_PDF_OUT, 100) : null;
  let directMs = 0;
  let queuedMs = 0;
  let directCpu = 0;
  let queuedCpu = 0;
  const CHUNK = 20;
  for (let from = WARM, chunk = 0; from < reservations.length; from += CHUNK, chunk++) {
    const indexes = Array.from({ length: Math.min(CHUNK, reservations.length - from) }, (_, i) => from + i);
    const direct = async () => {
      const [t0, c0] = [performance.now(), mainThreadCpuMs()];
      await inFlight(indexes, (i) => renderTicketPdf(datas[i]!));
      directMs += performance.now() - t0;
      directCpu += mainThreadCpuMs() - c0;
    };
    const queued = async () => {
      const [t0, c0] = [performance.now(), mainThreadCpuMs()];
      await inFlight(indexes, (i) => ensureTicketPdf(ctx, { eventId: event.id, reservationId: reservations[i]!.id }));
      queuedMs += performance.now() - t0;
      queuedCpu += mainThreadCpuMs() - c0;
    };
    if (process.env.PROFILE_PDF_SIDE === 'direct') await direct();
    else if (process.env.PROFILE_PDF_SIDE === 'queued') await queued();
    else if (chunk % 2 === 0) {
      await direct();
      await queued();
    } else {
      await queued();
      await direct();
    }
  }
  await stopProfile?.();
  const rendered = reservations.length - WARM;
  const directPerSecond = (rendered * 1000) / directMs;
  const queuedPerSecond = (rendered * 1000) / queuedMs;
  return { baselinePerSecond: baseline.perSecond, directPerSecond, queuedPerSecond, directCpuMs: directCpu / rendered, queuedCpuMs: queuedCpu / rendered };
}

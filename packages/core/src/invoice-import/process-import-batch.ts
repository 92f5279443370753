import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { ensureInvoicePdf } from '../invoices/ensure-invoice-pdf.ts';
import { loadSeller } from '../invoices/invoice-parties.ts';
import { takeInvoiceNumber } from '../invoices/invoice-number.ts';
import type { ImportInvoice } from './import-row.ts';
import { computeInvoice } from '../invoices/vat.ts';
import { paymentMethodText } from './csv-values.ts';
import { mailImportedInvoice } from './mail-imported-invoice.ts';
import { unpackChunks } from './store-import-rows.ts';

/** Rows numbered per transaction: few enough that the series lock is short, many enough to be cheap. */
const NUMBER_CHUNK = 25;

type JobCtx = Pick<Ctx, 'db' | 'clock' | 'config' | 'log' | 'jobs'>;

/**
 * The `invoices.import_batch` job. The import's chunks of good rows become a row each first;
 * then each good row becomes a VAT invoice in the organizer's yearly series in one transaction with its row's `done` (so a number is never taken twice nor lost),
 * in file order; then its PDF is rendered (and mailed with send_mail). Rows are claimed with
 * SKIP LOCKED, so a stalled run and its retry can overlap safely. A run that died between
 * numbering and rendering leaves `done` rows without a PDF: every run finishes those first.
 */
export async function processImportBatch(ctx: JobCtx, input: { batchId: number }): Promise<{ invoiced: number }> {
  const b = schema.invoice_import_batches;
  const [batch] = await ctx.db.select().from(b).where(eq(b.id, input.batchId));
  if (!batch) {
    ctx.log.warn({ batchId: input.batchId }, 'invoice import batch is gone; nothing to do');
    return { invoiced: 0 };
  }
  const [event] = await ctx.db.select({ organization_id: schema.events.organization_id, timezone: schema.events.timezone }).from(schema.events).where(eq(schema.events.id, batch.event_id));
  if (!event?.organization_id) throw new Error(`event ${batch.event_id} has no organizer to issue invoices as`);
  await ctx.db.update(b).set({ status: 'processing' }).where(and(eq(b.id, batch.id), eq(b.status, 'pending')));

  await unpackChunks(ctx.db, batch.event_id, batch.id);
  const seller = await loadSeller(ctx.db, event.organization_id);
  let invoiced = 0;
  await finishRendering(ctx, batch, await unrenderedInvoices(ctx, batch.id));
  for (;;) {
    const ids = await numberNextRows(ctx, batch, event.organization_id, seller);
    if (ids.length === 0) break;
    invoiced += ids.length;
    await finishRendering(ctx, batch, ids);
  }
  await ctx.db
    .update(b)
    .set({ status: 'done', finished_at: sql`coalesce(${b.finished_at}, now())`, processed_rows: sql`(select count(*)::int from invoice_import_rows where batch_id = ${batch.id} and status = 'done')` })
    .where(eq(b.id, batch.id));
  return { invoiced };
}

type Batch = typeof schema.invoice_import_batches.$inferSelect;

async function numberNextRows(ctx: JobCtx, batch: Batch, organizationId: number, seller: Awaited<ReturnType<typeof loadSeller>>): Promise<number[]> {
  const r = schema.invoice_import_rows;
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: r.id, value: r.value })
      .from(r)
      .where(and(eq(r.batch_id, batch.id), eq(r.status, 'pending')))
      .orderBy(asc(r.row_number))
      .limit(NUMBER_CHUNK)
      .for('update', { skipLocked: true });
    const ids: number[] = [];
    for (const row of rows) {
      const v = row.value as unknown as ImportInvoice;
      const computed = computeInvoice(v.items);
      // The series of the year the invoice is dated in; the lock on it lasts until this transaction commits.
      const num = await takeInvoiceNumber(tx, { organizationId, year: Number(v.issue_date.slice(0, 4)) });
      const [inv] = await tx
        .insert(schema.invoices)
        .values({
          event_id: batch.event_id,
          organization_id: organizationId,
          import_batch_id: batch.id,
          proforma: false,
          series_id: num.seriesId,
          number: num.number,
          full_number: num.fullNumber,
          seller,
          invoice_type: v.buyer.invoice_type,
          company_name: v.buyer.invoice_type === 'company' ? (v.buyer.company_name ?? null) : null,
          first_name: v.buyer.first_name ?? null,
          last_name: v.buyer.last_name ?? null,
          vat_number: v.buyer.vat_number,
          street: v.buyer.street,
          building_number: v.buyer.building_number,
          flat_number: v.buyer.flat_number ?? null,
          city: v.buyer.city,
          postal_code: v.buyer.postal_code,
          country: v.buyer.country,
          email: v.email,
          lines: computed.lines,
          totals: computed.totals,
          net_amount: computed.net,
          vat_amount: computed.vat,
          gross_amount: computed.gross,
          currency: v.currency,
          payment_method: paymentMethodText(v.payment_method),
          due_date: v.due_date,
          // Noon UTC is the same calendar day in every European time zone the invoice prints in.
          issued_at: new Date(`${v.issue_date}T12:00:00Z`),
          sale_date: v.sale_date,
        })
        .returning({ id: schema.invoices.id });
      await tx.update(r).set({ status: 'done', invoice_id: inv!.id }).where(eq(r.id, row.id));
      ids.push(inv!.id);
    }
    return ids;
  });
}

/** Numbered invoices of the batch without a PDF yet (a run that died after numbering). */
async function unrenderedInvoices(ctx: JobCtx, batchId: number): Promise<number[]> {
  const i = schema.invoices;
  const d = schema.documents;
  const rows = await ctx.db
    .select({ id: i.id })
    .from(i)
    .leftJoin(d, and(eq(d.invoice_id, i.id), eq(d.kind, 'invoice')))
    .where(and(eq(i.import_batch_id, batchId), isNull(d.id)))
    .orderBy(asc(i.number));
  return rows.map((x) => x.id);
}

async function finishRendering(ctx: JobCtx, batch: Batch, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return;
  // All at once: with a worker-thread pool installed they render in parallel, otherwise in turn.
  const docs = await Promise.all(invoiceIds.map((id) => ensureInvoicePdf(ctx, { invoiceId: id })));
  if (batch.send_mail) {
    for (const [k, id] of invoiceIds.entries()) await mailImportedInvoice(ctx, { invoiceId: id, documentId: docs[k]!.id });
  }
  // Counted up, not recounted: a count over the whole batch after every chunk made a
  // 10,000-row batch quadratic. The figure is progress only (a dead or overlapping run can leave
  // it off for a while); the batch's last update counts exactly.
  const b = schema.invoice_import_batches;
  await ctx.db
    .update(b)
    .set({ processed_rows: sql`${b.processed_rows} + ${invoiceIds.length}` })
    .where(eq(b.id, batch.id));
}

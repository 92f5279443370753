import { z } from 'zod';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { AppError } from '../errors.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';

const INVOICE_PAGE = 50;
const PROBLEM_LIMIT = 1000;

export interface ImportBatchSummary {
  id: number;
  file_name: string;
  status: 'pending' | 'processing' | 'done' | 'failed';
  total_rows: number;
  /** Rows that become invoices: the total less the failed and the skipped. */
  good_rows: number;
  processed_rows: number;
  failed_rows: number;
  skipped_rows: number;
  send_mail: boolean;
  uploaded_by: string | null;
  created_at: string;
  finished_at: string | null;
}

const b = schema.invoice_import_batches;
const summaryColumns = {
  id: b.id,
  file_name: b.file_name,
  status: b.status,
  total_rows: b.total_rows,
  processed_rows: b.processed_rows,
  failed_rows: b.failed_rows,
  skipped_rows: b.skipped_rows,
  send_mail: b.send_mail,
  created_at: b.created_at,
  finished_at: b.finished_at,
  uploaded_by: sql<string | null>`nullif(trim(concat_ws(' ', ${schema.users.first_name}, ${schema.users.last_name})), '')`,
};

const toSummary = (r: Omit<ImportBatchSummary, 'good_rows' | 'created_at' | 'finished_at'> & { created_at: Date; finished_at: Date | null }): ImportBatchSummary => ({
  ...r,
  good_rows: r.total_rows - r.failed_rows - r.skipped_rows,
  created_at: r.created_at.toISOString(),
  finished_at: r.finished_at?.toISOString() ?? null,
});

/** The event's imports, newest first (the operator's `foyer invoices list` reads the same rows). */
export async function importBatchRows(ctx: Pick<Ctx, 'db'>, eventId: number, limit = 100): Promise<ImportBatchSummary[]> {
  const rows = await ctx.db
    .select(summaryColumns)
    .from(b)
    .leftJoin(schema.users, eq(schema.users.id, b.uploaded_by_user_id))
    .where(eq(b.event_id, eventId))
    .orderBy(desc(b.created_at), desc(b.id))
    .limit(limit);
  return rows.map(toSummary);
}

export async function listImportBatches(ctx: Pick<Ctx, 'db'>, viewer: Viewer | null, eventId: number): Promise<ImportBatchSummary[]> {
  await requireEventAdmin(ctx, viewer, eventId);
  return importBatchRows(ctx, eventId);
}

export const importBatchQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export interface ImportedInvoiceRow {
  line: number;
  invoice_id: number;
  full_number: string;
  buyer: string;
  gross_amount: number;
  currency: string;
  pdf_ready: boolean;
}

export interface ImportBatchDetail extends ImportBatchSummary {
  /** The failed or skipped rows with their problems, by line (the first PROBLEM_LIMIT; the ZIP's problems.csv has all). */
  problems_more: boolean;
  problems: { line: number; status: 'failed' | 'skipped'; issues: { field: string; code: string; message: string }[] }[];
  invoices: ImportedInvoiceRow[];
  page: number;
  has_more: boolean;
}

/** One batch of this event with its problems and a page of its invoices; 404 for another event's batch. */
export async function importBatchDetail(ctx: Pick<Ctx, 'db'>, eventId: number, batchId: number, input: z.input<typeof importBatchQuery> = {}): Promise<ImportBatchDetail> {
  const { page } = importBatchQuery.parse(input);
  const [row] = await ctx.db
    .select(summaryColumns)
    .from(b)
    .leftJoin(schema.users, eq(schema.users.id, b.uploaded_by_user_id))
    .where(and(eq(b.id, batchId), eq(b.event_id, eventId)));
  if (!row) throw new AppError('invoice_import.not_found', 'No such import in this event');
  const r = schema.invoice_import_rows;
  const i = schema.invoices;
  const problems = await ctx.db
    .select({ line: r.row_number, status: r.status, issues: r.issues })
    .from(r)
    .where(and(eq(r.batch_id, batchId), inArray(r.status, ['failed', 'skipped'])))
    .orderBy(asc(r.row_number))
    .limit(PROBLEM_LIMIT + 1);
  const invoices = await ctx.db
    .select({
      line: r.row_number,
      invoice_id: i.id,
      full_number: i.full_number,
      buyer: sql<string>`coalesce(${i.company_name}, concat_ws(' ', ${i.first_name}, ${i.last_name}))`,
      gross_amount: i.gross_amount,
      currency: i.currency,
      pdf_ready: sql<boolean>`exists (select 1 from ${schema.documents} d where d.invoice_id = ${i.id} and d.kind = 'invoice')`,
    })
    .from(r)
    .innerJoin(i, eq(i.id, r.invoice_id))
    .where(and(eq(r.batch_id, batchId), eq(r.status, 'done')))
    .orderBy(asc(r.row_number))
    .limit(INVOICE_PAGE + 1)
    .offset((page - 1) * INVOICE_PAGE);
  return {
    ...toSummary(row),
    problems_more: problems.length > PROBLEM_LIMIT,
    problems: problems.slice(0, PROBLEM_LIMIT).map((p) => ({ line: p.line, status: p.status as 'failed' | 'skipped', issues: p.issues ?? [] })),
    invoices: invoices.slice(0, INVOICE_PAGE),
    page,
    has_more: invoices.length > INVOICE_PAGE,
  };
}

export async function getImportBatch(ctx: Pick<Ctx, 'db'>, viewer: Viewer | null, eventId: number, batchId: number, input: z.input<typeof importBatchQuery> = {}): Promise<ImportBatchDetail> {
  await requireEventAdmin(ctx, viewer, eventId);
  return importBatchDetail(ctx, eventId, batchId, input);
}

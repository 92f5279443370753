import { data, redirect } from 'react-router';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { importInvoicesAsAdmin, MAX_IMPORT_BYTES, type ImportReport } from '@foyer/core/invoice-import/import-invoice-csv';
import { getImportBatch, importBatchQuery, listImportBatches } from '@foyer/core/invoice-import/read-import-batches';
import { importBatchZipForAdmin, invoicePdfForAdmin } from '@foyer/core/invoice-import/import-batch-zip';
import { formatWhen } from '@foyer/i18n';
import { currentPath } from '../access/safe-redirect.ts';
import { checkReauth, requireAdmin } from '../admin/admin-panel.server.ts';
import { hasRecentReauth } from '../admin/reauth-cookie.server.ts';
import { eventLocale } from '../../server/request-event.server.ts';
import { notFoundAs404 } from '../../server/not-found-as-404.server.ts';

export type UploadResult =
  | { intent: 'upload'; report: ImportReport }
  | { intent: 'upload'; errors: { code: string; field: string | null }[] };

/** The upload form: one non-empty file and two tick boxes. */
const uploadForm = z.object({
  file: z.instanceof(File).refine((f) => f.size > 0),
  dry_run: z.literal('on').optional(),
  send_mail: z.literal('on').optional(),
});

/** Screens and downloads of the invoice generator: event admins who re-entered their password. */
async function requireInvoicesAdmin(ctx: Ctx, request: Request, slug: string | undefined) {
  const admin = await requireAdmin(ctx, request, slug);
  const fresh = await hasRecentReauth(ctx, request, admin.viewer.user_identity_token);
  return { ...admin, fresh };
}

async function organizerName(ctx: Ctx, organizationId: number | null): Promise<string> {
  if (!organizationId) return '';
  const [o] = await ctx.db.select({ name: schema.organizations.name, legal: schema.organizations.legal_name }).from(schema.organizations).where(eq(schema.organizations.id, organizationId));
  return o?.legal ?? o?.name ?? '';
}

/** `admin/invoices`: the upload form and the event's imports. */
export async function invoicesLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer, basePath, fresh } = await requireInvoicesAdmin(ctx, request, slug);
  if (!fresh) return { reauth: true as const, title: event.title, basePath };
  const locale = await eventLocale(ctx, request, event);
  const batches = (await listImportBatches(ctx, viewer, event.id)).map((b) => ({ ...b, when: formatWhen(b.created_at, locale, event.timezone, 'datetime') }));
  return { reauth: false as const, title: event.title, basePath, organizer: await organizerName(ctx, event.organization_id ?? null), batches, maxBytes: MAX_IMPORT_BYTES };
}

export async function invoicesAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer, fresh } = await requireInvoicesAdmin(ctx, request, slug);
  const form = await request.formData().catch(() => null);
  if (form?.get('intent') === 'reauth') return data({ intent: 'reauth' as const, result: await checkReauth(ctx, request, viewer, form) }, { status: 422 });
  if (!fresh) throw redirect(currentPath(request));
  const posted = uploadForm.safeParse({ file: form?.get('file'), dry_run: form?.get('dry_run') ?? undefined, send_mail: form?.get('send_mail') ?? undefined });
  if (!posted.success) return data({ intent: 'upload' as const, errors: [{ code: 'invoices.file_required', field: 'file' }] } satisfies UploadResult, { status: 422 });
  const { file, dry_run, send_mail } = posted.data;
  try {
    const report = await importInvoicesAsAdmin(ctx, viewer, event.id, {
      fileName: file.name || 'invoices.csv',
      csv: file.stream() as unknown as AsyncIterable<Uint8Array>,
      dryRun: dry_run === 'on',
      sendMail: send_mail === 'on',
    });
    // A stored batch has a page of its own that follows its progress.
    if (report.batch_id && !report.dry_run) throw redirect(`${currentPath(request).replace(/\/$/, '')}/${report.batch_id}${report.already_imported ? '?again=1' : ''}`);
    return { intent: 'upload' as const, report } satisfies UploadResult;
  } catch (err) {
    if (!isAppError(err) || err.status >= 500) throw err;
    return data({ intent: 'upload' as const, errors: err.items.map((i) => ({ code: i.code, field: i.field ?? null })) } satisfies UploadResult, { status: err.status });
  }
}

/** `admin/invoices/{batchId}`: one import, followed live while it runs. */
export async function invoiceBatchLoader(ctx: Ctx, request: Request, slug: string | undefined, rawBatchId: string | undefined) {
  const { event, viewer, basePath, fresh } = await requireInvoicesAdmin(ctx, request, slug);
  if (!fresh) return { reauth: true as const, title: event.title, basePath };
  const batchId = idFrom(rawBatchId);
  if (!batchId) throw data({ code: 'invoice_import.not_found' }, { status: 404 });
  const url = new URL(request.url);
  const query = importBatchQuery.safeParse({ page: url.searchParams.get('page') ?? undefined });
  const batch = await getImportBatch(ctx, viewer, event.id, batchId, query.success ? query.data : {}).catch(notFoundAs404);
  const locale = await eventLocale(ctx, request, event);
  return { reauth: false as const, title: event.title, basePath, locale, again: url.searchParams.get('again') === '1', batch: { ...batch, when: formatWhen(batch.created_at, locale, event.timezone, 'datetime') } };
}

export async function invoiceBatchAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { viewer } = await requireAdmin(ctx, request, slug);
  const form = await request.formData().catch(() => null);
  if (form?.get('intent') === 'reauth') return data({ intent: 'reauth' as const, result: await checkReauth(ctx, request, viewer, form) }, { status: 422 });
  throw redirect(currentPath(request));
}

/** `admin/invoices/{batchId}/zip`: every PDF of the import, streamed. */
export async function invoiceBatchZip(ctx: Ctx, request: Request, slug: string | undefined, rawBatchId: string | undefined) {
  const { event, viewer, fresh } = await requireInvoicesAdmin(ctx, request, slug);
  const batchId = idFrom(rawBatchId);
  if (!fresh) throw data({ code: 'common.forbidden' }, { status: 403 });
  if (!batchId) throw data({ code: 'invoice_import.not_found' }, { status: 404 });
  const { fileName, stream } = await importBatchZipForAdmin(ctx, viewer, event.id, batchId).catch(notFoundAs404);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await stream.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await stream.return(undefined);
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'private, no-store' } });
}

/** `admin/invoices/pdf/{invoiceId}`: one invoice of the event. */
export async function invoicePdf(ctx: Ctx, request: Request, slug: string | undefined, rawInvoiceId: string | undefined) {
  const { event, viewer, fresh } = await requireInvoicesAdmin(ctx, request, slug);
  const invoiceId = idFrom(rawInvoiceId);
  if (!fresh) throw data({ code: 'common.forbidden' }, { status: 403 });
  if (!invoiceId) throw data({ code: 'document.not_ready' }, { status: 404 });
  const file = await invoicePdfForAdmin(ctx, viewer, event.id, invoiceId).catch(notFoundAs404);
  return new Response(new Uint8Array(file.bytes), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`, 'Cache-Control': 'private, no-store' },
  });
}

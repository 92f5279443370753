import type { Route } from './+types/invoice-files';
import { invoiceBatchZip } from '../../features/invoice-import/invoices.server.ts';

/** `admin/invoices/{batchId}/zip`: an import's PDFs as one ZIP (a resource route). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return invoiceBatchZip(context.ctx, request, params.slug, params.batchId);
}

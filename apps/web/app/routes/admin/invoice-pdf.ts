import type { Route } from './+types/invoice-pdf';
import { invoicePdf } from '../../features/invoice-import/invoices.server.ts';

/** `admin/invoices/pdf/{invoiceId}`: one invoice's PDF (a resource route). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return invoicePdf(context.ctx, request, params.slug, params.invoiceId);
}

import type { Route } from './+types/ticket-invoice';
import { ticketDocument } from '../../features/my-tickets/ticket-downloads.server.ts';

/** Resource route: the invoice or proforma of the ticket's order, for its buyer (profile/tickets/{uuid}/invoice). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return ticketDocument(context.ctx, request, params, 'invoice');
}

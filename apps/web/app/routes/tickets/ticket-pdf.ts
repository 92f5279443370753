import type { Route } from './+types/ticket-pdf';
import { ticketDocument } from '../../features/my-tickets/ticket-downloads.server.ts';

/** Resource route: the ticket PDF for its holder or buyer (profile/tickets/{uuid}/pdf). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return ticketDocument(context.ctx, request, params, 'ticket');
}

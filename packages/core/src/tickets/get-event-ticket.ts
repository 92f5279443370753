import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getEventById } from '../events/find-event.ts';
import { loadCatalogue } from './load-catalogue.ts';
import { toEventTicketView } from './list-event-tickets.ts';
import type { EventTicketView } from './types.ts';

/** One visible ticket of the event (buy-ticket/{ticketId}); another event's id is not found. */
export async function getEventTicket(ctx: Pick<Ctx, 'db' | 'clock'>, input: { eventId: number; ticketId: number }): Promise<EventTicketView> {
  const event = await getEventById(ctx, input.eventId);
  const catalogue = await loadCatalogue(ctx.db, event, [input.ticketId]);
  const ticket = catalogue.tickets.get(input.ticketId);
  if (!ticket || !ticket.row.visible) throw new AppError('tickets.not_found', 'Ticket not found', 'ticket_id');
  return toEventTicketView(ticket, catalogue, ctx.clock.now());
}

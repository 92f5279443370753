import type { Ctx } from '@foyer/core/context';
import { routeEvent } from '../access/route-event.server.ts';
import { safeRedirect } from '../access/safe-redirect.ts';
import { webViewer } from '../../session/web-session.server.ts';
import { getOrderOutcome } from './services.server.ts';
import { eventLocale, eventWords } from '../../server/request-event.server.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Outcome = 'success' | 'free_success' | 'processing' | 'proforma_sent' | 'canceled' | 'delayed' | 'unauthorized' | 'error';

/**
 * SPEC §2 buy-ticket/confirmation (step 4): the final status of the order named by `order_id`,
 * as the gateway's return (PayU adds `error=…`, BlueMedia a hash) and the notifications left it.
 * A guest is not sent to log in: the page itself says "unauthorized" (SPEC §4 outcomes).
 */
export async function confirmationLoader(ctx: Ctx, request: Request, params: { slug?: string | undefined; ticketId?: string | undefined }) {
  const { event, basePath } = await routeEvent(ctx, request, params.slug);
  const { viewer } = await webViewer(ctx, request);
  const url = new URL(request.url);
  const orderUuid = url.searchParams.get('order_id') ?? url.searchParams.get('OrderID') ?? '';
  const locale = await eventLocale(ctx, request, event);
  const checkoutPath = `${basePath}/buy-ticket${params.ticketId ? `/${encodeURIComponent(params.ticketId)}` : ''}`;
  const base = { basePath, checkoutPath, locale, signedIn: viewer !== null };
  if (!uuidPattern.test(orderUuid)) return { ...base, outcome: 'error' as Outcome, order: null, invoiceUrl: null };
  const [result, words] = await Promise.all([
    getOrderOutcome(ctx, { eventId: event.id, orderUuid, viewer, returnParams: Object.fromEntries(url.searchParams) }),
    eventWords(ctx, request, event),
  ]);
  const order = result.order;
  // The proforma (or invoice) is downloaded through this site's own route, by a ticket of the order.
  const firstTicket = order?.holders[0]?.ticket_reservation_uuid;
  const fromQuery = url.searchParams.get('invoice_url');
  const invoiceUrl = firstTicket && (result.invoice_url || fromQuery || order?.has_invoice) ? `${basePath}/profile/tickets/${firstTicket}/invoice` : fromQuery ? safeRedirect(fromQuery, '') || null : null;
  return {
    ...base,
    outcome: result.outcome as Outcome,
    order: order
      ? {
          uuid: order.uuid,
          status: order.status,
          test_mode: order.test_mode,
          total_amount: order.total_amount,
          currency: order.currency,
          holders: order.holders.map((h) => ({ name: `${h.first_name} ${h.last_name}`.trim(), email: h.email, ticket_name: words(h.ticket_name), status: h.status })),
        }
      : null,
    invoiceUrl,
  };
}

import QRCode from 'qrcode';
import type { Ctx } from '@foyer/core/context';
import { errorStatus } from '@foyer/core/errors';
import type { UserAgendaSessionTicket, UserEventTicket } from '@foyer/core/tickets/types';
import { requireEventAccess, requireSignedIn } from '../../server/require-access.server.ts';
import { routeEvent } from '../access/route-event.server.ts';
import { requestLocale } from '../profile/request-locale.server.ts';
import { listMyTickets } from '../checkout/services.server.ts';

/** One ticket card of the my-tickets screen. */
export interface TicketCard {
  uuid: string;
  kind: 'event' | 'session';
  ticket_name: string;
  session: { name: string; start_date: string; place: string | null } | null;
  event: { title: string; start_date: string; end_date: string; place_address: string | null; timezone: string };
  holder: { name: string; email: string };
  status: 'reserved' | 'active' | 'canceled';
  amount: number;
  currency: string;
  /** The QR code as inline SVG, drawn on the server (no script, prints well). */
  qr_svg: string;
  pdf_href: string;
  invoice_href: string | null;
}

async function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

async function toCard(basePath: string, r: UserEventTicket | UserAgendaSessionTicket): Promise<TicketCard> {
  const session = 'agenda_session_display_data' in r ? r.agenda_session_display_data : null;
  const ticketName = 'event_ticket' in r ? r.event_ticket.name : (r.agenda_session_ticket.name ?? session?.name ?? '');
  const e = r.event_display_data;
  const base = `${basePath}/profile/tickets/${r.ticket_reservation_uuid}`;
  return {
    uuid: r.ticket_reservation_uuid,
    kind: session ? 'session' : 'event',
    ticket_name: ticketName,
    session: session ? { name: session.name, start_date: session.start_date, place: session.place } : null,
    event: { title: e.title, start_date: e.start_date, end_date: e.end_date, place_address: e.place_address, timezone: e.timezone },
    holder: { name: `${r.holder.first_name} ${r.holder.last_name}`.trim(), email: r.holder.email },
    status: r.status,
    amount: r.amount,
    currency: r.currency,
    qr_svg: await qrSvg(r.qrcode),
    pdf_href: `${base}/pdf`,
    invoice_href: r.has_invoice || r.invoice_url ? `${base}/invoice` : null,
  };
}

/** SPEC §2 "my tickets": the signed-in user's tickets of this event, and those they bought for guests. */
export async function myTicketsLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, basePath } = await routeEvent(ctx, request, slug);
  await requireEventAccess(ctx, request, event);
  const viewer = await requireSignedIn(ctx, request, event);
  const [mine, locale] = await Promise.all([listMyTickets(ctx, { userId: viewer.id, eventId: event.id }), requestLocale(ctx, request, event)]);
  const cards = (list: { event_ticket_reservations: UserEventTicket[]; agenda_session_ticket_reservations: UserAgendaSessionTicket[] }) =>
    Promise.all([...list.event_ticket_reservations, ...list.agenda_session_ticket_reservations].map((r) => toCard(basePath, r)));
  const failed = new URL(request.url).searchParams.get('download_error');
  return {
    locale,
    basePath,
    downloadError: failed && failed in errorStatus ? failed : null,
    tickets: await cards(mine),
    forOthers: mine.bought_for_others ? await cards(mine.bought_for_others) : [],
  };
}

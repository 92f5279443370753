import QRCode from 'qrcode';
import { redirect } from 'react-router';
import { z } from 'zod';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { cancelUnfinishedOrder, listUnfinishedOrders } from '@foyer/core/tickets/unfinished-orders';
import type { FilterGroupView } from '@foyer/core/tickets/filter-groups';
import type { UserAgendaSessionTicket, UserEventTicket } from '@foyer/core/tickets/types';
import { requireEventAccess, requireSignedIn } from '../../server/require-access.server.ts';
import { routeEvent } from '../access/route-event.server.ts';
import { eventLocale, eventWords } from '../../server/request-event.server.ts';
import type { EventText } from '@foyer/core/events/event-text';
import { listAwaitingPayment } from '@foyer/core/tickets/list-awaiting-payment';
import { listEventFilterGroups, listMyTickets } from '../checkout/services.server.ts';
import { resumeCardPayment } from '@foyer/core/payments/resume-card-payment';
import { stripeSandboxUrl } from '../checkout/pay-order.server.ts';
import type { PaymentStep } from '../checkout/checkout-view.ts';
import { readOutcome, withOutcome } from '../components/outcome-query.ts';
import { downloadOutcomes, orderOutcomes } from './ticket-outcomes.ts';

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
  /** The holder's matching answers in words: each group with the tags chosen. */
  interests: { group: string; tags: string[] }[];
  /** Bought in the payment sandbox: shown as a TEST ticket. */
  test_mode: boolean;
}

/** Stored answers (ids) as names, in the groups' display order; answers no longer offered are left out. */
function interestsOf(answers: UserEventTicket['filter_group_responses'], groups: readonly FilterGroupView[], words: EventText): TicketCard['interests'] {
  return groups.flatMap((g) => {
    const chosen = answers.find((a) => a.filter_group_id === g.id)?.filter_tag_ids ?? [];
    const tags = g.tags.filter((t) => chosen.includes(t.id)).map((t) => words(t.value));
    return tags.length ? [{ group: words(g.name), tags }] : [];
  });
}

async function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

async function toCard(basePath: string, r: UserEventTicket | UserAgendaSessionTicket, groups: readonly FilterGroupView[], words: EventText): Promise<TicketCard> {
  const session = 'agenda_session_display_data' in r ? r.agenda_session_display_data : null;
  const ticketName = 'event_ticket' in r ? r.event_ticket.name : (r.agenda_session_ticket.name ?? session?.name ?? '');
  const e = r.event_display_data;
  const base = `${basePath}/profile/tickets/${r.ticket_reservation_uuid}`;
  return {
    uuid: r.ticket_reservation_uuid,
    kind: session ? 'session' : 'event',
    ticket_name: words(ticketName),
    session: session ? { name: session.name, start_date: session.start_date, place: session.place === null ? null : words(session.place) } : null,
    // The address in the reader's language ("Warschau, Polen"), as the landing page writes it.
    event: { title: words(e.title), start_date: e.start_date, end_date: e.end_date, place_address: e.place_address === null ? null : words(e.place_address), timezone: e.timezone },
    holder: { name: `${r.holder.first_name} ${r.holder.last_name}`.trim(), email: r.holder.email },
    status: r.status,
    amount: r.amount,
    currency: r.currency,
    qr_svg: await qrSvg(r.qrcode),
    pdf_href: `${base}/pdf`,
    invoice_href: r.has_invoice || r.invoice_url ? `${base}/invoice` : null,
    test_mode: r.test_mode,
    interests: 'filter_group_responses' in r && r.filter_group_responses.length ? interestsOf(r.filter_group_responses, groups, words) : [],
  };
}

/** SPEC §2 "my tickets": the signed-in user's tickets of this event, and those they bought for guests. */
export async function myTicketsLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, basePath } = await routeEvent(ctx, request, slug);
  await requireEventAccess(ctx, request, event);
  const viewer = await requireSignedIn(ctx, request, event);
  const [locale, mine, groups, words, awaiting, unfinished] = await Promise.all([
    eventLocale(ctx, request, event),
    // A seat's session in the visitor's language, as the agenda and the checkout name it.
    eventLocale(ctx, request, event).then((locale) => listMyTickets(ctx, { userId: viewer.id, eventId: event.id, locale })),
    listEventFilterGroups(ctx, { eventId: event.id }),
    eventWords(ctx, request, event),
    listAwaitingPayment(ctx, { userId: viewer.id, eventId: event.id }),
    listUnfinishedOrders(ctx, { userId: viewer.id, eventId: event.id }),
  ]);
  const cards = (list: { event_ticket_reservations: UserEventTicket[]; agenda_session_ticket_reservations: UserAgendaSessionTicket[] }) =>
    Promise.all([...list.event_ticket_reservations, ...list.agenda_session_ticket_reservations].map((r) => toCard(basePath, r, groups, words)));
  const params = new URL(request.url).searchParams;
  const order = readOutcome(orderOutcomes, params);
  return {
    locale,
    basePath,
    error: readOutcome(downloadOutcomes, params).error ?? order.error,
    tickets: await cards(mine),
    forOthers: mine.bought_for_others ? await cards(mine.bought_for_others) : [],
    awaiting,
    unfinished,
    orderCanceled: order.notice === 'canceled',
  };
}

const orderForm = z.object({ intent: z.enum(['cancel-order', 'pay-card']), order_uuid: z.string().max(64) });

/** The card form of an unfinished order, shown in its place on My tickets (never in the address: it carries the client secret). */
export interface ResumedCard {
  order_uuid: string;
  payment: Extract<PaymentStep, { kind: 'stripe' }>;
}

/**
 * My tickets' forms: cancel an unfinished order (post/redirect/get; the outcome rides in the
 * address), or take up its card payment again (answered as data: the page shows the card form).
 */
export async function myTicketsAction(ctx: Ctx, request: Request, slug: string | undefined): Promise<{ card: ResumedCard }> {
  const { event, basePath } = await routeEvent(ctx, request, slug);
  await requireEventAccess(ctx, request, event);
  const viewer = await requireSignedIn(ctx, request, event);
  const here = new URL(`${basePath}/profile/tickets`, 'http://x');
  const form = orderForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) throw redirect(withOutcome(orderOutcomes, here, { error: 'common.validation' }));
  const args = { eventId: event.id, orderUuid: form.data.order_uuid };
  try {
    if (form.data.intent === 'pay-card') {
      const card = await resumeCardPayment(ctx, viewer, args);
      const apiBase = ctx.config.payments.stripe?.apiBase ?? '';
      const sandboxUrl = card.sandbox ? stripeSandboxUrl(apiBase, card.client_secret, card.return_url) : null;
      return { card: { order_uuid: args.orderUuid, payment: { kind: 'stripe', publishableKey: card.publishable_key, clientSecret: card.client_secret, returnUrl: card.return_url, sandboxUrl } } };
    }
    await cancelUnfinishedOrder(ctx, viewer, args);
  } catch (err) {
    if (!isAppError(err)) throw err;
    throw redirect(withOutcome(orderOutcomes, here, { error: err.code }));
  }
  throw redirect(withOutcome(orderOutcomes, here, { notice: 'canceled' }));
}

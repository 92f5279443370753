import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import { negotiateLocale } from '@foyer/i18n';
import { openEventScope } from '@foyer/core/content/content-scope';
import { checkDiscountCode } from '@foyer/core/tickets/check-discount-code';
import { getEventTicket } from '@foyer/core/tickets/get-event-ticket';
import { listEventTickets } from '@foyer/core/tickets/list-event-tickets';
import { listMyTickets } from '@foyer/core/tickets/list-my-tickets';
import { jsonBody, ok } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { optionalEventViewer } from './event-viewer.ts';
import { EventIdParam } from './schemas.ts';
import { requestMeta, requireViewer } from './viewer.ts';
import { coercedId, entityId } from '@foyer/core/platform/input-vocabulary';

const tags = ['tickets'];
const int = z.number().int();
const iso = z.string();

const EventTicket = z
  .object({
    id: int,
    name: z.string(),
    description: z.string().nullable(),
    price: int.openapi({ description: 'Gross, integer minor units (grosze)' }),
    currency: z.string(),
    tickets_left: int.nullable().openapi({ description: 'Null: unlimited' }),
    sales_end: iso,
    on_sale: z.boolean(),
    sold_out: z.boolean(),
    event_addons: z.array(z.object({ id: int, name: z.string(), description: z.string().nullable(), price: int, currency: z.string() })),
    event_ticket_bulk_discounts: z.array(z.object({ threshold: int, discount: int })),
    form_config: z.record(z.string(), z.unknown()).nullable(),
  })
  .openapi('EventTicket');

const SessionTicket = z
  .object({
    id: int,
    agenda_session_id: int,
    session_name: z.string(),
    starts_at: iso,
    name: z.string().nullable(),
    description: z.string().nullable(),
    price: int,
    currency: z.string(),
    tickets_left: int.nullable(),
    sold_out: z.boolean(),
  })
  .openapi('AgendaSessionTicket');

const DiscountCheck = z
  .object({
    discount_code: z.string(),
    discount_percentage: int,
    max_tickets_quantity: int.nullable(),
    remaining_quantity: int.nullable(),
    ticket_ids: z.array(int),
  })
  .openapi('DiscountCheck');

const EventDisplay = z
  .object({
    id: int,
    title: z.string(),
    place_address: z.string().nullable(),
    start_date: iso,
    end_date: iso,
    timezone: z.string(),
    logo: z.string().nullable(),
    app_id: int,
    entrance_with_tickets: z.boolean(),
  })
  .openapi('EventDisplay');

const ticketBase = {
  id: int,
  ticket_reservation_uuid: z.string(),
  has_invoice: z.boolean(),
  amount: int,
  currency: z.string(),
  status: z.enum(['reserved', 'active', 'canceled']),
  holder: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
  qrcode: z.string(),
  event_display_data: EventDisplay,
  pdf_url: z.string(),
  invoice_url: z.string().nullable(),
  test_mode: z.boolean().openapi({ description: 'Bought in the payment sandbox: a TEST ticket, not valid for entry.' }),
};
const UserEventTicket = z
  .object({
    ...ticketBase,
    event_ticket: z.object({ id: int, name: z.string(), price: int, currency: z.string() }),
    filter_group_responses: z.array(z.object({ filter_group_id: int, filter_tag_ids: z.array(int) })),
  })
  .openapi('UserEventTicket');
const UserAgendaSessionTicket = z
  .object({
    ...ticketBase,
    agenda_session_display_data: z.object({ id: int, name: z.string(), start_date: iso, end_date: iso, place: z.string().nullable() }),
    agenda_session_ticket: z.object({ id: int, name: z.string().nullable(), price: int, currency: z.string() }),
  })
  .openapi('UserAgendaSessionTicket');
const TicketLists = { event_ticket_reservations: z.array(UserEventTicket), agenda_session_ticket_reservations: z.array(UserAgendaSessionTicket) };
const MyTickets = z.object({ ...TicketLists, bought_for_others: z.object(TicketLists) }).openapi('MyTickets');

const list = createRoute({
  ...xAccess('event'),
  method: 'get',
  path: '/events/{eventId}/tickets',
  tags,
  summary: 'Tickets on sale: visible event tickets by order, with add-ons and bulk discounts, and agenda-session seats',
  description: 'Public for events without login; otherwise for members (and admins), like the content calls.',
  request: { params: EventIdParam },
  responses: ok(z.object({ tickets: z.array(EventTicket), agenda_session_tickets: z.array(SessionTicket) }), 'The catalogue'),
});

const one = createRoute({
  ...xAccess('event'),
  method: 'get',
  path: '/events/{eventId}/tickets/{ticketId}',
  tags,
  summary: 'One visible event ticket (buy-ticket/{ticketId})',
  request: { params: EventIdParam.extend({ ticketId: coercedId().openapi({ param: { name: 'ticketId', in: 'path' } }) }) },
  responses: ok(EventTicket, 'The ticket'),
});

const checkCode = createRoute({
  ...xAccess('event'),
  method: 'post',
  path: '/events/{eventId}/discount/check_code',
  tags,
  summary: 'Which of the chosen tickets a discount code applies to, and how many uses it has left',
  description: 'Errors: discount.not_found, discount.expired, discount.used_up, discount.incorrect (none of the tickets is eligible or all are free).',
  request: {
    params: EventIdParam,
    ...jsonBody(z.object({ discount_code: z.string().max(64), ticket_ids: z.array(entityId).max(50) })),
  },
  responses: ok(DiscountCheck, 'The code applies'),
});

const mine = createRoute({
  ...xAccess('user'),
  method: 'get',
  path: '/current_user/tickets',
  tags,
  summary: "The viewer's paid tickets (SPEC §7), optionally of one event, plus those they bought for guests",
  request: {
    query: z.object({ event_id: coercedId().optional().openapi({ param: { name: 'event_id', in: 'query' } }) }),
  },
  responses: ok(MyTickets, 'Tickets'),
});

/** SPEC §7 tickets calls: the catalogue, the discount-code check and my tickets. */
export function ticketsApi() {
  const app = new OpenAPIHono<ApiEnv>();
  // The same gate as content reads: open events for anyone, others for members and admins.
  const gate = async (c: Parameters<typeof optionalEventViewer>[0], eventId: number) => {
    const viewer = await optionalEventViewer(c);
    const { accessCode, ip } = requestMeta(c);
    const locale = negotiateLocale({ acceptLanguage: c.req.header('accept-language') ?? null });
    await openEventScope(c.var.ctx, { eventId, viewer, locale, accessCode, ip });
    return { ip };
  };

  app.openapi(list, async (c) => {
    const { eventId } = c.req.valid('param');
    await gate(c, eventId);
    return c.json(await listEventTickets(c.var.ctx, { eventId }), 200);
  });
  app.openapi(one, async (c) => {
    const { eventId, ticketId } = c.req.valid('param');
    await gate(c, eventId);
    return c.json(await getEventTicket(c.var.ctx, { eventId, ticketId }), 200);
  });
  app.openapi(checkCode, async (c) => {
    const { eventId } = c.req.valid('param');
    const { ip } = await gate(c, eventId);
    const body = c.req.valid('json');
    return c.json(await checkDiscountCode(c.var.ctx, { eventId, discount_code: body.discount_code, ticket_ids: body.ticket_ids, ip }), 200);
  });
  app.openapi(mine, async (c) => {
    const viewer = await requireViewer(c);
    const { event_id } = c.req.valid('query');
    return c.json(await listMyTickets(c.var.ctx, { userId: viewer.id, ...(event_id ? { eventId: event_id } : {}) }), 200);
  });
  return app;
}

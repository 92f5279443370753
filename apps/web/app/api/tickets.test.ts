import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, type TestCtx } from '@foyer/core/testing/index';
import { confirmOrderPaid } from '@foyer/core/tickets/confirm-order-paid';
import { placeOrder } from '@foyer/core/tickets/place-order';
import { insertTicketCatalogue, purchaseFor, type TicketCatalogue } from '@foyer/core/tickets/test-fixtures';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';

let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
let open: TicketCatalogue;
let closed: TicketCatalogue;
let attendee: TestUser;
let stranger: TestUser;
let admin: TestUser;

const join = (eventId: number, u: TestUser, user_tags: string[] = []) =>
  ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: u.viewer.id, first_name: u.viewer.first_name, last_name: u.viewer.last_name, user_tags });

beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
  open = await insertTicketCatalogue(ctx);
  closed = await insertTicketCatalogue(ctx, { access_mode_type: 'close' });
  attendee = await insertTestUser(ctx);
  stranger = await insertTestUser(ctx);
  admin = await insertTestUser(ctx);
  await join(closed.event.id, attendee);
  await join(closed.event.id, admin, ['ADMINISTRATOR']);
});
afterAll(() => ctx.close());

describe('GET /events/{eventId}/tickets', () => {
  it('is public for an open event: visible tickets by order with add-ons, bulk discounts and seats', async () => {
    const res = await call('GET', `/events/${open.event.id}/tickets`);
    expect(res.status).toBe(200);
    expect(res.body.tickets.map((t: { name: string }) => t.name)).toEqual(['Community pass', 'Standard', 'VIP']);
    const standard = res.body.tickets[1];
    expect(standard).toMatchObject({
      id: open.standard.id,
      price: 19_900,
      currency: 'PLN',
      tickets_left: 300,
      on_sale: true,
      sold_out: false,
      sales_end: open.event.end_date.toISOString(),
      event_ticket_bulk_discounts: [
        { threshold: 5, discount: 10 },
        { threshold: 10, discount: 15 },
      ],
    });
    expect(standard.event_addons.map((a: { name: string }) => a.name)).toEqual(['Workshop day', 'Conference dinner']);
    expect(res.body.agenda_session_tickets).toEqual([expect.objectContaining({ id: open.seat.id, session_name: 'Hands-on workshop', price: 4_900, tickets_left: 30 })]);
  });

  it('a closed event: anonymous 401, not joined 403, attendee and admin 200; unknown event 404', async () => {
    const path = `/events/${closed.event.id}/tickets`;
    expect(firstCode((await call('GET', path)).body)).toBe('access.login_required');
    const no = await call('GET', path, { headers: stranger.auth });
    expect([no.status, firstCode(no.body)]).toEqual([403, 'access.not_joined']);
    expect((await call('GET', path, { headers: attendee.auth })).status).toBe(200);
    expect((await call('GET', path, { headers: admin.auth })).status).toBe(200);
    expect((await call('GET', '/events/999999/tickets')).status).toBe(404);
  });

  it('one ticket: hidden and other-event tickets are 404 tickets.not_found', async () => {
    expect((await call('GET', `/events/${open.event.id}/tickets/${open.vip.id}`)).body).toMatchObject({ id: open.vip.id, tickets_left: 20 });
    const hidden = await call('GET', `/events/${open.event.id}/tickets/${open.hidden.id}`);
    expect([hidden.status, firstCode(hidden.body)]).toEqual([404, 'tickets.not_found']);
    const foreign = await call('GET', `/events/${open.event.id}/tickets/${closed.standard.id}`);
    expect([foreign.status, firstCode(foreign.body)]).toEqual([404, 'tickets.not_found']);
  });
});

describe('POST /events/{eventId}/discount/check_code', () => {
  const check = (eventId: number, body: unknown, headers: Record<string, string> = {}) => call('POST', `/events/${eventId}/discount/check_code`, { json: body, headers });

  it('answers the eligible tickets and the remaining quantity', async () => {
    const res = await check(open.event.id, { discount_code: 'demo10', ticket_ids: [open.standard.id, open.community.id, open.vip.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ discount_code: 'DEMO10', discount_percentage: 10, max_tickets_quantity: 100, remaining_quantity: 100, ticket_ids: [open.standard.id, open.vip.id].sort((a, b) => a - b) });
  });

  it('answers the SPEC §8 discount errors', async () => {
    const nf = await check(open.event.id, { discount_code: 'NOPE', ticket_ids: [open.standard.id] });
    expect([nf.status, firstCode(nf.body)]).toEqual([404, 'discount.not_found']);
    const inc = await check(open.event.id, { discount_code: 'FREE100', ticket_ids: [open.standard.id] });
    expect([inc.status, firstCode(inc.body)]).toEqual([422, 'discount.incorrect']);
    const free = await check(open.event.id, { discount_code: 'DEMO10', ticket_ids: [open.community.id] });
    expect(firstCode(free.body)).toBe('discount.incorrect');
    // Another event's ticket is never eligible, even for a code of the same name.
    const foreign = await check(closed.event.id, { discount_code: 'DEMO10', ticket_ids: [open.standard.id] }, admin.auth);
    expect(firstCode(foreign.body)).toBe('discount.incorrect');
    const none = await check(open.event.id, { discount_code: 'DEMO10', ticket_ids: [] });
    expect([none.status, firstCode(none.body)]).toEqual([422, 'common.validation']);
    const anon = await check(closed.event.id, { discount_code: 'DEMO10', ticket_ids: [closed.standard.id] });
    expect(firstCode(anon.body)).toBe('access.login_required');
  });
});

describe('GET /current_user/tickets', () => {
  it('needs a sign-in; shows each user only their own paid tickets', async () => {
    expect(firstCode((await call('GET', '/current_user/tickets')).body)).toBe('common.not_authenticated');
    const order = await placeOrder(ctx, {
      eventId: closed.event.id,
      viewer: attendee.viewer,
      locale: 'en',
      input: purchaseFor(attendee.viewer, {
        ticket_id: closed.vip.id,
        gdpr_consent: true,
        tickets_for: [
          { first_name: 'Me', last_name: 'Self', email: attendee.viewer.email, this_is_me: true },
          { first_name: 'Guest', last_name: 'One', email: 'guest-one@example.test' },
        ],
      }),
      gateway: 'payu',
    });
    const pending = await call('GET', '/current_user/tickets', { headers: attendee.auth });
    expect(pending.body.event_ticket_reservations).toEqual([]);
    await confirmOrderPaid(ctx, { orderId: order.id });

    const res = await call('GET', `/current_user/tickets?event_id=${closed.event.id}`, { headers: attendee.auth });
    expect(res.status).toBe(200);
    expect(res.body.event_ticket_reservations).toEqual([
      expect.objectContaining({
        status: 'active',
        amount: 99_900,
        holder: { first_name: 'Me', last_name: 'Self', email: attendee.viewer.email.toLowerCase() },
        event_ticket: { id: closed.vip.id, name: 'VIP', price: 99_900, currency: 'PLN' },
        event_display_data: expect.objectContaining({ id: closed.event.id, title: closed.event.title }),
        pdf_url: expect.stringMatching(new RegExp(`^/api/v1/events/${closed.event.id}/ticket/get/[0-9a-f-]{36}$`)),
      }),
    ]);
    expect(res.body.bought_for_others.event_ticket_reservations.map((t: { holder: { last_name: string } }) => t.holder.last_name)).toEqual(['One']);
    const elsewhere = await call('GET', `/current_user/tickets?event_id=${open.event.id}`, { headers: attendee.auth });
    expect(elsewhere.body.event_ticket_reservations).toEqual([]);

    const other = await call('GET', '/current_user/tickets', { headers: stranger.auth });
    expect(other.body).toEqual({
      event_ticket_reservations: [],
      agenda_session_ticket_reservations: [],
      bought_for_others: { event_ticket_reservations: [], agenda_session_ticket_reservations: [] },
    });
    const adminView = await call('GET', '/current_user/tickets', { headers: admin.auth });
    expect(adminView.body.event_ticket_reservations).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the tickets calls', async () => {
    const doc = (await call('GET', '/openapi.json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/events/{eventId}/tickets', '/events/{eventId}/tickets/{ticketId}', '/events/{eventId}/discount/check_code', '/current_user/tickets']));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { createTestCtx, type TestCtx } from '../testing/index.ts';
import { getEventTicket } from './get-event-ticket.ts';
import { listEventTickets } from './list-event-tickets.ts';
import { insertTicketCatalogue, type TicketCatalogue } from './test-fixtures.ts';

let ctx: TestCtx;
let cat: TicketCatalogue;

beforeAll(async () => {
  ctx = await createTestCtx();
  cat = await insertTicketCatalogue(ctx, { lp_settings: JSON.stringify({}) });
});
afterAll(() => ctx.close());

describe('listEventTickets / getEventTicket', () => {
  it('lists visible tickets by order with sales state, and the session seats', async () => {
    await ctx.db.update(schema.event_tickets).set({ tickets_left: 0 }).where(eq(schema.event_tickets.id, cat.vip.id));
    const [ended] = await ctx.db
      .insert(schema.event_tickets)
      .values({ event_id: cat.event.id, name: 'Early bird', price: 100, order: 9, sales_end: new Date(ctx.clock.now().getTime() - 1) })
      .returning();
    const { tickets, agenda_session_tickets } = await listEventTickets(ctx, { eventId: cat.event.id });
    expect(tickets.map((t) => [t.name, t.on_sale, t.sold_out])).toEqual([
      ['Community pass', true, false],
      ['Standard', true, false],
      ['VIP', true, true],
      ['Early bird', false, false],
    ]);
    expect(tickets.find((t) => t.id === ended!.id)!.sales_end).toBe(ended!.sales_end!.toISOString());
    expect(tickets.find((t) => t.id === cat.vip.id)!.event_addons.map((a) => a.name)).toEqual(['Conference dinner']);
    expect(agenda_session_tickets).toEqual([
      {
        id: cat.seat.id,
        agenda_session_id: cat.session.id,
        session_name: 'Hands-on workshop',
        starts_at: '2027-05-18T09:00:00.000Z',
        name: 'Workshop seat',
        description: null,
        price: 4_900,
        currency: 'PLN',
        tickets_left: 30,
        sold_out: false,
      },
    ]);
  });

  it('names a seat’s session in the visitor’s language, as the agenda does, where the session has a translation', async () => {
    await ctx.db.update(schema.agenda_sessions).set({ translations: { pl: { name: 'Warsztaty praktyczne' }, de: { name: '' } } }).where(eq(schema.agenda_sessions.id, cat.session.id));
    const named = async (locale?: string) => (await listEventTickets(ctx, { eventId: cat.event.id, locale })).agenda_session_tickets.map((s) => s.session_name);
    expect(await named('pl')).toEqual(['Warsztaty praktyczne']);
    // A blank translation, a language without one, or no language: as written.
    expect(await named('de')).toEqual(['Hands-on workshop']);
    expect(await named('fr')).toEqual(['Hands-on workshop']);
    expect(await named()).toEqual(['Hands-on workshop']);
  });

  it('takes the form config from the ticket, else from the landing page ticket_forms', async () => {
    await ctx.db.update(schema.events).set({ lp_settings: JSON.stringify({ ticket_forms: { [String(cat.standard.id)]: { fields: ['nip'] } } }) }).where(eq(schema.events.id, cat.event.id));
    await ctx.db.update(schema.event_tickets).set({ form_config: { fields: ['company'] } }).where(eq(schema.event_tickets.id, cat.community.id));
    expect((await getEventTicket(ctx, { eventId: cat.event.id, ticketId: cat.standard.id })).form_config).toEqual({ fields: ['nip'] });
    expect((await getEventTicket(ctx, { eventId: cat.event.id, ticketId: cat.community.id })).form_config).toEqual({ fields: ['company'] });
    expect((await getEventTicket(ctx, { eventId: cat.event.id, ticketId: cat.vip.id })).form_config).toBeNull();
  });

  it('another event or a hidden ticket is tickets.not_found; an unknown event is event.invalid', async () => {
    const other = await insertTicketCatalogue(ctx);
    await expect(getEventTicket(ctx, { eventId: cat.event.id, ticketId: other.standard.id })).rejects.toMatchObject({ items: [{ code: 'tickets.not_found' }] });
    await expect(getEventTicket(ctx, { eventId: cat.event.id, ticketId: cat.hidden.id })).rejects.toMatchObject({ items: [{ code: 'tickets.not_found' }] });
    await expect(listEventTickets(ctx, { eventId: 999_999 })).rejects.toMatchObject({ items: [{ code: 'event.invalid' }] });
  });
});

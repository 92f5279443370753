import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { createTestCtx, type TestCtx } from '../testing/index.ts';
import { placeOrder, type PlaceOrderArgs } from './place-order.ts';
import { quoteOrder } from './quote-order.ts';
import { insertTicketCatalogue, purchaseFor, type TicketCatalogue } from './test-fixtures.ts';
import { verifyTicketQr } from './ticket-qr.ts';
import type { PurchaseInputRaw } from './purchase-input.ts';

let ctx: TestCtx;
let cat: TicketCatalogue;

beforeAll(async () => {
  ctx = await createTestCtx();
  cat = await insertTicketCatalogue(ctx);
});
afterAll(() => ctx.close());

const place = (user: TestUser, input: PurchaseInputRaw, over: Partial<PlaceOrderArgs> = {}) =>
  placeOrder(ctx, { eventId: cat.event.id, viewer: user.viewer, locale: 'pl', input, gateway: 'payu', ...over });

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    return `${(e as { code?: string }).code}${(e as { items?: { field?: string }[] }).items?.[0]?.field ? `@${(e as { items: { field?: string }[] }).items[0]!.field}` : ''}`;
  }
  return 'ok';
}
const ticketsLeft = async (id: number) =>
  (await ctx.db.select({ n: schema.event_tickets.tickets_left }).from(schema.event_tickets).where(eq(schema.event_tickets.id, id)))[0]!.n;

describe('placeOrder', () => {
  it('places a pending order for the buyer with QR, items, stock taken and the expiry job queued', async () => {
    const u = await insertTestUser(ctx);
    const before = await ticketsLeft(cat.standard.id);
    const order = await place(u, purchaseFor({ email: 'Typed.Other@Example.test' }, { ticket_id: cat.standard.id, addons: [cat.dinner.id], marketing_agreement: true }));
    expect(order.status).toBe('pending');
    // 19 900 − 5 % marketing = 18 905; dinner 15 000 at full price.
    expect(order.total_amount).toBe(18_905 + 15_000);
    expect(order.expires_at).toBe(new Date(ctx.clock.now().getTime() + 30 * 60_000).toISOString());
    // The buyer's own ticket carries the account e-mail, whatever the form said (SPEC §5).
    expect(order.holders).toEqual([expect.objectContaining({ email: u.viewer.email.toLowerCase(), this_is_me: true, first_name: 'Anna' })]);
    expect(await ticketsLeft(cat.standard.id)).toBe(before! - 1);
    const [res] = await ctx.db.select().from(schema.ticket_reservations).where(eq(schema.ticket_reservations.order_id, order.id));
    expect(res).toMatchObject({ status: 'reserved', user_id: u.viewer.id, amount: 33_905, addon_ids: [cat.dinner.id], has_invoice: false });
    expect(verifyTicketQr(ctx.config.sessionSecret, res!.qrcode)).toBe(res!.ticket_reservation_uuid);
    const items = await ctx.db.select().from(schema.order_items).where(eq(schema.order_items.order_id, order.id));
    expect(items.map((i) => [i.kind, i.total_amount])).toEqual([
      ['event_ticket', 18_905],
      ['event_addon', 15_000],
    ]);
    const job = ctx.jobs.jobs.find((j) => j.name === 'orders.expire' && (j.payload as { orderId: number }).orderId === order.id);
    expect(job?.opts).toEqual({ jobId: `order-expiry:${order.id}`, delayMs: 30 * 60_000 });
    const [row] = await ctx.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(row).toMatchObject({ user_id: u.viewer.id, gateway: 'payu', locale: 'pl', marketing_agreement: true, invoice_form: null, discount_quantity: 0 });
  });

  it('buys for guests: one reservation each, guest accounts linked, bulk discount and a limited code', async () => {
    const u = await insertTestUser(ctx);
    const guestWithAccount = await insertTestUser(ctx);
    const guests = Array.from({ length: 4 }, (_, i) => ({ first_name: `G${i}`, last_name: 'Guest', email: `guest${i}-${u.viewer.id}@example.test` }));
    const order = await place(
      u,
      purchaseFor(u.viewer, {
        ticket_id: cat.standard.id,
        discount_code: 'demo10',
        gdpr_consent: true,
        tickets_for: [
          { first_name: 'Me', last_name: 'Buyer', email: u.viewer.email, this_is_me: true },
          { first_name: 'Has', last_name: 'Account', email: guestWithAccount.viewer.email.toUpperCase() },
          ...guests,
        ],
      }),
    );
    // 6 × Standard: bulk 10 % → 17 910, code 10 % → 16 119.
    expect(order.quote.lines.every((l) => l.total_amount === 16_119)).toBe(true);
    expect(order.quote.discount).toEqual({ code: 'DEMO10', percentage: 10, tickets_discounted: 6 });
    const rows = await ctx.db.select().from(schema.ticket_reservations).where(eq(schema.ticket_reservations.order_id, order.id));
    expect(rows).toHaveLength(6);
    expect(rows.find((r) => r.holder_email === guestWithAccount.viewer.email.toLowerCase())?.user_id).toBe(guestWithAccount.viewer.id);
    expect(rows.filter((r) => r.user_id === null)).toHaveLength(4);
    const [code] = await ctx.db.select().from(schema.discount_codes).where(eq(schema.discount_codes.id, cat.demo10.id));
    expect(code!.used_quantity).toBeGreaterThanOrEqual(6);
  });

  it('one order may mix ticket types (each holder their own), taking each stock', async () => {
    const u = await insertTestUser(ctx);
    const [std, vip] = [await ticketsLeft(cat.standard.id), await ticketsLeft(cat.vip.id)];
    const order = await place(
      u,
      purchaseFor(u.viewer, {
        ticket_id: cat.standard.id,
        gdpr_consent: true,
        tickets_for: [
          { first_name: 'Me', last_name: 'B', email: u.viewer.email, this_is_me: true },
          { first_name: 'V', last_name: 'I', email: `vip-${u.viewer.id}@example.test`, ticket_id: cat.vip.id, addons: [cat.dinner.id] },
        ],
      }),
    );
    expect(order.quote.lines.map((l) => [l.name, l.holder_index, l.total_amount])).toEqual([
      ['Standard', 0, 19_900],
      ['VIP', 1, 99_900],
      ['Conference dinner', 1, 15_000],
    ]);
    expect([await ticketsLeft(cat.standard.id), await ticketsLeft(cat.vip.id)]).toEqual([std! - 1, vip! - 1]);
  });

  it('answers the SPEC §8 codes for holder rules', async () => {
    const u = await insertTestUser(ctx);
    const t = cat.standard.id;
    const g = (email: string, extra = {}) => ({ first_name: 'A', last_name: 'B', email, ...extra });
    expect(await codeOf(place(u, purchaseFor(u.viewer, { ticket_id: t, terms_accepted: false })))).toBe('tickets.terms_required@terms_accepted');
    expect(await codeOf(place(u, purchaseFor(u.viewer, { ticket_id: t, tickets_for: [g(u.viewer.email, { this_is_me: true }), g('x1@example.test')] })))).toBe(
      'tickets.gdpr_required@gdpr_consent',
    );
    const many = Array.from({ length: 21 }, (_, i) => g(`m${i}@example.test`, { this_is_me: i === 0 }));
    expect(await codeOf(place(u, purchaseFor(u.viewer, { ticket_id: t, gdpr_consent: true, tickets_for: many })))).toBe('tickets.limit_exceeded@tickets_for');
    expect(
      await codeOf(place(u, purchaseFor(u.viewer, { ticket_id: t, gdpr_consent: true, tickets_for: [g(u.viewer.email, { this_is_me: true }), g('same@example.test'), g(' SAME@example.test ')] }))),
    ).toBe('tickets.emails_not_unique@tickets_for.2.email');
    // The mine ticket takes the account e-mail, so a guest with that e-mail is a duplicate.
    expect(await codeOf(place(u, purchaseFor(u.viewer, { ticket_id: t, gdpr_consent: true, tickets_for: [g('a@example.test', { this_is_me: true }), g(u.viewer.email)] })))).toBe(
      'tickets.emails_not_unique@tickets_for.1.email',
    );
    expect(await codeOf(place(u, purchaseFor(u.viewer, { ticket_id: t, gdpr_consent: true, tickets_for: [g('a@example.test'), g('b@example.test')] })))).toBe(
      'tickets.mine_required@tickets_for',
    );
    expect(await codeOf(place(u, purchaseFor(u.viewer, { ticket_id: t, gdpr_consent: true, tickets_for: [g('a@example.test', { this_is_me: true }), g('b@example.test', { this_is_me: true })] })))).toBe(
      'tickets.mine_required@tickets_for',
    );
    expect(await codeOf(placeOrder(ctx, { eventId: cat.event.id, viewer: null, locale: 'en', input: purchaseFor(u.viewer, { ticket_id: t }), gateway: 'payu' }))).toBe('common.not_authenticated');
    expect(await codeOf(place(u, { ticket_id: t } as PurchaseInputRaw))).toMatch(/^common.validation@personal_form/);
  });

  it('already has a ticket: no second own ticket, but guests only is fine', async () => {
    const u = await insertTestUser(ctx);
    await place(u, purchaseFor(u.viewer, { ticket_id: cat.standard.id }));
    expect(await codeOf(place(u, purchaseFor(u.viewer, { ticket_id: cat.standard.id })))).toBe('tickets.already_has_ticket@tickets_for');
    const guestsOnly = await place(u, purchaseFor(u.viewer, { ticket_id: cat.standard.id, tickets_for: [{ first_name: 'G', last_name: 'H', email: `only-${u.viewer.id}@example.test` }] }));
    expect(guestsOnly.holders).toEqual([expect.objectContaining({ this_is_me: false })]);
    // A guest with the account's e-mail is the buyer: refused too.
    expect(await codeOf(place(u, purchaseFor(u.viewer, { ticket_id: cat.standard.id, tickets_for: [{ first_name: 'G', last_name: 'H', email: u.viewer.email }] })))).toBe(
      'tickets.already_has_ticket@tickets_for',
    );
  });

  it('refuses unknown, hidden, other-event tickets, ended sales and unlinked add-ons', async () => {
    const u = await insertTestUser(ctx);
    const other = await insertTicketCatalogue(ctx);
    expect(await codeOf(place(u, purchaseFor(u.viewer, { ticket_id: other.standard.id })))).toBe('tickets.not_found@ticket_id');
    expect(await codeOf(place(u, purchaseFor(u.viewer, { ticket_id: cat.hidden.id })))).toBe('tickets.not_found@ticket_id');
    expect(await codeOf(place(u, purchaseFor(u.viewer, { ticket_id: 999_999 })))).toBe('tickets.not_found@ticket_id');
    const mixed = [
      { first_name: 'A', last_name: 'B', email: u.viewer.email, this_is_me: true },
      { first_name: 'C', last_name: 'D', email: 'c@example.test', ticket_id: other.vip.id },
    ];
    expect(await codeOf(place(u, purchaseFor(u.viewer, { ticket_id: cat.standard.id, gdpr_consent: true, tickets_for: mixed })))).toBe('tickets.not_found@tickets_for.1.ticket_id');
    expect(await codeOf(place(u, purchaseFor(u.viewer, { agenda_session_ticket_id: other.seat.id })))).toBe('tickets.not_found@agenda_session_ticket_id');
    expect(await codeOf(place(u, purchaseFor(u.viewer, { ticket_id: cat.vip.id, addons: [cat.workshop.id] })))).toBe('tickets.addon_not_available@addons');
    expect(await codeOf(place(u, purchaseFor(u.viewer, { ticket_id: cat.standard.id, addons: [other.dinner.id] })))).toBe('tickets.addon_not_available@addons');
    expect(await codeOf(place(u, purchaseFor(u.viewer, { agenda_session_ticket_id: cat.seat.id, addons: [cat.dinner.id] })))).toBe('tickets.addon_not_available@addons');
    const [ended] = await ctx.db
      .insert(schema.event_tickets)
      .values({ event_id: cat.event.id, name: 'Early bird', price: 100, sales_end: new Date(ctx.clock.now().getTime() - 1000) })
      .returning();
    expect(await codeOf(place(u, purchaseFor(u.viewer, { ticket_id: ended!.id })))).toBe('tickets.sales_ended@ticket_id');
    // Without its own sales_end a ticket sells until the event ends.
    const late = await createTestCtx({ now: new Date('2027-05-21T00:00:00Z') });
    try {
      const c2 = await insertTicketCatalogue(late);
      const u2 = await insertTestUser(late);
      expect(await codeOf(placeOrder(late, { eventId: c2.event.id, viewer: u2.viewer, locale: 'en', input: purchaseFor(u2.viewer, { ticket_id: c2.community.id }), gateway: 'free' }))).toBe(
        'tickets.sales_ended@ticket_id',
      );
    } finally {
      await late.close();
    }
  });

  it('discount codes: not found, expired, incorrect, used up; compared uppercased', async () => {
    const u = await insertTestUser(ctx);
    const buy = (discount_code: string, ticket_id = cat.standard.id) => quoteOrder(ctx, { eventId: cat.event.id, userId: u.viewer.id, input: purchaseFor(u.viewer, { ticket_id, discount_code }), ip: '10.0.0.1' });
    expect(await codeOf(buy('NOPE'))).toBe('discount.not_found@discount_code');
    expect(await codeOf(buy('free100', cat.standard.id))).toBe('discount.incorrect@discount_code');
    expect(await codeOf(buy('demo10', cat.community.id))).toBe('discount.incorrect@discount_code');
    expect((await buy(' demo10 ')).discount).toEqual({ code: 'DEMO10', percentage: 10, tickets_discounted: 1 });
    const [expired, usedUp] = await ctx.db
      .insert(schema.discount_codes)
      .values([
        { event_id: cat.event.id, code: 'OLD', discount_percentage: 10, valid_until: new Date(ctx.clock.now().getTime() - 1) },
        { event_id: cat.event.id, code: 'GONE', discount_percentage: 10, max_tickets_quantity: 2, used_quantity: 2 },
      ])
      .returning();
    await ctx.db.insert(schema.discount_code_tickets).values([
      { event_id: cat.event.id, discount_code_id: expired!.id, event_ticket_id: cat.standard.id },
      { event_id: cat.event.id, discount_code_id: usedUp!.id, event_ticket_id: cat.standard.id },
    ]);
    expect(await codeOf(buy('old'))).toBe('discount.expired@discount_code');
    expect(await codeOf(buy('gone'))).toBe('discount.used_up@discount_code');
    const other = await insertTicketCatalogue(ctx);
    expect(await codeOf(quoteOrder(ctx, { eventId: other.event.id, userId: u.viewer.id, input: purchaseFor(u.viewer, { ticket_id: other.standard.id, discount_code: 'OLD' }), ip: '10.0.0.1' }))).toBe(
      'discount.not_found@discount_code',
    );
  });

  it('FREE100 makes a VIP free and is counted; marketing needs the event flag and the consent', async () => {
    const u = await insertTestUser(ctx);
    const order = await place(u, purchaseFor(u.viewer, { ticket_id: cat.vip.id, discount_code: 'FREE100', marketing_agreement: true }), { gateway: 'free' });
    expect(order.total_amount).toBe(0);
    const [row] = await ctx.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(row).toMatchObject({ discount_code_id: cat.free100.id, discount_quantity: 1, total_amount: 0, subtotal_amount: 99_900, discount_amount: 99_900 });
    const plain = await insertTicketCatalogue(ctx, { marketing_enabled: false, marketing_discount_percentage: 5 });
    const q = await quoteOrder(ctx, { eventId: plain.event.id, userId: u.viewer.id, input: purchaseFor(u.viewer, { ticket_id: plain.standard.id, marketing_agreement: true }), ip: '10.0.0.1' });
    expect(q.total_amount).toBe(19_900);
    expect(q.marketing_discount_percentage).toBeNull();
  });

  it('session seats: one per holder, no_seats_left when short', async () => {
    const u = await insertTestUser(ctx);
    const [tiny] = await ctx.db.insert(schema.agenda_session_tickets).values({ event_id: cat.event.id, agenda_session_id: cat.session.id, price: 4_900, tickets_left: 1 }).returning();
    const order = await place(u, purchaseFor(u.viewer, { agenda_session_ticket_id: tiny!.id, marketing_agreement: true }));
    expect(order.total_amount).toBe(4_655);
    const [res] = await ctx.db.select().from(schema.ticket_reservations).where(eq(schema.ticket_reservations.order_id, order.id));
    expect(res).toMatchObject({ kind: 'agenda_session', agenda_session_ticket_id: tiny!.id, event_ticket_id: null });
    const u2 = await insertTestUser(ctx);
    expect(await codeOf(place(u2, purchaseFor(u2.viewer, { agenda_session_ticket_id: tiny!.id })))).toBe('tickets.no_seats_left@agenda_session_ticket_id');
  });

  it('sold out leaves nothing behind; null stock is unlimited and stays null', async () => {
    const u = await insertTestUser(ctx);
    const [two] = await ctx.db.insert(schema.event_tickets).values({ event_id: cat.event.id, name: 'Two left', price: 500, tickets_left: 2 }).returning();
    const [unlimited] = await ctx.db.insert(schema.event_tickets).values({ event_id: cat.event.id, name: 'Unlimited', price: 500, tickets_left: null }).returning();
    const guests = (n: number) => Array.from({ length: n }, (_, i) => ({ first_name: 'G', last_name: 'H', email: `so${i}-${u.viewer.id}@example.test`, this_is_me: i === 0 }));
    const ordersBefore = (await ctx.db.select().from(schema.orders)).length;
    expect(await codeOf(place(u, purchaseFor(u.viewer, { ticket_id: two!.id, gdpr_consent: true, tickets_for: guests(3) })))).toBe('tickets.sold_out@ticket_id');
    expect((await ctx.db.select().from(schema.orders)).length).toBe(ordersBefore);
    expect(await ticketsLeft(two!.id)).toBe(2);
    await place(u, purchaseFor(u.viewer, { ticket_id: unlimited!.id, gdpr_consent: true, tickets_for: guests(3) }));
    expect(await ticketsLeft(unlimited!.id)).toBeNull();
  });

  it('stores the invoice form and marks the reservations as invoiced; refuses mixed currencies', async () => {
    const u = await insertTestUser(ctx);
    const invoice = {
      invoice_type: 'company',
      company_name: 'Żółta Sp. z o.o.',
      vat_number: '5260250274',
      street: 'Marszałkowska',
      building_number: '1',
      city: 'Warszawa',
      postal_code: '00-001',
      country: 'PL',
      proforma: false,
    };
    const order = await place(u, purchaseFor(u.viewer, { ticket_id: cat.standard.id, invoice } as PurchaseInputRaw));
    const [row] = await ctx.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(row!.invoice_form).toMatchObject({ invoice_type: 'company', company_name: 'Żółta Sp. z o.o.' });
    const [res] = await ctx.db.select().from(schema.ticket_reservations).where(eq(schema.ticket_reservations.order_id, order.id));
    expect(res!.has_invoice).toBe(true);
    const [eur] = await ctx.db.insert(schema.event_tickets).values({ event_id: cat.event.id, name: 'Euro', price: 500, currency: 'EUR' }).returning();
    const u2 = await insertTestUser(ctx);
    expect(
      await codeOf(
        place(u2, purchaseFor(u2.viewer, { ticket_id: cat.standard.id, gdpr_consent: true, tickets_for: [{ first_name: 'A', last_name: 'B', email: u2.viewer.email }, { first_name: 'C', last_name: 'D', email: 'eur@example.test', ticket_id: eur!.id }] })),
      ),
    ).toBe('common.validation@tickets_for.1.ticket_id');
  });

  it('needs event access: a closed event refuses a buyer who has not joined', async () => {
    const closed = await insertTicketCatalogue(ctx, { access_mode_type: 'close' });
    const u = await insertTestUser(ctx);
    expect(await codeOf(placeOrder(ctx, { eventId: closed.event.id, viewer: u.viewer, locale: 'en', input: purchaseFor(u.viewer, { ticket_id: closed.standard.id }), gateway: 'payu' }))).toBe(
      'access.not_joined',
    );
  });

  it('quoteOrder prices exactly like placeOrder and takes nothing', async () => {
    const u = await insertTestUser(ctx);
    const input = purchaseFor(u.viewer, { ticket_id: cat.standard.id, addons: [cat.workshop.id], discount_code: 'DEMO10', marketing_agreement: true });
    const before = await ticketsLeft(cat.standard.id);
    const q = await quoteOrder(ctx, { eventId: cat.event.id, userId: u.viewer.id, input, ip: '10.0.0.1' });
    expect(await ticketsLeft(cat.standard.id)).toBe(before);
    const placed = await place(u, input);
    expect(placed.quote).toEqual(q);
    // 19 900 → code 17 910 → marketing 17 014.5 → 17 015; + workshop 9 900.
    expect(q.total_amount).toBe(17_015 + 9_900);
    expect(q.net_amount + q.vat_amount).toBe(q.total_amount);
  });

  it('gives the stock back at once when the expiry job cannot be queued', async () => {
    const u = await insertTestUser(ctx);
    const before = await ticketsLeft(cat.vip.id);
    const broken = { ...ctx, jobs: { enqueue: async () => Promise.reject(new Error('queue down')) } };
    await expect(placeOrder(broken, { eventId: cat.event.id, viewer: u.viewer, locale: 'en', input: purchaseFor(u.viewer, { ticket_id: cat.vip.id }), gateway: 'payu' })).rejects.toThrow('queue down');
    expect(await ticketsLeft(cat.vip.id)).toBe(before);
    const [last] = await ctx.db.select().from(schema.orders).where(eq(schema.orders.user_id, u.viewer.id));
    expect(last!.status).toBe('expired');
  });
});

import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { insertChunked } from './insert-chunked.ts';
import type { EventScope } from './seed-scope.ts';

/** Prices are grosze (1 PLN = 100). */
const tickets = [
  { name: 'Standard', description: 'All talks on all three days, lunch and coffee.', price: 49_900, tickets_left: 300 },
  { name: 'VIP', description: 'Standard plus front-row seats, the speakers’ lounge and the after-party.', price: 129_900, tickets_left: 20 },
  { name: 'Student', description: 'Free for students with a valid student ID, checked at the entrance.', price: 0, tickets_left: null },
] as const;

const addons = [
  { name: 'Workshop day', description: 'A full day of hands-on workshops in the Workshop Lab.', price: 19_900 },
  { name: 'Dinner', description: 'Networking dinner on the evening of day one.', price: 24_900 },
] as const;

/** Tickets, add-ons, bulk discounts, the EARLY10 / DEMO10 / FREE100 codes, paid seats for the workshops, seller data. */
export async function seedTickets(scope: EventScope, workshopSessionIds: number[]): Promise<{ ticketIds: number[] }> {
  const { db, eventId } = scope;
  const ticketIds = await insertChunked(
    db,
    schema.event_tickets,
    tickets.map((t, i) => ({
      event_id: eventId,
      name: t.name,
      description: t.description,
      price: t.price,
      currency: 'PLN',
      tickets_left: t.tickets_left,
      order: i + 1,
    })),
  );
  const [standard, vip, student] = ticketIds as [number, number, number];
  const addonIds = await insertChunked(
    db,
    schema.event_addons,
    addons.map((a, i) => ({ event_id: eventId, name: a.name, description: a.description, price: a.price, order: i + 1 })),
  );
  const [workshop, dinner] = addonIds as [number, number];
  // Students may add the workshop day but not the dinner.
  const offered: [number, number][] = [
    [standard, workshop],
    [standard, dinner],
    [vip, workshop],
    [vip, dinner],
    [student, workshop],
  ];
  await insertChunked(
    db,
    schema.event_ticket_addons,
    offered.map(([event_ticket_id, event_addon_id]) => ({ event_id: eventId, event_ticket_id, event_addon_id })),
  );
  await insertChunked(
    db,
    schema.event_ticket_bulk_discounts,
    [standard, vip].flatMap((event_ticket_id) => [
      { event_id: eventId, event_ticket_id, threshold: 5, discount: 5 },
      { event_id: eventId, event_ticket_id, threshold: 10, discount: 10 },
    ]),
  );
  const [code] = await db
    .insert(schema.discount_codes)
    .values({ event_id: eventId, code: 'EARLY10', discount_percentage: 10, max_tickets_quantity: 50 })
    .returning({ id: schema.discount_codes.id });
  await insertChunked(
    db,
    schema.discount_code_tickets,
    [standard, vip].map((event_ticket_id) => ({ event_id: eventId, discount_code_id: code!.id, event_ticket_id })),
  );
  await insertChunked(
    db,
    schema.agenda_session_tickets,
    workshopSessionIds.map((agenda_session_id) => ({
      event_id: eventId,
      agenda_session_id,
      name: 'Workshop seat',
      description: 'A reserved seat with a laptop station.',
      price: 9_900,
      tickets_left: 25,
    })),
  );
  await seedCheckoutExtras(scope, { standard, vip });
  return { ticketIds };
}

/**
 * What the checkout journeys rely on (ticketing contract): a free "Community pass", the codes
 * DEMO10 (10 %, 100 tickets, Standard + VIP) and FREE100 (100 %, 5 tickets, VIP only), and the
 * organizer's seller data printed on invoices (a made-up company: valid NIP checksum, a sample IBAN).
 */
async function seedCheckoutExtras(scope: EventScope, t: { standard: number; vip: number }): Promise<void> {
  const { db, eventId } = scope;
  await db.insert(schema.event_tickets).values({
    event_id: eventId,
    name: 'Community pass',
    description: 'Free entry to the community track and the expo hall.',
    price: 0,
    currency: 'PLN',
    tickets_left: 300,
    order: tickets.length + 1,
  });
  const codes = await db
    .insert(schema.discount_codes)
    .values([
      { event_id: eventId, code: 'DEMO10', discount_percentage: 10, max_tickets_quantity: 100 },
      { event_id: eventId, code: 'FREE100', discount_percentage: 100, max_tickets_quantity: 5 },
    ])
    .returning({ id: schema.discount_codes.id });
  const [demo10, free100] = codes as [{ id: number }, { id: number }];
  await db.insert(schema.discount_code_tickets).values([
    { event_id: eventId, discount_code_id: demo10.id, event_ticket_id: t.standard },
    { event_id: eventId, discount_code_id: demo10.id, event_ticket_id: t.vip },
    { event_id: eventId, discount_code_id: free100.id, event_ticket_id: t.vip },
  ]);
  const [event] = await db.select({ organization_id: schema.events.organization_id }).from(schema.events).where(eq(schema.events.id, eventId));
  if (event?.organization_id) {
    await db
      .update(schema.organizations)
      .set({
        legal_name: 'Foyer Demo Spółka z ograniczoną odpowiedzialnością',
        nip: '7751234506',
        street: 'ul. Źródlana',
        building_number: '12',
        city: 'Łódź',
        postal_code: '90-001',
        country: 'PL',
        bank_account: 'PL61109010140000071219812874',
      })
      .where(eq(schema.organizations.id, event.organization_id));
  }
}

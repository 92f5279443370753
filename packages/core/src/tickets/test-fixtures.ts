import { schema } from '@foyer/db';
import { insertComponent, insertEvent } from '../testing/fixtures.ts';
import type { Ctx } from '../context.ts';
import type { PurchaseInputRaw } from './purchase-input.ts';

/**
 * Test helper (also for payments and documents tests): an event with the demo-like catalogue —
 * "Standard" 19 900 with two add-ons and bulk 5→10 %, 10→15 %; free "Community"; "VIP" 99 900
 * (20 left); DEMO10 (10 %, 100, Standard+VIP) and FREE100 (100 %, 5, VIP); a workshop seat
 * (4 900, 30 seats); tax 23 and a 5 % marketing discount.
 */
export async function insertTicketCatalogue(ctx: Pick<Ctx, 'db'>, over: Partial<typeof schema.events.$inferInsert> = {}) {
  const event = await insertEvent(ctx, { marketing_enabled: true, marketing_discount_percentage: 5, tax: 23, ...over });
  const [standard, community, vip, hidden] = await ctx.db
    .insert(schema.event_tickets)
    .values([
      { event_id: event.id, name: 'Standard', price: 19_900, tickets_left: 300, order: 1 },
      { event_id: event.id, name: 'Community pass', price: 0, tickets_left: 300, order: 0 },
      { event_id: event.id, name: 'VIP', price: 99_900, tickets_left: 20, order: 2 },
      { event_id: event.id, name: 'Hidden', price: 100, tickets_left: null, order: 3, visible: false },
    ])
    .returning();
  const [workshop, dinner] = await ctx.db
    .insert(schema.event_addons)
    .values([
      { event_id: event.id, name: 'Workshop day', price: 9_900, order: 1 },
      { event_id: event.id, name: 'Conference dinner', price: 15_000, order: 2 },
    ])
    .returning();
  await ctx.db.insert(schema.event_ticket_addons).values([
    { event_id: event.id, event_ticket_id: standard!.id, event_addon_id: workshop!.id },
    { event_id: event.id, event_ticket_id: standard!.id, event_addon_id: dinner!.id },
    { event_id: event.id, event_ticket_id: vip!.id, event_addon_id: dinner!.id },
  ]);
  await ctx.db.insert(schema.event_ticket_bulk_discounts).values([
    { event_id: event.id, event_ticket_id: standard!.id, threshold: 5, discount: 10 },
    { event_id: event.id, event_ticket_id: standard!.id, threshold: 10, discount: 15 },
  ]);
  const [demo10, free100] = await ctx.db
    .insert(schema.discount_codes)
    .values([
      { event_id: event.id, code: 'DEMO10', discount_percentage: 10, max_tickets_quantity: 100 },
      { event_id: event.id, code: 'FREE100', discount_percentage: 100, max_tickets_quantity: 5 },
    ])
    .returning();
  await ctx.db.insert(schema.discount_code_tickets).values([
    { event_id: event.id, discount_code_id: demo10!.id, event_ticket_id: standard!.id },
    { event_id: event.id, discount_code_id: demo10!.id, event_ticket_id: vip!.id },
    { event_id: event.id, discount_code_id: free100!.id, event_ticket_id: vip!.id },
  ]);
  const component = await insertComponent(ctx, event.id, 'agenda');
  const [session] = await ctx.db
    .insert(schema.agenda_sessions)
    .values({
      event_id: event.id,
      event_component_id: component.id,
      name: 'Hands-on workshop',
      time_start: new Date('2027-05-18T09:00:00Z'),
      time_end: new Date('2027-05-18T11:00:00Z'),
    })
    .returning();
  const [seat] = await ctx.db
    .insert(schema.agenda_session_tickets)
    .values({ event_id: event.id, agenda_session_id: session!.id, name: 'Workshop seat', price: 4_900, tickets_left: 30 })
    .returning();
  return { event, standard: standard!, community: community!, vip: vip!, hidden: hidden!, workshop: workshop!, dinner: dinner!, demo10: demo10!, free100: free100!, session: session!, seat: seat! };
}

export type TicketCatalogue = Awaited<ReturnType<typeof insertTicketCatalogue>>;

/** A valid purchase payload for one ticket for the buyer; override anything. */
export function purchaseFor(buyer: { email: string; first_name?: string; last_name?: string }, over: Partial<PurchaseInputRaw> = {}): PurchaseInputRaw {
  return {
    personal_form: { first_name: buyer.first_name ?? 'Anna', last_name: buyer.last_name ?? 'Nowak', email: buyer.email },
    terms_accepted: true,
    ...over,
  };
}

import { schema, type Db } from '@foyer/db';
import { and, eq, sql } from 'drizzle-orm';
import type { PricedItem, PricedTicket } from './pricing.ts';
import { normalizeEmail } from '../access/normalize-email.ts';
import type { EventRow, TicketRow } from './load-catalogue.ts';

export interface OrderTicket extends PricedTicket {
  /** What the order rules read of the ticket row. */
  row: Pick<TicketRow, 'id' | 'tickets_left' | 'visible' | 'sales_end'>;
  /** Add-ons linked to the ticket, in their display order. */
  addon_ids: number[];
}

export interface OrderTickets {
  tickets: Map<number, OrderTicket>;
  /** Only the add-ons linked to one of the tickets (the only ones an order may name). */
  addons: Map<number, PricedItem>;
}

type AddonJson = { id: number; name: string; price: number; currency: string };

/**
 * One statement, built once per database: checkout runs it on every purchase, and drizzle's
 * query building costs more CPU than Postgres spends answering it.
 */
// Correlated columns are written qualified: drizzle leaves a one-table select's columns bare.
const prepared = new WeakMap<Db, ReturnType<typeof build>>();

function build(db: Db) {
  const t = schema.event_tickets;
  return db
    .select({
      row: t,
      bulk: sql<{ threshold: number; discount: number }[]>`(
        select coalesce(json_agg(json_build_object('threshold', b.threshold, 'discount', b.discount) order by b.threshold), '[]'::json)
        from ${schema.event_ticket_bulk_discounts} b where b.event_ticket_id = event_tickets.id and b.event_id = event_tickets.event_id)`,
      addons: sql<AddonJson[]>`(
        select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'price', a.price, 'currency', a.currency) order by a."order", a.id), '[]'::json)
        from ${schema.event_ticket_addons} l join ${schema.event_addons} a on a.id = l.event_addon_id and a.event_id = l.event_id
        where l.event_ticket_id = event_tickets.id and l.event_id = event_tickets.event_id)`,
    })
    .from(t)
    .where(and(eq(t.event_id, sql.placeholder('eventId')), sql`${t.id} = any(${sql.placeholder('ids')}::integer[])`))
    .prepare('foyer_order_tickets');
}

/**
 * The event tickets an order names, with their bulk discounts and linked add-ons, in one
 * statement (loadCatalogue reads the whole catalogue in four, for the listing pages).
 */
export async function loadOrderTickets(db: Db, eventId: number, ticketIds: number[]): Promise<OrderTickets> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = build(db)));
  const rows = await query.execute({ eventId, ids: ticketIds });
  const tickets = new Map<number, OrderTicket>();
  const addons = new Map<number, PricedItem>();
  for (const { row, bulk, addons: linked } of rows) {
    for (const a of linked) addons.set(a.id, { id: a.id, name: a.name, price: a.price, currency: a.currency });
    tickets.set(row.id, { id: row.id, name: row.name, price: row.price, currency: row.currency, bulk_discounts: bulk, addon_ids: linked.map((a) => a.id), row });
  }
  return { tickets, addons };
}

/** What placeOrder reads before its transaction, read in one statement (see loadOrderSnapshot). */
export interface OrderSnapshot {
  event: EventRow;
  /** viewerHoldsTicket as of the read (placeOrder checks it again under the buyer's lock). */
  holdsTicket: boolean;
  tickets: OrderTickets;
}

type TicketJson = Pick<TicketRow, 'id' | 'name' | 'price' | 'currency' | 'tickets_left' | 'visible'> & {
  sales_end: string | null;
  bulk: { threshold: number; discount: number }[];
  addons: AddonJson[];
};

const snapshots = new WeakMap<Db, ReturnType<typeof buildSnapshot>>();

function buildSnapshot(db: Db) {
  const e = schema.events;
  const r = schema.ticket_reservations;
  return db
    .select({
      event: e,
      holds: sql<boolean>`exists (select 1 from ${r} r where r.event_id = events.id and r.kind = 'event' and r.status in ('reserved', 'active')
        and (r.user_id = ${sql.placeholder('userId')} or r.holder_email = ${sql.placeholder('email')}))`,
      tickets: sql<TicketJson[]>`(select coalesce(json_agg(json_build_object(
          'id', t.id, 'name', t.name, 'price', t.price, 'currency', t.currency, 'tickets_left', t.tickets_left, 'visible', t.visible, 'sales_end', t.sales_end,
          'bulk', (select coalesce(json_agg(json_build_object('threshold', b.threshold, 'discount', b.discount) order by b.threshold), '[]'::json)
                   from ${schema.event_ticket_bulk_discounts} b where b.event_ticket_id = t.id and b.event_id = t.event_id),
          'addons', (select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'price', a.price, 'currency', a.currency) order by a."order", a.id), '[]'::json)
                     from ${schema.event_ticket_addons} l join ${schema.event_addons} a on a.id = l.event_addon_id and a.event_id = l.event_id
                     where l.event_ticket_id = t.id and l.event_id = t.event_id))), '[]'::json)
        from ${schema.event_tickets} t where t.event_id = events.id and t.id = any(${sql.placeholder('ids')}::integer[]))`,
    })
    .from(e)
    .where(eq(e.id, sql.placeholder('eventId')))
    .limit(1)
    .prepare('foyer_order_snapshot');
}

/**
 * The event, whether the viewer already holds a ticket of it, and the event tickets an order
 * names (with bulk discounts and linked add-ons): everything placeOrder reads before its
 * transaction, in one statement, for the checkout's hot path. Null when there is no such event.
 */
export async function loadOrderSnapshot(
  db: Db,
  args: { eventId: number; viewer: { id: number; email: string }; ticketIds: number[] },
): Promise<OrderSnapshot | null> {
  let query = snapshots.get(db);
  if (!query) snapshots.set(db, (query = buildSnapshot(db)));
  const [row] = await query.execute({ eventId: args.eventId, userId: args.viewer.id, email: normalizeEmail(args.viewer.email), ids: args.ticketIds });
  if (!row) return null;
  const tickets = new Map<number, OrderTicket>();
  const addons = new Map<number, PricedItem>();
  for (const t of row.tickets) {
    for (const a of t.addons) addons.set(a.id, { id: a.id, name: a.name, price: a.price, currency: a.currency });
    tickets.set(t.id, {
      id: t.id,
      name: t.name,
      price: t.price,
      currency: t.currency,
      bulk_discounts: t.bulk,
      addon_ids: t.addons.map((a) => a.id),
      row: { id: t.id, tickets_left: t.tickets_left, visible: t.visible, sales_end: t.sales_end === null ? null : new Date(t.sales_end) },
    });
  }
  return { event: row.event, holdsTicket: row.holds === true, tickets: { tickets, addons } };
}

import { schema, type Db } from '@foyer/db';
import { and, eq, sql } from 'drizzle-orm';
import type { PricedItem, PricedTicket } from './pricing.ts';
import { coalesce } from '../platform/coalesce.ts';
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

interface SnapshotArgs {
  eventId: number;
  viewer: { id: number; email: string };
  ticketIds: number[];
}

type SnapshotRow = { event: EventRow; holds: boolean; tickets: TicketJson[] };

const snapshotLoaders = new WeakMap<Db, (args: SnapshotArgs) => Promise<SnapshotRow | null>>();

/**
 * One statement for the snapshots of every checkout that asks in the same turn of the event loop
 * (coalesce): under a crowd the database answers one query per turn instead of one per buyer.
 * Each row is one request (k.i); the tickets are those named by any of them, of that event.
 */
function buildSnapshotLoader(db: Db) {
  const e = schema.events;
  const r = schema.ticket_reservations;
  const live = sql.raw(`r.kind = 'event' and r.status in ('reserved', 'active')`);
  const query = db
    .select({
      i: sql<number>`k.i`.mapWith(Number),
      event: e,
      // Two probes rather than one OR: each uses its own index ((user_id, event_id) and
      // (holder_email, event_id)), where an OR made Postgres walk every reservation of the event.
      holds: sql<boolean>`(exists (select 1 from ${r} r where r.user_id = k.user_id and r.event_id = events.id and ${live})
        or exists (select 1 from ${r} r where r.holder_email = k.email and r.event_id = events.id and ${live}))`,
      tickets: sql<TicketJson[]>`coalesce(tj.tickets, '[]'::json)`,
    })
    // The named tickets are aggregated once per event (tj), not once per asking checkout.
    .from(
      sql`unnest(${sql.placeholder('eventIds')}::integer[], ${sql.placeholder('userIds')}::integer[], ${sql.placeholder('emails')}::text[])
        with ordinality as k(event_id, user_id, email, i)
        left join (select t.event_id, json_agg(json_build_object(
          'id', t.id, 'name', t.name, 'price', t.price, 'currency', t.currency, 'tickets_left', t.tickets_left, 'visible', t.visible, 'sales_end', t.sales_end,
          'bulk', (select coalesce(json_agg(json_build_object('threshold', b.threshold, 'discount', b.discount) order by b.threshold), '[]'::json)
                   from ${schema.event_ticket_bulk_discounts} b where b.event_ticket_id = t.id and b.event_id = t.event_id),
          'addons', (select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'price', a.price, 'currency', a.currency) order by a."order", a.id), '[]'::json)
                     from ${schema.event_ticket_addons} l join ${schema.event_addons} a on a.id = l.event_addon_id and a.event_id = l.event_id
                     where l.event_ticket_id = t.id and l.event_id = t.event_id))) as tickets
          from ${schema.event_tickets} t where t.id = any(${sql.placeholder('ids')}::integer[]) group by t.event_id) as tj on tj.event_id = k.event_id`,
    )
    .innerJoin(e, sql`${e.id} = k.event_id`)
    .prepare('foyer_order_snapshots');
  return coalesce(async (calls: SnapshotArgs[]): Promise<(SnapshotRow | null)[]> => {
    const rows = await query.execute({
      eventIds: calls.map((c) => c.eventId),
      userIds: calls.map((c) => c.viewer.id),
      emails: calls.map((c) => normalizeEmail(c.viewer.email)),
      ids: [...new Set(calls.flatMap((c) => c.ticketIds))],
    });
    const byCall = new Map(rows.map((row) => [row.i, row]));
    return calls.map((_, i) => byCall.get(i + 1) ?? null);
  });
}

/**
 * The event, whether the viewer already holds a ticket of it, and the event tickets an order
 * names (with bulk discounts and linked add-ons): everything placeOrder reads before its
 * transaction, in one statement shared by concurrent checkouts, for the checkout's hot path.
 * Null when there is no such event.
 */
export async function loadOrderSnapshot(db: Db, args: SnapshotArgs): Promise<OrderSnapshot | null> {
  let load = snapshotLoaders.get(db);
  if (!load) snapshotLoaders.set(db, (load = buildSnapshotLoader(db)));
  const row = await load(args);
  if (!row) return null;
  const tickets = new Map<number, OrderTicket>();
  const addons = new Map<number, PricedItem>();
  const named = new Set(args.ticketIds);
  for (const t of row.tickets) {
    if (!named.has(t.id)) continue;
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

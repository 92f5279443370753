import { schema, type Db } from '@foyer/db';
import { parseLpSettings } from '@foyer/landing/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PricedItem, PricedTicket } from './pricing.ts';
import { localizedColumn } from '../content/localized-column.ts';

export type EventRow = typeof schema.events.$inferSelect;
export type TicketRow = typeof schema.event_tickets.$inferSelect;

export interface CatalogueTicket extends PricedTicket {
  row: TicketRow;
  addon_ids: number[];
  sales_end: Date;
  form_config: Record<string, unknown> | null;
}

export interface Catalogue {
  tickets: Map<number, CatalogueTicket>;
  addons: Map<number, PricedItem & { description: string | null; order: number }>;
}

/** When a ticket stops selling: its own sales_end, else the event's end date (SPEC §5). */
export const salesEndOf = (ticket: Pick<TicketRow, 'sales_end'>, event: Pick<EventRow, 'end_date'>): Date => ticket.sales_end ?? event.end_date;

/**
 * Every event ticket of the event (visible or not; callers decide), with its add-ons, bulk
 * discounts and form config. Ticket forms come from the ticket's own form_config, else from the
 * landing page's ticket_forms keyed by ticket id (SPEC §9: one event keeps them there).
 */
export async function loadCatalogue(db: Db, event: EventRow, ticketIds?: number[]): Promise<Catalogue> {
  const t = schema.event_tickets;
  const where = ticketIds ? and(eq(t.event_id, event.id), inArray(t.id, ticketIds.length ? ticketIds : [0])) : eq(t.event_id, event.id);
  const [rows, links, bulk, addonRows] = await Promise.all([
    db.select().from(t).where(where).orderBy(asc(t.order), asc(t.id)),
    db.select().from(schema.event_ticket_addons).where(eq(schema.event_ticket_addons.event_id, event.id)),
    db.select().from(schema.event_ticket_bulk_discounts).where(eq(schema.event_ticket_bulk_discounts.event_id, event.id)),
    db
      .select()
      .from(schema.event_addons)
      .where(eq(schema.event_addons.event_id, event.id))
      .orderBy(asc(schema.event_addons.order), asc(schema.event_addons.id)),
  ]);
  const lpForms = rows.some((r) => !r.form_config) ? parseLpSettings(event.lp_settings).settings.ticket_forms : {};
  const addons = new Map(addonRows.map((a) => [a.id, { id: a.id, name: a.name, description: a.description, price: a.price, currency: a.currency, order: a.order }]));
  const tickets = new Map<number, CatalogueTicket>();
  for (const row of rows) {
    const fromLp = lpForms[String(row.id)];
    tickets.set(row.id, {
      id: row.id,
      name: row.name,
      price: row.price,
      currency: row.currency,
      bulk_discounts: bulk
        .filter((b) => b.event_ticket_id === row.id)
        .map((b) => ({ threshold: b.threshold, discount: b.discount }))
        .sort((a, b) => a.threshold - b.threshold),
      addon_ids: links
        .filter((l) => l.event_ticket_id === row.id)
        .map((l) => l.event_addon_id)
        .sort((a, b) => (addons.get(a)?.order ?? 0) - (addons.get(b)?.order ?? 0) || a - b),
      row,
      sales_end: salesEndOf(row, event),
      form_config: row.form_config ?? (fromLp && typeof fromLp === 'object' ? (fromLp as Record<string, unknown>) : null),
    });
  }
  return { tickets, addons };
}

export interface CatalogueSessionTicket extends PricedItem {
  row: typeof schema.agenda_session_tickets.$inferSelect;
  session: { id: number; name: string; time_start: Date; time_end: Date };
}

/**
 * The event's session seats (or those of `ids`), each with its session: named in `locale` where
 * the session has a translation (as the agenda names it), else as written.
 */
export async function loadSessionTickets(db: Db, eventId: number, ids?: number[], locale?: string | null): Promise<Map<number, CatalogueSessionTicket>> {
  const st = schema.agenda_session_tickets;
  const s = schema.agenda_sessions;
  const where = ids ? and(eq(st.event_id, eventId), inArray(st.id, ids.length ? ids : [0])) : eq(st.event_id, eventId);
  const rows = await db
    .select({ row: st, session: { id: s.id, name: localizedColumn(s.name, s.translations, 'name', locale), time_start: s.time_start, time_end: s.time_end } })
    .from(st)
    .innerJoin(s, and(eq(s.id, st.agenda_session_id), eq(s.event_id, eventId)))
    .where(where)
    .orderBy(asc(s.time_start), asc(st.id));
  return new Map(
    rows.map(({ row, session }) => [
      row.id,
      { id: row.id, name: row.name ?? session.name, price: row.price, currency: row.currency, row, session },
    ]),
  );
}

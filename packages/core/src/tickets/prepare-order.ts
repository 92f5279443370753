import { schema, type Db } from '@foyer/db';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { parseInput } from '../accounts/parse-input.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { normalizeEmail } from '../access/normalize-email.ts';
import { AppError } from '../errors.ts';
import { loadSessionTickets, salesEndOf, type EventRow } from './load-catalogue.ts';
import { checkFilterAnswers, loadFilterGroups } from './filter-groups.ts';
import { loadDiscountCode, type LoadedDiscountCode } from './load-discount-code.ts';
import { loadOrderTickets, type OrderTickets } from './load-order-tickets.ts';
import { computeQuote, PricingError, type PricedItem, type PricedTicket, type Quote } from './pricing.ts';
import { MAX_TICKETS_PER_ORDER, purchaseInputSchema, type PurchaseInput } from './purchase-input.ts';

export type OrderViewer = Pick<Viewer, 'id' | 'email' | 'first_name' | 'last_name'>;

export interface PreparedHolder {
  first_name: string;
  last_name: string;
  email: string;
  this_is_me: boolean;
  /** Event ticket id, or the agenda-session ticket id for a session order. */
  ref_id: number;
  addon_ids: number[];
  specific_fields: Record<string, unknown>;
  filter_group_responses: { filter_group_id: number; filter_tag_ids: number[] }[];
}

export interface PreparedOrder {
  input: PurchaseInput;
  kind: 'event_ticket' | 'agenda_session_ticket';
  holders: PreparedHolder[];
  code: LoadedDiscountCode | null;
  quote: Quote;
  /** Stock as read (not locked) per ref id; null = unlimited. Lets placeOrder fail fast. */
  stockSeen: Map<number, number | null>;
}

/** Built once per database (or transaction): every purchase asks it, some twice. */
const holdsQueries = new WeakMap<Db, ReturnType<typeof buildHoldsQuery>>();

function buildHoldsQuery(db: Db) {
  const r = schema.ticket_reservations;
  return db
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.event_id, sql.placeholder('eventId')),
        eq(r.kind, 'event'),
        inArray(r.status, ['reserved', 'active']),
        or(eq(r.user_id, sql.placeholder('userId')), eq(r.holder_email, sql.placeholder('email'))),
      ),
    )
    .limit(1)
    .prepare('foyer_viewer_holds_ticket');
}

/** Whether the user already holds a reserved or active ticket of the event (by account or e-mail). */
export async function viewerHoldsTicket(db: Db, eventId: number, viewer: Pick<Viewer, 'id' | 'email'>): Promise<boolean> {
  let query = holdsQueries.get(db);
  if (!query) holdsQueries.set(db, (query = buildHoldsQuery(db)));
  const [row] = await query.execute({ eventId, userId: viewer.id, email: normalizeEmail(viewer.email) });
  return Boolean(row);
}

/**
 * SPEC §5 "one ticket marked as mine": exactly one, unless the viewer already holds a ticket of
 * the event, in which case none may be. Session seats are not admissions, so they skip the rule.
 */
export function checkMine(prepared: Pick<PreparedOrder, 'holders' | 'kind'>, holdsTicket: boolean): void {
  if (prepared.kind !== 'event_ticket') return;
  const mine = prepared.holders.filter((h) => h.this_is_me).length;
  if (holdsTicket && mine > 0) throw new AppError('tickets.already_has_ticket', 'You already have a ticket for this event', 'tickets_for');
  if (!holdsTicket && mine !== 1) throw new AppError('tickets.mine_required', 'Mark exactly one ticket as yours', 'tickets_for');
}

/**
 * Everything placeOrder checks before it takes any lock, and all quoteOrder does: the SPEC §5
 * ticket, holder and discount rules, then the prices. Reads only.
 */
export async function prepareOrder(
  db: Db,
  args: { event: EventRow; viewer: OrderViewer; rawInput: unknown; now: Date; holdsTicket: boolean; tickets?: OrderTickets },
): Promise<PreparedOrder> {
  const { event, viewer, now } = args;
  const input = parseInput(purchaseInputSchema, args.rawInput);
  const kind = input.agenda_session_ticket_id !== undefined ? 'agenda_session_ticket' : 'event_ticket';
  const fromTicketsFor = input.tickets_for.length > 0;
  const accountEmail = normalizeEmail(viewer.email);

  if (!input.terms_accepted) throw new AppError('tickets.terms_required', 'Accept the terms of sale', 'terms_accepted');
  const raw = fromTicketsFor
    ? input.tickets_for
    : [{ ...input.personal_form, ticket_id: undefined, this_is_me: true, specific_fields: input.specific_fields, addons: input.addons, filter_group_responses: input.filter_group_responses }];
  if (raw.length > MAX_TICKETS_PER_ORDER) {
    throw new AppError('tickets.limit_exceeded', `At most ${MAX_TICKETS_PER_ORDER} tickets per order`, 'tickets_for');
  }
  if (raw.length > 1 && !input.gdpr_consent) throw new AppError('tickets.gdpr_required', 'Consent to processing your guests’ data', 'gdpr_consent');

  if (raw.filter((h) => h.this_is_me).length > 1) throw new AppError('tickets.mine_required', 'Mark exactly one ticket as yours', 'tickets_for');
  const field = (i: number, name: string) => (fromTicketsFor ? `tickets_for.${i}.${name}` : name);
  // A holder without their own ticket_id inherits the order's, so that is the field to fix.
  const ticketField = (i: number) => (fromTicketsFor && raw[i]?.ticket_id !== undefined ? `tickets_for.${i}.ticket_id` : 'ticket_id');
  const holders: PreparedHolder[] = raw.map((h, i) => {
    // SPEC §5: the ticket marked as mine carries the account's e-mail, whatever the form said.
    const mine = h.this_is_me || normalizeEmail(h.email) === accountEmail;
    if (kind === 'agenda_session_ticket' && h.ticket_id !== undefined) {
      throw new AppError('common.validation', 'A session seat order cannot name an event ticket', field(i, 'ticket_id'));
    }
    const ref = kind === 'agenda_session_ticket' ? input.agenda_session_ticket_id! : (h.ticket_id ?? input.ticket_id);
    if (ref === undefined) throw new AppError('tickets.not_found', 'Choose a ticket', 'ticket_id');
    return {
      first_name: h.first_name,
      last_name: h.last_name,
      email: mine ? accountEmail : normalizeEmail(h.email),
      this_is_me: mine,
      ref_id: ref,
      addon_ids: [...new Set(h.addons)],
      specific_fields: h.specific_fields,
      filter_group_responses: h.filter_group_responses,
    };
  });
  const seen = new Set<string>();
  holders.forEach((h, i) => {
    if (seen.has(h.email)) throw new AppError('tickets.emails_not_unique', 'Ticket holders’ e-mails must be unique', `tickets_for.${i}.email`);
    seen.add(h.email);
  });
  checkMine({ holders, kind }, args.holdsTicket);
  if (holders.some((h) => h.filter_group_responses.length)) {
    // Read only when answered: most orders carry none, and this is the pre-lock read path.
    const answers = checkFilterAnswers(
      holders.map((h) => h.filter_group_responses),
      await loadFilterGroups(db, event.id),
      (i, rest) => field(i, rest),
    );
    holders.forEach((h, i) => (h.filter_group_responses = answers[i]!));
  }

  const refIds = [...new Set(holders.map((h) => h.ref_id))];
  const tickets = new Map<number, PricedTicket>();
  const stockSeen = new Map<number, number | null>();
  const addons = new Map<number, PricedItem>();
  if (kind === 'event_ticket') {
    // Already read with the event (placeOrder's snapshot) when it names every ticket asked for.
    const catalogue = args.tickets && refIds.every((id) => args.tickets!.tickets.has(id)) ? args.tickets : await loadOrderTickets(db, event.id, refIds);
    holders.forEach((h, i) => {
      const t = catalogue.tickets.get(h.ref_id);
      if (!t || !t.row.visible) throw new AppError('tickets.not_found', 'Ticket not found', ticketField(i));
      if (salesEndOf(t.row, event).getTime() <= now.getTime()) throw new AppError('tickets.sales_ended', 'Ticket sales have ended', ticketField(i));
      for (const a of h.addon_ids) {
        const addon = catalogue.addons.get(a);
        if (!addon || !t.addon_ids.includes(a)) throw new AppError('tickets.addon_not_available', 'This add-on is not available with this ticket', field(i, 'addons'));
        addons.set(a, addon);
      }
      tickets.set(t.id, t);
      stockSeen.set(t.id, t.row.tickets_left);
    });
  } else {
    const sessions = await loadSessionTickets(db, event.id, refIds);
    const s = sessions.get(input.agenda_session_ticket_id!);
    if (!s) throw new AppError('tickets.not_found', 'Ticket not found', 'agenda_session_ticket_id');
    if (event.end_date.getTime() <= now.getTime()) throw new AppError('tickets.sales_ended', 'Ticket sales have ended', 'agenda_session_ticket_id');
    holders.forEach((h, i) => {
      if (h.addon_ids.length) throw new AppError('tickets.addon_not_available', 'Add-ons come with event tickets only', field(i, 'addons'));
    });
    tickets.set(s.id, { ...s, bulk_discounts: [] });
    stockSeen.set(s.id, s.row.tickets_left);
  }

  let code: LoadedDiscountCode | null = null;
  if (input.discount_code) {
    code = await loadDiscountCode(db, event.id, input.discount_code, now);
    const eligible = kind === 'event_ticket' && refIds.some((id) => code!.ticket_ids.includes(id) && (tickets.get(id)?.price ?? 0) > 0);
    if (!eligible) throw new AppError('discount.incorrect', 'This discount code does not apply to the chosen tickets', 'discount_code');
  }

  const marketing = event.marketing_enabled && input.marketing_agreement && event.marketing_discount_percentage ? event.marketing_discount_percentage : null;
  let quote: Quote;
  try {
    quote = computeQuote({
      kind,
      holders: holders.map((h) => ({ ref_id: h.ref_id, addon_ids: h.addon_ids })),
      tickets,
      addons,
      code: code && { code: code.code, percentage: code.discount_percentage, remaining: code.remaining, ticket_ids: code.ticket_ids },
      marketing_percentage: marketing,
      tax: event.tax,
    });
  } catch (e) {
    if (e instanceof PricingError && e.reason === 'mixed_currency') {
      throw new AppError('common.validation', 'All tickets of one order must be in one currency', ticketField(e.holderIndex));
    }
    throw e;
  }
  return { input, kind, holders, code, quote, stockSeen };
}

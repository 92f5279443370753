import { failUnless, failUnlessChanged, type Statement } from '@foyer/db';
import { AppError } from '../errors.ts';
import type { OrderDraft } from './order-draft.ts';
import { MAX_UNPAID_HELD_TICKETS, unpaidLimitReached } from './unpaid-hold-limit.ts';

export interface OrdersPlan {
  statements: Statement[];
  /**
   * Per statement: the error to answer when it fails its `failUnless` condition (built only
   * then). Exact for a plan of one order; for several it names the rule, not the order.
   */
  refusals: ((() => AppError) | null)[];
  /** Index of the statement that returns `{ id, uuid }` of every order. */
  ordersStatement: number;
}

/** The advisory lock one buyer's orders of one event take, so two cannot both hold "my" ticket. */
export const ticketBuyerLockKey = (eventId: number, userId: number) => `foyer:ticket-buyer:${eventId}:${userId}`;

const ascending = (m: Map<number, number>) => [...m.entries()].sort((a, b) => a[0] - b[0]);
const json = (rows: unknown) => JSON.stringify(rows);

/**
 * The transaction that writes `drafts` — one order or many concurrent orders of ONE event and
 * kind — as plain set-based statements, in the order of docs/locking.md: lock timeout, the buyers'
 * advisory locks (sorted) and the "already has a ticket" re-check under them, the rows (one
 * multi-row insert per table, in the given order, rows finding their order by uuid), then the hot counters last,
 * one conditional UPDATE per counter for the whole batch, right before COMMIT. The statement
 * texts do not depend on how many orders there are, so one prepared statement serves every batch.
 * Every decision is taken in SQL (`failUnless`), so the whole of it goes to Postgres in one round
 * trip (`runPipelinedTransaction`). A batch must not hold two orders of one buyer (the re-check
 * would not see the other one): order-batcher.ts keeps them apart.
 */
export function planOrders(drafts: OrderDraft[]): OrdersPlan {
  const first = drafts[0];
  if (!first) throw new Error('planOrders: no orders');
  const eventId = first.eventId;
  const kind = first.kind;
  if (drafts.some((d) => d.eventId !== eventId || d.kind !== kind)) throw new Error('planOrders: one event and kind per batch');
  const statements: Statement[] = [];
  const refusals: ((() => AppError) | null)[] = [];
  const add = (text: string, params: unknown[], refusal: (() => AppError) | null = null) => {
    statements.push({ text, params });
    refusals.push(refusal);
    return statements.length - 1;
  };

  add(`set local lock_timeout = '5s'`, []);
  const unpaid = drafts.filter((d) => d.unpaidHold);
  if (kind === 'event' || unpaid.length) {
    // One buyer at a time per event, so two tabs (or two web processes) cannot both take "my"
    // ticket (SPEC §8 already has a ticket) nor both pass the unpaid-hold ceiling; taken in hash
    // order, so two batches sharing buyers cannot deadlock.
    add(
      `select pg_advisory_xact_lock(k) from (select distinct hashtextextended(key, 0) as k from unnest($1::text[]) as key order by k) as keys`,
      [drafts.map((d) => ticketBuyerLockKey(eventId, d.buyer.id))],
    );
  }
  if (kind === 'event') {
    // Re-checked under the locks: a buyer taking "my" ticket must hold none yet; a buyer buying
    // only for guests must already hold one. Scalar probes (limit 1) per buyer, by account and
    // by e-mail, each on its own index: as a join Postgres walked every reservation of the event.
    add(
      failUnless(`not exists (
         select 1 from jsonb_to_recordset($2::jsonb) as b(user_id integer, email text, mine boolean)
         where b.mine = coalesce(
           (select true from ticket_reservations r where r.user_id = b.user_id and r.event_id = $1 and r.kind = 'event' and r.status in ('reserved', 'active') limit 1),
           (select true from ticket_reservations r where r.holder_email = b.email and r.event_id = $1 and r.kind = 'event' and r.status in ('reserved', 'active') limit 1),
           false))`),
      [eventId, json(drafts.map((d) => ({ user_id: d.buyer.id, email: d.buyer.email, mine: d.mine })))],
      first.mine
        ? () => new AppError('tickets.already_has_ticket', 'You already have a ticket for this event', 'tickets_for')
        : () => new AppError('tickets.mine_required', 'Mark exactly one ticket as yours', 'tickets_for'),
    );
  }
  if (unpaid.length) {
    // The ceiling on tickets a buyer's unpaid orders hold (unpaid-hold-limit.ts), counted under
    // the buyer's lock: the count sees every order of the buyer committed before it, from this
    // process or another, so of two orders racing exactly the one that fits is placed.
    add(
      failUnless(`not exists (
         select 1 from jsonb_to_recordset($2::jsonb) as b(user_id integer, now timestamptz, adding integer)
         where b.adding + (
           select count(*) from orders o join ticket_reservations r on r.order_id = o.id and r.event_id = o.event_id
           where o.user_id = b.user_id and o.event_id = $1 and o.status = 'pending' and o.expires_at > b.now and r.status = 'reserved') > $3)`),
      [eventId, json(unpaid.map((d) => ({ user_id: d.buyer.id, now: d.unpaidHold!.now, adding: d.unpaidHold!.adding }))), MAX_UNPAID_HELD_TICKETS],
      unpaidLimitReached,
    );
  }

  const ordersStatement = add(
    `insert into orders (event_id, uuid, user_id, status, currency, subtotal_amount, discount_amount, total_amount, discount_code_id, discount_quantity,
       gateway, test_mode, marketing_agreement, gdpr_consent, personal_form, invoice_form, locale, expires_at, paid_at)
     select $1::integer, o.uuid, o.user_id, o.status, o.currency, o.subtotal_amount, o.discount_amount, o.total_amount, o.discount_code_id, o.discount_quantity,
       o.gateway, o.test_mode, o.marketing_agreement, o.gdpr_consent, o.personal_form, o.invoice_form, o.locale, o.expires_at, o.paid_at
     from jsonb_to_recordset($2::jsonb) as o(uuid uuid, user_id integer, status text, currency text, subtotal_amount integer, discount_amount integer,
       total_amount integer, discount_code_id integer, discount_quantity integer, gateway text, test_mode boolean, marketing_agreement boolean, gdpr_consent boolean,
       personal_form jsonb, invoice_form jsonb, locale text, expires_at timestamptz, paid_at timestamptz)
     returning id, uuid`,
    [eventId, json(drafts.map((d) => d.order))],
  );
  add(
    `insert into order_items (event_id, order_id, kind, event_ticket_id, event_addon_id, agenda_session_ticket_id, name, quantity, unit_price, discount_amount, total_amount, currency, tax)
     select $1::integer, (select id from orders where uuid = i.order_uuid), i.kind, i.event_ticket_id, i.event_addon_id, i.agenda_session_ticket_id, i.name, i.quantity, i.unit_price, i.discount_amount, i.total_amount, i.currency, i.tax
     from jsonb_to_recordset($2::jsonb) as i(order_uuid uuid, kind text, event_ticket_id integer, event_addon_id integer, agenda_session_ticket_id integer, name text,
       quantity integer, unit_price integer, discount_amount integer, total_amount integer, currency text, tax integer)`,
    [eventId, json(drafts.flatMap((d) => d.items))],
  );
  add(
    `insert into ticket_reservations (event_id, ticket_reservation_uuid, order_id, kind, event_ticket_id, agenda_session_ticket_id, user_id, status,
       holder_first_name, holder_last_name, holder_email, specific_fields, addon_ids, filter_group_responses, amount, currency, has_invoice, qrcode)
     select $1::integer, r.ticket_reservation_uuid, (select id from orders where uuid = r.order_uuid), r.kind, r.event_ticket_id, r.agenda_session_ticket_id, r.user_id, r.status,
       r.holder_first_name, r.holder_last_name, r.holder_email, r.specific_fields, array(select jsonb_array_elements_text(r.addon_ids)::integer), r.filter_group_responses,
       r.amount, r.currency, r.has_invoice, r.qrcode
     from jsonb_to_recordset($2::jsonb) as r(order_uuid uuid, ticket_reservation_uuid uuid, kind text, event_ticket_id integer, agenda_session_ticket_id integer, user_id integer,
       status text, holder_first_name text, holder_last_name text, holder_email text, specific_fields jsonb, addon_ids jsonb, filter_group_responses jsonb,
       amount integer, currency text, has_invoice boolean, qrcode text)`,
    [eventId, json(drafts.flatMap((d) => d.reservations))],
  );

  const payments = drafts.flatMap((d) => (d.payment ? [d.payment] : []));
  if (payments.length) {
    add(
      `insert into payments (event_id, order_id, gateway, state, amount, currency, external_id, return_url, confirmed_at, created_at, updated_at)
       select $1::integer, (select id from orders where uuid = p.order_uuid), 'free', 'confirmed', 0, p.currency, p.external_id, p.return_url, p.confirmed_at, p.confirmed_at, p.confirmed_at
       from jsonb_to_recordset($2::jsonb) as p(order_uuid uuid, currency text, external_id text, return_url text, confirmed_at timestamptz)`,
      [eventId, json(payments)],
    );
    // A buyer whose order is born paid joins the event, as confirmOrderPaid does for a paid
    // order (access/upsertMembership's upsert). One order per buyer per batch: no row twice.
    add(
      `insert into event_memberships (event_id, user_id, joined, first_name, last_name)
       select $1::integer, u.id, true, u.first_name, u.last_name from users u where u.id = any($2::integer[])
       on conflict (event_id, user_id) do update set joined = true, first_name = excluded.first_name, last_name = excluded.last_name, updated_at = now()`,
      [eventId, drafts.filter((d) => d.payment).map((d) => d.buyer.id)],
    );
  }

  // The hot counters last (docs/locking.md rules 1–3), each taken once for the whole batch:
  // tickets (or seats) by ascending id, then the codes by ascending id.
  const stock = new Map<number, number>();
  const codes = new Map<number, number>();
  for (const d of drafts) {
    for (const [id, n] of d.stock) stock.set(id, (stock.get(id) ?? 0) + n);
    if (d.code) codes.set(d.code.id, (codes.get(d.code.id) ?? 0) + d.code.quantity);
  }
  const table = kind === 'event' ? 'event_tickets' : 'agenda_session_tickets';
  const short = kind === 'event'
    ? () => new AppError('tickets.sold_out', 'Sorry, these tickets are sold out', 'ticket_id')
    : () => new AppError('tickets.no_seats_left', 'No seats left', 'agenda_session_ticket_id');
  for (const [id, n] of ascending(stock)) {
    add(
      failUnlessChanged(
        `update ${table} set tickets_left = case when tickets_left is null then null else tickets_left - $3 end${table === 'event_tickets' ? ', updated_at = now()' : ''}
         where id = $1 and event_id = $2 and (tickets_left is null or tickets_left >= $3) returning 1`,
      ),
      [id, eventId, n],
      short,
    );
  }
  for (const [id, n] of ascending(codes)) {
    add(
      failUnlessChanged(
        `update discount_codes set used_quantity = used_quantity + $3
         where id = $1 and event_id = $2 and (max_tickets_quantity is null or used_quantity + $3 <= max_tickets_quantity) returning 1`,
      ),
      [id, eventId, n],
      () => new AppError('discount.used_up', 'This discount code has been used up', 'discount_code'),
    );
  }
  return { statements, refusals, ordersStatement };
}

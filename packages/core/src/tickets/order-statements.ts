import { randomUUID } from 'node:crypto';
import { failUnless, failUnlessChanged, type Statement } from '@foyer/db';
import type { schema } from '@foyer/db';
import { AppError } from '../errors.ts';
import { normalizeEmail } from '../access/normalize-email.ts';
import type { PreparedOrder } from './prepare-order.ts';
import { signTicketQr } from './ticket-qr.ts';

/** A free order is born paid (docs/locking.md rule 5): its confirmed attempt is written with it. */
export interface SettleFree {
  externalId: (orderUuid: string) => string;
  returnUrl: (orderUuid: string) => string;
}

export interface OrderPlan {
  orderUuid: string;
  status: schema.OrderStatus;
  statements: Statement[];
  /** Per statement: the error to answer when it fails its `failUnless` condition (built only then). */
  refusals: ((() => AppError) | null)[];
  /** Index of the statement that returns the order's id. */
  orderStatement: number;
  reservations: {
    ticket_reservation_uuid: string;
    holder_first_name: string;
    holder_last_name: string;
    holder_email: string;
    this_is_me: boolean;
  }[];
}

export interface OrderPlanArgs {
  prepared: PreparedOrder;
  eventId: number;
  viewer: { id: number; email: string };
  gateway: schema.PaymentGateway;
  locale: string;
  expiresAt: Date;
  now: Date;
  sessionSecret: string;
  /** Guests' accounts by normalized e-mail. */
  accounts: Map<string, number>;
  settleFree: SettleFree | null;
}

const ascending = (m: Map<number, number>) => [...m.entries()].sort((a, b) => a[0] - b[0]);

/**
 * The order's transaction as plain statements, in the order of docs/locking.md: lock timeout,
 * the buyer's advisory lock and the "already has a ticket" re-check under it, the rows, then the
 * hot counters last, right before COMMIT. Every decision the transaction makes is taken in SQL
 * (`failUnless`), so the whole of it can go to Postgres in one round trip
 * (`runPipelinedTransaction`). Written as SQL text rather than with the query builder: this is
 * the hottest write path, and building the queries cost more CPU than Postgres spent running them.
 */
export function planOrder(a: OrderPlanArgs): OrderPlan {
  const { quote, input, holders, code, kind } = a.prepared;
  const statements: Statement[] = [];
  const refusals: ((() => AppError) | null)[] = [];
  const add = (text: string, params: unknown[], refusal: (() => AppError) | null = null) => {
    statements.push({ text, params });
    refusals.push(refusal);
    return statements.length - 1;
  };
  const paid = a.settleFree !== null;
  const orderUuid = randomUUID();
  const orderId = `(select id from orders where uuid = $2::uuid)`;

  add(`set local lock_timeout = '5s'`, []);
  if (kind === 'event_ticket') {
    // One buyer at a time per event, so two tabs cannot both take "my" ticket (SPEC §8 already
    // has a ticket); the rule is checked again under the lock, in the same transaction.
    add(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`foyer:ticket-buyer:${a.eventId}:${a.viewer.id}`]);
    const holds = `exists (select 1 from ticket_reservations where event_id = $1 and kind = 'event' and status in ('reserved', 'active') and (user_id = $2 or holder_email = $3))`;
    const mine = holders.some((h) => h.this_is_me);
    add(
      failUnless(mine ? `not ${holds}` : holds),
      [a.eventId, a.viewer.id, normalizeEmail(a.viewer.email)],
      mine
        ? () => new AppError('tickets.already_has_ticket', 'You already have a ticket for this event', 'tickets_for')
        : () => new AppError('tickets.mine_required', 'Mark exactly one ticket as yours', 'tickets_for'),
    );
  }

  const discountQuantity = quote.discount?.tickets_discounted ?? 0;
  const orderStatement = add(
    `insert into orders (event_id, uuid, user_id, status, currency, subtotal_amount, discount_amount, total_amount, discount_code_id, discount_quantity,
       gateway, marketing_agreement, gdpr_consent, personal_form, invoice_form, locale, expires_at, paid_at)
     values ($1, $2::uuid, $3, $4, $5, $6, $7, $8, $9::integer, $10, $11, $12, $13, $14::jsonb, $15::jsonb, $16, $17::timestamptz, $18::timestamptz)
     returning id`,
    [
      a.eventId, orderUuid, a.viewer.id, paid ? 'paid' : 'pending', quote.currency, quote.subtotal_amount, quote.discount_amount, quote.total_amount,
      code && discountQuantity > 0 ? code.id : null, discountQuantity, paid ? 'free' : a.gateway, input.marketing_agreement, input.gdpr_consent,
      JSON.stringify(input.personal_form), input.invoice ? JSON.stringify(input.invoice) : null, a.locale, a.expiresAt.toISOString(), paid ? a.now.toISOString() : null,
    ],
  );

  // Rows as JSON arrays expanded in SQL: one statement text per row count, whatever the values.
  const items = quote.lines.map((l) => ({
    kind: l.kind,
    event_ticket_id: l.kind === 'event_ticket' ? l.ref_id : null,
    event_addon_id: l.kind === 'event_addon' ? l.ref_id : null,
    agenda_session_ticket_id: l.kind === 'agenda_session_ticket' ? l.ref_id : null,
    name: l.name,
    quantity: l.quantity,
    unit_price: l.unit_price,
    discount_amount: l.discount_amount,
    total_amount: l.total_amount,
  }));
  add(
    `insert into order_items (event_id, order_id, kind, event_ticket_id, event_addon_id, agenda_session_ticket_id, name, quantity, unit_price, discount_amount, total_amount, currency, tax)
     select $1::integer, ${orderId}, i.kind, i.event_ticket_id, i.event_addon_id, i.agenda_session_ticket_id, i.name, i.quantity, i.unit_price, i.discount_amount, i.total_amount, $3::text, $4::integer
     from jsonb_to_recordset($5::jsonb) as i(kind text, event_ticket_id integer, event_addon_id integer, agenda_session_ticket_id integer, name text,
       quantity integer, unit_price integer, discount_amount integer, total_amount integer)`,
    [a.eventId, orderUuid, quote.currency, quote.tax, JSON.stringify(items)],
  );

  const reservations = holders.map((h, i) => {
    const uuid = randomUUID();
    return {
      ticket_reservation_uuid: uuid,
      event_ticket_id: kind === 'event_ticket' ? h.ref_id : null,
      agenda_session_ticket_id: kind === 'agenda_session_ticket' ? h.ref_id : null,
      user_id: h.this_is_me ? a.viewer.id : (a.accounts.get(h.email) ?? null),
      holder_first_name: h.first_name,
      holder_last_name: h.last_name,
      holder_email: h.email,
      specific_fields: h.specific_fields,
      addon_ids: h.addon_ids,
      filter_group_responses: h.filter_group_responses,
      amount: quote.lines.filter((l) => l.holder_index === i).reduce((s, l) => s + l.total_amount, 0),
      qrcode: signTicketQr(a.sessionSecret, uuid),
      this_is_me: h.this_is_me,
    };
  });
  add(
    `insert into ticket_reservations (event_id, ticket_reservation_uuid, order_id, kind, event_ticket_id, agenda_session_ticket_id, user_id, status,
       holder_first_name, holder_last_name, holder_email, specific_fields, addon_ids, filter_group_responses, amount, currency, has_invoice, qrcode)
     select $1::integer, r.ticket_reservation_uuid, ${orderId}, $3::text, r.event_ticket_id, r.agenda_session_ticket_id, r.user_id, $4::text,
       r.holder_first_name, r.holder_last_name, r.holder_email, r.specific_fields, array(select jsonb_array_elements_text(r.addon_ids)::integer), r.filter_group_responses,
       r.amount, $5::text, $6::boolean, r.qrcode
     from jsonb_to_recordset($7::jsonb) as r(ticket_reservation_uuid uuid, event_ticket_id integer, agenda_session_ticket_id integer, user_id integer,
       holder_first_name text, holder_last_name text, holder_email text, specific_fields jsonb, addon_ids jsonb, filter_group_responses jsonb, amount integer, qrcode text)`,
    [a.eventId, orderUuid, kind === 'event_ticket' ? 'event' : 'agenda_session', paid ? 'active' : 'reserved', quote.currency, input.invoice !== null, JSON.stringify(reservations)],
  );

  if (a.settleFree) {
    add(
      `insert into payments (event_id, order_id, gateway, state, amount, currency, external_id, return_url, confirmed_at, created_at, updated_at)
       values ($1, ${orderId}, 'free', 'confirmed', 0, $3, $4, $5, $6::timestamptz, $6::timestamptz, $6::timestamptz)`,
      [a.eventId, orderUuid, quote.currency, a.settleFree.externalId(orderUuid), a.settleFree.returnUrl(orderUuid), a.now.toISOString()],
    );
    // The buyer joins the event, as confirmOrderPaid does for a paid order (access/upsertMembership's upsert).
    add(
      `insert into event_memberships (event_id, user_id, joined, first_name, last_name)
       select $1::integer, u.id, true, u.first_name, u.last_name from users u where u.id = $2::integer
       on conflict (event_id, user_id) do update set joined = true, first_name = excluded.first_name, last_name = excluded.last_name, updated_at = now()`,
      [a.eventId, a.viewer.id],
    );
  }

  // The hot counters last (docs/locking.md rules 1–3): tickets, then seats, by ascending id, then the code.
  const counted = new Map<number, number>();
  for (const h of holders) counted.set(h.ref_id, (counted.get(h.ref_id) ?? 0) + 1);
  const table = kind === 'event_ticket' ? 'event_tickets' : 'agenda_session_tickets';
  const short = kind === 'event_ticket'
    ? () => new AppError('tickets.sold_out', 'Sorry, these tickets are sold out', 'ticket_id')
    : () => new AppError('tickets.no_seats_left', 'No seats left', 'agenda_session_ticket_id');
  for (const [id, n] of ascending(counted)) {
    add(
      failUnlessChanged(
        `update ${table} set tickets_left = case when tickets_left is null then null else tickets_left - $3 end${table === 'event_tickets' ? ', updated_at = now()' : ''}
         where id = $1 and event_id = $2 and (tickets_left is null or tickets_left >= $3) returning 1`,
      ),
      [id, a.eventId, n],
      short,
    );
  }
  if (code && discountQuantity > 0) {
    add(
      failUnlessChanged(
        `update discount_codes set used_quantity = used_quantity + $3
         where id = $1 and event_id = $2 and (max_tickets_quantity is null or used_quantity + $3 <= max_tickets_quantity) returning 1`,
      ),
      [code.id, a.eventId, discountQuantity],
      () => new AppError('discount.used_up', 'This discount code has been used up', 'discount_code'),
    );
  }

  return {
    orderUuid,
    status: paid ? 'paid' : 'pending',
    statements,
    refusals,
    orderStatement,
    reservations: reservations.map((r) => ({
      ticket_reservation_uuid: r.ticket_reservation_uuid,
      holder_first_name: r.holder_first_name,
      holder_last_name: r.holder_last_name,
      holder_email: r.holder_email,
      this_is_me: r.this_is_me,
    })),
  };
}

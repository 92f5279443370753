import { randomUUID } from 'node:crypto';
import { schema, type Db } from '@foyer/db';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import { requireEventAccess } from '../access/require-event-access.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { normalizeEmail } from '../access/normalize-email.ts';
import { expireOrder } from './expire-order.ts';
import { expireOrderJob, orderExpiryJobId } from './jobs.ts';
import { isLockFailure, LOCK_TIMEOUT, takeStock, type OrderStock } from './order-stock.ts';
import { checkMine, prepareOrder, viewerHoldsTicket, type PreparedOrder } from './prepare-order.ts';
import { pipeline } from './pipeline.ts';
import { rowsOf } from './rows-of.ts';
import { signTicketQr } from './ticket-qr.ts';
import { loadEvent } from './load-event.ts';
import type { OrderSnapshot } from './load-order-tickets.ts';
import type { Quote } from './pricing.ts';
import type { PlacedOrder } from './types.ts';

export interface PlaceOrderArgs {
  eventId: number;
  viewer: Viewer | null;
  accessCode?: string | null;
  ip?: string | null;
  locale: string;
  /** A PurchaseInput (validated again here, so every caller gets the same rules). */
  input: unknown;
  gateway: schema.PaymentGateway;
  holdMinutes?: number;
  /** What the caller has already read with loadOrderSnapshot (saves reading it again). */
  snapshot?: OrderSnapshot;
  /**
   * A caller's own refusal of the priced order (e.g. the free gateway: total must be 0), run
   * before any lock is taken or row written.
   */
  checkQuote?: (quote: Quote) => void;
}

/**
 * Places a pending order that holds its stock until expires_at (SPEC §5 ticket and discount
 * rules, docs/locking.md). Everything is validated and priced before the transaction; inside
 * it the rows are written first and the hot counters are taken last, just before commit, so a
 * sought-after ticket is locked for as short a time as possible.
 */
export async function placeOrder(ctx: Pick<Ctx, 'db' | 'clock' | 'jobs' | 'config' | 'rateLimiter' | 'log'>, args: PlaceOrderArgs): Promise<PlacedOrder> {
  const viewer = args.viewer;
  if (!viewer) throw new AppError('common.not_authenticated', 'Not authenticated');
  const snapshot = args.snapshot?.event.id === args.eventId ? args.snapshot : null;
  const event = snapshot?.event ?? (await loadEvent(ctx, args.eventId));
  const [, holdsTicket] = await Promise.all([
    // An open event without a code admits everyone signed in: skip the standing queries.
    event.access_mode_type === 'none' && !event.access_code_on ? null : requireEventAccess(ctx, event, viewer, { accessCode: args.accessCode, ip: args.ip }),
    snapshot?.holdsTicket ?? viewerHoldsTicket(ctx.db, event.id, viewer),
  ]);
  const now = ctx.clock.now();
  const prepared = await prepareOrder(ctx.db, { event, viewer, rawInput: args.input, now, holdsTicket, tickets: snapshot?.tickets });
  args.checkQuote?.(prepared.quote);
  failFastOnStock(prepared);
  const holdMinutes = args.holdMinutes ?? ctx.config.payments.holdMinutes;
  const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  // The holder marked mine is the viewer: only guests need looking up.
  const guestEmails = prepared.holders.filter((h) => !h.this_is_me).map((h) => h.email);
  const accounts = guestEmails.length ? await accountsByEmail(ctx.db, guestEmails) : new Map<string, number>();

  let placed: PlacedOrder;
  try {
    placed = await ctx.db.transaction(async (tx) => {
      // Sent as one pipeline (one round trip), dispatched in this order, which is the order
      // Postgres runs them in: the advisory lock before the re-check, the hot counters last. A
      // re-check that fails below rolls the rows and the stock back together.
      const timeout = tx.execute(LOCK_TIMEOUT).then(() => undefined);
      // One buyer at a time per event, so two tabs cannot both take "my" ticket (SPEC §8 already has a ticket).
      const buyerLock = tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`foyer:ticket-buyer:${event.id}:${viewer.id}`}, 0))`).then(() => undefined);
      const holds = tx
        .execute(sql`select exists (select 1 from ticket_reservations where event_id = ${event.id} and kind = 'event' and status in ('reserved', 'active')
          and (user_id = ${viewer.id} or holder_email = ${normalizeEmail(viewer.email)})) as holds`)
        .then((r) => rowsOf<{ holds: boolean }>(r)[0]?.holds === true); // viewerHoldsTicket, as a plain statement (cheaper to build)
      const inserted = insertOrder(tx, { ctx, args, prepared, eventId: event.id, viewer, expiresAt, accounts });
      const [, , holdsNow, placedOrder] = await pipeline([timeout, buyerLock, holds, inserted]);
      if (holdsNow !== holdsTicket) checkMine(prepared, holdsNow);
      return placedOrder;
    });
  } catch (e) {
    if (isLockFailure(e)) throw new AppError('tickets.busy', 'Too many people are buying right now, please try again');
    throw e;
  }
  // After commit: the job must never see an order that was rolled back.
  try {
    await ctx.jobs.enqueue(expireOrderJob, { orderId: placed.id }, { jobId: orderExpiryJobId(placed.id), delayMs: Math.max(0, expiresAt.getTime() - ctx.clock.now().getTime()) });
  } catch (e) {
    // Without its expiry job the order would hold its stock for ever: give it back now and fail.
    ctx.log.error({ err: e, orderId: placed.id }, 'could not enqueue the order expiry job; order expired at once');
    await expireOrder(ctx, { orderId: placed.id, force: true });
    throw e;
  }
  return placed;
}

/**
 * A cheap early "sold out" from the stock as read before the transaction, so a crowd chasing the
 * last tickets does not queue for the row lock only to roll back. Only ever refuses; the
 * conditional update in takeStock stays the truth.
 */
function failFastOnStock(prepared: PreparedOrder): void {
  const wanted = new Map<number, number>();
  for (const h of prepared.holders) wanted.set(h.ref_id, (wanted.get(h.ref_id) ?? 0) + 1);
  for (const [id, n] of wanted) {
    const left = prepared.stockSeen.get(id);
    if (left === null || left === undefined || left >= n) continue;
    if (prepared.kind === 'event_ticket') throw new AppError('tickets.sold_out', 'Sorry, these tickets are sold out', 'ticket_id');
    throw new AppError('tickets.no_seats_left', 'No seats left', 'agenda_session_ticket_id');
  }
}

/** Accounts of the holders' e-mails (stored normalized, like holder_email). */
async function accountsByEmail(db: Db, emails: string[]): Promise<Map<string, number>> {
  const u = schema.users;
  const rows = await db
    .select({ id: u.id, email: u.email })
    .from(u)
    .where(and(inArray(u.email, emails), isNull(u.deleted_at)));
  return new Map(rows.map((r) => [r.email, r.id]));
}

async function insertOrder(
  tx: Db,
  o: {
    ctx: Pick<Ctx, 'config'>;
    args: PlaceOrderArgs;
    prepared: PreparedOrder;
    eventId: number;
    viewer: Viewer;
    expiresAt: Date;
    accounts: Map<string, number>;
  },
): Promise<PlacedOrder> {
  const { quote, input, holders, code, kind } = o.prepared;
  const discountQuantity = quote.discount?.tickets_discounted ?? 0;
  // The uuid is ours, so the items and reservations can name the order in the same pipeline.
  const orderUuid = randomUUID();
  const orderId = sql`(select id from orders where uuid = ${orderUuid}::uuid)`;
  const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
  // Plain statements naming only the columns written: drizzle's insert builder walks every
  // column of the table for every row, which costs more CPU than Postgres spends on the insert.
  const orderInsert = tx.execute(sql`insert into orders (uuid, event_id, user_id, status, currency, subtotal_amount, discount_amount, total_amount,
      discount_code_id, discount_quantity, gateway, marketing_agreement, gdpr_consent, personal_form, invoice_form, locale, expires_at)
    values (${orderUuid}::uuid, ${o.eventId}, ${o.viewer.id}, 'pending', ${quote.currency}, ${quote.subtotal_amount}, ${quote.discount_amount}, ${quote.total_amount},
      ${code && discountQuantity > 0 ? code.id : null}::integer, ${discountQuantity}, ${o.args.gateway}, ${input.marketing_agreement}, ${input.gdpr_consent},
      ${json(input.personal_form)}, ${input.invoice ? json(input.invoice) : sql`null`}, ${o.args.locale}, ${o.expiresAt.toISOString()}::timestamptz)
    returning id, status`);

  const itemRows = quote.lines.map(
    (l) => sql`(${o.eventId}, ${orderId}, ${l.kind}, ${l.kind === 'event_ticket' ? l.ref_id : null}::integer, ${l.kind === 'event_addon' ? l.ref_id : null}::integer,
      ${l.kind === 'agenda_session_ticket' ? l.ref_id : null}::integer, ${l.name}, ${l.quantity}, ${l.unit_price}, ${l.discount_amount}, ${l.total_amount}, ${quote.currency}, ${quote.tax})`,
  );
  const itemsInsert = tx.execute(sql`insert into order_items (event_id, order_id, kind, event_ticket_id, event_addon_id, agenda_session_ticket_id,
      name, quantity, unit_price, discount_amount, total_amount, currency, tax) values ${sql.join(itemRows, sql`, `)}`);

  const reservations = holders.map((h, i) => {
    const uuid = randomUUID();
    const amount = quote.lines.filter((l) => l.holder_index === i).reduce((a, l) => a + l.total_amount, 0);
    return {
      ticket_reservation_uuid: uuid,
      kind: kind === 'event_ticket' ? ('event' as const) : ('agenda_session' as const),
      event_ticket_id: kind === 'event_ticket' ? h.ref_id : null,
      agenda_session_ticket_id: kind === 'agenda_session_ticket' ? h.ref_id : null,
      user_id: h.this_is_me ? o.viewer.id : (o.accounts.get(h.email) ?? null),
      holder_first_name: h.first_name,
      holder_last_name: h.last_name,
      holder_email: h.email,
      specific_fields: h.specific_fields,
      addon_ids: `{${h.addon_ids.join(',')}}`,
      filter_group_responses: h.filter_group_responses,
      amount,
      qrcode: signTicketQr(o.ctx.config.sessionSecret, uuid),
    };
  });
  const reservationRows = reservations.map(
    (r) => sql`(${o.eventId}, ${r.ticket_reservation_uuid}::uuid, ${orderId}, ${r.kind}, ${r.event_ticket_id}::integer, ${r.agenda_session_ticket_id}::integer,
      ${r.user_id}::integer, 'reserved', ${r.holder_first_name}, ${r.holder_last_name}, ${r.holder_email}, ${json(r.specific_fields)}, ${r.addon_ids}::integer[],
      ${json(r.filter_group_responses)}, ${r.amount}, ${quote.currency}, ${input.invoice !== null}, ${r.qrcode})`,
  );
  const reservationsInsert = tx.execute(sql`insert into ticket_reservations (event_id, ticket_reservation_uuid, order_id, kind, event_ticket_id,
      agenda_session_ticket_id, user_id, status, holder_first_name, holder_last_name, holder_email, specific_fields, addon_ids, filter_group_responses,
      amount, currency, has_invoice, qrcode) values ${sql.join(reservationRows, sql`, `)}`);

  const stock: OrderStock = { eventId: o.eventId, tickets: new Map(), seats: new Map(), code: null };
  const counter = kind === 'event_ticket' ? stock.tickets : stock.seats;
  for (const h of holders) counter.set(h.ref_id, (counter.get(h.ref_id) ?? 0) + 1);
  if (code && discountQuantity > 0) stock.code = { id: code.id, quantity: discountQuantity };
  // Dispatched together in this order; the stock comes last, right before commit (docs/locking.md rule 3).
  const orderRow = orderInsert.then((r) => rowsOf<{ id: number; status: schema.OrderStatus }>(r)[0]!);
  const items = itemsInsert.then(() => undefined);
  const reserved = reservationsInsert.then(() => undefined);
  const [order] = await pipeline([orderRow, items, reserved, takeStock(tx, stock)]);

  return {
    id: order.id,
    uuid: orderUuid,
    status: order.status,
    total_amount: quote.total_amount,
    currency: quote.currency,
    expires_at: o.expiresAt.toISOString(),
    quote,
    holders: reservations.map((r, i) => ({
      ticket_reservation_uuid: r.ticket_reservation_uuid,
      first_name: r.holder_first_name,
      last_name: r.holder_last_name,
      email: r.holder_email,
      this_is_me: holders[i]!.this_is_me,
    })),
  };
}

import { randomUUID } from 'node:crypto';
import { schema, type Db } from '@foyer/db';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import { requireEventAccess } from '../access/require-event-access.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getEventById } from '../events/find-event.ts';
import { expireOrder } from './expire-order.ts';
import { expireOrderJob, orderExpiryJobId } from './jobs.ts';
import { isLockFailure, LOCK_TIMEOUT, takeStock, type OrderStock } from './order-stock.ts';
import { checkMine, prepareOrder, viewerHoldsTicket, type PreparedOrder } from './prepare-order.ts';
import { signTicketQr } from './ticket-qr.ts';
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
  const event = await getEventById(ctx, args.eventId);
  const [, holdsTicket] = await Promise.all([
    // An open event without a code admits everyone signed in: skip the standing queries.
    event.access_mode_type === 'none' && !event.access_code_on ? null : requireEventAccess(ctx, event, viewer, { accessCode: args.accessCode, ip: args.ip }),
    viewerHoldsTicket(ctx.db, event.id, viewer),
  ]);
  const now = ctx.clock.now();
  const prepared = await prepareOrder(ctx.db, { event, viewer, rawInput: args.input, now, holdsTicket });
  failFastOnStock(prepared);
  const holdMinutes = args.holdMinutes ?? ctx.config.payments.holdMinutes;
  const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  const accounts = await accountsByEmail(ctx.db, prepared.holders.map((h) => h.email));

  let placed: PlacedOrder;
  try {
    placed = await ctx.db.transaction(async (tx) => {
      await tx.execute(LOCK_TIMEOUT);
      // One buyer at a time per event, so two tabs cannot both take "my" ticket (SPEC §8 already has a ticket).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`foyer:ticket-buyer:${event.id}:${viewer.id}`}, 0))`);
      const holdsNow = await viewerHoldsTicket(tx, event.id, viewer);
      if (holdsNow !== holdsTicket) checkMine(prepared, holdsNow);
      return insertOrder(tx, { ctx, args, prepared, eventId: event.id, viewer, expiresAt, accounts });
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
  const [order] = await tx
    .insert(schema.orders)
    .values({
      event_id: o.eventId,
      user_id: o.viewer.id,
      status: 'pending',
      currency: quote.currency,
      subtotal_amount: quote.subtotal_amount,
      discount_amount: quote.discount_amount,
      total_amount: quote.total_amount,
      discount_code_id: code && discountQuantity > 0 ? code.id : null,
      discount_quantity: discountQuantity,
      gateway: o.args.gateway,
      marketing_agreement: input.marketing_agreement,
      gdpr_consent: input.gdpr_consent,
      personal_form: { ...input.personal_form },
      invoice_form: input.invoice ? { ...input.invoice } : null,
      locale: o.args.locale,
      expires_at: o.expiresAt,
    })
    .returning({ id: schema.orders.id, uuid: schema.orders.uuid, status: schema.orders.status });
  const orderId = order!.id;

  await tx.insert(schema.order_items).values(
    quote.lines.map((l) => ({
      event_id: o.eventId,
      order_id: orderId,
      kind: l.kind,
      event_ticket_id: l.kind === 'event_ticket' ? l.ref_id : null,
      event_addon_id: l.kind === 'event_addon' ? l.ref_id : null,
      agenda_session_ticket_id: l.kind === 'agenda_session_ticket' ? l.ref_id : null,
      name: l.name,
      quantity: l.quantity,
      unit_price: l.unit_price,
      discount_amount: l.discount_amount,
      total_amount: l.total_amount,
      currency: quote.currency,
      tax: quote.tax,
    })),
  );

  const reservations = holders.map((h, i) => {
    const uuid = randomUUID();
    const amount = quote.lines.filter((l) => l.holder_index === i).reduce((a, l) => a + l.total_amount, 0);
    return {
      event_id: o.eventId,
      ticket_reservation_uuid: uuid,
      order_id: orderId,
      kind: kind === 'event_ticket' ? ('event' as const) : ('agenda_session' as const),
      event_ticket_id: kind === 'event_ticket' ? h.ref_id : null,
      agenda_session_ticket_id: kind === 'agenda_session_ticket' ? h.ref_id : null,
      user_id: h.this_is_me ? o.viewer.id : (o.accounts.get(h.email) ?? null),
      status: 'reserved' as const,
      holder_first_name: h.first_name,
      holder_last_name: h.last_name,
      holder_email: h.email,
      specific_fields: h.specific_fields,
      addon_ids: h.addon_ids,
      filter_group_responses: h.filter_group_responses,
      amount,
      currency: quote.currency,
      has_invoice: input.invoice !== null,
      qrcode: signTicketQr(o.ctx.config.sessionSecret, uuid),
    };
  });
  await tx.insert(schema.ticket_reservations).values(reservations);

  const stock: OrderStock = { eventId: o.eventId, tickets: new Map(), seats: new Map(), code: null };
  const counter = kind === 'event_ticket' ? stock.tickets : stock.seats;
  for (const h of holders) counter.set(h.ref_id, (counter.get(h.ref_id) ?? 0) + 1);
  if (code && discountQuantity > 0) stock.code = { id: code.id, quantity: discountQuantity };
  await takeStock(tx, stock);

  return {
    id: orderId,
    uuid: order!.uuid,
    status: order!.status,
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

import { schema, type Db } from '@foyer/db';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import { requireEventAccess } from '../access/require-event-access.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { expireOrder } from './expire-order.ts';
import { expireOrderJob, fulfilOrderJob, orderExpiryJobId, orderFulfilJobId } from './jobs.ts';
import { writeOrder } from './order-batcher.ts';
import { draftOrder, type SettleFree } from './order-draft.ts';
import { prepareOrder, viewerHoldsTicket, type PreparedOrder } from './prepare-order.ts';
import { loadEvent } from './load-event.ts';
import type { OrderSnapshot } from './load-order-tickets.ts';
import type { Quote } from './pricing.ts';
import type { PlacedOrder } from './types.ts';
import { writeWithinUnpaidLimit } from './unpaid-hold-limit.ts';

export interface PlaceOrderArgs {
  eventId: number;
  viewer: Viewer | null;
  accessCode?: string | null;
  ip?: string | null;
  locale: string;
  /** A PurchaseInput (validated again here, so every caller gets the same rules). */
  input: unknown;
  gateway: schema.PaymentGateway;
  /** The gateway is a sandbox fake: the order is a test order (orders.test_mode). */
  testMode?: boolean;
  holdMinutes?: number;
  /** What the caller has already read with loadOrderSnapshot (saves reading it again). */
  snapshot?: OrderSnapshot;
  /**
   * A caller's own refusal of the priced order (e.g. the free gateway: total must be 0), run
   * before any lock is taken or row written.
   */
  checkQuote?: (quote: Quote) => void;
  /**
   * The free gateway: a zero-total order is born paid, with its confirmed attempt, in the same
   * transaction that takes its stock (docs/locking.md rule 5) — there is nothing to wait for.
   */
  settleFree?: SettleFree;
}

/**
 * Places a pending order that holds its stock until expires_at (SPEC §5 ticket and discount
 * rules, docs/locking.md), or with `settleFree` a paid free order. Everything is validated and
 * priced before the transaction; the transaction itself (order-statements.ts) goes to Postgres
 * in one round trip, writing the rows first and taking the hot counters last, just before commit,
 * so a sought-after ticket is locked for as short a time as possible — and concurrent orders of
 * one event share that transaction (order-batcher.ts).
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

  const draft = draftOrder({
    prepared,
    eventId: event.id,
    viewer,
    gateway: args.gateway,
    testMode: args.testMode ?? false,
    locale: args.locale,
    expiresAt,
    now,
    sessionSecret: ctx.config.sessionSecret,
    accounts,
    settleFree: prepared.quote.total_amount === 0 ? (args.settleFree ?? null) : null,
  });
  // An order left to wait for its payment holds its tickets: a buyer's held tickets have a
  // ceiling, counted and written one order at a time. A free order is paid at once (and is the
  // rush path: it pays for neither the count nor the wait).
  const id =
    draft.status === 'paid'
      ? await writeOrder(ctx.db, draft)
      : await writeWithinUnpaidLimit(ctx, { eventId: event.id, userId: viewer.id, now, adding: draft.holders.length }, () => writeOrder(ctx.db, draft));
  const placed: PlacedOrder = {
    id,
    uuid: String(draft.order.uuid),
    status: draft.status,
    test_mode: draft.order.test_mode === true,
    total_amount: prepared.quote.total_amount,
    currency: prepared.quote.currency,
    expires_at: expiresAt.toISOString(),
    quote: prepared.quote,
    holders: draft.holders,
  };
  // After commit: a job must never see an order that was rolled back.
  if (placed.status === 'paid') {
    await ctx.jobs.enqueue(fulfilOrderJob, { orderId: placed.id }, { jobId: orderFulfilJobId(placed.id) });
    return placed;
  }
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

import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import { parseInput } from '../accounts/parse-input.ts';
import type { Ctx } from '../context.ts';
import { AppError, isAppError } from '../errors.ts';
import { requestProforma } from '../invoices/request-proforma.ts';
import { expireOrder } from '../tickets/expire-order.ts';
import { placeOrder } from '../tickets/place-order.ts';
import { purchaseInputSchema } from '../tickets/purchase-input.ts';
import { loadOrderSnapshot } from '../tickets/load-order-tickets.ts';
import type { PlacedOrder } from '../tickets/types.ts';
import type { GatewayInitResult, PaymentGateway } from './gateway.ts';
import { freeExternalId } from './free.ts';
import { gatewayModules } from './gateways.ts';
import { paymentPollJob, paymentPollJobId, pollDelayMs } from './jobs.ts';
import { gatewayAccepted } from './offered-gateways.ts';
import { limitDiscountGuesses } from '../tickets/check-discount-code.ts';
import { isSandboxGateway } from './sandbox-mode.ts';
import { enforceRateLimits } from '../accounts/rate-limit.ts';
import { paymentStartLimit } from './payment-limits.ts';

/** A proforma waits for a bank transfer this long at most (or until sales end). */
const PROFORMA_HOLD_MINUTES = 7 * 24 * 60;

export interface InitPaymentArgs {
  eventId: number;
  gateway: PaymentGateway;
  viewer: Viewer | null;
  accessCode?: string | null;
  ip: string;
  locale: string;
  /** A PurchaseInput (SPEC §3 Purchase payload). */
  input: unknown;
  /** UI path to come back to, e.g. /demo/buy-ticket/12/confirmation; default: the event's confirmation page. */
  returnPath?: string | null;
}

/** SPEC §7 payment/{gateway}/init answer. */
export interface InitPaymentAnswer {
  order_id: string;
  token?: string | null;
  client_secret?: string | null;
  redirect_url?: string | null;
  invoice_download_url?: string | null;
  gateway_id?: number | null;
  return_url?: string | null;
  publishable_key?: string | null;
  status: 'pending' | 'paid';
  /** True when the gateway is the built-in sandbox fake: no money moves. */
  sandbox: boolean;
  /** The order is a test order (paid, if at all, in the sandbox): its tickets and invoice say TEST. */
  test_mode: boolean;
}

type InitCtx = Pick<Ctx, 'db' | 'clock' | 'jobs' | 'config' | 'rateLimiter' | 'log'>;

/**
 * Starts paying for a new order: places it (stock held, H1 placeOrder), records a payment
 * attempt and asks the gateway to start. A gateway that does not answer what the buyer needs
 * (token, redirect URL, client secret: SPEC §5) fails the attempt and gives the stock back at
 * once. Zero totals are confirmed on the spot; a proforma e-mails an invoice and waits for a
 * bank transfer.
 */
export async function initPayment(ctx: InitCtx, args: InitPaymentArgs): Promise<InitPaymentAnswer> {
  if (!args.viewer) throw new AppError('common.not_authenticated', 'Not authenticated');
  const input = parseInput(purchaseInputSchema, args.input);
  if (input.discount_code) await limitDiscountGuesses(ctx, args.ip);
  // Each start asks a gateway for a payment page (and may hold tickets): a buyer starts a handful,
  // a script thousands. Free orders ask no gateway and hold nothing (and are the rush path).
  if (args.gateway !== 'free') await enforceRateLimits(ctx, [paymentStartLimit(args.viewer.id)]);
  // The event, "holds a ticket already" and the tickets named, in one statement; placeOrder uses them.
  const ticketIds = [...new Set([input.ticket_id, ...input.tickets_for.map((h) => h.ticket_id)].filter((id): id is number => id !== undefined))];
  const snapshot = await loadOrderSnapshot(ctx.db, { eventId: args.eventId, viewer: args.viewer, ticketIds });
  if (!snapshot) throw new AppError('event.invalid', 'Please use valid link provided by the event organizer');
  const event = snapshot.event;
  const module = gatewayModules[args.gateway];
  if (!module || !gatewayAccepted(ctx, event, args.gateway)) {
    throw new AppError('payment.gateway_unavailable', `${args.gateway} is not available for this event`);
  }
  const returnUrl = (uuid: string) => buildReturnUrl(ctx.config.publicUrl, args.returnPath ?? `/${event.lp_url}/buy-ticket/confirmation`, uuid);

  let holdMinutes: number | undefined;
  if (args.gateway === 'proforma') {
    if (!input.invoice) throw new AppError('payment.invalid_proforma', 'A proforma needs the invoice data', 'invoice');
    const untilEnd = Math.floor((event.end_date.getTime() - ctx.clock.now().getTime()) / 60_000);
    holdMinutes = Math.max(1, Math.min(PROFORMA_HOLD_MINUTES, untilEnd));
  }
  // A zero total needs no gateway, whichever the buyer picked (a gateway cannot take 0): the
  // order is placed already paid, with its confirmed free attempt (placeOrder settleFree).
  const settleFree = args.gateway === 'proforma' ? undefined : { externalId: freeExternalId, returnUrl };
  const order = await placeOrder(ctx, {
    snapshot,
    // Refused before any stock is taken: the free gateway cannot collect money.
    checkQuote: args.gateway === 'free' ? (quote) => { if (quote.total_amount !== 0) throw new AppError('payment.not_free', 'This order is not free'); } : undefined,
    settleFree,
    eventId: event.id,
    viewer: args.viewer,
    accessCode: args.accessCode,
    ip: args.ip,
    locale: args.locale,
    input,
    gateway: args.gateway,
    testMode: isSandboxGateway(ctx, args.gateway),
    holdMinutes,
  });
  if (order.status === 'paid') return { order_id: order.uuid, return_url: returnUrl(order.uuid), status: 'paid', sandbox: false, test_mode: false };
  const gateway = args.gateway;

  const [payment] = await ctx.db
    .insert(schema.payments)
    .values({ event_id: event.id, order_id: order.id, gateway, state: 'created', amount: order.total_amount, currency: order.currency, return_url: returnUrl(order.uuid), created_at: ctx.clock.now(), updated_at: ctx.clock.now() })
    .returning();

  let result: GatewayInitResult;
  try {
    result = await gatewayModules[gateway].init(ctx, {
      payment: { id: payment!.id, uuid: order.uuid },
      amount: order.total_amount,
      currency: order.currency,
      description: describe(event.title, order),
      buyer: { email: args.viewer.email, first_name: input.personal_form.first_name, last_name: input.personal_form.last_name, phone: input.personal_form.phone ?? null },
      locale: args.locale,
      continueUrl: returnUrl(order.uuid),
      notifyUrl: `${ctx.config.publicUrl.replace(/\/$/, '')}/api/v1/payments/${gateway}/notify`,
      clientIp: args.ip,
    });
  } catch (err) {
    await failAttempt(ctx, payment!.id, order.id, err);
    throw err;
  }

  await ctx.db
    .update(schema.payments)
    .set({
      state: 'pending',
      external_id: result.external_id,
      external_order_id: result.external_order_id ?? null,
      redirect_url: result.redirect_url ?? null,
      updated_at: ctx.clock.now(),
    })
    .where(eq(schema.payments.id, payment!.id));

  const answer: InitPaymentAnswer = { order_id: order.uuid, return_url: returnUrl(order.uuid), status: 'pending', sandbox: order.test_mode, test_mode: order.test_mode };

  if (gateway === 'proforma') {
    try {
      const { invoiceDownloadUrl } = await requestProforma(ctx, { orderId: order.id });
      return { ...answer, invoice_download_url: invoiceDownloadUrl };
    } catch (err) {
      await failAttempt(ctx, payment!.id, order.id, err);
      throw err;
    }
  }

  await ctx.jobs.enqueue(paymentPollJob, { paymentId: payment!.id, attempt: 0 }, { jobId: paymentPollJobId(payment!.id, 0), delayMs: pollDelayMs(0) });

  if (gateway === 'stripe') {
    const stripe = ctx.config.payments.stripe!;
    return {
      ...answer,
      client_secret: result.client_secret ?? null,
      publishable_key: stripe.publishableKey,
      // Stripe.js cannot run against the sandbox: its stand-in page takes the card instead.
      redirect_url: answer.sandbox ? `${stripe.apiBase}/confirm/${result.external_id}?return_url=${encodeURIComponent(returnUrl(order.uuid))}` : null,
    };
  }
  return {
    ...answer,
    token: result.token ?? null,
    redirect_url: result.redirect_url ?? null,
    gateway_id: result.gateway_id ?? null,
  };
}

async function failAttempt(ctx: InitCtx, paymentId: number, orderId: number, err: unknown): Promise<void> {
  const code = isAppError(err) ? err.code : 'common.internal';
  await ctx.db.update(schema.payments).set({ state: 'failed', error: code, updated_at: ctx.clock.now() }).where(eq(schema.payments.id, paymentId));
  // The buyer cannot pay this order: its stock goes back now, not at the end of the hold.
  await expireOrder(ctx, { orderId, force: true });
}

function describe(eventTitle: string, order: PlacedOrder): string {
  const count = order.holders.length;
  return `${eventTitle} — ${count} ${count === 1 ? 'ticket' : 'tickets'}, order ${order.uuid.slice(0, 8).toUpperCase()}`;
}

/** publicUrl + the UI path + ?order_id=; only paths on our own origin (no open redirect). */
export function buildReturnUrl(publicUrl: string, returnPath: string, orderUuid: string): string {
  const base = new URL(publicUrl);
  const path = /^\/(?!\/)[^\s\\]*$/.test(returnPath) ? returnPath : '/';
  const url = new URL(path, base);
  // Checked after the dots are resolved: `/..//evil.example` is a path here, but resolves to
  // `//evil.example`, which read again as a URL is another host (an open redirect on this site's
  // own return link, found from outside).
  if (url.origin !== base.origin || url.pathname.startsWith('//')) throw new AppError('common.validation', 'return_path must be a path of this site', 'return_path');
  const prefix = base.pathname.replace(/\/$/, '');
  // Set as a path, never parsed as a URL again: the host cannot change whatever it holds.
  const target = new URL(base.origin);
  target.pathname = `${prefix}${url.pathname}`;
  target.search = url.search;
  target.searchParams.set('order_id', orderUuid);
  if (target.origin !== base.origin) throw new AppError('common.validation', 'return_path must be a path of this site', 'return_path');
  return target.toString();
}

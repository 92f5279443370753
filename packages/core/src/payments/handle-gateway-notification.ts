import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { applyGatewayStatus } from './apply-gateway-status.ts';
import { gatewayModules } from './gateways.ts';
import { isSandboxGateway } from './sandbox-mode.ts';
import type { GatewayRequest, NotificationAck, ParsedNotification, PaymentGateway } from './gateway.ts';

const ONLINE = new Set<PaymentGateway>(['payu', 'p24', 'bluemedia', 'stripe']);

/**
 * A gateway's server-to-server notification. The signature is checked before anything is read
 * or stored, so a forged request changes nothing and occupies no dedupe key. Each notification
 * is stored once per (gateway, dedupe key); a duplicate of one already processed gets the same
 * answer and does nothing. A confirmed status (for P24 only after transaction/verify) goes
 * through applyGatewayStatus → confirmOrderPaid; anything else never moves a paid order back.
 * Errors answer non-2xx so the gateway delivers again later.
 */
export async function handleGatewayNotification(
  ctx: Pick<Ctx, 'db' | 'clock' | 'jobs' | 'log' | 'config'>,
  gateway: PaymentGateway,
  req: GatewayRequest,
): Promise<NotificationAck> {
  const module = gatewayModules[gateway];
  if (!ONLINE.has(gateway) || !module.configured(ctx)) throw new AppError('payment.gateway_unavailable', `${gateway} is not configured`);
  let n: ParsedNotification;
  try {
    n = await module.parseNotification(ctx, req);
  } catch (err) {
    ctx.log.warn({ gateway, reason: err instanceof Error ? err.message : String(err) }, 'payment notification refused');
    throw err;
  }
  // Events we do not act on (another Stripe object, for instance) are acknowledged and dropped.
  if (!n.externalId) return n.ack;

  const p = schema.payments;
  const pn = schema.payment_notifications;
  const [payment] = await ctx.db.select().from(p).where(and(eq(p.gateway, gateway), eq(p.external_id, n.externalId))).limit(1);

  const [inserted] = await ctx.db
    .insert(pn)
    .values({
      gateway,
      dedupe_key: n.dedupeKey.slice(0, 500),
      event_id: payment?.event_id ?? null,
      payment_id: payment?.id ?? null,
      headers: pickHeaders(req.headers),
      body: req.rawBody,
      signature_valid: true,
    })
    .onConflictDoNothing({ target: [pn.gateway, pn.dedupe_key] })
    .returning({ id: pn.id });
  let notificationId = inserted?.id;
  if (!notificationId) {
    const [existing] = await ctx.db
      .select({ id: pn.id, processed_at: pn.processed_at })
      .from(pn)
      .where(and(eq(pn.gateway, gateway), eq(pn.dedupe_key, n.dedupeKey.slice(0, 500))))
      .limit(1);
    if (existing?.processed_at) return n.ack;
    notificationId = existing?.id;
  }

  const markDone = (error: string | null) =>
    ctx.db
      .update(pn)
      .set({ processed_at: ctx.clock.now(), error, payment_id: payment?.id ?? null, event_id: payment?.event_id ?? null })
      .where(eq(pn.id, notificationId!));

  if (!payment) {
    // Possibly faster than our own init's commit: refuse, the gateway delivers again.
    await ctx.db.update(pn).set({ error: 'unknown payment' }).where(eq(pn.id, notificationId!));
    throw new AppError('payment.order_not_found', 'No payment with this gateway reference');
  }

  let status = n.status;
  let error: string | null = null;
  // A confirmation must name the payment's amount and currency: one without them, with an amount
  // it cannot be read (BlueMedia's "0,01"), or in another currency (9,900 JPY for 9,900 PLN) paid
  // orders — with the gateway's key, but money is where a key leaks to (found from outside).
  if (status === 'confirmed' && (n.amount !== payment.amount || n.currency?.toUpperCase() !== payment.currency.toUpperCase())) {
    ctx.log.warn({ gateway, paymentId: payment.id, expected: [payment.amount, payment.currency], got: [n.amount ?? null, n.currency ?? null] }, 'payment notification with another amount or currency; not confirmed');
    status = 'failed';
    error = 'amount_mismatch';
    // Kept for the audit under a key of its own: it must not take the slot of the genuine
    // notification of the same status (PayU's key is orderId:status), which follows and is
    // applied at once instead of waiting for the poll job.
    await ctx.db.update(pn).set({ dedupe_key: `${n.dedupeKey}#amount_mismatch#${notificationId}`.slice(0, 500) }).where(eq(pn.id, notificationId!));
  }
  if (status === 'confirmed' && !(await sameMode(ctx, gateway, payment.order_id))) {
    // A sandbox can only pay test orders, and a live gateway only real ones: an order placed
    // before the installation's gateways changed is not settled by the other kind.
    ctx.log.warn({ gateway, paymentId: payment.id }, 'payment notification from a sandbox for a real order (or the reverse); ignored');
    await markDone('test_mode_mismatch');
    throw new AppError('payment.order_not_payable', `${gateway}: this order cannot be paid in this mode`);
  }
  if (status === 'confirmed' && module.finalize && payment.state !== 'confirmed') {
    const verdict = await module.finalize(ctx, payment, n);
    if (verdict !== 'confirmed') {
      await ctx.db.update(pn).set({ error: 'verify refused' }).where(eq(pn.id, notificationId!));
      throw new AppError('payment.gateway_error', `${gateway}: the payment could not be verified`);
    }
  }
  await applyGatewayStatus(ctx, payment, status, { externalOrderId: n.externalOrderId ?? null, error });
  await markDone(error);
  return n.ack;
}

async function sameMode(ctx: Pick<Ctx, 'db' | 'config'>, gateway: PaymentGateway, orderId: number): Promise<boolean> {
  const [order] = await ctx.db.select({ test_mode: schema.orders.test_mode }).from(schema.orders).where(eq(schema.orders.id, orderId));
  return !order || order.test_mode === isSandboxGateway(ctx, gateway);
}

/** Only what helps an audit; never cookies or authorization. */
function pickHeaders(headers: Record<string, string>): Record<string, string> {
  const keep = ['content-type', 'openpayu-signature', 'stripe-signature', 'user-agent', 'x-forwarded-for'];
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (keep.includes(k.toLowerCase())) out[k.toLowerCase()] = v;
  return out;
}

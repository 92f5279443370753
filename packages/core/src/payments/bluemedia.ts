import { z } from 'zod';
import type { BluemediaCredentials } from '../config/payment-config.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { bluemediaAmount, bluemediaHash, escapeXml, parseBluemediaAmount, parseBluemediaXml } from './bluemedia-xml.ts';
import { gatewayError, gatewayFetch, safeEqual, signatureInvalid } from './gateway-http.ts';
import type { GatewayModule, GatewayStatus } from './gateway.ts';

/*
 * BlueMedia / Autopay: the transaction is started in the background (POST {base}/payment with
 * `BmHeader: pay-bm-continue-transaction-url`, params ServiceID, OrderID, Amount, Description,
 * GatewayID, Currency, CustomerEmail, Hash), which answers XML with the paywall `redirecturl`.
 * The result comes as an ITN: POST `transactions` = base64 XML, hash over its values; we answer
 * the confirmationList XML with its own hash. The return URL carries ServiceID, OrderID and
 * Hash = SHA-256(ServiceID|OrderID|key). Without a status API of its own, the status of a
 * BlueMedia payment is what its ITNs said (BlueMedia repeats an ITN until it is confirmed).
 */

/** GatewayID 0: the buyer picks the payment method on BlueMedia's paywall. */
export const BLUEMEDIA_GATEWAY_ID = 0;

function creds(ctx: Pick<Ctx, 'config'>): BluemediaCredentials {
  const c = ctx.config.payments.bluemedia;
  if (!c) throw new AppError('payment.gateway_unavailable', 'BlueMedia is not configured');
  return c;
}

/** OrderID: up to 32 letters and digits, unique per attempt (an order may be paid twice). */
export function bluemediaOrderId(orderUuid: string, paymentId: number): string {
  return `${paymentId}X${orderUuid.replace(/-/g, '')}`.slice(0, 32);
}

export function bluemediaReturnHash(serviceId: string, orderId: string, sharedKey: string): string {
  return bluemediaHash([serviceId, orderId], sharedKey);
}

export function verifyBluemediaReturn(ctx: Pick<Ctx, 'config'>, orderId: string, hash: string): boolean {
  const c = creds(ctx);
  return safeEqual(bluemediaReturnHash(c.serviceId, orderId, c.sharedKey), hash.toLowerCase());
}

const itnTransaction = z.object({
  orderID: z.string().min(1),
  remoteID: z.string().min(1),
  amount: z.string(),
  currency: z.string().optional(),
  paymentStatus: z.enum(['PENDING', 'SUCCESS', 'FAILURE']),
});
const itnDoc = z.object({
  transactionList: z.object({
    serviceID: z.string(),
    transactions: z.object({ transaction: z.array(itnTransaction).min(1) }),
    hash: z.string(),
  }),
});
const continueDoc = z.object({
  transaction: z.object({
    status: z.string().optional(),
    redirecturl: z.string().optional(),
    orderID: z.string().optional(),
    remoteID: z.string().optional(),
    hash: z.string().optional(),
  }),
});

const statusOf: Record<string, GatewayStatus> = { SUCCESS: 'confirmed', PENDING: 'pending', FAILURE: 'failed' };

export function bluemediaConfirmation(serviceId: string, orderId: string, confirmation: 'CONFIRMED' | 'NOTCONFIRMED', sharedKey: string): string {
  const hash = bluemediaHash([serviceId, orderId, confirmation], sharedKey);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<confirmationList><serviceID>${escapeXml(serviceId)}</serviceID><transactionsConfirmations><transactionConfirmed>` +
    `<orderID>${escapeXml(orderId)}</orderID><confirmation>${confirmation}</confirmation></transactionConfirmed>` +
    `</transactionsConfirmations><hash>${hash}</hash></confirmationList>`
  );
}

export const bluemedia: GatewayModule = {
  name: 'bluemedia',
  configured: (ctx) => ctx.config.payments.bluemedia !== null,

  async init(ctx, input) {
    const c = creds(ctx);
    const orderId = bluemediaOrderId(input.payment.uuid, input.payment.id);
    // Order matters: the hash covers the values in exactly this order.
    const params: [string, string][] = [
      ['ServiceID', c.serviceId],
      ['OrderID', orderId],
      ['Amount', bluemediaAmount(input.amount)],
      ['Description', input.description.replace(/[^\p{L}\p{N} .,:/()-]/gu, ' ').slice(0, 79)],
      ['GatewayID', String(BLUEMEDIA_GATEWAY_ID)],
      ['Currency', input.currency],
      ['CustomerEmail', input.buyer.email],
    ];
    params.push(['Hash', bluemediaHash(params.map(([, v]) => v), c.sharedKey)]);
    const res = await gatewayFetch(ctx, 'bluemedia', `${c.baseUrl}/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', BmHeader: 'pay-bm-continue-transaction-url' },
      body: new URLSearchParams(params).toString(),
    });
    const xml = parseBluemediaXml(res.text);
    const parsed = continueDoc.safeParse(xml?.doc);
    if (res.status !== 200 || !xml || !parsed.success) {
      ctx.log.warn({ status: res.status, body: res.text.slice(0, 500) }, 'BlueMedia refused the transaction');
      throw gatewayError('bluemedia', `transaction refused (${res.status})`);
    }
    const t = parsed.data.transaction;
    if (!t.hash || !safeEqual(bluemediaHash(xml.hashedValues, c.sharedKey), t.hash.toLowerCase())) {
      throw gatewayError('bluemedia', 'the answer hash does not match');
    }
    if (!t.redirecturl || !/^https?:\/\//.test(t.redirecturl)) {
      throw new AppError('payment.invalid_redirect_url', 'BlueMedia did not give a redirect URL');
    }
    return { external_id: orderId, external_order_id: t.remoteID ?? null, redirect_url: t.redirecturl, gateway_id: BLUEMEDIA_GATEWAY_ID };
  },

  async parseNotification(ctx, req) {
    const c = creds(ctx);
    const encoded = new URLSearchParams(req.rawBody).get('transactions');
    if (!encoded) throw signatureInvalid('bluemedia');
    const xml = parseBluemediaXml(Buffer.from(encoded, 'base64').toString('utf8'));
    const parsed = itnDoc.safeParse(xml?.doc);
    if (!xml || !parsed.success) throw signatureInvalid('bluemedia');
    const list = parsed.data.transactionList;
    if (list.serviceID !== c.serviceId || !safeEqual(bluemediaHash(xml.hashedValues, c.sharedKey), list.hash.toLowerCase())) {
      throw signatureInvalid('bluemedia');
    }
    // BlueMedia sends one transaction per ITN; a list of several would be confirmed one by one.
    const t = list.transactions.transaction[0]!;
    return {
      dedupeKey: `${t.orderID}:${t.remoteID}:${t.paymentStatus}`,
      externalId: t.orderID,
      externalOrderId: t.remoteID,
      status: statusOf[t.paymentStatus]!,
      // Unreadable is absent, and a confirmation without the payment's amount is not one.
      amount: parseBluemediaAmount(t.amount) ?? undefined,
      currency: t.currency,
      ack: { status: 200, body: bluemediaConfirmation(c.serviceId, t.orderID, 'CONFIRMED', c.sharedKey), contentType: 'application/xml' },
    };
  },

  async checkStatus(_ctx, payment) {
    if (payment.state === 'confirmed') return 'confirmed';
    if (payment.state === 'failed') return 'failed';
    if (payment.state === 'canceled') return 'canceled';
    return 'pending';
  },
};

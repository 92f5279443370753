import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { P24Credentials } from '../config/payment-config.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { gatewayError, gatewayFetch, parseJson, safeEqual, signatureInvalid } from './gateway-http.ts';
import type { GatewayModule } from './gateway.ts';

/*
 * Przelewy24 REST API v1: POST /api/v1/transaction/register (basic auth posId:apiKey, `sign` =
 * SHA-384 of a JSON of fields + crc) → data.token → redirect to /trnRequest/{token}; P24 notifies
 * only successful payments, signed the same way; the money is ours only after PUT
 * /api/v1/transaction/verify succeeds, so a notification alone never marks an order paid.
 */

function creds(ctx: Pick<Ctx, 'config'>): P24Credentials {
  const c = ctx.config.payments.p24;
  if (!c) throw new AppError('payment.gateway_unavailable', 'Przelewy24 is not configured');
  return c;
}

/** P24's sign: SHA-384 of the JSON of the fields in the documented order (no escaped slashes or unicode, as JSON.stringify). */
export function p24Sign(fields: Record<string, string | number>): string {
  return createHash('sha384').update(JSON.stringify(fields), 'utf8').digest('hex');
}

const auth = (c: P24Credentials) => `Basic ${Buffer.from(`${c.posId}:${c.apiKey}`).toString('base64')}`;

const registerAnswer = z.object({ data: z.object({ token: z.string().optional() }).nullable().optional(), responseCode: z.number().optional() });

const notificationBody = z.object({
  merchantId: z.number().int(),
  posId: z.number().int(),
  sessionId: z.string().min(1).max(100),
  amount: z.number().int(),
  originAmount: z.number().int(),
  currency: z.string().max(3),
  orderId: z.number().int(),
  methodId: z.number().int(),
  statement: z.string(),
  sign: z.string(),
});

const bySessionAnswer = z.object({ data: z.object({ status: z.number().int() }) });

const P24_LANGUAGES = new Set(['bg', 'cs', 'de', 'en', 'es', 'fr', 'hr', 'hu', 'it', 'nl', 'pl', 'pt', 'se', 'sk', 'ro']);

export const p24: GatewayModule = {
  name: 'p24',
  configured: (ctx) => ctx.config.payments.p24 !== null,

  async init(ctx, input) {
    const c = creds(ctx);
    const sessionId = `${input.payment.uuid}-${input.payment.id}`;
    const lang = input.locale.slice(0, 2);
    const body = {
      merchantId: c.merchantId,
      posId: c.posId,
      sessionId,
      amount: input.amount,
      currency: input.currency,
      description: input.description.slice(0, 1024),
      email: input.buyer.email.slice(0, 50),
      client: `${input.buyer.first_name} ${input.buyer.last_name}`.slice(0, 40),
      country: 'PL',
      language: P24_LANGUAGES.has(lang) ? lang : 'en',
      urlReturn: input.continueUrl,
      urlStatus: input.notifyUrl,
      encoding: 'UTF-8',
      sign: p24Sign({ sessionId, merchantId: c.merchantId, amount: input.amount, currency: input.currency, crc: c.crc }),
    };
    const res = await gatewayFetch(ctx, 'p24', `${c.baseUrl}/api/v1/transaction/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: auth(c) },
      body: JSON.stringify(body),
    });
    const parsed = registerAnswer.safeParse(parseJson(res.text));
    if (res.status !== 200 || !parsed.success) {
      ctx.log.warn({ status: res.status, body: res.text.slice(0, 500) }, 'Przelewy24 refused the transaction');
      throw gatewayError('p24', `register refused (${res.status})`);
    }
    const token = parsed.data.data?.token;
    if (!token || !/^[A-Za-z0-9-]+$/.test(token)) throw new AppError('payment.invalid_token', 'Przelewy24 did not give a token');
    return { external_id: sessionId, token, redirect_url: `${c.baseUrl}/trnRequest/${token}` };
  },

  async parseNotification(ctx, req) {
    const c = creds(ctx);
    const parsed = notificationBody.safeParse(parseJson(req.rawBody));
    if (!parsed.success) throw signatureInvalid('p24');
    const n = parsed.data;
    const expected = p24Sign({
      merchantId: n.merchantId,
      posId: n.posId,
      sessionId: n.sessionId,
      amount: n.amount,
      originAmount: n.originAmount,
      currency: n.currency,
      orderId: n.orderId,
      methodId: n.methodId,
      statement: n.statement,
      crc: c.crc,
    });
    if (!safeEqual(expected, n.sign) || n.merchantId !== c.merchantId || n.posId !== c.posId) throw signatureInvalid('p24');
    return {
      dedupeKey: `${n.sessionId}:${n.orderId}`,
      externalId: n.sessionId,
      externalOrderId: String(n.orderId),
      // P24 notifies successful payments only; finalize (verify) decides.
      status: 'confirmed',
      amount: n.amount,
      currency: n.currency,
      ack: { status: 200, body: 'OK', contentType: 'text/plain' },
    };
  },

  async finalize(ctx, payment, n) {
    const c = creds(ctx);
    const orderId = Number(n.externalOrderId);
    const body = {
      merchantId: c.merchantId,
      posId: c.posId,
      sessionId: n.externalId,
      // Verify with OUR amount: P24 refuses when it differs from what was paid.
      amount: payment.amount,
      currency: payment.currency,
      orderId,
      sign: p24Sign({ sessionId: n.externalId, orderId, amount: payment.amount, currency: payment.currency, crc: c.crc }),
    };
    const res = await gatewayFetch(ctx, 'p24', `${c.baseUrl}/api/v1/transaction/verify`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: auth(c) },
      body: JSON.stringify(body),
    });
    const ok = (parseJson(res.text) as { data?: { status?: string } } | null)?.data?.status === 'success';
    if (res.status === 200 && ok) return 'confirmed';
    ctx.log.warn({ status: res.status, body: res.text.slice(0, 500), paymentId: payment.id }, 'Przelewy24 verify refused');
    return 'failed';
  },

  async checkStatus(ctx, payment) {
    const c = creds(ctx);
    if (!payment.external_id) return 'pending';
    const res = await gatewayFetch(ctx, 'p24', `${c.baseUrl}/api/v1/transaction/by/sessionId/${encodeURIComponent(payment.external_id)}`, {
      method: 'GET',
      headers: { authorization: auth(c) },
    });
    if (res.status === 404) return 'pending';
    const parsed = bySessionAnswer.safeParse(parseJson(res.text));
    if (res.status !== 200 || !parsed.success) throw gatewayError('p24', `status check failed (${res.status})`);
    // 2 = paid and verified; 1 = paid but not verified yet (the notification's verify will settle it); 3 = returned.
    if (parsed.data.data.status === 2) return 'confirmed';
    if (parsed.data.data.status === 3) return 'canceled';
    return 'pending';
  },
};

import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { PayuCredentials } from '../config/payment-config.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { gatewayError, gatewayFetch, parseJson, safeEqual, signatureInvalid } from './gateway-http.ts';
import { header, type GatewayModule, type GatewayStatus } from './gateway.ts';

/*
 * PayU REST API v2.1: OAuth client_credentials → POST /api/v2_1/orders (answers 302 with JSON
 * {status, redirectUri, orderId}) → notifications signed in `OpenPayu-Signature` with the second
 * key → GET /api/v2_1/orders/{orderId} for the status.
 */

const tokenCache = new Map<string, { token: string; expiresAt: number }>();

function creds(ctx: Pick<Ctx, 'config'>): PayuCredentials {
  const c = ctx.config.payments.payu;
  if (!c) throw new AppError('payment.gateway_unavailable', 'PayU is not configured');
  return c;
}

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().optional() });

async function accessToken(ctx: Pick<Ctx, 'config' | 'log'>, c: PayuCredentials): Promise<string> {
  const key = `${c.baseUrl}|${c.clientId}`;
  const cached = tokenCache.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  const res = await gatewayFetch(ctx, 'payu', `${c.baseUrl}/pl/standard/user/oauth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret }).toString(),
  });
  const parsed = tokenAnswer.safeParse(parseJson(res.text));
  if (res.status !== 200 || !parsed.success) throw gatewayError('payu', `OAuth refused (${res.status})`);
  // Renew a minute early so a token never expires between our check and PayU's.
  const ttl = Math.max(0, (parsed.data.expires_in ?? 300) - 60) * 1000;
  tokenCache.set(key, { token: parsed.data.access_token, expiresAt: Date.now() + ttl });
  return parsed.data.access_token;
}

const createAnswer = z.object({
  status: z.object({ statusCode: z.string() }),
  redirectUri: z.string().optional(),
  orderId: z.string().optional(),
});

const notificationBody = z.object({
  order: z.object({
    orderId: z.string().min(1),
    extOrderId: z.string().optional(),
    merchantPosId: z.string().optional(),
    totalAmount: z.string().regex(/^\d+$/),
    currencyCode: z.string().optional(),
    status: z.enum(['NEW', 'PENDING', 'WAITING_FOR_CONFIRMATION', 'COMPLETED', 'CANCELED']),
  }),
});

const retrieveAnswer = z.object({
  orders: z.array(z.object({ orderId: z.string(), status: z.string() })).min(1),
  status: z.object({ statusCode: z.string() }),
});

export function payuStatus(status: string): GatewayStatus {
  if (status === 'COMPLETED') return 'confirmed';
  if (status === 'CANCELED') return 'canceled';
  // WAITING_FOR_CONFIRMATION only happens with auto-receive off: money is held, not ours yet.
  return 'pending';
}

const digests: Record<string, string> = { MD5: 'md5', 'SHA-256': 'sha256', SHA256: 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512' };

/** Checks `OpenPayu-Signature: sender=…;signature=…;algorithm=…;content=DOCUMENT` over the raw body. */
export function verifyPayuSignature(headerValue: string | undefined, rawBody: string, secondKey: string): boolean {
  if (!headerValue) return false;
  const parts = Object.fromEntries(
    headerValue.split(';').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim().toLowerCase(), p.slice(i + 1).trim()];
    }),
  );
  const algo = digests[(parts.algorithm ?? 'MD5').toUpperCase()];
  if (!algo || !parts.signature) return false;
  const expected = createHash(algo).update(rawBody + secondKey, 'utf8').digest('hex');
  return safeEqual(expected, parts.signature.toLowerCase());
}

export const payu: GatewayModule = {
  name: 'payu',
  configured: (ctx) => ctx.config.payments.payu !== null,

  async init(ctx, input) {
    const c = creds(ctx);
    const token = await accessToken(ctx, c);
    const body = {
      notifyUrl: input.notifyUrl,
      continueUrl: input.continueUrl,
      customerIp: input.clientIp,
      merchantPosId: c.posId,
      description: input.description.slice(0, 4000),
      currencyCode: input.currency,
      totalAmount: String(input.amount),
      // Our payment id makes extOrderId unique per POS even when an order is paid twice.
      extOrderId: `${input.payment.uuid}-${input.payment.id}`,
      buyer: {
        email: input.buyer.email,
        firstName: input.buyer.first_name,
        lastName: input.buyer.last_name,
        ...(input.buyer.phone ? { phone: input.buyer.phone } : {}),
        language: input.locale.slice(0, 2),
      },
      products: [{ name: input.description.slice(0, 255), unitPrice: String(input.amount), quantity: '1' }],
    };
    const res = await gatewayFetch(ctx, 'payu', `${c.baseUrl}/api/v2_1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (res.status === 401) tokenCache.delete(`${c.baseUrl}|${c.clientId}`);
    const parsed = createAnswer.safeParse(parseJson(res.text));
    if (![200, 201, 302].includes(res.status) || !parsed.success || parsed.data.status.statusCode !== 'SUCCESS') {
      ctx.log.warn({ status: res.status, body: res.text.slice(0, 500) }, 'PayU refused the order');
      throw gatewayError('payu', `order refused (${res.status})`);
    }
    if (!parsed.data.redirectUri || !/^https?:\/\//.test(parsed.data.redirectUri) || !parsed.data.orderId) {
      throw new AppError('payment.invalid_redirect_url', 'PayU did not give a redirect URL');
    }
    return { external_id: parsed.data.orderId, redirect_url: parsed.data.redirectUri };
  },

  async parseNotification(ctx, req) {
    const c = creds(ctx);
    if (!verifyPayuSignature(header(req.headers, 'openpayu-signature'), req.rawBody, c.secondKey)) throw signatureInvalid('payu');
    const parsed = notificationBody.safeParse(parseJson(req.rawBody));
    if (!parsed.success) throw new AppError('common.validation', 'PayU notification body is not understood');
    const o = parsed.data.order;
    if (o.merchantPosId && o.merchantPosId !== c.posId) throw signatureInvalid('payu');
    return {
      dedupeKey: `${o.orderId}:${o.status}`,
      externalId: o.orderId,
      status: payuStatus(o.status),
      amount: Number(o.totalAmount),
      currency: o.currencyCode,
      ack: { status: 200, body: '', contentType: 'text/plain' },
    };
  },

  async checkStatus(ctx, payment) {
    const c = creds(ctx);
    if (!payment.external_id) return 'pending';
    const token = await accessToken(ctx, c);
    const res = await gatewayFetch(ctx, 'payu', `${c.baseUrl}/api/v2_1/orders/${encodeURIComponent(payment.external_id)}`, {
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
    });
    const parsed = retrieveAnswer.safeParse(parseJson(res.text));
    if (res.status !== 200 || !parsed.success) throw gatewayError('payu', `status check failed (${res.status})`);
    return payuStatus(parsed.data.orders[0]!.status);
  },
};

import { createHmac } from 'node:crypto';
import { fakeRouting, formOf, json, notFound, randomId, redirect, sandboxPage, sendNotification, type Delivery, type FakeOptions } from './fake-kit.ts';

/*
 * The part of the Stripe API the shop's SDK calls: POST /v1/payment_intents (form-encoded,
 * Bearer secret key, Idempotency-Key honoured), GET /v1/payment_intents/{id}; a /confirm/{pi}
 * page standing in for Stripe Elements (Stripe.js cannot load offline); and webhooks signed as
 * Stripe signs them: `Stripe-Signature: t=<unix>,v1=HMAC-SHA256(secret, "<t>.<payload>")`.
 */

export interface FakeStripeOptions extends FakeOptions {
  secretKey: string;
  webhookSecret: string;
  /** The webhook endpoint registered in the Stripe dashboard. */
  webhookUrl: string;
  /** Seconds since the epoch for signatures (tests move it to check the tolerance). */
  now?: () => number;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string; message: string; type: string } | null;
  created: number;
  livemode: false;
}

/** Stripe's form encoding: a[b]=c → { a: { b: 'c' } } (one level deep is all the shop sends). */
function decodeForm(f: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of f) {
    const m = /^([^[]+)\[([^\]]+)\]$/.exec(k);
    if (m) out[m[1]!] = { ...((out[m[1]!] as Record<string, string>) ?? {}), [m[2]!]: v };
    else out[k] = v;
  }
  return out;
}

export function createFakeStripe(opts: FakeStripeOptions) {
  const intents = new Map<string, FakePaymentIntent>();
  const idempotent = new Map<string, string>();
  const sent: Delivery[] = [];
  const behaviour = { omitClientSecret: false };
  const now = opts.now ?? (() => Math.floor(Date.now() / 1000));

  const stripeError = (status: number, type: string, message: string) => json({ error: { type, message } }, status);

  const signature = (payload: string, secret = opts.webhookSecret, t = now()) =>
    `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`, 'utf8').digest('hex')}`;

  function eventPayload(pi: FakePaymentIntent, type: string): string {
    return JSON.stringify({
      id: `evt_${randomId(24, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`,
      object: 'event',
      api_version: '2025-01-27',
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: pi },
    });
  }

  async function sendEvent(pi: FakePaymentIntent, type: string): Promise<Delivery> {
    const payload = eventPayload(pi, type);
    return sendNotification(sent, opts.deliver, opts.webhookUrl, { 'content-type': 'application/json', 'stripe-signature': signature(payload) }, payload);
  }

  /** What the confirm page does: a card that pays, or one that is declined. */
  async function complete(id: string, action: 'pay' | 'cancel', returnUrl?: string): Promise<string> {
    const pi = intents.get(id);
    if (!pi) throw new Error(`unknown PaymentIntent ${id}`);
    if (pi.status === 'requires_payment_method') {
      if (action === 'pay') {
        pi.status = 'succeeded';
        pi.amount_received = pi.amount;
        pi.last_payment_error = null;
        await sendEvent(pi, 'payment_intent.succeeded');
      } else {
        pi.last_payment_error = { code: 'card_declined', message: 'Your card was declined.', type: 'card_error' };
        await sendEvent(pi, 'payment_intent.payment_failed');
      }
    }
    if (!returnUrl) return '';
    const u = new URL(returnUrl);
    u.searchParams.set('payment_intent', pi.id);
    u.searchParams.set('payment_intent_client_secret', pi.client_secret);
    u.searchParams.set('redirect_status', pi.status === 'succeeded' ? 'succeeded' : 'failed');
    return u.toString();
  }

  async function handler(req: Request): Promise<Response> {
    const { url, path, base } = fakeRouting(req, opts.mountPath);
    if (path.startsWith('/v1/')) {
      if (req.headers.get('authorization') !== `Bearer ${opts.secretKey}`) {
        return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const key = req.headers.get('idempotency-key');
        if (key && idempotent.has(key)) return json(intents.get(idempotent.get(key)!));
        const b = decodeForm(await formOf(req));
        const amount = Number(b.amount);
        if (!Number.isInteger(amount) || amount < 1) return stripeError(400, 'invalid_request_error', 'Invalid integer: amount');
        if (typeof b.currency !== 'string' || !/^[a-z]{3}$/.test(b.currency)) return stripeError(400, 'invalid_request_error', 'Invalid currency');
        const id = `pi_${randomId(24, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`;
        const pi: FakePaymentIntent = {
          id,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: b.currency,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomId(20, 'abcdefghijklmnopqrstuvwxyz0123456789')}`,
          description: typeof b.description === 'string' ? b.description : null,
          receipt_email: typeof b.receipt_email === 'string' ? b.receipt_email : null,
          metadata: (b.metadata as Record<string, string>) ?? {},
          last_payment_error: null,
          created: now(),
          livemode: false,
        };
        intents.set(id, pi);
        if (key) idempotent.set(key, id);
        return json(behaviour.omitClientSecret ? { ...pi, client_secret: null } : pi);
      }
      const one = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(path);
      if (req.method === 'GET' && one) {
        const pi = intents.get(one[1]!);
        return pi ? json(pi) : stripeError(404, 'invalid_request_error', `No such payment_intent: '${one[1]}'`);
      }
      return stripeError(404, 'invalid_request_error', 'Unrecognized request URL');
    }
    const confirm = /^\/confirm\/(pi_[A-Za-z0-9]+)$/.exec(path);
    if (confirm) {
      const pi = intents.get(confirm[1]!);
      if (!pi) return notFound();
      const returnUrl = url.searchParams.get('return_url') ?? '';
      if (req.method === 'GET') {
        return sandboxPage({
          gateway: 'Stripe',
          action: `${base}/confirm/${pi.id}?return_url=${encodeURIComponent(returnUrl)}`,
          amount: pi.amount,
          currency: pi.currency.toUpperCase(),
          description: pi.description ?? '',
          payLabel: 'Pay with test card (sandbox)',
          cancelLabel: 'Decline card',
          note: 'It stands in for Stripe Elements, which needs the internet.',
        });
      }
      const action = (await formOf(req)).get('action') === 'pay' ? 'pay' : 'cancel';
      const target = await complete(pi.id, action, /^https?:\/\//.test(returnUrl) ? returnUrl : undefined);
      return target ? redirect(target) : json({ status: pi.status });
    }
    return notFound();
  }

  return { handler, intents, sent, behaviour, complete, sendEvent, eventPayload, signature };
}

export type FakeStripe = ReturnType<typeof createFakeStripe>;

import type Stripe from 'stripe';
import type { StripeCredentials } from '../config/payment-config.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { gatewayError, signatureInvalid } from './gateway-http.ts';
import { header, type GatewayModule, type GatewayStatus } from './gateway.ts';

/*
 * Stripe through the official SDK: PaymentIntent create → client_secret for Stripe Elements;
 * webhooks checked with stripe.webhooks.constructEvent (HMAC-SHA256 over "t.payload", 300 s
 * tolerance); PaymentIntent retrieve for the status. apiBase may carry a path (the sandbox
 * fake is mounted at /sandbox/stripe), which the SDK cannot express, so requests go through a
 * fetch that rebases them.
 */

const WEBHOOK_TOLERANCE_SECONDS = 300;
const clients = new Map<string, Stripe>();

function creds(ctx: Pick<Ctx, 'config'>): StripeCredentials {
  const c = ctx.config.payments.stripe;
  if (!c) throw new AppError('payment.gateway_unavailable', 'Stripe is not configured');
  return c;
}

/**
 * The SDK is loaded with the first Stripe call, not with this module: it is some 200 modules and
 * a quarter-second of CPU that every process importing the gateways paid (each CLI command, each
 * test file, an installation that never enables Stripe).
 */
export async function stripeClient(c: StripeCredentials): Promise<Stripe> {
  const key = `${c.apiBase}|${c.secretKey}`;
  let client = clients.get(key);
  if (!client) {
    const { default: Stripe } = await import('stripe');
    const base = new URL(c.apiBase);
    const prefix = base.pathname.replace(/\/$/, '');
    const rebased: typeof fetch = (input, init) => {
      const u = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return fetch(`${base.origin}${prefix}${u.pathname}${u.search}`, init);
    };
    client = new Stripe(c.secretKey, {
      host: base.hostname,
      port: base.port ? Number(base.port) : base.protocol === 'https:' ? 443 : 80,
      protocol: base.protocol === 'http:' ? 'http' : 'https',
      httpClient: Stripe.createFetchHttpClient(rebased),
      timeout: 30_000,
      maxNetworkRetries: 1,
      telemetry: false,
    });
    clients.set(key, client);
  }
  return client;
}

function intentStatus(pi: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): GatewayStatus {
  if (pi.status === 'succeeded') return 'confirmed';
  if (pi.status === 'canceled') return 'canceled';
  if (pi.status === 'requires_payment_method' && pi.last_payment_error) return 'failed';
  return 'pending';
}

const eventStatus: Record<string, GatewayStatus> = {
  'payment_intent.succeeded': 'confirmed',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
  'payment_intent.processing': 'pending',
};

async function call<T>(ctx: Pick<Ctx, 'log'>, what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    ctx.log.warn({ err: err instanceof Error ? err.message : err }, `Stripe ${what} failed`);
    throw gatewayError('stripe', `${what} failed`);
  }
}

export const stripe: GatewayModule = {
  name: 'stripe',
  configured: (ctx) => ctx.config.payments.stripe !== null,

  async init(ctx, input) {
    const c = creds(ctx);
    const sdk = await stripeClient(c);
    const pi = await call(ctx, 'PaymentIntent create', () =>
      sdk.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          description: input.description.slice(0, 1000),
          receipt_email: input.buyer.email,
          automatic_payment_methods: { enabled: true },
          metadata: { order_uuid: input.payment.uuid, payment_id: String(input.payment.id) },
        },
        // A retried init of the same attempt must not create a second intent.
        { idempotencyKey: `foyer-payment-${input.payment.uuid}-${input.payment.id}` },
      ),
    );
    if (!pi.client_secret || !pi.client_secret.startsWith(`${pi.id}_secret_`)) {
      throw new AppError('payment.invalid_client_secret', 'Stripe did not give a client secret');
    }
    return { external_id: pi.id, client_secret: pi.client_secret };
  },

  async parseNotification(ctx, req) {
    const c = creds(ctx);
    // The SDK checks only a signature's age; one dated in the future would stay valid until then.
    // Real time, as the SDK's own age check uses.
    const signed = Number(/(?:^|,)t=(\d+)/.exec(header(req.headers, 'stripe-signature') ?? '')?.[1] ?? NaN);
    if (signed > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS) throw signatureInvalid('stripe');
    const sdk = await stripeClient(c);
    let event: Stripe.Event;
    try {
      event = sdk.webhooks.constructEvent(req.rawBody, header(req.headers, 'stripe-signature') ?? '', c.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch {
      throw signatureInvalid('stripe');
    }
    const obj = event.data.object as { object?: string; id?: string; amount?: number; amount_received?: number; currency?: string };
    if (obj.object !== 'payment_intent' || !obj.id) {
      // Events we do not act on are acknowledged so Stripe stops sending them.
      return { dedupeKey: event.id, externalId: '', status: 'pending', ack: { status: 200, body: '{"received":true}', contentType: 'application/json' } };
    }
    return {
      dedupeKey: event.id,
      externalId: obj.id,
      status: eventStatus[event.type] ?? 'pending',
      amount: event.type === 'payment_intent.succeeded' ? (obj.amount_received ?? obj.amount) : obj.amount,
      currency: obj.currency,
      ack: { status: 200, body: '{"received":true}', contentType: 'application/json' },
    };
  },

  async checkStatus(ctx, payment) {
    const c = creds(ctx);
    if (!payment.external_id) return 'pending';
    const sdk = await stripeClient(c);
    const pi = await call(ctx, 'PaymentIntent retrieve', () => sdk.paymentIntents.retrieve(payment.external_id!));
    return intentStatus(pi);
  },

  async resume(ctx, payment) {
    const c = creds(ctx);
    if (!payment.external_id) return null;
    const sdk = await stripeClient(c);
    const pi = await call(ctx, 'PaymentIntent retrieve', () => sdk.paymentIntents.retrieve(payment.external_id!));
    // Only an intent still waiting for the buyer takes a card again; "processing" or "succeeded"
    // is money on its way (the webhook or the poll confirms the order), "canceled" is over.
    if (!resumableStatuses.has(pi.status)) return null;
    if (!pi.client_secret?.startsWith(`${pi.id}_secret_`)) throw new AppError('payment.invalid_client_secret', 'Stripe did not give a client secret');
    return { client_secret: pi.client_secret };
  },
};

const resumableStatuses = new Set<string>(['requires_payment_method', 'requires_confirmation', 'requires_action']);

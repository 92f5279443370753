import type { Env } from './env-schema.ts';
import { isDeployment } from './deployment.ts';

export interface PayuCredentials {
  baseUrl: string;
  posId: string;
  clientId: string;
  clientSecret: string;
  secondKey: string;
}
export interface P24Credentials {
  baseUrl: string;
  merchantId: number;
  posId: number;
  apiKey: string;
  crc: string;
}
export interface BluemediaCredentials {
  baseUrl: string;
  serviceId: string;
  sharedKey: string;
}
export interface StripeCredentials {
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
}

/** What the payment services see. A gateway left null is not offered, whatever an event asks for. */
export interface PaymentConfig {
  /** True when at least one gateway talks to the built-in sandbox fakes (never in production). */
  sandbox: boolean;
  payu: PayuCredentials | null;
  p24: P24Credentials | null;
  bluemedia: BluemediaCredentials | null;
  stripe: StripeCredentials | null;
  holdMinutes: number;
  viesBaseUrl: string;
}

/**
 * Fixed, public sandbox credentials. The fakes under /sandbox/* accept exactly these, so a newcomer
 * can walk a paid purchase end to end on `npm start`; they are worthless anywhere else.
 */
export const SANDBOX_CREDENTIALS = {
  payu: { posId: '300746', clientId: '300746', clientSecret: 'sandbox-payu-client-secret', secondKey: 'sandbox-payu-second-key' },
  p24: { merchantId: 100001, posId: 100001, apiKey: 'sandbox-p24-api-key', crc: 'sandbox-p24-crc' },
  bluemedia: { serviceId: '100001', sharedKey: 'sandbox-bluemedia-shared-key' },
  stripe: {
    secretKey: 'sk_test_foyer_sandbox',
    webhookSecret: 'whsec_foyer_sandbox',
    publishableKey: 'pk_test_foyer_sandbox',
  },
} as const;

export class PaymentConfigError extends Error {}

/** Builds the payment view of the configuration; `sandboxBase` is `${publicUrl}/sandbox`. */
export function resolvePaymentConfig(env: Env, sandboxBase: string): PaymentConfig {
  // A deployment is production with an external database (as for the secrets): the embedded
  // default that `npm start` gives a newcomer is not one, and keeps the sandbox.
  const deployed = isDeployment(env);
  if (deployed && env.PAYMENTS_SANDBOX === 'true') {
    throw new PaymentConfigError('PAYMENTS_SANDBOX: the sandbox gateways are refused in production');
  }
  const useSandbox = env.PAYMENTS_SANDBOX === 'true' || (env.PAYMENTS_SANDBOX === 'auto' && !deployed);
  const s = SANDBOX_CREDENTIALS;
  let sandbox = false;
  const pick = <T>(live: T | null, fake: () => T): T | null => {
    if (live) return live;
    if (!useSandbox) return null;
    sandbox = true;
    return fake();
  };
  const payu = pick<PayuCredentials>(
    env.PAYU_POS_ID && env.PAYU_CLIENT_ID && env.PAYU_CLIENT_SECRET && env.PAYU_SECOND_KEY
      ? { baseUrl: env.PAYU_BASE_URL, posId: env.PAYU_POS_ID, clientId: env.PAYU_CLIENT_ID, clientSecret: env.PAYU_CLIENT_SECRET, secondKey: env.PAYU_SECOND_KEY }
      : null,
    () => ({ baseUrl: `${sandboxBase}/payu`, ...s.payu }),
  );
  const p24 = pick<P24Credentials>(
    env.P24_MERCHANT_ID && env.P24_POS_ID && env.P24_API_KEY && env.P24_CRC
      ? { baseUrl: env.P24_BASE_URL, merchantId: env.P24_MERCHANT_ID, posId: env.P24_POS_ID, apiKey: env.P24_API_KEY, crc: env.P24_CRC }
      : null,
    () => ({ baseUrl: `${sandboxBase}/p24`, ...s.p24 }),
  );
  const bluemedia = pick<BluemediaCredentials>(
    env.BLUEMEDIA_SERVICE_ID && env.BLUEMEDIA_SHARED_KEY
      ? { baseUrl: env.BLUEMEDIA_BASE_URL, serviceId: env.BLUEMEDIA_SERVICE_ID, sharedKey: env.BLUEMEDIA_SHARED_KEY }
      : null,
    () => ({ baseUrl: `${sandboxBase}/bluemedia`, ...s.bluemedia }),
  );
  const stripe = pick<StripeCredentials>(
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PUBLISHABLE_KEY
      ? { apiBase: env.STRIPE_API_BASE, secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, publishableKey: env.STRIPE_PUBLISHABLE_KEY }
      : null,
    () => ({ apiBase: `${sandboxBase}/stripe`, ...s.stripe }),
  );
  return { sandbox, payu, p24, bluemedia, stripe, holdMinutes: env.PAYMENT_HOLD_MINUTES, viesBaseUrl: env.VIES_BASE_URL };
}

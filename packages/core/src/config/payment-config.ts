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

/** Set on the credentials of a gateway that talks to the built-in sandbox fake. */
interface SandboxFlag {
  /** The gateway is the sandbox fake under /sandbox/*: its orders are test orders, no money moves. */
  sandbox?: true;
}

/** What the payment services see. A gateway left null is not offered, whatever an event asks for. */
export interface PaymentConfig {
  /** True when at least one gateway talks to the built-in sandbox fakes (never in a deployment). */
  sandbox: boolean;
  payu: (PayuCredentials & SandboxFlag) | null;
  p24: (P24Credentials & SandboxFlag) | null;
  bluemedia: (BluemediaCredentials & SandboxFlag) | null;
  stripe: (StripeCredentials & SandboxFlag) | null;
  holdMinutes: number;
  viesBaseUrl: string;
}

/**
 * The credentials the sandbox fakes accept. Generated once per installation and kept under
 * DATA_DIR (load-config.ts), never constants in the code: anyone can read the code, and with
 * its constants sign a notification that the fakes' own verifier would accept.
 */
export interface SandboxCredentials {
  payu: { posId: string; clientId: string; clientSecret: string; secondKey: string };
  p24: { merchantId: number; posId: number; apiKey: string; crc: string };
  bluemedia: { serviceId: string; sharedKey: string };
  stripe: { secretKey: string; webhookSecret: string; publishableKey: string };
}

/** Fresh sandbox credentials from a source of random hex strings. */
export function newSandboxCredentials(random: (bytes: number) => string): SandboxCredentials {
  const digits = () => 100_000 + (parseInt(random(3), 16) % 900_000);
  const pos = digits();
  return {
    payu: { posId: String(pos), clientId: String(pos), clientSecret: random(16), secondKey: random(16) },
    p24: { merchantId: pos, posId: pos, apiKey: random(16), crc: random(8) },
    bluemedia: { serviceId: String(pos), sharedKey: random(24) },
    stripe: { secretKey: `sk_test_${random(16)}`, webhookSecret: `whsec_${random(16)}`, publishableKey: `pk_test_${random(16)}` },
  };
}

/** 127.0.0.0/8, ::1 or localhost: a server only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

export class PaymentConfigError extends Error {}

/**
 * Builds the payment view of the configuration; `sandboxBase` is `${publicUrl}/sandbox` and
 * `sandboxCredentials` reads (or first makes) this installation's sandbox credentials.
 *
 * The sandbox is a test mode: on by default only for a server that only this machine can reach
 * (HOST on loopback, as `npm start` listens by default) and that is not a deployment; on for
 * others only with PAYMENTS_SANDBOX=true, said on purpose (a staging server); never in a
 * deployment. Whatever it pays is a test order (orders.test_mode).
 */
export function resolvePaymentConfig(env: Env, sandboxBase: string, sandboxCredentials: () => SandboxCredentials): PaymentConfig {
  const deployed = isDeployment(env);
  if (deployed && env.PAYMENTS_SANDBOX === 'true') {
    throw new PaymentConfigError('PAYMENTS_SANDBOX: the sandbox gateways are refused in production');
  }
  const useSandbox = !deployed && (env.PAYMENTS_SANDBOX === 'true' || (env.PAYMENTS_SANDBOX === 'auto' && isLoopbackHost(env.HOST)));
  let s: SandboxCredentials | null = null;
  let sandbox = false;
  const pick = <T>(live: T | null, fake: (s: SandboxCredentials) => T): (T & SandboxFlag) | null => {
    if (live) return live;
    if (!useSandbox) return null;
    sandbox = true;
    s ??= sandboxCredentials();
    return { ...fake(s), sandbox: true };
  };
  const payu = pick<PayuCredentials>(
    env.PAYU_POS_ID && env.PAYU_CLIENT_ID && env.PAYU_CLIENT_SECRET && env.PAYU_SECOND_KEY
      ? { baseUrl: env.PAYU_BASE_URL, posId: env.PAYU_POS_ID, clientId: env.PAYU_CLIENT_ID, clientSecret: env.PAYU_CLIENT_SECRET, secondKey: env.PAYU_SECOND_KEY }
      : null,
    (s) => ({ baseUrl: `${sandboxBase}/payu`, ...s.payu }),
  );
  const p24 = pick<P24Credentials>(
    env.P24_MERCHANT_ID && env.P24_POS_ID && env.P24_API_KEY && env.P24_CRC
      ? { baseUrl: env.P24_BASE_URL, merchantId: env.P24_MERCHANT_ID, posId: env.P24_POS_ID, apiKey: env.P24_API_KEY, crc: env.P24_CRC }
      : null,
    (s) => ({ baseUrl: `${sandboxBase}/p24`, ...s.p24 }),
  );
  const bluemedia = pick<BluemediaCredentials>(
    env.BLUEMEDIA_SERVICE_ID && env.BLUEMEDIA_SHARED_KEY
      ? { baseUrl: env.BLUEMEDIA_BASE_URL, serviceId: env.BLUEMEDIA_SERVICE_ID, sharedKey: env.BLUEMEDIA_SHARED_KEY }
      : null,
    (s) => ({ baseUrl: `${sandboxBase}/bluemedia`, ...s.bluemedia }),
  );
  const stripe = pick<StripeCredentials>(
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PUBLISHABLE_KEY
      ? { apiBase: env.STRIPE_API_BASE, secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, publishableKey: env.STRIPE_PUBLISHABLE_KEY }
      : null,
    (s) => ({ apiBase: `${sandboxBase}/stripe`, ...s.stripe }),
  );
  return { sandbox, payu, p24, bluemedia, stripe, holdMinutes: env.PAYMENT_HOLD_MINUTES, viesBaseUrl: env.VIES_BASE_URL };
}

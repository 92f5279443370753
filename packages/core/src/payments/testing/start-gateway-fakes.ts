import type { PaymentConfig } from '../../config/payment-config.ts';
import { createFakeBluemedia } from './fake-bluemedia.ts';
import type { DeliverFn } from './fake-kit.ts';
import { createFakeP24 } from './fake-p24.ts';
import { createFakePayu } from './fake-payu.ts';
import { createFakeStripe } from './fake-stripe.ts';
import { serveFetch } from './serve-fetch.ts';

/** Test credentials: deliberately not the sandbox ones, so nothing relies on those by accident. */
export const TEST_GATEWAY_CREDENTIALS = {
  payu: { posId: '145227', clientId: '145227', clientSecret: 'test-payu-client-secret', secondKey: 'test-payu-second-key' },
  p24: { merchantId: 123456, posId: 123456, apiKey: 'test-p24-api-key', crc: 'test-p24-crc' },
  bluemedia: { serviceId: '902010', sharedKey: 'test-bluemedia-shared-key' },
  stripe: { secretKey: 'sk_test_fake_secret', webhookSecret: 'whsec_test_fake', publishableKey: 'pk_test_fake_publishable' },
} as const;

/**
 * Starts the four gateway fakes on loopback ports. `notifyBase` is where gateways configured in
 * a panel (BlueMedia ITN, Stripe webhook) send notifications, e.g. `${publicUrl}/api/v1`;
 * `deliver` lets a test hand notifications straight to the service instead of HTTP.
 */
export async function startGatewayFakes(opts: { notifyBase: string; returnBase?: string; deliver?: DeliverFn }) {
  const c = TEST_GATEWAY_CREDENTIALS;
  const payu = createFakePayu({ ...c.payu, deliver: opts.deliver });
  const p24 = createFakeP24({ ...c.p24, deliver: opts.deliver });
  const bluemedia = createFakeBluemedia({
    ...c.bluemedia,
    deliver: opts.deliver,
    itnUrl: `${opts.notifyBase}/payments/bluemedia/notify`,
    returnUrl: `${opts.returnBase ?? opts.notifyBase}/payments/bluemedia/return`,
  });
  const stripe = createFakeStripe({ ...c.stripe, deliver: opts.deliver, webhookUrl: `${opts.notifyBase}/payments/stripe/notify` });
  const servers = await Promise.all([payu, p24, bluemedia, stripe].map((f) => serveFetch(f.handler)));
  const [payuUrl, p24Url, bmUrl, stripeUrl] = servers.map((s) => s.url) as [string, string, string, string];
  const config: Pick<PaymentConfig, 'payu' | 'p24' | 'bluemedia' | 'stripe'> = {
    payu: { baseUrl: payuUrl, ...c.payu },
    p24: { baseUrl: p24Url, ...c.p24 },
    bluemedia: { baseUrl: bmUrl, ...c.bluemedia },
    stripe: { apiBase: stripeUrl, ...c.stripe },
  };
  return {
    payu,
    p24,
    bluemedia,
    stripe,
    config,
    close: () => Promise.all(servers.map((s) => s.close())).then(() => undefined),
  };
}

export type GatewayFakes = Awaited<ReturnType<typeof startGatewayFakes>>;

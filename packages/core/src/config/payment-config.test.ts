import { describe, expect, it } from 'vitest';
import { parseEnv } from './load-config.ts';
import { isLoopbackHost, newSandboxCredentials, resolvePaymentConfig } from './payment-config.ts';

const made = newSandboxCredentials((bytes) => 'ab'.repeat(bytes));

const resolve = (env: Record<string, string>) => resolvePaymentConfig(parseEnv(env), 'http://localhost:3000/sandbox', () => made);

describe('resolvePaymentConfig', () => {
  it('gives the embedded default on loopback every gateway through the sandbox fakes, with this installation\'s credentials', () => {
    const c = resolve({ NODE_ENV: 'production' });
    expect(c.sandbox).toBe(true);
    expect(c.payu).toMatchObject({ baseUrl: 'http://localhost:3000/sandbox/payu', secondKey: made.payu.secondKey, sandbox: true });
    expect(c.stripe).toMatchObject({ apiBase: 'http://localhost:3000/sandbox/stripe', webhookSecret: made.stripe.webhookSecret, sandbox: true });
  });

  it('keeps the sandbox off for a server others can reach, unless PAYMENTS_SANDBOX=true says so on purpose', () => {
    for (const HOST of ['0.0.0.0', '::', '192.0.2.10', 'events.example.com']) {
      expect(resolve({ NODE_ENV: 'production', HOST })).toMatchObject({ sandbox: false, payu: null, stripe: null });
      expect(resolve({ NODE_ENV: 'production', HOST, PAYMENTS_SANDBOX: 'true' })).toMatchObject({ sandbox: true, payu: { sandbox: true } });
    }
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'localhost.example.com']) expect(isLoopbackHost(host)).toBe(false);
  });

  it('makes credentials that differ per installation', () => {
    let n = 0;
    const a = newSandboxCredentials((bytes) => String(++n).padStart(bytes * 2, '0'));
    const b = newSandboxCredentials((bytes) => String(++n + 100).padStart(bytes * 2, '0'));
    expect(a.payu.secondKey).not.toBe(b.payu.secondKey);
    expect(a.stripe.webhookSecret).toMatch(/^whsec_/);
  });

  it('offers nothing unconfigured in a deployment, and live credentials win over the sandbox', () => {
    const c = resolve({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/foyer',
      PAYU_POS_ID: '145227',
      PAYU_CLIENT_ID: '145227',
      PAYU_CLIENT_SECRET: 's3cret',
      PAYU_SECOND_KEY: 'k2',
    });
    expect(c.sandbox).toBe(false);
    // Live credentials carry no sandbox flag: their orders are real.
    expect(c.payu).toEqual({ baseUrl: 'https://secure.payu.com', posId: '145227', clientId: '145227', clientSecret: 's3cret', secondKey: 'k2' });
    expect(c.p24).toBeNull();
    expect(c.bluemedia).toBeNull();
    expect(c.stripe).toBeNull();
  });

  it('refuses a forced sandbox in a deployment, naming the variable', () => {
    expect(() => resolve({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/foyer', PAYMENTS_SANDBOX: 'true' })).toThrow(/PAYMENTS_SANDBOX/);
  });

  it('turns the sandbox off on request', () => {
    expect(resolve({ PAYMENTS_SANDBOX: 'false' })).toMatchObject({ sandbox: false, payu: null });
  });
});

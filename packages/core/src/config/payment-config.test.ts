import { describe, expect, it } from 'vitest';
import { parseEnv } from './load-config.ts';
import { resolvePaymentConfig, SANDBOX_CREDENTIALS } from './payment-config.ts';

const resolve = (env: Record<string, string>) => resolvePaymentConfig(parseEnv(env), 'http://localhost:3000/sandbox');

describe('resolvePaymentConfig', () => {
  it('gives the embedded default every gateway through the sandbox fakes', () => {
    const c = resolve({ NODE_ENV: 'production' });
    expect(c.sandbox).toBe(true);
    expect(c.payu).toMatchObject({ baseUrl: 'http://localhost:3000/sandbox/payu', secondKey: SANDBOX_CREDENTIALS.payu.secondKey });
    expect(c.stripe?.apiBase).toBe('http://localhost:3000/sandbox/stripe');
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

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { testConfig } from '../testing/test-ctx.ts';
import { checkVatNumber } from './check-vat-number.ts';
import { startFakeVies, type FakeVies } from './testing/fake-vies.ts';

describe('checkVatNumber (VIES REST API)', () => {
  let vies: FakeVies;
  const ctx = () => ({ config: testConfig({ payments: { ...testConfig().payments, viesBaseUrl: `${vies.url}/` } }), log: pino({ level: 'silent' }) });

  beforeAll(async () => {
    vies = await startFakeVies();
    vies.registry.set('DE811569869', { name: 'Beispiel GmbH', address: 'Musterstraße 1\n10115 Berlin' });
    vies.registry.set('FR40303265045', { name: '---', address: '---' });
  });
  afterAll(async () => vies?.close());
  beforeEach(() => {
    vies.mode = 'ok';
    vies.requests.length = 0;
  });

  it('answers valid with the trader name and address, asking /ms/{cc}/vat/{number}', async () => {
    await expect(checkVatNumber(ctx(), 'de 811 569 869')).resolves.toEqual({
      status: 'valid', country: 'DE', number: '811569869', name: 'Beispiel GmbH', address: 'Musterstraße 1\n10115 Berlin',
    });
    expect(vies.requests).toEqual(['/taxation_customs/vies/rest-api/ms/DE/vat/811569869']);
  });

  it('treats an undisclosed name ("---") as unknown', async () => {
    await expect(checkVatNumber(ctx(), 'FR40303265045')).resolves.toMatchObject({ status: 'valid', name: null, address: null });
  });

  it('answers invalid for a number VIES does not know', async () => {
    await expect(checkVatNumber(ctx(), 'DE999999999')).resolves.toMatchObject({ status: 'invalid', country: 'DE' });
  });

  it('an outage is unavailable, never invalid: MS_UNAVAILABLE, HTTP 500, no server, timeout', async () => {
    vies.mode = 'ms_unavailable';
    await expect(checkVatNumber(ctx(), 'DE811569869')).resolves.toMatchObject({ status: 'unavailable' });
    vies.mode = 'http_500';
    await expect(checkVatNumber(ctx(), 'DE811569869')).resolves.toMatchObject({ status: 'unavailable' });
    vies.mode = 'hang';
    const t = Date.now();
    await expect(checkVatNumber(ctx(), 'DE811569869', { timeoutMs: 300 })).resolves.toMatchObject({ status: 'unavailable' });
    expect(Date.now() - t).toBeLessThan(3000);
    const nowhere = { config: testConfig(), log: pino({ level: 'silent' }) }; // http://127.0.0.1:9 refuses
    await expect(checkVatNumber(nowhere, 'DE811569869')).resolves.toMatchObject({ status: 'unavailable' });
  });

  it('refuses a malformed number without asking VIES', async () => {
    await expect(checkVatNumber(ctx(), '811569869')).rejects.toMatchObject({ code: 'invoice.vat_number_invalid' });
    await expect(checkVatNumber(ctx(), 'PL5260250275')).rejects.toMatchObject({ code: 'invoice.vat_number_invalid' });
    expect(vies.requests).toEqual([]);
  });
});

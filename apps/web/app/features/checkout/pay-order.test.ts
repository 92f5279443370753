import { describe, expect, it } from 'vitest';
import { confirmationPath, paymentIntentId, stripeSandboxUrl } from './pay-order.server.ts';
import { contentDisposition } from '../my-tickets/ticket-downloads.server.ts';

describe('after "Pay"', () => {
  it('comes back to the current path plus /confirmation (SPEC §2)', () => {
    expect(confirmationPath('/demo/buy-ticket/12')).toBe('/demo/buy-ticket/12/confirmation');
    expect(confirmationPath('/buy-ticket/')).toBe('/buy-ticket/confirmation');
  });

  it('sends the Stripe sandbox to the fake confirm page of the payment intent', () => {
    expect(paymentIntentId('pi_3Abc_secret_xyz')).toBe('pi_3Abc');
    expect(paymentIntentId('garbage')).toBeNull();
    expect(stripeSandboxUrl('http://localhost:3000/sandbox/stripe/', 'pi_1_secret_2', 'http://localhost:3000/demo/buy-ticket/confirmation?order_id=u')).toBe(
      'http://localhost:3000/sandbox/stripe/confirm/pi_1?return_url=http%3A%2F%2Flocalhost%3A3000%2Fdemo%2Fbuy-ticket%2Fconfirmation%3Forder_id%3Du',
    );
  });
});

describe('PDF downloads', () => {
  it('names the file in ASCII and in UTF-8 (Polish letters survive)', () => {
    expect(contentDisposition('bilet-Łódź "2027".pdf')).toBe(`attachment; filename="bilet-odz 2027.pdf"; filename*=UTF-8''bilet-%C5%81%C3%B3d%C5%BA%20%222027%22.pdf`);
  });
});

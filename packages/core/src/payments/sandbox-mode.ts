import type { Ctx } from '../context.ts';
import type { PaymentGateway } from './gateway.ts';

/**
 * The gateway talks to the built-in sandbox fake (config/payment-config.ts): what it "pays" is a
 * test order. Free orders and proformas are never test orders: no gateway takes their money.
 */
export function isSandboxGateway(ctx: Pick<Ctx, 'config'>, gateway: PaymentGateway): boolean {
  const p = ctx.config.payments;
  switch (gateway) {
    case 'payu':
    case 'p24':
    case 'bluemedia':
    case 'stripe':
      return p[gateway]?.sandbox === true;
    default:
      return false;
  }
}

import { parseLpSettings } from '@foyer/landing/schema';
import type { Ctx } from '../context.ts';
import { gatewayModules } from './gateways.ts';
import type { PaymentGateway } from './gateway.ts';

export type OnlineGateway = 'payu' | 'p24' | 'stripe' | 'bluemedia';

/**
 * The online gateways an event offers (SPEC §5): those its landing-page settings list (unknown
 * names are dropped by the settings schema; none listed → PayU) that this installation has
 * credentials for, the event's default first. `free` (zero totals) and `proforma` (with an
 * invoice form) are not choices of the buyer and are always accepted by initPayment.
 */
export function offeredGateways(ctx: Pick<Ctx, 'config'>, event: { lp_settings: string | null }): OnlineGateway[] {
  const { settings } = parseLpSettings(event.lp_settings);
  const wanted = [settings.payment.default_gateway, ...settings.payment.gateways.filter((g) => g !== settings.payment.default_gateway)];
  const listed = new Set(settings.payment.gateways);
  return wanted.filter((g, i) => listed.has(g) && wanted.indexOf(g) === i && gatewayModules[g].configured(ctx));
}

export function gatewayAccepted(ctx: Pick<Ctx, 'config'>, event: { lp_settings: string | null }, gateway: PaymentGateway): boolean {
  if (gateway === 'free' || gateway === 'proforma') return true;
  return (offeredGateways(ctx, event) as PaymentGateway[]).includes(gateway);
}

import { bluemedia } from './bluemedia.ts';
import { free } from './free.ts';
import type { GatewayModule, PaymentGateway } from './gateway.ts';
import { p24 } from './p24.ts';
import { payu } from './payu.ts';
import { proforma } from './proforma.ts';
import { stripe } from './stripe.ts';

export const gatewayModules: Record<PaymentGateway, GatewayModule> = { payu, p24, bluemedia, stripe, free, proforma };

import type { PaymentGateway, PaymentState } from '@foyer/db/schema';
import type { Ctx } from '../context.ts';

export type { PaymentGateway, PaymentState };

export interface GatewayInitInput {
  payment: { id: number; uuid: string /* order uuid */ };
  amount: number;
  currency: string;
  description: string;
  buyer: { email: string; first_name: string; last_name: string; phone?: string | null };
  locale: string;
  continueUrl: string;
  notifyUrl: string;
  clientIp: string;
}

export interface GatewayInitResult {
  external_id: string;
  external_order_id?: string | null;
  redirect_url?: string | null;
  token?: string | null;
  client_secret?: string | null;
  gateway_id?: number | null;
}

export type GatewayStatus = 'confirmed' | 'pending' | 'failed' | 'canceled';

export interface NotificationAck {
  status: number;
  body: string;
  contentType: string;
}

export interface ParsedNotification {
  /** Unique per delivery meaning (event id, or order id + status): a repeat is a duplicate. */
  dedupeKey: string;
  /** Maps to payments.external_id. */
  externalId: string;
  status: GatewayStatus;
  /** Amount in minor units as the gateway reports it; a confirmation must carry the payment's. */
  amount?: number;
  /** ISO 4217 code as the gateway reports it (any case); a confirmation must carry the payment's. */
  currency?: string;
  /** A second gateway reference learnt from the notification (P24 orderId, BlueMedia remoteID). */
  externalOrderId?: string | null;
  ack: NotificationAck;
}

/** What finalize/checkStatus get to know about the stored payment. */
export interface StoredPayment {
  id: number;
  amount: number;
  currency: string;
  external_id: string | null;
  external_order_id: string | null;
  state: PaymentState;
}

export interface GatewayRequest {
  headers: Record<string, string>;
  rawBody: string;
}

export interface GatewayModule {
  name: PaymentGateway;
  configured(ctx: Pick<Ctx, 'config'>): boolean;
  init(ctx: Pick<Ctx, 'config' | 'log'>, input: GatewayInitInput): Promise<GatewayInitResult>;
  /** Verifies the signature first; throws payment.signature_invalid when it does not hold. */
  parseNotification(ctx: Pick<Ctx, 'config' | 'log'>, req: GatewayRequest): Promise<ParsedNotification>;
  /** A second step some gateways require before money is ours (P24 transaction/verify). */
  finalize?(ctx: Pick<Ctx, 'config' | 'log'>, payment: StoredPayment, n: ParsedNotification): Promise<'confirmed' | 'failed'>;
  checkStatus(ctx: Pick<Ctx, 'config' | 'log'>, payment: StoredPayment): Promise<GatewayStatus>;
  /**
   * For a gateway whose payment form lives on our page (Stripe): what the form needs to take up
   * an unfinished attempt again, or null when the attempt can no longer be paid.
   */
  resume?(ctx: Pick<Ctx, 'config' | 'log'>, payment: StoredPayment): Promise<{ client_secret: string } | null>;
}

/** Header lookup that ignores case (Node lower-cases, tests and fakes may not). */
export function header(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === wanted) return v;
  return undefined;
}
